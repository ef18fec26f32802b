import NSSSyntax
import Testing

@testable import NSSTheme

/// A keyword type's "did you mean" comes from an index made once per type: it names the word the
/// plain search names, for ASCII and other words alike.
@Suite("Keyword lists")
struct KeywordListTests {
    static func names<Keyword: KeywordValue>(_ type: Keyword.Type) -> [String] { type.allCases.map(\.rawValue) }

    /// Each word with one to three random edits, a change of case, and words outside ASCII.
    static func queries(for names: [String]) -> [String] {
        var generator = SystemRandomNumberGenerator()
        var queries = names.flatMap { name -> [String] in
            (0..<8).map { _ in
                var bytes = Array(name.utf8)
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[position] = UInt8.random(in: 97...122, using: &generator)
                }
                return String(decoding: bytes, as: UTF8.self)
            } + [name.uppercased(), "é" + name, name.replacingFirstLetter(with: "ł")]
        }
        queries += ["", "x", "zzzzzzzz"]
        return queries
    }

    @Test func agreesWithThePlainSearch() {
        func check<Keyword: KeywordValue>(_ type: Keyword.Type) {
            let names = Self.names(type)
            let list = KeywordLists.list(of: type)
            #expect(list.listed == names.joined(separator: ", "))
            for query in Self.queries(for: names) {
                #expect(list.closest(to: query) == Suggestions.closest(to: query, in: names).first, "\(query)")
            }
        }
        check(TextAlign.self)
        check(TextStyle.self)
        check(VerticalAlign.self)
        check(KeyboardAppearance.self)
        check(BorderStyle.self)
        check(SeparatorStyle.self)
        check(TextTransform.self)
    }

    /// The message an unknown word gets names the list and the closest word.
    @Test func anUnknownWordGetsTheListAndTheClosest() throws {
        let error = try #require(TextAlign.parse(ValuePart.parse(text: "lefft")).failureValue)
        #expect(error.message.hasSuffix("; did you mean 'left'?"))
        #expect(error.message.contains("expected " + KeywordLists.list(of: TextAlign.self).listed))
    }
}

extension String {
    fileprivate func replacingFirstLetter(with letter: String) -> String { letter + dropFirst() }
}
