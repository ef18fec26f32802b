import NSSSyntax

/// What the findings about one deprecated color name need, found once per name and shared; their
/// texts are made from it when read.
final class DeprecatedTexts: Sendable {
    let name: String
    let replacement: String
    /// Whether a variable of the theme is named like it (then renaming is not safe).
    let isVariableBase: Bool

    init(name: String, replacement: String, isVariableBase: Bool) {
        self.name = name
        self.replacement = replacement
        self.isVariableBase = isVariableBase
    }

    var message: String { DeprecatedColorRule.message(name, replacement) }
    var fixItMessage: String { "rename to '\(replacement)'" }
}

/// A deprecated-color finding, its message and fix-it made when a report reads them: the fix-it
/// and the two lists holding it were two allocations for each of the 18,500 findings of the 5 MB
/// benchmark theme.
final class DeprecatedColorText: DeferredDiagnosticText {
    private let texts: DeprecatedTexts
    /// The name to rename, and whether renaming keeps what the theme means; nil for a
    /// definition, which is reported without a fix.
    private let rename: (range: Range<Int>, safe: Bool)?

    init(_ texts: DeprecatedTexts, renaming range: Range<Int>? = nil, safely safe: Bool = false) {
        self.texts = texts
        rename = range.map { ($0, safe) }
    }

    /// Made from the name alone, wherever the diagnostic is.
    func message(at _: Range<Int>) -> String { texts.message }

    func fixIts(at _: Range<Int>) -> [FixIt] {
        guard let rename else { return [] }
        return [
            FixIt(
                message: texts.fixItMessage, edits: [TextEdit(range: rename.range, replacement: texts.replacement)],
                applicability: rename.safe ? .safe : .suggestion)
        ]
    }

    /// The deprecated name: the message is made from it alone (and its replacement, which it
    /// decides), and quotes it.
    func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        var name = texts.name
        name.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
