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

    /// Reads a font name: an identifier (`HelveticaNeue-Light`, `boldSystem`) or a quoted string.
    /// A name with a space must be quoted, and PostScript names have no spaces.
    public static func parse(_ parts: [ValuePart]) -> Result<FontName, ValueError> {
        guard parts.count == 1, let token = parts[0].token else {
            if parts.isEmpty { return .failure(ValueError("missing font name", at: parts)) }
            if parts.allSatisfy({ $0.token?.kind == .identifier }) {
                return .failure(
                    ValueError(
                        "'\(ValuePart.text(parts))' is not one font name; PostScript names have no spaces "
                            + "(e.g. HelveticaNeue-Light)",
                        at: parts))
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
        default:
            return .failure(ValueError("'\(token.text)' is not a font name", span: token.span))
        }
    }
}
