import NSSSyntax
import NSSTheme

/// NUI profile: a declaration or definition without its `;`. NUI's grammar needs one after every
/// declaration, the last in a block too. The fix inserts it.
struct NUIMissingSemicolonRule: LintRule {
    static let description = RuleDescription(
        id: "nui-missing-semicolon", defaultSeverity: .error,
        summary: "a declaration without ';', which makes NUI discard the whole stylesheet",
        explanation: """
            CSS lets the last declaration of a block omit its ';'; NUI does not, and treats the \
            omission as a syntax error that empties the stylesheet. The fix inserts the ';'.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:160-167: the grammar ends every declaration and definition with ';'.",
        profiles: [.nui],
        triggering: [
            RuleExample(
                "Label { font-size: 12↓ }", profile: .nui, corrected: "Label { font-size: 12; }"),
            RuleExample("@gap: 4↓", profile: .nui, corrected: "@gap: 4;"),
        ],
        nonTriggering: [RuleExample("Label { font-size: 12; }\n@gap: 4;", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let tree = context.tree
        // Node kinds read from the tree's table; a node is made only for a declaration.
        for index in 0..<tree.nodeCount
        where tree.nodeKind(at: index) == .declaration
            || tree.nodeKind(at: index) == .variableDefinition
        {
            guard let declaration = Declaration(tree.node(at: index)), declaration.semicolon == nil,
                !declaration.valueRange.isEmpty
            else { continue }
            let end = declaration.valueRange.upperBound
            report.report(
                "'\(declaration.name.text)' has no ';': NUI needs one after every declaration", at: end..<end,
                fixIts: [FixIt(message: "insert ';'", edits: [.insert(";", at: end)], applicability: .safe)])
        }
    }
}
