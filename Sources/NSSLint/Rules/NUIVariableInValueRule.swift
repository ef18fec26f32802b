import NSSSyntax
import NSSTheme

/// NUI profile: variables NUI does not substitute. NUI replaces a variable only when it is a
/// declaration's whole value, and never inside a definition: `border: @w 1` and `@b: @a;` keep
/// the literal `@w` and `@a`.
struct NUIVariableInValueRule: LintRule {
    static let description = RuleDescription(
        id: "nui-variable-in-value", defaultSeverity: .error,
        summary: "a variable NUI leaves as literal text",
        explanation: """
            NUI substitutes a variable only when it is the whole value of a declaration. Inside a \
            larger value ('@w 1', 'rgba(@red, 0, 0, 1.0)') or as a definition's value ('@b: @a;'), \
            the text '@w' stays as written and the value is garbage.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:53 (definitions stored as written) and :72-82 (only a value starting with '@' is looked up, whole).",
        profiles: [.nui],
        triggering: [
            RuleExample("@w: 2;\nLabel { padding: ↓@w 4; }", profile: .nui),
            RuleExample("@a: #FF0000;\n@b: ↓@a;\nLabel { font-color: @b; }", profile: .nui),
        ],
        nonTriggering: [RuleExample("@w: 2;\nLabel { border-width: @w; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let tree = context.tree
        // Node kinds read from the tree's table; a node is made only for a declaration.
        for index in 0..<tree.nodeCount
        where tree.nodeKind(at: index) == .declaration
            || tree.nodeKind(at: index) == .variableDefinition
        {
            guard let declaration = Declaration(tree.node(at: index)) else { continue }
            let indices = declaration.valueTokenIndices
            let whole = indices.count == 1
            for index in indices where tree.kind(ofToken: index) == .atKeyword {
                let token = tree.token(at: index)
                guard token.range.count > 1 else { continue }
                if declaration.isVariableDefinition {
                    report.report(
                        "NUI does not chain variables: '\(declaration.name.text)' gets the literal text '\(token.text)'",
                        at: token.range)
                } else if !whole && index == indices.lowerBound {
                    report.report(
                        "NUI looks up the whole value '\(declaration.valueText)' as one variable, finds none and "
                            + "crashes the app", at: declaration.valueRange)
                } else if !whole {
                    report.report(
                        "NUI substitutes a variable only as a whole value: '\(token.text)' stays literal text here",
                        at: token.range)
                }
            }
        }
    }
}
