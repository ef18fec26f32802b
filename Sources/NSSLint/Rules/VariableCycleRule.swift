import NSSSyntax
import NSSTheme

/// Reports variables whose definitions refer to each other in a loop, with the loop spelled out.
struct VariableCycleRule: LintRule {
    static let description = RuleDescription(
        id: "variable-cycle", defaultSeverity: .error,
        summary: "variables that refer to each other in a loop",
        explanation: """
            '@a: @b; @b: @a;' has no value. Each loop is reported once, at the first definition of \
            the loop in the file, with the chain of names.
            """,
        evidence:
            "NSSKit's own: NUI never substitutes inside definitions (tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:53), so each variable of a cycle holds the other's name as text.",
        triggering: [
            RuleExample("↓@a: @b;\n@b: @a;\nLabel { font-size: @a; }"),
            RuleExample("↓@self: 1 @self;"),
        ],
        nonTriggering: [RuleExample("@a: 1;\n@b: @a;\n@c: @b;")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var reported: Set<Set<String>> = []
        // One expander for the whole file, so a long chain is expanded once rather than once per link.
        var expander = VariableExpander(table: context.variables, scheme: nil)
        for definition in context.definitions {
            let (_, problems) = expander.expand(definition.parts)
            for problem in problems {
                guard case .cycle(let path) = problem.kind, path.contains(definition.name) else { continue }
                guard reported.insert(Set(path)).inserted else { continue }
                // Start the spelled-out loop at this definition.
                let start = path.firstIndex(of: definition.name) ?? 0
                let loop = Array(path.dropLast()[start...] + path.dropLast()[..<start]) + [definition.name]
                report.report(
                    "variable cycle: " + loop.map { "@" + $0 }.joined(separator: " -> "), at: definition.nameSpan.range)
            }
        }
    }
}
