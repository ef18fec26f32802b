/// A rule's selector tokens and declarations found by node index, from the tree's records: for
/// passes over every rule of a file. A view of each rule (``Rule``, ``SyntaxNode``) holds the
/// tree, and made for each item of a pass, it was a reference count taken and let go, several
/// times over, for every rule of every pass (the cascade index's and the lint's among them).
extension SyntaxTree {
    /// The node index of the first direct child of kind `kind` of the node at `index`.
    @inlinable package func childIndex(ofNode index: Int, kind: SyntaxKind) -> Int? {
        let end = Int(nodes[index].subtreeEnd)
        var child = index + 1
        while child < end {
            let record = nodes[child]
            if record.kind == kind { return child }
            child = Int(record.subtreeEnd)
        }
        return nil
    }

    /// Calls `body` with the token index of each class-name token of the selector list of the
    /// rule at node `rule` (the commas left out).
    @inlinable package func forEachSelectorToken(ofRule rule: Int, _ body: (Int) -> Void) {
        guard let list = childIndex(ofNode: rule, kind: .selectorList) else { return }
        let record = nodes[list]
        for index in Int(record.firstToken)..<Int(record.endToken) where kind(ofToken: index) == .identifier {
            body(index)
        }
    }

    /// Calls `body` with the node index of each declaration in the block of the rule at node
    /// `rule`, in order (variable definitions misplaced inside are left out).
    @inlinable package func forEachDeclarationNode(ofRule rule: Int, _ body: (Int) -> Void) {
        guard let block = childIndex(ofNode: rule, kind: .block) else { return }
        forEachChildNode(of: block) { child, kind in
            if kind == .declaration { body(child) }
        }
    }

    /// Calls `body` with the node index and kind of each direct child of the node at `index`, in
    /// order: the stylesheet's items are the root's (node 0).
    @inlinable package func forEachChildNode(of index: Int, _ body: (_ child: Int, _ kind: SyntaxKind) -> Void) {
        let end = Int(nodes[index].subtreeEnd)
        var child = index + 1
        while child < end {
            let record = nodes[child]
            body(child, record.kind)
            child = Int(record.subtreeEnd)
        }
    }
}
