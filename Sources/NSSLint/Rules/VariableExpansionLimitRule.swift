import NSSSyntax
import NSSTheme

/// Reports a variable whose value cannot be expanded within NSSKit's limits: it grows past 4,096
/// value parts, or reaches its value through more than 128 nested variables.
struct VariableExpansionLimitRule: LintRule {
    static let description = RuleDescription(
        id: "variable-expansion-limit", defaultSeverity: .error,
        summary: "a variable too large or too deeply nested to expand",
        explanation: """
            A variable that doubles another ('@b: @a @a;') sixty times over would expand to 2^60 \
            parts, and a chain of a hundred thousand variables would exhaust a runtime's stack. \
            Expansion stops at \(VariableTable.maximumExpandedParts) value parts and at \
            \(VariableTable.maximumDepth) nested variables; the definition where a limit is first \
            passed is reported, and values that use it are left unresolved.
            """,
        evidence: "NSSKit's own bound: no runtime expands variables inside definitions.",
        triggering: [
            RuleExample(
                (1...12).map { "@v\($0): @v\($0 - 1) @v\($0 - 1);\n" }.joined()
                    + "↓@v13: @v12 @v12;\n@v0: x;\nLabel { font-name: @v13; }")
        ],
        nonTriggering: [RuleExample("@a: 1;\n@b: @a @a;\n@c: @b;\nLabel { font-size: @c; }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // One expander for the whole file: each definition is expanded once, in order.
        var expander = VariableExpander(table: context.variables, scheme: nil)
        var reported: Set<String> = []
        for definition in context.definitions {
            let (_, problems) = expander.expand(definition: definition)
            for problem in problems where problem.isLimit {
                let name: String
                switch problem.kind {
                case .tooLarge(let limited), .tooDeep(let limited): name = limited
                case .undefined, .cycle: continue
                }
                guard name == definition.name, !reachesAFailure(definition, context, &expander),
                    reported.insert(name).inserted
                else { continue }
                report.report(problem.description, at: definition.nameSpan.range)
            }
        }
    }

    /// Whether a definition that `definition` names directly passes a limit itself: then the
    /// limit was first passed below, where it is reported (a chain past the depth bound fails at
    /// every definition above the bound, each named as the one expanded).
    private func reachesAFailure(
        _ definition: VariableDefinition, _ context: LintContext, _ expander: inout VariableExpander
    ) -> Bool {
        definition.parts.flatMap(\.allTokens).contains { token in
            guard token.kind == .atKeyword,
                case .definition(let named)? = context.variables.binding(
                    of: String(token.text.dropFirst()), scheme: nil),
                named.name != definition.name
            else { return false }
            return expander.expand(definition: named).problems.contains(where: \.isLimit)
        }
    }
}
