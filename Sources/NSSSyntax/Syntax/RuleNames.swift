/// The names a tree's rules use: each selector's class name and each declaration's property
/// name, rule after rule as ``SyntaxTree/forEachRule(_:)`` walks them, interned in a table of
/// classes and one of properties.
///
/// The cascade index interns these names on its walk over a theme's rules, and the lint's facts
/// intern them again. A tool that resolves a one-file theme and then lints it pays for them
/// once: the index keeps what it interned with the tree (``SyntaxTree/keep(_:)``), and the
/// lint's facts take them from there (``SyntaxTree/takeRuleNames()``).
///
/// Two tables, where one numbered classes and properties together: the lint's tables by
/// property then spread over as many entries as there are classes, and its rules took 0.55 ms
/// longer on gen.py's 5 MB theme (none of 10 runs faster), which the names kept saved.
package struct RuleNames: Sendable {
    /// The distinct class names, identifiers dense from 0 in order of first use.
    package let classes: Interner
    /// The distinct property names, identifiers dense from 0 in order of first use.
    package let properties: Interner
    /// Each selector's class identifier, in walk order.
    package let selectors: [Int32]
    /// Each declaration's property identifier, in walk order.
    package let declarations: [Int32]

    /// Names interned by a walk of the tree's rules in its order.
    package init(classes: Interner, properties: Interner, selectors: [Int32], declarations: [Int32]) {
        self.classes = classes
        self.properties = properties
        self.selectors = selectors
        self.declarations = declarations
    }
}

extension SyntaxTree {
    /// Calls `body` with the node index of each rule, top-level or inside a top-level `@media`
    /// block, in source order, with the `@media` rule's node index (nil at the top level). Rules
    /// of a nested `@media` block are skipped content, not rules.
    @inlinable package func forEachRule(_ body: (_ rule: Int, _ media: Int?) -> Void) {
        forEachChildNode(of: 0) { item, kind in
            if kind == .rule {
                body(item, nil)
            } else if kind == .mediaRule, let block = childIndex(ofNode: item, kind: .block) {
                forEachChildNode(of: block) { inner, innerKind in
                    if innerKind == .rule { body(inner, item) }
                }
            }
        }
    }

    /// Keeps the names of this tree's rules for the next pass that needs them, unless names are
    /// kept already.
    package func keep(_ names: @autoclosure () -> RuleNames) {
        keptNames.withLock { kept in
            if kept == nil { kept = names() }
        }
    }

    /// Takes the names kept for this tree's rules, if any: the pass that takes them holds them
    /// for as long as it needs them, and the tree no longer does.
    package func takeRuleNames() -> RuleNames? { keptNames.take() }

    /// The names kept for this tree's rules, left kept.
    package var keptRuleNames: RuleNames? { keptNames.withLock { $0 } }
}
