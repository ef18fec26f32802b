import Testing

@testable import NSSSyntax

@Suite("Suggestions")
struct SuggestionsTests {
    @Test(arguments: [
        ("kitten", "sitting", 3),
        ("short", "shrot", 1),
        ("", "abc", 3),
        ("same", "same", 0),
        ("fdlFUIObjectTableViewCel_headlineLabel", "fdlFUIObjectTableViewCell_headlineLabel", 1),
    ])
    func editDistance(_ lhs: String, _ rhs: String, _ distance: Int) {
        #expect(Suggestions.editDistance(lhs, rhs) == distance)
        #expect(Suggestions.editDistance(rhs, lhs) == distance)
    }

    @Test func limitStopsEarly() {
        #expect(Suggestions.editDistance("kitten", "sitting", limit: 2) == nil)
        #expect(Suggestions.editDistance("abc", "abcdefgh", limit: 2) == nil)
    }

    @Test func closestPrefersSmallerDistanceThenAlphabetical() {
        let candidates = ["font-color", "font-size", "font-style", "font-name", "tint-color"]
        #expect(Suggestions.closest(to: "font-colour", in: candidates) == ["font-color"])
        #expect(Suggestions.closest(to: "font-syze", in: candidates, count: 2) == ["font-size", "font-style"])
        #expect(Suggestions.closest(to: "Font-Color", in: candidates) == ["font-color"])
        #expect(Suggestions.closest(to: "zzz", in: candidates).isEmpty)
    }
}

@Suite("Suggestion index")
struct SuggestionIndexTests {
    /// The prepared index gives the same answers as the plain search, on many queries.
    @Test func agreesWithThePlainSearch() {
        let words = [
            "font-color", "font-size", "font-style", "font-name", "tint-color", "text-align", "text-line-clamp",
            "background-color", "background-image", "border-color", "border-width", "corner-radius", "shadow-offset",
            "fdlFUIObjectTableViewCell_headlineLabel", "fdlFUIObjectTableViewCell_subheadlineLabel",
            "fdlFUIObjectHeaderView_headlineLabel", "primaryLabel", "tintColor", "negativeLabel",
            // Longer than 64 bytes: queries made from them take the banded table, not the bit vectors.
            "fdlFUIObjectTableViewCell_headlineLabel_fdlFUIObjectTableViewCell_subheadlineLabel",
            "fdlFUIObjectTableViewCell_headlineLabel_fdlFUIObjectHeaderView_headlineLabel_x",
        ]
        let index = SuggestionIndex(words)
        var generator = SystemRandomNumberGenerator()
        var queries = words.flatMap { word -> [String] in
            let bytes = Array(word.utf8)
            // One to four edits: several candidates then lie at different distances, and the
            // answers must still come in the plain search's order.
            return (0..<12).map { _ in
                var mutated = bytes
                for _ in 0..<Int.random(in: 1...4, using: &generator) where !mutated.isEmpty {
                    let position = Int.random(in: 0..<mutated.count, using: &generator)
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: mutated.remove(at: position)
                    case 1: mutated.insert(UInt8.random(in: 97...122, using: &generator), at: position)
                    case 2: mutated[position] = UInt8.random(in: 97...122, using: &generator)
                    default:
                        if position + 1 < mutated.count { mutated.swapAt(position, position + 1) }
                    }
                }
                return String(decoding: mutated, as: UTF8.self)
            }
        }
        queries += ["FONT-COLOR", "zzz", "", "fdlFUIObjectTableViewCel_headlineLabel"]
        for query in queries {
            for count in [1, 3, 5] {
                #expect(
                    index.closest(to: query, count: count, maximumDistance: 6)
                        == Suggestions.closest(to: query, in: words, count: count, maximumDistance: 6), "\(query)")
            }
        }
    }
}

@Suite("Bit-parallel distance")
struct BitParallelDistanceTests {
    /// Equal to the table's distance on random words of a small alphabet (many matches,
    /// transpositions and repeats), lengths 1 to 64 against 0 to 70.
    @Test func agreesWithTheTable() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let word = (0..<Int.random(in: 1...64, using: &generator)).map { _ in
                UInt8.random(in: 97...100, using: &generator)
            }
            let other = (0..<Int.random(in: 0...70, using: &generator)).map { _ in
                UInt8.random(in: 97...100, using: &generator)
            }
            let expected = Suggestions.editDistance(
                String(decoding: word, as: UTF8.self), String(decoding: other, as: UTF8.self))
            let distance = other.withUnsafeBufferPointer { BitParallelDistance(word)?.distance(to: $0) }
            #expect(distance == expected, "\(word) \(other)")
        }
    }

    /// With a limit: the same distance when it is within the limit, nil when it is not, however
    /// early the walk gives up.
    @Test func givesUpOnlyBeyondTheLimit() throws {
        var generator = SystemRandomNumberGenerator()
        var givenUp = 0
        for _ in 0..<3_000 {
            let word = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                UInt8.random(in: 97...100, using: &generator)
            }
            let other = (0..<Int.random(in: max(0, word.count - 6)...(word.count + 6), using: &generator)).map { _ in
                UInt8.random(in: 97...100, using: &generator)
            }
            let pattern = try #require(BitParallelDistance(word))
            let whole = other.withUnsafeBufferPointer { pattern.distance(to: $0) }
            for limit in 0...8 {
                let limited = other.withUnsafeBufferPointer { pattern.distance(to: $0, limit: limit) }
                #expect(limited == (whole <= limit ? whole : nil), "\(word) \(other) \(limit)")
                if limited == nil { givenUp += 1 }
            }
        }
        // Both answers occur.
        #expect(givenUp > 0 && givenUp < 27_000)
    }

    @Test func leavesEmptyAndLongWordsToTheTable() {
        #expect(BitParallelDistance([]) == nil)
        #expect(BitParallelDistance([UInt8](repeating: 97, count: 65)) == nil)
        #expect(BitParallelDistance([UInt8](repeating: 97, count: 64)) != nil)
    }
}
