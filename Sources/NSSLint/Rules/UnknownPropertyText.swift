import NSSSyntax

/// The message and fix-it of unknown-property's findings of one property name (in one group, or
/// on custom classes), made when a report reads them: the rule reports 11,000 findings on the
/// 5 MB benchmark theme, and each made its fix-it, its message's text and the lists holding them.
/// One object serves every finding of the name.
final class UnknownPropertyText: DeferredDiagnosticText {
    private let message: String
    /// The closest known property, which the fix-it writes in place of the name.
    private let replacement: String?

    init(message: String, replacement: String?) {
        self.message = message
        self.replacement = replacement
    }

    /// The same wherever the name is.
    func message(at _: Range<Int>) -> String { message }

    /// The closest property in place of the name at `range`.
    func fixIts(at range: Range<Int>) -> [FixIt] {
        guard let replacement else { return [] }
        return [
            FixIt(
                message: makeMessage([.text("replace with '"), .string(replacement), .text("'")]),
                edits: [TextEdit(range: range, replacement: replacement)])
        ]
    }

    /// The message, which every finding of the text shares.
    func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        var message = message
        message.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Nothing more: the place does not change the message.
    func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {}
}
