/// How many rules, selector names, declarations and pairs of the two a tree's rules hold,
/// counted by the parser as it finishes each rule: the passes that list them (the cascade
/// index's, the lint's facts) make their arrays to these counts without a counting walk of their
/// own, which was a pass over every rule before the work began (0.8% of the processor time of
/// gen.py's 5 MB pipeline, 2026-11-30, on the threads the others waited for).
///
/// Every rule node of the tree is counted: those at the top level and those directly inside a
/// top-level `@media` block, the rules those passes walk (a nested `@media` block is skipped
/// content, its rules never parsed as rules). A pass over fewer of them gets counts at least its
/// own, which only leave its arrays room to spare.
package struct RuleCounts: Equatable, Sendable {
    /// Rule nodes (a prelude that is not a selector list makes skipped content, not a rule).
    package private(set) var rules = 0
    /// Class-name tokens of the rules' selector lists.
    package private(set) var selectors = 0
    /// Declarations directly in the rules' blocks.
    package private(set) var declarations = 0
    /// Each rule's selectors times its declarations, summed: a declaration once per selector.
    package private(set) var selectorDeclarationPairs = 0

    package init() {}

    /// The counts a walk over every rule node of `tree` makes: what the parser's must equal,
    /// for the checks (tests and fuzzing) that they do.
    package init(walking tree: SyntaxTree) {
        for node in 0..<tree.nodeCount where tree.nodeKind(at: node) == .rule {
            var selectors = 0
            tree.forEachSelectorToken(ofRule: node) { _ in selectors += 1 }
            var declarations = 0
            tree.forEachDeclarationNode(ofRule: node) { _ in declarations += 1 }
            addRule(selectors: selectors, declarations: declarations)
        }
    }

    /// Counts a rule with `selectors` class names and `declarations` declarations.
    @inline(__always)
    package mutating func addRule(selectors: Int, declarations: Int) {
        rules += 1
        self.selectors += selectors
        self.declarations += declarations
        selectorDeclarationPairs += selectors * declarations
    }

    /// Adds another part's counts: a piece of a file parsed apart.
    package mutating func add(_ other: RuleCounts) {
        rules += other.rules
        selectors += other.selectors
        declarations += other.declarations
        selectorDeclarationPairs += other.selectorDeclarationPairs
    }
}
