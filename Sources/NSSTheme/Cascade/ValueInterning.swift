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
    /// The declarations from which the values are interned on a thread of their own: gen.py's
    /// 1 MB theme has 25,393.
    static let minimumDeclarationsForThread = 8_192

    private let work: HelperWork<(identifiers: [Int32], count: Int)>

    /// Starts interning the values of `items`' `declarations` declarations (as the parser
    /// counted them: known before any walk, so the thread starts at once), on another thread
    /// when there are enough of them and a second processor.
    init(_ items: CascadeItems, declarations: Int) {
        let onThread = declarations >= Self.minimumDeclarationsForThread && Processors.online > 1
        let trees = (0..<items.fileCount).map { items.tree(ofFile: $0).sharingStorage() }
        work = HelperWork(onThread: onThread) { Self.intern(items, trees: trees, declarations: declarations) }
    }

    /// Whether the values are being interned on a thread of their own.
    var onAnotherThread: Bool { work.onAnotherThread }

    /// Each declaration's value identifier, once interned, and how many distinct texts there
    /// are (identifiers count up from zero). Called once: it joins the thread.
    func identifiers() -> (identifiers: [Int32], count: Int) { work.result() }

    private static func intern(
        _ items: CascadeItems, trees: [SyntaxTree], declarations: Int
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
