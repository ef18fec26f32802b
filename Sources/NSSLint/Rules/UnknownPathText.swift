import NSSSyntax
import NSSTheme

/// What unknown-class-path's findings of made-up fdl paths in one file share: the file's bytes,
/// and each path's closest documented paths, looked for when a report first reads a message or
/// fix-it of that path. On the 5 MB benchmark theme the rule has 28,000 such findings, and the
/// search took 120 M of `nsslint`'s 1,289 M instructions; a report shows at most a thousand.
final class UnknownPathTexts: Sendable {
    let bytes: [UInt8]
    /// The search: the schema's closest documented paths to a path.
    private let search: @Sendable (String) -> [String]
    private let closest = Locked<[String: [String]]>([:])

    init(bytes: [UInt8], search: @escaping @Sendable (String) -> [String]) {
        self.bytes = bytes
        self.search = search
    }

    /// The texts of `schema`'s unknown paths in a file of `bytes`.
    convenience init(schema: Schema, bytes: [UInt8]) {
        self.init(bytes: bytes) { schema.suggestions(forClassPath: $0) }
    }

    /// The closest documented paths to `path`, searched for once.
    func suggestions(for path: String) -> [String] {
        if let known = closest.withLock({ $0[path] }) { return known }
        // Searched outside the lock: two threads may both search, and find the same.
        let found = search(path)
        closest.withLock { $0[path] = found }
        return found
    }
}

/// The message and "did you mean" fix-it of one unknown fdl path, the class token at `range`.
final class UnknownPathText: DeferredDiagnosticText {
    let texts: UnknownPathTexts
    let range: Range<Int>

    init(texts: UnknownPathTexts, range: Range<Int>) {
        self.texts = texts
        self.range = range
    }

    var message: String {
        let path = path
        return UnknownClassPathRule.unknownMessage(path, texts.suggestions(for: path))
    }

    var fixIts: [FixIt] {
        texts.suggestions(for: path).prefix(1).map {
            FixIt(
                message: makeMessage([.text("replace with '"), .string($0), .text("'")]),
                edits: [TextEdit(range: range, replacement: $0)])
        }
    }

    /// The path as the message shows it: the message is made from it alone (the fix-it from it
    /// and the place), and quotes it (a class token has no quote or space to blur where it ends).
    func forEachIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        texts.bytes.withUnsafeBytes { passShown(UnsafeRawBufferPointer(rebasing: $0[range]), to: body) }
    }

    private var path: String { String(decoding: texts.bytes[range], as: UTF8.self) }
}
