/// Where each class path occurs among a file's selectors, listed class by class: for rules that
/// take the file one class at a time, a class's selectors and their rules are then read one
/// after another. Found through a chain from each selector back to the one before it, they were
/// reads in no order, and overridden-declaration waited on memory for most of its walk.
struct ClassOccurrences {
    /// A selector naming a class, with what a walk reads of its rule: read from the rule's
    /// record in the walk, class by class, each was a load in no order from a file-sized table
    /// (on gen.py's 50 MB theme, a quarter of overridden-declaration's own time samples waited on
    /// it); read here, the rules come in order. Sixteen bytes, as this list is as long as the
    /// file's selectors: the rule is known by its declarations, which no other rule shares
    /// unless both have none.
    struct Occurrence {
        /// The selector's index, with the top bit set when it is its rule's only selector.
        private let selectorAndOnly: UInt32
        /// The rule's declarations: positions in the fact table's.
        let declarationStart: UInt32
        let declarationEnd: UInt32
        /// The rule's `@media` index, -1 at the top level.
        let media: Int32

        private static let onlyBit: UInt32 = 1 << 31

        init(selector: Int, isRulesOnlySelector: Bool, declarations: Range<Int>, media: Int32) {
            precondition(selector < Int(Self.onlyBit), "a selector index past 31 bits")
            selectorAndOnly = UInt32(truncatingIfNeeded: selector) | (isRulesOnlySelector ? Self.onlyBit : 0)
            declarationStart = UInt32(truncatingIfNeeded: declarations.lowerBound)
            declarationEnd = UInt32(truncatingIfNeeded: declarations.upperBound)
            self.media = media
        }

        /// The selector's index in the fact table.
        var selector: UInt32 { selectorAndOnly & ~Self.onlyBit }
        /// Whether the rule has no other selector.
        var isRulesOnlySelector: Bool { selectorAndOnly & Self.onlyBit != 0 }
        /// The rule's declarations: positions in the fact table's.
        var declarations: Range<Int> { Int(declarationStart)..<Int(declarationEnd) }

        /// Whether two occurrences are of one rule, as far as a walk of declarations tells: two
        /// rules without declarations may read as one.
        func isOfSameRule(as other: Occurrence) -> Bool {
            declarationStart == other.declarationStart && declarationEnd == other.declarationEnd
        }
    }

    /// The class identifiers that occur, in the order they first do.
    let classes: [Int]
    /// Every selector, class by class (in the order of `classes`), each class's in file order.
    let list: [Occurrence]
    /// Where each class's occurrences start in `list`, by position in `classes`, and the end.
    private let starts: [UInt32]

    init(_ context: LintContext) {
        let facts = context.facts
        let none = UInt32.max
        var classes: [Int] = []
        var positionByClass = [UInt32](repeating: none, count: context.names.count)
        var counts: [UInt32] = []
        for selector in facts.selectors {
            let classID = Int(selector.classID)
            if positionByClass[classID] == none {
                positionByClass[classID] = UInt32(truncatingIfNeeded: classes.count)
                classes.append(classID)
                counts.append(0)
            }
            counts[Int(positionByClass[classID])] += 1
        }
        var starts = [UInt32](repeating: 0, count: classes.count + 1)
        for position in counts.indices { starts[position + 1] = starts[position] + counts[position] }
        // Each class's next free place, from its start.
        var next = starts
        let nothing = Occurrence(selector: 0, isRulesOnlySelector: false, declarations: 0..<0, media: -1)
        var list = [Occurrence](repeating: nothing, count: facts.selectors.count)
        for rule in facts.rules.indices {
            let selectors = facts.selectorIndices(ofRule: rule)
            let declarations = facts.declarationIndices(ofRule: rule)
            let media = facts.rules[rule].media
            for selector in selectors {
                let position = Int(positionByClass[Int(facts.selectors[selector].classID)])
                list[Int(next[position])] = Occurrence(
                    selector: selector, isRulesOnlySelector: selectors.count == 1, declarations: declarations,
                    media: media)
                next[position] += 1
            }
        }
        self.classes = classes
        self.list = list
        self.starts = starts
    }

    /// Where the occurrences of the class at `position` in ``classes`` are in ``list``.
    func range(ofClassAt position: Int) -> Range<Int> { Int(starts[position])..<Int(starts[position + 1]) }
}
