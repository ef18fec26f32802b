import NSSSyntax

/// The texts of findings that share one message and, as their fix-it, one replacement for the
/// bytes each finding is at, made when a report reads them: one object serves every finding of
/// the problem. Two rules report such floods on the 5 MB benchmark theme, where a message and
/// fix-it written for each finding (and the lists holding them) cost more than the rest:
/// - unknown-class-path, a custom class that looks like another (a stock class in the wrong
///   case, a CSS class selector, `none`), one text a class: 10,800 findings, and the rule 25.0 ->
///   9.9 M instructions a pipeline run;
/// - unknown-property, one text a property name and group (or custom classes): 11,000 findings,
///   and the rule 61.5 -> 36.7 M instructions for two pipeline runs (a check of its custom
///   classes that the walk made needless went too).
final class ReplacementText: DeferredDiagnosticText {
    let message: String
    /// What the fix-it writes in place of the finding's bytes; no fix-it when nil.
    let replacement: String?

    init(message: String, replacement: String?) {
        self.message = message
        self.replacement = replacement
    }

    /// The same wherever the finding is.
    func message(at _: Range<Int>) -> String { message }

    /// The replacement in place of the bytes at `range`.
    func fixIts(at range: Range<Int>) -> [FixIt] {
        guard let replacement else { return [] }
        return [
            FixIt(
                message: makeMessage([.text("replace with '"), .string(replacement), .text("'")]),
                edits: [TextEdit(range: range, replacement: replacement)])
        ]
    }

    /// The message, which every finding of the text shares: the fix-it is made from it and the
    /// place.
    func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        var message = message
        message.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Nothing more: the place does not change the message.
    func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {}
}
