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
        triggering: [
            RuleExample("Label { font-size: 12; }\nLabel { font-size: 14; }"),
            RuleExample("Label, Button { font-size: 12; }\nButton { font-size: 14; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-size: 12; }\n@media (device: ipad) { Label { font-size: 14; } }"),
            RuleExample("Label { font-size: 12; }\nButton { font-size: 14; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // The last rule setting each (class path, property) wins; walk backwards remembering it.
        var later: [String: (facts: DeclarationFacts, media: [MediaCondition]?)] = [:]
        for rule in context.rules.reversed() {
            var laterInThisRule: [String: (DeclarationFacts, [MediaCondition]?)] = [:]
            for facts in rule.declarations.reversed() {
                let slot = DuplicatePropertyRule.slot(facts)
                for selector in rule.selectors {
                    let key = selector.token.text + "\u{0}" + slot
                    if let winner = later[key], Self.covers(winner.media, rule.media) {
                        report.report(
                            "'\(facts.declaration.name.text)' for '\(selector.token.text)' is always overridden by a later rule",
                            at: facts.declaration.name.range,
                            notes: [
                                DiagnosticNote(
                                    message: "the declaration that wins", range: winner.facts.declaration.name.range)
                            ])
                        break
                    }
                }
                for selector in rule.selectors {
                    laterInThisRule[selector.token.text + "\u{0}" + slot] = (facts, rule.media)
                }
            }
            for (key, value) in laterInThisRule where later[key] == nil || Self.covers(value.1, later[key]!.media) {
                later[key] = value
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
