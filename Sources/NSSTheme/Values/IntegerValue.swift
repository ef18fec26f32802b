/// A whole number, such as a line count (`text-line-clamp: 2`).
public struct IntegerValue: Hashable, Sendable, CustomStringConvertible {
    /// The value.
    public var value: Int

    /// Creates an integer value.
    public init(_ value: Int) { self.value = value }

    /// Canonical form: the digits.
    public var description: String { String(value) }

    /// Reads one whole number without unit: `0`, `2`, `-1`.
    public static func parse(_ parts: [ValuePart]) -> Result<IntegerValue, ValueError> {
        parts.singleToken(expected: "a whole number").flatMap { token in
            let text = token.text.hasPrefix("+") ? String(token.text.dropFirst()) : token.text
            guard token.kind == .number, let value = Int(text) else {
                let hint = token.kind == .number ? "; write a whole number such as 2" : ""
                return .failure(ValueError("'\(token.text)' is not a whole number\(hint)", span: token.span))
            }
            return .success(IntegerValue(value))
        }
    }
}
