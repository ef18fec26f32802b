import Testing

@testable import NSSSyntax

/// The substring search the libraries use instead of iOS 16's string processing.
@Suite("Plain-text search and replacement")
struct PlainTextTests {
    @Test(arguments: [
        ("did you mean 'x'?", "did you mean '", "x'?"), ("aaab", "aab", ""), ("xyz", "xyz", ""),
        ("café /* c */", "/*", " c */"), ("é₂é", "₂", "é"),
    ])
    func findsTheFirstOccurrence(text: String, needle: String, after: String) throws {
        let range = try #require(PlainText.firstRange(of: needle, in: text))
        #expect(String(text[range]) == needle)
        #expect(String(text[range.upperBound...]) == after)
    }

    @Test func missingAndEmptyNeedles() {
        #expect(PlainText.firstRange(of: "ab", in: "a") == nil)
        #expect(PlainText.firstRange(of: "ba", in: "aab") == nil)
        #expect(!PlainText.contains("*/", in: "/* open"))
        #expect(PlainText.firstRange(of: "", in: "abc") == "abc".startIndex..<"abc".startIndex)
    }

    /// The byte search over contiguous storage and the walk of the UTF-8 view (for strings
    /// stored otherwise) find the same ranges, in strings and in substrings.
    @Test func contiguousSearchAgreesWithTheViewWalk() {
        var generator = DiagnosticOrderTests.Generator(state: 19)
        let alphabet: [String] = ["a", "b", "é", "₂", "'", " "]
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % 6)] }.joined()
            let needle = (0..<Int(generator.next() % 4)).map { _ in alphabet[Int(generator.next() % 6)] }.joined()
            #expect(
                PlainText.firstRange(of: needle, in: text) == PlainText.indexRange(of: Array(needle.utf8), in: text))
            let tail = text.dropFirst(text.isEmpty ? 0 : 1)
            #expect(
                PlainText.firstRange(of: needle, in: tail) == PlainText.indexRange(of: Array(needle.utf8), in: tail))
        }
    }

    @Test func replacesEveryOccurrenceLeftToRight() {
        #expect(PlainText.replacing("colour", with: "color", in: "font-colour-colour") == "font-color-color")
        #expect(PlainText.replacing("aa", with: "b", in: "aaaaa") == "bba")
        #expect(PlainText.replacing("-top", with: "-bottom", in: "background-color-top") == "background-color-bottom")
        #expect(PlainText.replacing("", with: "x", in: "abc") == "abc")
        #expect(PlainText.replacing("x", with: "y", in: "abc"[...].dropFirst()) == "bc")
    }
}
