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
        // Only a rule with several selectors can see a declaration overridden more than once.
        // Each (declaration, selector) of such a rule overridden; the first selector's is reported.
        // Listed, and picked by declaration once at the end: a dictionary by declaration, looked up
        // for each and sorted at the end, cost 15 M of this rule's 92 M instructions on the 5 MB
        // theme.
        var seenThroughSeveral: [Overridden] = []
        let occurrences = ClassOccurrences(context)
        let file = FileFacts(context.facts)
        let later = SlotTable<LaterWinner>()
        // A class's rules are walked from its last to its first: its findings are reported once
        // the walk is over, in file order, which a limited report takes in at the least cost (a
        // flood reported backwards made each finding replace the one before it).
        var overridden: [Overridden] = []
        // The texts of the class reported last, with its identifier: a class's findings come
        // together, and share it (a text for each of its rules was 19,400 of the 5 MB pipeline's
        // 105,000 allocations a run).
        var texts: LastTexts?
        // The file's bytes held once for the texts this thread makes: held by each text, they
        // counted a reference on a buffer every rule thread shares.
        let source = FileBytes(context.file.bytes)
        for position in occurrences.classes.indices {
            // The classes are independent: one at a time, its later winners keep to one small
            // table instead of one for every (class path, slot) of the file.
            later.removeAll()
            let classOccurrences = occurrences.range(ofClassAt: position)
            // The class's rules from its last to its first. A rule naming the class twice has
            // consecutive occurrences: each selector is checked, the rule's winners counted once.
            var ruleEnd = classOccurrences.upperBound
            while ruleEnd > classOccurrences.lowerBound {
                let last = occurrences.list[ruleEnd - 1]
                var ruleStart = ruleEnd - 1
                while ruleStart > classOccurrences.lowerBound && occurrences.list[ruleStart - 1].isOfSameRule(as: last)
                {
                    ruleStart -= 1
                }
                for occurrence in ruleStart..<ruleEnd {
                    findOverridden(
                        file, occurrences.list[occurrence], later: later, seenThroughSeveral: &seenThroughSeveral,
                        overridden: &overridden)
                }
                recordWinners(file, last, later: later)
                ruleEnd = ruleStart
            }
            // The walk lists each rule's declarations in file order, the rules last to first: the
            // list is runs of rising declarations, each below the one before it, and read run by
            // run from the last, it is in file order. Sorting it cost 13.3 M of the 5 MB pipeline's
            // 2,011 M instructions (two runs); keeping where each run starts, 4 bytes a rule.
            var end = overridden.count
            while end > 0 {
                var start = end - 1
                while start > 0 && overridden[start - 1].declaration < overridden[start].declaration { start -= 1 }
                // A run is one rule's, seen through its one selector: its findings share the
                // class's text, held here for the run (taken from `texts` at each finding, it was
                // counted three times a finding and let go as often).
                let text = Self.text(
                    ofSelector: Int(overridden[start].selector), context, source: source, texts: &texts)
                for found in overridden[start..<end] {
                    reportOverridden(file, Int(found.declaration), winner: Int(found.winner), text: text, &report)
                }
                end = start
            }
            overridden.removeAll(keepingCapacity: true)
        }
        reportSeenThroughSeveral(seenThroughSeveral, file, source: source, texts: &texts, context, &report)
    }

    /// Reports each declaration seen overridden through several selectors once, in file order,
    /// with the first of its selectors (the earliest listed among equals). Its first selector is
    /// found by declaration in an array as long as the file's declarations: sorting the list by
    /// declaration was 7.8 M of this rule's 78 M instructions on the 5 MB theme.
    private func reportSeenThroughSeveral(
        _ seen: [Overridden], _ file: FileFacts, source: FileBytes, texts: inout LastTexts?,
        _ context: LintContext, _ report: inout FindingCollector
    ) {
        guard !seen.isEmpty else { return }
        var firstSeen = [Int32](repeating: -1, count: file.table.declarations.count)
        for (position, found) in seen.enumerated() {
            let declaration = Int(found.declaration)
            let first = firstSeen[declaration]
            if first < 0 || found.selector < seen[Int(first)].selector {
                firstSeen[declaration] = Int32(truncatingIfNeeded: position)
            }
        }
        for declaration in firstSeen.indices where firstSeen[declaration] >= 0 {
            let found = seen[Int(firstSeen[declaration])]
            let text = Self.text(ofSelector: Int(found.selector), context, source: source, texts: &texts)
            reportOverridden(file, declaration, winner: Int(found.winner), text: text, &report)
        }
    }

    /// Reports the declarations of a selector's rule that a later winner of the selector's class
    /// overrides. A rule with several selectors lists them apart: each is reported once, at the
    /// end, as the first selector that sees it overridden sees it.
    private func findOverridden(
        _ file: FileFacts, _ occurrence: ClassOccurrences.Occurrence, later: SlotTable<LaterWinner>,
        seenThroughSeveral: inout [Overridden], overridden: inout [Overridden]
    ) {
        for declaration in occurrence.declarations {
            guard let winner = later[file.table.slot(ofDeclaration: declaration)] else { continue }
            guard file.covers(winner.media, occurrence.media) else { continue }
            let found = Overridden(
                declaration: UInt32(truncatingIfNeeded: declaration), selector: occurrence.selector,
                winner: winner.declaration)
            if occurrence.isRulesOnlySelector { overridden.append(found) } else { seenThroughSeveral.append(found) }
        }
    }

    /// Makes a rule's declarations the winners of their slots, the last of a slot in the rule,
    /// unless a later rule already wins it in every environment this one applies in.
    /// The rule is known by its first declaration: a rule with none records no winner.
    private func recordWinners(
        _ file: FileFacts, _ occurrence: ClassOccurrences.Occurrence, later: SlotTable<LaterWinner>
    ) {
        let (media, rule) = (occurrence.media, occurrence.declarationStart)
        for declaration in occurrence.declarations.reversed() {
            let slot = file.table.slot(ofDeclaration: declaration)
            if let existing = later[slot] {
                // Keep the rule that covers more environments.
                if existing.rule == rule || !file.covers(media, existing.media) { continue }
            }
            later[slot] = LaterWinner(declaration: UInt32(truncatingIfNeeded: declaration), rule: rule, media: media)
        }
    }

    /// The file's facts as the walk reads them, by index. Views of each declaration and rule
    /// retained the fact table.
    private struct FileFacts {
        let table: FactTable

        init(_ table: FactTable) {
            self.table = table
        }

        /// ``OverriddenDeclarationRule/covers(_:_:)`` for two rules' `@media` indices (-1 at the
        /// top level): equal lists of conditions have one index, and one covers itself. A
        /// malformed query has an index too, and reads as no conditions.
        func covers(_ winner: Int32, _ loser: Int32) -> Bool {
            if winner < 0 || winner == loser { return true }
            return OverriddenDeclarationRule.covers(table.media[Int(winner)], loser < 0 ? nil : table.media[Int(loser)])
        }
    }

    /// A declaration that a later rule overrides, as one selector of its rule sees it.
    private struct Overridden {
        let declaration: UInt32
        let selector: UInt32
        let winner: UInt32
    }

    /// The texts of the findings of one class, with the class's interned identifier.
    private typealias LastTexts = (classID: UInt32, text: OverriddenDeclarationText)

    /// The text of the findings seen through `selector`: the last one made when it is for the
    /// same class (its bytes are the same, whichever selector names it), else a new one, kept
    /// as the last.
    private static func text(
        ofSelector selector: Int, _ context: LintContext, source: FileBytes, texts: inout LastTexts?
    ) -> OverriddenDeclarationText {
        let record = context.facts.selectors[selector]
        if let texts, texts.classID == record.classID { return texts.text }
        let made = OverriddenDeclarationText(source: source, selector: record.range)
        texts = (record.classID, made)
        return made
    }

    private func reportOverridden(
        _ file: FileFacts, _ declaration: Int, winner: Int, text: OverriddenDeclarationText,
        _ report: inout FindingCollector
    ) {
        // Read from the walk's table by index: a view of each declaration retained the table,
        // twice a finding.
        let declarations = file.table.declarations
        report.report(
            text, at: declarations[declaration].nameRange,
            note: DiagnosticNote(message: "the declaration that wins", range: declarations[winner].nameRange))
    }

    /// Whether a rule under `winner` media applies wherever one under `loser` media does.
    static func covers(_ winner: [MediaCondition]?, _ loser: [MediaCondition]?) -> Bool {
        guard let winner, !winner.isEmpty else { return true }
        guard let loser else { return false }
        let loserSet = Set(loser.map { "\($0.feature)=\($0.value)" })
        return Set(winner.map { "\($0.feature)=\($0.value)" }).isSubset(of: loserSet)
    }
}
