import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// What the editor offers to change: nsslint's fixes as code actions, and colors for its picker,
/// written back in the form the author used.
extension LanguageServer {
    /// Each fix of the findings that overlap the range: the safe ones preferred.
    func codeActions(uri: String, findings: [Finding], range: Range<Int>, positions: DocumentPositions) -> JSONValue {
        var actions: [JSONValue] = []
        // A cursor (an empty range) inside a finding counts as touching it.
        let touching = findings.filter {
            $0.diagnostic.range.overlaps(range) || $0.diagnostic.range.contains(range.lowerBound)
                || range.contains($0.diagnostic.range.lowerBound)
        }
        for finding in touching {
            for fix in finding.diagnostic.fixIts {
                let edits: [JSONValue] = fix.edits.map { edit in
                    .object([("range", positions.range(edit.range)), ("newText", .string(edit.replacement))])
                }
                actions.append(
                    .object([
                        ("title", .string(fix.message)),
                        ("kind", "quickfix"),
                        ("diagnostics", .array([Self.diagnostic(finding, uri: uri, positions: positions)])),
                        ("isPreferred", .bool(fix.applicability == .safe)),
                        ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
                    ]))
            }
        }
        return .array(actions)
    }

    /// The colors written as literals (hex, `rgb()`, `rgba()`) in values, for a color picker.
    func documentColors(_ tree: SyntaxTree, positions: DocumentPositions) -> JSONValue {
        var colors: [JSONValue] = []
        for declaration in tree.allRules.flatMap(\.declarations) + tree.allVariableDefinitions {
            guard let color = Self.literalColor(declaration.valueText) else { continue }
            colors.append(
                .object([
                    ("range", positions.range(declaration.valueRange)),
                    (
                        "color",
                        .object([
                            ("red", .number(color.red)), ("green", .number(color.green)),
                            ("blue", .number(color.blue)), ("alpha", .number(color.alpha)),
                        ])
                    ),
                ]))
        }
        return .array(colors)
    }

    /// The color a value writes literally, if it is one.
    static func literalColor(_ text: String) -> RGBAColor? {
        guard case .success(.literal(let color, let notation)) = ColorValue.parse(ValuePart.parse(text: text)) else {
            return nil
        }
        switch notation {
        case .hash, .rgbFunction: return color
        default: return nil
        }
    }

    /// A picked color written as the value it replaces was: `#RRGGBB` (or `#RRGGBBAA` when the
    /// original had eight digits or the color is translucent), `rgb(...)` or `rgba(...)`.
    static func colorPresentation(_ color: RGBAColor, replacing original: String) -> String {
        func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        let (red, green, blue) = (byte(color.red), byte(color.green), byte(color.blue))
        let alpha = (color.alpha * 1000).rounded() / 1000
        let trimmed = original.drop { $0 == " " }
        if trimmed.hasPrefix("rgb") {
            if trimmed.hasPrefix("rgba") || alpha < 1 { return "rgba(\(red), \(green), \(blue), \(alpha))" }
            return "rgb(\(red), \(green), \(blue))"
        }
        let digits = [red, green, blue].map { hex($0) }.joined()
        let eight = trimmed.count == 9 || alpha < 1
        return "#" + digits + (eight ? hex(byte(color.alpha)) : "")
    }

    static func hex(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }
}
