import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// Messages made of literal and source text read the source as a string of it would, invalid
/// UTF-8 included.
@Suite("Source messages")
struct SourceMessageTests {
    static func context(_ bytes: [UInt8]) -> LintContext {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "example.nss", bytes: bytes))])
        return LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
    }

    /// Pieces joined in one allocation read as the pieces added up (source ranges clamped to the
    /// source); listings quote each item and put the conjunction before the last.
    @Test func messagePiecesAndListings() {
        #expect(makeMessage([]) == "")
        #expect(makeMessage([.string(""), .text("a"), .string(""), .string("é€"), .text("'b'")]) == "a" + "é€" + "'b'")
        #expect(makeMessage([.string("x"), .string(String(repeating: "y", count: 100)), .text("z")]).utf8.count == 102)
        #expect(
            makeMessage([.text("<"), .source(1..<3), .text(">"), .source(5..<99)], source: Array("abcdef".utf8))
                == "<bc>f")
        #expect(listing([]) == "")
        #expect(listing(["a"]) == "'a'")
        #expect(listing(["a", "b"]) == "'a' or 'b'")
        #expect(listing(["a", "b", "c"], conjunction: "and") == "'a', 'b' and 'c'")
    }

    @Test func sameTextAsInterpolatingTheSource() {
        // ASCII, a three-byte character, a lone continuation byte, a truncated sequence, a NUL.
        let bytes = Array("Label € x".utf8) + [0x80, 0x41, 0xE2, 0x82, 0x20, 0x00, 0x7A]
        let context = Self.context(bytes)
        for start in 0...bytes.count {
            for end in start...bytes.count {
                let made = context.message(
                    .text("'"), .source(start..<end), .text("' and '"), .source(0..<start), .text("'"))
                let expected = "'\(context.text(start..<end))' and '\(context.text(0..<start))'"
                #expect(made == expected, "\(start)..<\(end)")
            }
        }
    }

    @Test func rangesPastTheEndAreCut() {
        let context = Self.context(Array("abc".utf8))
        #expect(context.message(.source(1..<10), .text("!")) == "bc!")
        #expect(context.message(.text("none: "), .source(5..<9)) == "none: ")
    }
}
