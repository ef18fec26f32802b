import NSSSyntax

/// A value type that is one word from a fixed set.
public protocol KeywordValue: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// What the value is, for messages: "a text alignment".
    static var typeDescription: String { get }
}

extension KeywordValue {
    /// Reads one of the keywords; an unknown word gets the list of keywords and the closest one.
    public static func parse(_ parts: [ValuePart]) -> Result<Self, ValueError> {
        let names = allCases.map(\.rawValue)
        return parts.singleToken(expected: typeDescription).flatMap { token in
            if let value = Self(rawValue: token.text) { return .success(value) }
            var message = "'\(token.text)' is not \(typeDescription); expected \(names.joined(separator: ", "))"
            if let suggestion = Suggestions.closest(to: token.text, in: names).first {
                message += "; did you mean '\(suggestion)'?"
            }
            return .failure(ValueError(message, span: token.span))
        }
    }
}
