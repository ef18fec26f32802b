import NSSSyntax
import NSSTheme

/// Reports a rule with no declarations. The fix removes it.
struct EmptyRuleRule: LintRule {
    static let description = RuleDescription(
        id: "empty-rule", defaultSeverity: .warning,
        summary: "a rule with no declarations",
        explanation: "An empty rule styles nothing; it is usually a leftover. The fix removes it.",
        evidence:
            "NSSKit's own style check: an empty rule styles nothing in every runtime (but 'Label { ; }' is a NUI syntax error: nui-stray-semicolon).",
        enabledByDefault: false,
        triggering: [
            RuleExample("↓Label {\n}\nButton { font-size: 12; }\n", corrected: "Button { font-size: 12; }\n"),
            RuleExample("↓Label { ; }"),
        ],
        nonTriggering: [RuleExample("Label { font-size: 12; }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for rule in context.rules where rule.declarations.isEmpty && rule.rule.isClosed {
            guard let block = rule.rule.block, !block.childNodes.contains(where: { $0.kind != .declaration }) else {
                continue
            }
            report.report(
                "empty rule for \(listing(rule.selectors.map(\.token.text), conjunction: "and"))",
                at: rule.rule.node.childNodes.first?.range ?? rule.rule.node.range,
                fixIts: [
                    FixIt(
                        message: "remove the rule",
                        edits: [TextEdit(range: context.removalRange(of: rule.rule.node), replacement: "")],
                        applicability: .safe)
                ])
        }
    }
}
