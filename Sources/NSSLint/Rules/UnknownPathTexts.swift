import NSSSyntax
import NSSTheme

/// The texts of unknown-class-path's findings of made-up fdl paths in one file, each the class
/// token at its diagnostic's range: one object for all of them, which keeps the file's bytes and
/// each path's closest documented paths, looked for when a report first reads a message or fix-it
/// of that path. On the 5 MB benchmark theme the rule has 28,000 such findings, and the search
/// took 120 M of `nsslint`'s 1,289 M instructions; a report shows at most a thousand. (An object
/// for each finding was an allocation and a free each.)
final class UnknownPathTexts: DeferredDiagnosticText {
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

    func message(at range: Range<Int>) -> String {
        let path = path(at: range)
        return UnknownClassPathRule.unknownMessage(path, suggestions(for: path))
    }

    func fixIts(at range: Range<Int>) -> [FixIt] {
        suggestions(for: path(at: range)).prefix(1).map {
            FixIt(
                message: makeMessage([.text("replace with '"), .string($0), .text("'")]),
                edits: [TextEdit(range: range, replacement: $0)])
        }
    }

    /// The path as the message shows it: the message is made from it alone (the fix-it from it
    /// and the place), and quotes it (a class token has no quote or space to blur where it ends).
    func forEachIdentityPiece(at range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        bytes.withUnsafeBytes { passShown(UnsafeRawBufferPointer(rebasing: $0[range]), to: body) }
    }

    /// The class token's text, invalid UTF-8 repaired.
    private func path(at range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
