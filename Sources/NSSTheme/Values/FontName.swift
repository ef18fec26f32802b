/// `font-name`: a PostScript font name, or one of NUI's system-font aliases.
public enum FontName: Hashable, Sendable, CustomStringConvertible {
    /// The system font in a weight or style: `system`, `boldSystem`, `lightSystem`, ...
    case system(SystemFont)
    /// A font by PostScript name, such as `HelveticaNeue-Light`.
    case named(String)

    /// NUI's aliases for the system font.
    public enum SystemFont: String, Sendable, Hashable, CaseIterable {
        /// `system`.
        case system
        /// `boldSystem`.
        case boldSystem
        /// `italicSystem`.
        case italicSystem
        /// `blackSystem`.
        case blackSystem
        /// `heavySystem`.
        case heavySystem
        /// `lightSystem`.
        case lightSystem
        /// `mediumSystem`.
        case mediumSystem
        /// `semiboldSystem`.
        case semiboldSystem
        /// `thinSystem`.
        case thinSystem
        /// `ultraLightSystem`.
        case ultraLightSystem
    }

    /// Canonical form: the alias or the PostScript name, unquoted.
    public var description: String {
        switch self {
        case .system(let font): font.rawValue
        case .named(let name): name
        }
    }

    /// Reads a font name: an identifier (`HelveticaNeue-Light`, `boldSystem`), a quoted string, or
    /// several words. NUI joins a value's tokens with single spaces and passes the result to
    /// `+[UIFont fontWithName:size:]` (NUIParserDelegate.m and NUISettings.m in tombenner/nui), so
    /// `Helvetica Neue` and `3Dumb` are names as legal as `HelveticaNeue-Light`.
    public static func parse(_ parts: [ValuePart]) -> Result<FontName, ValueError> {
        guard parts.count == 1, let token = parts[0].token else {
            if parts.isEmpty { return .failure(ValueError("missing font name", at: parts)) }
            let words = parts.compactMap(\.token)
            if words.count == parts.count, words.allSatisfy({ $0.kind == .identifier || $0.kind == .number }) {
                return .success(.named(joined(words)))
            }
            return .failure(ValueError("expected a font name, found '\(ValuePart.text(parts))'", at: parts))
        }
        switch token.kind {
        case .identifier:
            if let system = SystemFont(rawValue: token.text) { return .success(.system(system)) }
            return .success(.named(token.text))
        case .string:
            let name = String(token.text.dropFirst().dropLast())
            guard !name.isEmpty else { return .failure(ValueError("empty font name", span: token.span)) }
            return .success(SystemFont(rawValue: name).map(FontName.system) ?? .named(name))
        case .number where token.text.contains(where: \.isLetter):
            // `3Dumb`: a name that starts with a digit; a bare number names no font.
            return .success(.named(token.text))
        default:
            return .failure(ValueError("'\(token.text)' is not a font name", span: token.span))
        }
    }

    /// Words as NUI joins them: one space where the source has any, none where tokens touch
    /// (`3Dumb` lexes as a number and a name).
    private static func joined(_ words: [ValueToken]) -> String {
        var result = ""
        var end: Int?
        for word in words {
            if !result.isEmpty, end == nil || end != word.span?.range.lowerBound { result += " " }
            result += word.text
            end = word.span?.range.upperBound
        }
        return result
    }
}
