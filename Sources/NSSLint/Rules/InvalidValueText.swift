import NSSSyntax
import NSSTheme

/// The message and fix-it of invalid-value's finding for a value error, in a declaration's own
/// value or in a variable's definition, made when a report reads them: the 5 MB benchmark theme
/// has 4,161 such findings, a report shows at most a thousand, and each message copied the value
/// error's listing of what the type accepts (about 3,800 instructions a finding, with the search
/// for its suggestion). Both places make one text, so that equal messages count as one problem.
final class InvalidValueText: DeferredDiagnosticText {
    private let source: FileBytes
    private var bytes: [UInt8] { source.bytes }
    /// The property's name.
    private let name: Range<Int>
    private let error: String
    /// Where the suggestion, if the error has one, replaces the value: the error's span, when
    /// in this file.
    private let suggestionRange: Range<Int>?

    init(source: FileBytes, name: Range<Int>, error: ValueError, file: SourceFile) {
        self.source = source
        self.name = name
        self.error = error.message
        suggestionRange = error.span.flatMap { $0.file === file ? $0.range : nil }
    }

    convenience init(bytes: [UInt8], name: Range<Int>, error: ValueError, file: SourceFile) {
        self.init(source: FileBytes(bytes), name: name, error: error, file: file)
    }

    func message(at range: Range<Int>) -> String {
        makeMessage([.text("invalid value for '"), .source(name), .text("': "), .string(error)], source: bytes)
    }

    func fixIts(at range: Range<Int>) -> [FixIt] {
        guard let suggestionRange, let suggestion = InvalidValueRule.suggestion(in: error) else { return [] }
        return [
            FixIt(
                message: "replace with '\(suggestion)'",
                edits: [TextEdit(range: suggestionRange, replacement: suggestion)])
        ]
    }

    /// The name as the message shows it, then the error: the message is made of the two alone,
    /// and the name is quoted (a property name has no quote to blur where it ends).
    func forEachIdentityPiece(at range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        source.withUnsafeBytes { passShown(UnsafeRawBufferPointer(rebasing: $0[name]), to: body) }
        var error = error
        error.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
