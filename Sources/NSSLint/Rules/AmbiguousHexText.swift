import NSSSyntax
import NSSTheme

/// The message and fix-it of an ambiguous-hex finding, made when a report reads them: writing
/// the two readings and the `rgba(...)` replacement cost 10,000 instructions a finding (a
/// generated 5 MB theme has 2,400 such literals).
final class AmbiguousHexText: DeferredDiagnosticText {
    private let source: FileBytes
    private var bytes: [UInt8] { source.bytes }
    /// The literal, `#` or `0x` and eight hex digits.
    private let range: Range<Int>
    private let colors: (alphaLast: RGBAColor, alphaFirst: RGBAColor)
    private let order: HexAlphaOrder

    init(
        source: FileBytes, range: Range<Int>, colors: (alphaLast: RGBAColor, alphaFirst: RGBAColor),
        order: HexAlphaOrder
    ) {
        self.source = source
        self.range = range
        self.colors = colors
        self.order = order
    }

    private var texts: AmbiguousHexRule.Texts {
        AmbiguousHexRule.texts(
            String(decoding: bytes[range], as: UTF8.self), alphaLast: colors.alphaLast, alphaFirst: colors.alphaFirst,
            order)
    }

    /// Its own literal's message, for the diagnostic at the literal.
    func message(at _: Range<Int>) -> String { texts.message }

    func fixIts(at _: Range<Int>) -> [FixIt] {
        let texts = texts
        return [FixIt(message: texts.fix, edits: [TextEdit(range: range, replacement: texts.replacement)])]
    }

    /// The literal: the message quotes it (a token has no quote) and is made from it alone, the
    /// file's alpha order being the same for all its findings. Its digits are hex, so ASCII.
    func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        source.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
}
