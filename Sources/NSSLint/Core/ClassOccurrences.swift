/// Where each class path occurs among a file's selectors, as a chain from its last selector back
/// to its first: a few integers per selector, for rules that take the file one class at a time.
struct ClassOccurrences {
    private static let none = UInt32.max

    private let facts: FactTable
    /// The class identifiers that occur, in the order they first do.
    let classes: [Int]
    /// By class identifier (the interner's, which are dense).
    private let lastByClass: [UInt32]
    private let previousByClass: [UInt32]
    /// By selector: its rule, found once in a walk of the rules instead of a search each time
    /// (the search was 9.6 M of overridden-declaration's 232 M instructions on a 5 MB theme).
    private let ruleBySelector: [UInt32]

    init(_ context: LintContext) {
        facts = context.facts
        var classes: [Int] = []
        var last = [UInt32](repeating: Self.none, count: context.names.count)
        var previous = [UInt32](repeating: Self.none, count: facts.selectors.count)
        for (index, selector) in facts.selectors.enumerated() {
            let classID = Int(selector.classID)
            if last[classID] == Self.none {
                classes.append(classID)
            } else {
                previous[index] = last[classID]
            }
            last[classID] = UInt32(truncatingIfNeeded: index)
        }
        self.classes = classes
        lastByClass = last
        previousByClass = previous
        var rules = [UInt32](repeating: 0, count: facts.selectors.count)
        for ruleIndex in facts.rules.indices {
            for selector in facts.selectorIndices(ofRule: ruleIndex) {
                rules[selector] = UInt32(truncatingIfNeeded: ruleIndex)
            }
        }
        ruleBySelector = rules
    }

    /// The last selector naming a class.
    func last(of classID: Int) -> Int? {
        let last = lastByClass[classID]
        return last == Self.none ? nil : Int(last)
    }

    /// The selector naming the same class before this one.
    func previous(_ selector: Int) -> Int? {
        let previous = previousByClass[selector]
        return previous == Self.none ? nil : Int(previous)
    }

    /// The index of the rule a selector belongs to.
    func rule(of selector: Int) -> Int { Int(ruleBySelector[selector]) }
}
