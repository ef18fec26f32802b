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
