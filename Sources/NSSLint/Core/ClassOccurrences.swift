/// Where each class path occurs among a file's selectors, listed class by class: for rules that
/// take the file one class at a time, a class's selectors and their rules are then read one
/// after another. Found through a chain from each selector back to the one before it, they were
/// reads in no order, and overridden-declaration waited on memory for most of its walk.
struct ClassOccurrences {
    /// A selector naming a class, with its rule.
    struct Occurrence {
        let selector: UInt32
        let rule: UInt32
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
        var list = [Occurrence](repeating: Occurrence(selector: 0, rule: 0), count: facts.selectors.count)
        for rule in facts.rules.indices {
            for selector in facts.selectorIndices(ofRule: rule) {
                let position = Int(positionByClass[Int(facts.selectors[selector].classID)])
                list[Int(next[position])] = Occurrence(
                    selector: UInt32(truncatingIfNeeded: selector), rule: UInt32(truncatingIfNeeded: rule))
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
