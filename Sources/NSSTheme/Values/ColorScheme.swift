/// The background schemes a Fiori palette color has a value for. Each is written as a suffix of a
/// palette name or definition: `@tintColor_darkBackground`.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Light mode; an unsuffixed palette name means this scheme.
    case lightBackground
    /// Dark mode.
    case darkBackground
    /// Light mode, on an elevated surface.
    case elevatedLightBackground
    /// Dark mode, on an elevated surface.
    case elevatedDarkBackground
    /// Light mode with increased contrast.
    case contrastLightBackground
    /// Dark mode with increased contrast.
    case contrastDarkBackground
    /// Light mode, elevated, with increased contrast.
    case elevatedContrastLightBackground
    /// Dark mode, elevated, with increased contrast.
    case elevatedContrastDarkBackground

    /// The suffix as written after the underscore.
    public var suffix: String { rawValue }

    /// The short name the command line uses: `light`, `dark`, `elevated-light`, `contrast-dark`,
    /// `elevated-contrast-light`, ...
    public var shortName: String {
        switch self {
        case .lightBackground: "light"
        case .darkBackground: "dark"
        case .elevatedLightBackground: "elevated-light"
        case .elevatedDarkBackground: "elevated-dark"
        case .contrastLightBackground: "contrast-light"
        case .contrastDarkBackground: "contrast-dark"
        case .elevatedContrastLightBackground: "elevated-contrast-light"
        case .elevatedContrastDarkBackground: "elevated-contrast-dark"
        }
    }

    /// ``shortName``.
    public var description: String { shortName }

    /// Reads a short name (`dark`) or a suffix (`darkBackground`).
    public init?(name: String) {
        guard let match = ColorScheme.allCases.first(where: { $0.shortName == name || $0.rawValue == name }) else {
            return nil
        }
        self = match
    }

    /// Whether the scheme is a dark-mode one.
    public var isDark: Bool {
        switch self {
        case .darkBackground, .elevatedDarkBackground, .contrastDarkBackground, .elevatedContrastDarkBackground: true
        default: false
        }
    }

    /// The schemes to try, in order, when a color has no value for this one: an elevated contrast
    /// scheme falls back to the contrast scheme, elevated and contrast schemes to the plain light
    /// or dark one.
    public var fallbacks: [ColorScheme] {
        switch self {
        case .lightBackground: [.lightBackground]
        case .darkBackground: [.darkBackground]
        case .elevatedLightBackground: [.elevatedLightBackground, .lightBackground]
        case .elevatedDarkBackground: [.elevatedDarkBackground, .darkBackground]
        case .contrastLightBackground: [.contrastLightBackground, .lightBackground]
        case .contrastDarkBackground: [.contrastDarkBackground, .darkBackground]
        case .elevatedContrastLightBackground:
            [.elevatedContrastLightBackground, .contrastLightBackground, .lightBackground]
        case .elevatedContrastDarkBackground:
            [.elevatedContrastDarkBackground, .contrastDarkBackground, .darkBackground]
        }
    }

    /// The bytes every suffix ends with.
    private static let commonEnding = Array("Background".utf8)

    /// Splits `name_scheme` into the name and the scheme; a name without a known suffix is
    /// returned whole.
    public static func split(_ name: String) -> (name: String, scheme: ColorScheme?) {
        // Every suffix ends in "Background": a name that does not is returned at once. A name is
        // split at each variable reference, and the walk of its Characters from the end, most
        // often to find no scheme, cost some 3,000 instructions.
        guard name.utf8.count > Self.commonEnding.count + 1,
            name.utf8.reversed().starts(with: Self.commonEnding.reversed())
        else { return (name, nil) }
        guard let underscore = name.lastIndex(of: "_") else { return (name, nil) }
        let suffix = String(name[name.index(after: underscore)...])
        guard let scheme = ColorScheme(rawValue: suffix), underscore > name.startIndex else { return (name, nil) }
        return (String(name[..<underscore]), scheme)
    }
}
