import NSSSyntax

/// The items of a theme's cascade, in order, kept as three integers each: a large theme has
/// hundreds of thousands of rules, and an item with its node view and its own copy of its
/// `@media` conditions took 40 bytes. Each distinct list of conditions is kept once.
public struct CascadeItems: RandomAccessCollection, Sendable {
    private struct Record {
        var node: UInt32
        var file: UInt32
        /// The index of the item's `@media` conditions, or -1 at the top level.
        var media: Int32
    }

    private var trees: [SyntaxTree] = []
    private var records: [Record] = []
    private var mediaLists = DistinctValues<[MediaCondition]>()

    init() {}

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of items.
    public var endIndex: Int { records.count }

    /// The item at `position`.
    public subscript(position: Int) -> Theme.CascadeItem {
        let record = records[position]
        let file = Int(record.file)
        let node = trees[file].node(at: Int(record.node))
        guard record.media >= 0 else {
            return Theme.CascadeItem(node: node, file: file, media: [], mediaIsInvalid: false)
        }
        let media = mediaLists.values[Int(record.media)]
        // A malformed query reads as no conditions; the item then never applies.
        return Theme.CascadeItem(node: node, file: file, media: media, mediaIsInvalid: media.isEmpty)
    }

    /// The `@media` conditions item `position` is under: nil at the top level, empty for a
    /// malformed query (which never applies). Read without making the item (a node view, which
    /// retained its tree).
    func media(ofItem position: Int) -> [MediaCondition]? {
        let media = records[position].media
        return media < 0 ? nil : mediaLists.values[Int(media)]
    }

    /// Whether item `position` is under `@media` conditions, read without copying them.
    func isUnderMedia(_ position: Int) -> Bool { records[position].media >= 0 }

    /// The index of the file item `position` is in.
    func file(ofItem position: Int) -> Int { Int(records[position].file) }

    /// The node index, in its file's tree, of item `position`.
    func nodeIndex(ofItem position: Int) -> Int { Int(records[position].node) }

    /// The number of files added.
    var fileCount: Int { trees.count }

    /// The tree of the file with index `file`.
    func tree(ofFile file: Int) -> SyntaxTree { trees[file] }

    /// The tree of the file item `position` is in, without a view of the item (which made its
    /// node and conditions).
    func tree(ofItem position: Int) -> SyntaxTree { trees[file(ofItem: position)] }

    /// Adds a file, whose index is the number of files added before it.
    mutating func addFile(_ tree: SyntaxTree) { trees.append(tree) }

    /// Adds a node of an added file, at the top level (`media` nil) or under `@media` conditions.
    mutating func append(_ node: SyntaxNode, file: Int, media: [MediaCondition]?) {
        precondition(trees[file] === node.tree, "a cascade item of another file")
        append(node: node.index, file: file, media: media)
    }

    /// Adds the node at index `node` of the added file `file`'s tree, as ``append(_:file:media:)``.
    mutating func append(node: Int, file: Int, media: [MediaCondition]?) {
        let mediaList = media.map { mediaLists.index(of: $0) } ?? -1
        records.append(
            Record(node: UInt32(truncatingIfNeeded: node), file: UInt32(truncatingIfNeeded: file), media: mediaList))
    }
}

extension CascadeItems {
    /// Calls `body` with each item that is a rule, in order, with its index, the rule's node
    /// index, its file's tree (of `trees`, one per file, by default the items' own) and that
    /// file's bytes. A file's bytes are taken once for each run of its items (a theme of one
    /// file, nearly always, takes them once): read item by item, each counted a reference on the
    /// array, and a view of each item retained its tree and its conditions. The rule is read
    /// through the tree by its node (``SyntaxTree/forEachSelectorToken(ofRule:_:)``): a view of
    /// it held the tree, counted again for each of its walks.
    func forEachRule(
        in trees: [SyntaxTree]? = nil,
        _ body: (_ item: Int, _ rule: Int, _ tree: SyntaxTree, _ bytes: UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let trees = trees ?? self.trees
        var item = 0
        while item < count {
            let file = self.file(ofItem: item)
            let tree = trees[file]
            tree.source.bytes.withUnsafeBufferPointer { bytes in
                while item < count && self.file(ofItem: item) == file {
                    let node = nodeIndex(ofItem: item)
                    if tree.nodeKind(at: node) == .rule { body(item, node, tree, bytes) }
                    item += 1
                }
            }
        }
    }
}
