import NSSSyntax
import NSSTheme

/// Reports a declaration that a later rule of the same file always overrides: the same class path
/// and property, set again by a rule that applies wherever this one does.
struct OverriddenDeclarationRule: LintRule {
    static let description = RuleDescription(
        id: "overridden-declaration", defaultSeverity: .warning,
        summary: "a declaration a later rule always overrides",
        explanation: """
            Later rules win. When a later rule for the same class path sets the same property and \
            applies in every environment this one does (no @media, or the same conditions), this \
            declaration never takes effect.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:56-66: rules for a class merge in file order, property by property.",
        triggering: [
            RuleExample("Label { ↓font-size: 12; }\nLabel { font-size: 14; }"),
            RuleExample("Label, Button { ↓font-size: 12; }\nButton { font-size: 14; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-size: 12; }\n@media (device: ipad) { Label { font-size: 14; } }"),
            RuleExample("Label { font-size: 12; }\nButton { font-size: 14; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // The last rule setting each (class path, slot) wins; walk backwards remembering it as
        // the index of its declaration in the file.
        var later: [Int: UInt32] = [:]
        let slots = context.names.count
        let declarations = context.declarations
        var laterInThisRule: [(key: Int, declaration: UInt32)] = []
        for ruleIndex in context.rules.indices.reversed() {
            let rule = context.rules[ruleIndex]
            laterInThisRule.removeAll(keepingCapacity: true)
            for facts in rule.declarations.reversed() {
                for selector in rule.selectors {
                    let key = selector.classID &* slots &+ facts.slotID
                    guard let winner = later[key] else { continue }
                    let (winningRule, winningFacts) = declarations[Int(winner)]
                    guard Self.covers(context.rules[winningRule].media, rule.media) else { continue }
                    report.report(
                        "'\(facts.declaration.name.text)' for '\(selector.token.text)' is always overridden by a later rule",
                        at: facts.declaration.name.range,
                        notes: [
                            DiagnosticNote(
                                message: "the declaration that wins", range: winningFacts.declaration.name.range)
                        ])
                    break
                }
                for selector in rule.selectors {
                    laterInThisRule.append(
                        (selector.classID &* slots &+ facts.slotID, UInt32(truncatingIfNeeded: facts.index)))
                }
            }
            for (key, declaration) in laterInThisRule {
                if let existing = later[key] {
                    let existingRule = declarations[Int(existing)].rule
                    // Keep the rule that covers more environments.
                    if existingRule == ruleIndex || !Self.covers(rule.media, context.rules[existingRule].media) {
                        continue
                    }
                }
                later[key] = declaration
            }
        }
    }

    /// Whether a rule under `winner` media applies wherever one under `loser` media does.
    static func covers(_ winner: [MediaCondition]?, _ loser: [MediaCondition]?) -> Bool {
        guard let winner, !winner.isEmpty else { return true }
        guard let loser else { return false }
        let loserSet = Set(loser.map { "\($0.feature)=\($0.value)" })
        return Set(winner.map { "\($0.feature)=\($0.value)" }).isSubset(of: loserSet)
    }
}
