import NSSSyntax

/// The cascade index's value identifiers: each declaration's value text interned, in the
/// order the index lists the declarations (items in order, each rule's declarations in order),
/// so that equal texts get equal identifiers.
///
/// A large theme's values are interned on a thread of their own while the index reads the
/// names on the calling one: nothing else of the index needs them. The thread reads through
/// tree objects of its own, so that the trees' reference counts, which every view takes, are not
/// moved between the cores (the storage under them is shared, read-only, and counted once).
struct ValueInterning {
    /// The syntax nodes (more than the declarations: gen.py's 1 MB theme has about 30,000 of
    /// those) from which the values are interned on a thread of their own.
    static let minimumNodesForThread = 16_384

    private let work: HelperWork<(identifiers: [Int32], count: Int)>

    /// Starts interning the values of `items`' declarations, on another thread when their trees
    /// have enough nodes and there is a second processor. Started before the index counts the
    /// declarations, with room for as many identifiers as there are nodes (1.6 times the
    /// declarations of gen.py's themes: 2.4 spare bytes a declaration, which stay unwritten and,
    /// in memory mapped afresh, not resident): started after the count, the thread was what the
    /// index waited for at 50 MB (7.4 ms of gen.py's theme, at the join).
    init(_ items: CascadeItems) {
        let trees = (0..<items.fileCount).map { items.tree(ofFile: $0).sharingStorage() }
        let nodes = trees.reduce(0) { $0 + $1.nodeCount }
        let onThread = nodes >= Self.minimumNodesForThread && Processors.online > 1
        work = HelperWork(onThread: onThread) { Self.intern(items, trees: trees, atMost: nodes) }
    }

    /// Whether the values are being interned on a thread of their own.
    var onAnotherThread: Bool { work.onAnotherThread }

    /// Each declaration's value identifier, once interned, and how many distinct texts there
    /// are (identifiers count up from zero). Called once: it joins the thread.
    func identifiers() -> (identifiers: [Int32], count: Int) { work.result() }

    private static func intern(
        _ items: CascadeItems, trees: [SyntaxTree], atMost declarations: Int
    ) -> (identifiers: [Int32], count: Int) {
        var values = Interner()
        var identifiers: [Int32] = []
        identifiers.reserveCapacity(declarations)
        items.forEachRule(in: trees) { _, rule, tree, bytes in
            tree.forEachDeclarationNode(ofRule: rule) { node in
                let value = UnsafeBufferPointer(rebasing: bytes[tree.valueRange(ofDeclarationAt: node)])
                identifiers.append(Int32(values.intern(value)))
            }
        }
        return (identifiers, values.count)
    }
}
