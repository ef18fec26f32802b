import NSSSyntax

/// The cascade index's identifiers of each declaration's value text and property name,
/// interned in the order the index lists the declarations (items in order, each rule's
/// declarations in order), so that equal texts get equal identifiers.
///
/// A large theme's declarations are interned on a thread of their own while the index reads
/// the selectors and lists the declarations on the calling one, which needs the names only
/// once the list is made. The thread reads through tree objects of its own, so that the trees'
/// reference counts, which every view takes, are not moved between the cores (the storage
/// under them is shared, read-only, and counted once).
struct DeclarationInterning {
    /// The declarations from which they are interned on a thread of their own: gen.py's 1 MB
    /// theme has about 30,000.
    static let minimumDeclarationsForThread = 8_192

    /// What the interning found, declaration by declaration.
    struct Identifiers {
        /// Each declaration's value text's identifier.
        var values: [Int32] = []
        /// Each declaration's property name's identifier in `nameTable`.
        var names: [Int32] = []
        /// The property names, as written.
        var nameTable = Interner()
    }

    private let helper: HelperThread?
    private let result: Result

    private final class Result: @unchecked Sendable {
        // Written by the helper before `join` returns, read after.
        var identifiers = Identifiers()
    }

    /// Starts interning the values and names of `items`' `declarations` declarations, on another
    /// thread when there are enough of them and a second processor.
    init(_ items: CascadeItems, declarations: Int) {
        result = Result()
        let onThread = declarations >= Self.minimumDeclarationsForThread && Processors.online > 1
        let trees = (0..<items.fileCount).map { items.tree(ofFile: $0).sharingStorage() }
        let result = result
        helper =
            onThread
            ? HelperThread.start { result.identifiers = Self.intern(items, trees: trees, declarations: declarations) }
            : nil
        if helper == nil { result.identifiers = Self.intern(items, trees: trees, declarations: declarations) }
    }

    /// Whether they are being interned on a thread of their own.
    var onAnotherThread: Bool { helper != nil }

    /// Each declaration's identifiers, once interned. Called once: it joins the thread.
    func identifiers() -> Identifiers {
        helper?.join()
        return result.identifiers
    }

    private static func intern(_ items: CascadeItems, trees: [SyntaxTree], declarations: Int) -> Identifiers {
        var values = Interner()
        var found = Identifiers()
        found.values.reserveCapacity(declarations)
        found.names.reserveCapacity(declarations)
        items.forEachRule(in: trees) { _, rule, tree, bytes in
            tree.forEachDeclarationNode(ofRule: rule) { node in
                let value = UnsafeBufferPointer(rebasing: bytes[tree.valueRange(ofDeclarationAt: node)])
                found.values.append(Int32(values.intern(value)))
                let name = tree.range(ofToken: tree.declarationName(atNode: node))
                found.names.append(Int32(found.nameTable.intern(UnsafeBufferPointer(rebasing: bytes[name]))))
            }
        }
        return found
    }
}
