import NSSSyntax
import NSSTheme

/// A theme drawn as a Fiori app shows it: object cells, buttons, bars, form cells, switches, every other styled
/// class path, and the palette, per color scheme, in one self-contained HTML page (no script, no
/// font, no request). Each drawn element carries `data-class-path`, `data-scheme` (`light`,
/// `dark`, ...) and, off the normal state, `data-state`; its resolved colors are its own CSS
/// `color` and `background-color`; its `title` names the declarations they come from as
/// `file.nss:LINE`. Text below WCAG's contrast minimum is marked (`data-low-contrast`) where both its
/// colors are the theme's, as the low-contrast lint rule reports it; text whose color the theme does
/// not set is written in black or white, whichever reads on its background. Swatches
/// (`data-swatch`) show each palette color's name and hex value.
public enum Preview {
    /// The page for a theme in the given schemes.
    public static func html(
        _ theme: Theme, title: String, schemes: [ColorScheme] = [.lightBackground, .darkBackground],
        options: ResolveOptions = ResolveOptions()
    ) -> String {
        let resolver = Resolver(theme: theme, options: options)
        var page = PageWriter()
        page.open(title: title)
        for scheme in schemes {
            var section = SchemeSection(
                session: resolver.session(scheme: scheme), palette: PaletteColors(theme, scheme: scheme))
            page.body += section.render()
        }
        page.close()
        return page.body
    }

    /// Text safe inside HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if character.value < 0x20 && character != "\n" {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// A color as CSS: `rgba(r, g, b, a)`.
    static func css(_ color: RGBAColor) -> String {
        func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        let alpha = (color.alpha * 1000).rounded() / 1000
        return "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(alpha))"
    }

    /// Points of each text style (UIFont's default sizes), for the drawn labels.
    static func points(_ style: TextStyle?) -> Double {
        switch style {
        case .largeTitle?: 34
        case .title1?: 28
        case .title2?: 22
        case .title3?: 20
        case .headline?, .body?: 17
        case .callout?: 16
        case .subheadline?: 15
        case .footnote?: 13
        case .caption1?: 12
        case .caption2?: 11
        default: 17
        }
    }
}

/// The theme's palette in one scheme: its own definitions, else SAP's defaults.
struct PaletteColors {
    var colors: [(name: String, color: RGBAColor, source: String?)] = []
    private var byName: [String: RGBAColor] = [:]

    init(_ theme: Theme, scheme: ColorScheme) {
        var own: [String: (RGBAColor, String)] = [:]
        for definition in theme.variableDefinitions {
            let (base, definedScheme) = definition.schemeSplit
            guard FioriColors.isColorName(base), (definedScheme ?? .lightBackground) == scheme,
                case .success(.literal(let color, _)) = ColorValue.parse(definition.parts)
            else { continue }
            let file = definition.span.file
            own[base] = (
                color, "\(FilePaths.displayName(file.path)):\(file.location(of: definition.span.range.lowerBound).line)"
            )
        }
        for name in FioriColors.paletteNames {
            guard let color = own[name]?.0 ?? FioriColors.defaultColor(name, scheme: scheme) else { continue }
            colors.append((name, color, own[name]?.1))
            byName[name] = color
        }
        colors += Self.themeColors(theme, scheme: scheme)
    }

    /// The theme's own color variables (`@brandBlue: #0A6ED1;`) as they read in a scheme: the
    /// colors it sets besides the palette's, each by its variable name, the last definition winning.
    private static func themeColors(_ theme: Theme, scheme: ColorScheme) -> [(String, RGBAColor, String?)] {
        var order: [String] = []
        var found: [String: (color: RGBAColor, source: String, forScheme: Bool)] = [:]
        for definition in theme.variableDefinitions {
            let (base, definedScheme) = definition.schemeSplit
            guard !FioriColors.isColorName(base), definedScheme == nil || definedScheme == scheme,
                case .success(.literal(let color, _)) = ColorValue.parse(definition.parts)
            else { continue }
            if found[base] == nil { order.append(base) }
            // A scheme's own definition wins over the plain one, whatever their order.
            guard definedScheme != nil || found[base]?.forScheme != true else { continue }
            let file = definition.span.file
            let line = file.location(of: definition.span.range.lowerBound).line
            found[base] = (color, "\(FilePaths.displayName(file.path)):\(line)", definedScheme != nil)
        }
        return order.compactMap { name in found[name].map { ("@" + name, $0.color, $0.source) } }
    }

    /// A palette color by name, or white.
    func color(_ name: String) -> RGBAColor { byName[name] ?? RGBAColor(red: 1, green: 1, blue: 1) }
}
