import NSSSyntax
import NSSTheme

/// Reports a property declared twice in one rule: the earlier declaration has no effect. The fix
/// removes it.
struct DuplicatePropertyRule: LintRule {
    static let description = RuleDescription(
        id: "duplicate-property", defaultSeverity: .warning,
        summary: "a property declared twice in one rule",
        explanation: """
            Within a rule the last declaration of a property wins, so the earlier one does nothing. \
            The fix removes the earlier declaration.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/Parser/NUIRuleSet.m:24-28: within a rule the last declaration of a property wins, as a raw string.",
        triggering: [
            RuleExample(
                "Label {\n    ↓font-color: red;\n    font-size: 12;\n    font-color: blue;\n}",
                corrected: "Label {\n    font-size: 12;\n    font-color: blue;\n}"),
            RuleExample(
                "Button { ↓background-color-top: red; background-color-top: blue; }",
                corrected: "Button { background-color-top: blue; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-color: red; font-color-highlighted: blue; }"),
            // NUI: the view's background, and the normal state's background drawn over it.
            RuleExample("Button { background-color: red; background-color-normal: blue; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let last = IDTable()
        // Declarations are read from the table by index, and views made only for a finding: a
        // view for each declaration retained the table.
        let table = context.facts
        // Rules by index: a view of each held the table, counted for each.
        for ruleIndex in table.rules.indices {
            last.removeAll()
            for index in table.declarationIndices(ofRule: ruleIndex) {
                let key = table.slot(ofDeclaration: index)
                if let earlierIndex = last[key] {
                    let earlier = DeclarationFacts(table: table, index: Int(earlierIndex))
                    let later = DeclarationFacts(table: table, index: index).declaration
                    report.report(
                        "'\(earlier.declaration.name.text)' is declared again below; this declaration has no effect",
                        at: earlier.declaration.name.range,
                        note: DiagnosticNote(message: "the declaration that wins", range: later.name.range),
                        fixIts: [
                            FixIt(
                                message: "remove this declaration",
                                edits: [
                                    TextEdit(range: context.removalRange(of: earlier.declaration.node), replacement: "")
                                ],
                                applicability: .safe)
                        ])
                }
                last[key] = UInt32(truncatingIfNeeded: index)
            }
        }
    }
}
