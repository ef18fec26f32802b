import NSSSyntax

/// The message of an overridden-declaration finding, made when a report reads it: the rule
/// reports 61,500 findings on the 5 MB benchmark theme, a report shows at most a thousand, and
/// making each message was 55 M of `nsslint`'s 1,155 M instructions.
final class OverriddenDeclarationText: DeferredDiagnosticText {
    private let bytes: [UInt8]
    /// The overridden property's name and the class path it is overridden for.
    private let name: Range<Int>
    private let selector: Range<Int>

    init(bytes: [UInt8], name: Range<Int>, selector: Range<Int>) {
        self.bytes = bytes
        self.name = name
        self.selector = selector
    }

    var message: String {
        makeMessage(
            [
                .text("'"), .source(name), .text("' for '"), .source(selector),
                .text("' is always overridden by a later rule"),
            ], source: bytes)
    }

    var fixIts: [FixIt] { [] }

    /// The name, then the class path, as the message shows them (invalid UTF-8 repaired): the
    /// message is made from the two alone, and quotes them (a token has no quote to blur where
    /// one ends).
    func forEachIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        bytes.withUnsafeBytes { bytes in
            passShown(UnsafeRawBufferPointer(rebasing: bytes[name]), to: body)
            passShown(UnsafeRawBufferPointer(rebasing: bytes[selector]), to: body)
        }
    }
}
