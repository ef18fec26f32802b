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
        var overridden = Overridden(declarationCount: context.declarations.count)
        let occurrences = ClassOccurrences(context)
        var later: [Int: UInt32] = [:]
        for classID in occurrences.classes {
            // The classes are independent: one at a time, its later winners keep to one small
            // table instead of one for every (class path, slot) of the file.
            later.removeAll(keepingCapacity: true)
            var next = occurrences.last(of: classID)
            while let occurrence = next {
                var first = occurrence
                next = occurrences.previous(occurrence)
                // A rule naming the class twice is checked by each selector, then counted once.
                while let earlier = next, occurrences.rule(of: earlier) == occurrences.rule(of: occurrence) {
                    first = earlier
                    next = occurrences.previous(earlier)
                }
                for selector in first...occurrence where context.facts.selectors[selector].classID == classID {
                    findOverridden(context, selector: selector, later: later, into: &overridden)
                }
                recordWinners(context, rule: occurrences.rule(of: occurrence), later: &later)
            }
        }
        reportFirstPerDeclaration(context, overridden, &report)
    }

    /// The declarations found overridden: for each, the first selector of its rule that sees it
    /// overridden and the declaration that wins there. Two integers a declaration, where a list
    /// of every (declaration, selector) overridden took three and a sort.
    private struct Overridden {
        static let none = UInt32.max
        var selector: [UInt32]
        var winner: [UInt32]

        init(declarationCount: Int) {
            selector = [UInt32](repeating: Self.none, count: declarationCount)
            winner = [UInt32](repeating: Self.none, count: declarationCount)
        }

        mutating func record(declaration: Int, selector: Int, winner: UInt32) {
            guard selector < self.selector[declaration] else { return }
            self.selector[declaration] = UInt32(truncatingIfNeeded: selector)
            self.winner[declaration] = winner
        }
    }

    private func findOverridden(
        _ context: LintContext, selector: Int, later: [Int: UInt32], into overridden: inout Overridden
    ) {
        let declarations = context.declarations
        let rule = context.rules[context.facts.ruleIndex(ofSelector: selector)]
        for facts in rule.declarations {
            guard let winner = later[facts.slotID] else { continue }
            guard Self.covers(context.rules[declarations[Int(winner)].rule].media, rule.media) else { continue }
            overridden.record(declaration: facts.index, selector: selector, winner: winner)
        }
    }

    /// Makes a rule's declarations the winners of their slots, the last of a slot in the rule,
    /// unless a later rule already wins it in every environment this one applies in.
    private func recordWinners(_ context: LintContext, rule ruleIndex: Int, later: inout [Int: UInt32]) {
        let rule = context.rules[ruleIndex]
        let declarations = context.declarations
        for facts in rule.declarations.reversed() {
            if let existing = later[facts.slotID] {
                let existingRule = declarations[Int(existing)].rule
                // Keep the rule that covers more environments.
                if existingRule == ruleIndex || !Self.covers(rule.media, context.rules[existingRule].media) {
                    continue
                }
            }
            later[facts.slotID] = UInt32(truncatingIfNeeded: facts.index)
        }
    }

    /// Reports each overridden declaration once, through the first of its rule's selectors that
    /// sees it overridden.
    private func reportFirstPerDeclaration(
        _ context: LintContext, _ overridden: Overridden, _ report: inout FindingCollector
    ) {
        let declarations = context.declarations
        for (index, selector) in overridden.selector.enumerated() where selector != Overridden.none {
            let facts = declarations[index].facts
            let winner = declarations[Int(overridden.winner[index])].facts
            let selectorToken = context.tree.token(at: Int(context.facts.selectors[Int(selector)].token))
            report.report(
                "'\(facts.declaration.name.text)' for '\(selectorToken.text)' is always overridden by a later rule",
                at: facts.declaration.name.range,
                notes: [DiagnosticNote(message: "the declaration that wins", range: winner.declaration.name.range)])
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
