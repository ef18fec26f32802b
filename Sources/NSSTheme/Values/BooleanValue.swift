/// `true` or `false`.
public struct BooleanValue: Hashable, Sendable, CustomStringConvertible {
    /// The value.
    public var value: Bool

    /// Creates a Boolean value.
    public init(_ value: Bool) { self.value = value }

    /// Canonical form: `true` or `false`.
    public var description: String { value ? "true" : "false" }

    /// Reads `true` or `false`.
    public static func parse(_ parts: [ValuePart]) -> Result<BooleanValue, ValueError> {
        parts.singleToken(expected: "true or false").flatMap { token in
            switch token.text {
            case "true": return .success(BooleanValue(true))
            case "false": return .success(BooleanValue(false))
            default:
                return .failure(
                    ValueError("'\(token.text)' is not a Boolean; expected true or false", span: token.span))
            }
        }
    }
}
