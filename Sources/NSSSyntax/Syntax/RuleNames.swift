/// The names a tree's rules use, interned in one table: each selector's class name and each
/// declaration's property name, rule after rule as ``SyntaxTree/forEachRule(_:)`` walks them.
///
/// The cascade index interns these names on its walk over a theme's rules, and the lint's facts
/// intern them again. A tool that resolves a one-file theme and then lints it pays for them
/// once: the index keeps what it interned with the tree (``SyntaxTree/keep(_:)``), and the
/// lint's facts take them from there (``SyntaxTree/takeRuleNames()``).
package struct RuleNames: Sendable {
    /// The distinct names; identifiers are dense from 0.
    package let table: Interner
    /// Each selector's name identifier, in walk order.
    package let selectors: [Int32]
    /// Each declaration's name identifier, in walk order.
    package let declarations: [Int32]

    /// Names interned by a walk of the tree's rules in its order.
    package init(table: Interner, selectors: [Int32], declarations: [Int32]) {
        self.table = table
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
    package func takeRuleNames() -> RuleNames? {
        keptNames.withLock { kept in
            defer { kept = nil }
            return kept
        }
    }

    /// The names kept for this tree's rules, left kept.
    package var keptRuleNames: RuleNames? { keptNames.withLock { $0 } }
}
