import NSSSyntax
import NSSTheme

/// NUI profile: `#RGB` colors, from which NUI reads no color at all. The fix writes `#RRGGBB`.
struct NUIShortHexRule: LintRule {
    static let description = RuleDescription(
        id: "nui-short-hex", defaultSeverity: .error,
        summary: "a #RGB color, which NUI does not read",
        explanation: "NUI reads #RRGGBB and 0xRRGGBB; #F00 gives no color. The fix writes the six digits.",
        evidence: "tombenner/nui@744a36f NUI/Core/NUIConverter.m:139-140: the hex pattern needs six digits.",
        profiles: [.nui],
        triggering: [
            RuleExample("Label { font-color: ↓#F80; }", profile: .nui, corrected: "Label { font-color: #FF8800; }")
        ],
        nonTriggering: [RuleExample("Label { font-color: #FF8800; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for index in 0..<context.tree.tokenCount {
            guard context.tree.kind(ofToken: index) == .hash else { continue }
            let token = context.tree.token(at: index)
            let digits = token.text.dropFirst()
            guard digits.count == 3, digits.allSatisfy(\.isHexDigit) else { continue }
            let expanded = "#" + digits.map { "\($0)\($0)" }.joined().uppercased()
            report.report(
                "NUI reads no color from '\(token.text)'; write \(expanded)", at: token.range,
                fixIts: [
                    FixIt(
                        message: "write \(expanded)", edits: [TextEdit(range: token.range, replacement: expanded)],
                        applicability: .safe)
                ])
        }
    }
}
