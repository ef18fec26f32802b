import NSSSyntax
import NSSTheme

/// NUI profile: `@import`, which NUI's grammar does not have.
struct NUIImportRule: LintRule {
    static let description = RuleDescription(
        id: "nui-import", defaultSeverity: .error,
        summary: "an @import, which NUI does not support",
        explanation: """
            @import exists only in an unmerged pull request of NUI; NUI itself treats it as a \
            syntax error and discards the whole stylesheet. Append stylesheets with \
            NUISettings.appendStylesheet instead.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m (grammar): '@import' is a variable token followed by a string, a syntax error.",
        profiles: [.nui],
        triggering: [RuleExample("↓@import \"base.nss\";", profile: .nui)],
        nonTriggering: [RuleExample("Label { font-size: 12; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for item in context.tree.items where item.kind == .importRule {
            report.report(
                "NUI has no @import: it discards the whole stylesheet; use NUISettings.appendStylesheet",
                at: item.childTokens.first?.range ?? item.range)
        }
    }
}
