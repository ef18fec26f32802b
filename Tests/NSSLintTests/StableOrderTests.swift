import Testing

@testable import NSSLint

/// Sorting positions gives what the standard library's stable sort gives.
@Suite("Stable order")
struct StableOrderTests {
    struct Item: Equatable {
        var offset: Int
        var name: String
        var arrival: Int
    }

    /// Many ties on the offset, some on the name too: those must keep their arrival order.
    @Test func agreesWithTheStableSortOnManyTies() {
        var generator = LimitedFindingsTests.Generator(state: 7)
        for round in 0..<200 {
            let count = Int.random(in: 0...60, using: &generator)
            let items = (0..<count).map { arrival in
                Item(
                    offset: Int.random(in: 0...5, using: &generator),
                    name: ["a", "b", "c"].randomElement(using: &generator)!, arrival: arrival)
            }
            let byName = { (left: Item, right: Item) in
                left.offset != right.offset ? left.offset < right.offset : left.name < right.name
            }
            #expect(items.stablySorted(offset: \.offset, by: byName) == items.sorted(by: byName), "round \(round)")
        }
    }
}
