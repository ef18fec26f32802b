import NSSSyntax

/// The messages of overridden-declaration's findings for one class path, each at the overridden
/// property's name, made when a report reads them: the rule reports 61,500 findings on the 5 MB
/// benchmark theme, a report shows at most a thousand, and making each message was 55 M of
/// `nsslint`'s 1,155 M instructions. One object serves a class path's findings.
final class OverriddenDeclarationText: DeferredDiagnosticText {
    private let source: FileBytes
    private var bytes: [UInt8] { source.bytes }
    /// The class path the names are overridden for.
    let selector: Range<Int>

    init(source: FileBytes, selector: Range<Int>) {
        self.source = source
        self.selector = selector
    }

    convenience init(bytes: [UInt8], selector: Range<Int>) {
        self.init(source: FileBytes(bytes), selector: selector)
    }

    /// The message of the finding at the name `name`.
    func message(at name: Range<Int>) -> String {
        makeMessage(
            [
                .text("'"), .source(name), .text("' for '"), .source(selector),
                .text("' is always overridden by a later rule"),
            ], source: bytes)
    }

    func fixIts(at name: Range<Int>) -> [FixIt] { [] }

    /// The class path, shared, then the name, as the message shows them (invalid UTF-8
    /// repaired): the message is made from the two alone, and quotes them (a token has no quote
    /// to blur where one ends).
    func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        source.withUnsafeBytes { passShown(UnsafeRawBufferPointer(rebasing: $0[selector]), to: body) }
    }

    func forEachIdentityPiece(at name: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        source.withUnsafeBytes { passShown(UnsafeRawBufferPointer(rebasing: $0[name]), to: body) }
    }
}
