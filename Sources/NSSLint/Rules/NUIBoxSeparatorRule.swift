import NSSSyntax
import NSSTheme

/// NUI profile: insets and padding written with commas. NUI splits a Box at spaces only, so
/// `9,12,21,20` is not four numbers to it. The fix writes spaces.
struct NUIBoxSeparatorRule: LintRule {
    static let description = RuleDescription(
        id: "nui-box-separator", defaultSeverity: .warning,
        summary: "insets or padding separated by commas, which NUI misreads",
        explanation: """
            NUI reads insets and padding as numbers separated by spaces; with commas it does not \
            find 1 to 4 numbers and sets every edge to 0. The fix separates them with spaces.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIConverter.m:57-91: insets split on whitespace, one to four numbers, else all zero.",
        profiles: [.nui],
        triggering: [
            RuleExample(
                "Button { padding: ↓9,12,21,20; }", profile: .nui, corrected: "Button { padding: 9 12 21 20; }")
        ],
        nonTriggering: [RuleExample("Button { padding: 9 12 21 20; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for (_, facts) in context.declarations {
            guard case .success(.box)? = facts.typed else { continue }
            let parts = context.parts(of: facts)
            guard parts.contains(where: \.isComma) else { continue }
            let declaration = facts.declaration
            let spaced = parts.filter { !$0.isComma }.map(\.text).joined(separator: " ")
            report.report(
                "NUI splits '\(declaration.name.text)' at spaces only; with commas every edge becomes 0",
                at: declaration.valueRange,
                fixIts: [
                    FixIt(
                        message: "write '\(spaced)'",
                        edits: [TextEdit(range: declaration.valueRange, replacement: spaced)],
                        applicability: .safe)
                ])
        }
    }
}
