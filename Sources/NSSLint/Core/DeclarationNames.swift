import NSSSyntax

/// A file's declarations' property names, interned in the order the fact reader lists the
/// declarations, when the cascade index did not keep them with the tree (``RuleNames``): on a
/// thread of their own for a large file, while the reader reads the selectors and lists the
/// declarations on the calling thread, which needs the names only once the list is made. The
/// thread reads through a tree object of its own, so that the tree's reference count is not
/// moved between the cores.
struct DeclarationNames {
    /// The declarations from which the names are interned on a thread of their own: gen.py's
    /// 1 MB theme has about 25,000.
    static let minimumDeclarationsForThread = 8_192

    /// Each declaration's name's identifier in `table` and bytes, and the names.
    struct Interned {
        var identifiers: [Int32] = []
        var names: [NameBytes] = []
        var table = Interner()
    }

    /// Where a declaration's name is in the file.
    struct NameBytes {
        let start: UInt32
        let end: UInt32
    }

    private let work: HelperWork<Interned>

    /// Starts interning the names of `tree`'s `declarations` declarations, on another thread
    /// when there are enough of them and a second processor.
    init(_ tree: SyntaxTree, declarations: Int) {
        let onThread = declarations >= Self.minimumDeclarationsForThread && Processors.online > 1
        let own = onThread ? tree.sharingStorage() : tree
        work = HelperWork(onThread: onThread) { Self.intern(own, declarations: declarations) }
    }

    /// Whether the names are being interned on a thread of their own.
    var onAnotherThread: Bool { work.onAnotherThread }

    /// Each declaration's name, once interned. Called once: it joins the thread.
    func interned() -> Interned { work.result() }

    private static func intern(_ tree: SyntaxTree, declarations: Int) -> Interned {
        var interned = Interned()
        interned.identifiers.reserveCapacity(declarations)
        interned.names.reserveCapacity(declarations)
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            tree.forEachRule { rule, _ in
                tree.forEachDeclarationNode(ofRule: rule) { node in
                    let name = tree.range(ofToken: tree.declarationName(atNode: node))
                    interned.names.append(
                        NameBytes(
                            start: UInt32(truncatingIfNeeded: name.lowerBound),
                            end: UInt32(truncatingIfNeeded: name.upperBound)))
                    interned.identifiers.append(
                        Int32(truncatingIfNeeded: interned.table.intern(UnsafeBufferPointer(rebasing: bytes[name]))))
                }
            }
        }
        return interned
    }
}
