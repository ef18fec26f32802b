import Testing

@testable import NSSTheme

@Suite("Value key table")
struct ValueKeyTableTests {
    @Test func keysKeepTheirValuesThroughGrowthAndClearing() {
        var table = ValueKeyTable()
        // Keys a multiple of 64 apart, as a session's value keys are for one type, and some
        // dense ones: growth from 64 slots to thousands, with runs of collisions.
        let keys = (0..<3_000).map { $0 * 64 + 5 } + Array(1_000_000..<1_000_500)
        for (position, key) in keys.enumerated() { table.set(Int32(position), for: key) }
        #expect(table.count == keys.count)
        for (position, key) in keys.enumerated() { #expect(table[key] == Int32(position), "\(key)") }
        #expect(Set(keys).count == keys.count)
        #expect(table[7] == nil && table[3_000 * 64 + 5] == nil && table[Int.max] == nil)
        table.set(-9, for: 69)
        #expect(table[69] == -9 && table.count == keys.count)
        table.removeAll()
        #expect(table.count == 0 && table[5] == nil && table[69] == nil)
        table.set(1, for: 69)
        #expect(table[69] == 1 && table[5] == nil)
    }

    /// A table given room for a number of keys holds that many without growing, and the keys
    /// it held before; room for none keeps it small.
    @Test func aTableGivenRoomForItsKeysDoesNotGrow() {
        for expected in [0, 1, 31, 32, 33, 1_000, 16_384] {
            var table = ValueKeyTable()
            table.set(-7, for: 1_000_001)
            table.reserveCapacity(expected + 1)
            let capacity = table.capacity
            #expect(capacity >= 64 && capacity >= 2 * (expected + 1) && capacity < max(128, 4 * (expected + 1)))
            for key in 0..<expected { table.set(Int32(key), for: key * 64 + 3) }
            #expect(table.capacity == capacity, "\(expected)")
            #expect((0..<expected).allSatisfy { table[$0 * 64 + 3] == Int32($0) })
            #expect(table[1_000_001] == -7 && table.count == expected + 1)
        }
    }

    /// A key gives back its text and type part, and every value type's part fits.
    @Test func aValueKeyKeepsItsTwoParts() {
        #expect(ValueKey.typesFit)
        for text in [0, 1, 63, 64, 1 << 30] {
            for typePart in [0, 1, 13, 63] {
                let key = ValueKey.make(text: text, typePart: typePart)
                #expect(ValueKey.text(of: key) == text && ValueKey.typePart(of: key) == typePart)
            }
        }
    }

    /// A key set says a key is new once: the first type met with a text, the others, and the
    /// untyped key (type part 0) each apart, for every text.
    @Test func aKeySetTakesEachKeyOnce() {
        var set = ValueKeySet(valueTextCount: 100)
        var taken: Set<Int> = []
        // Texts in no order, each with a few of the 64 type parts, some several times.
        for round in 0..<3 {
            for text in stride(from: 99, through: 0, by: -7) {
                for type in [text % 5, 0, 63, (text + round) % 64] {
                    let key = ValueKey.make(text: text, typePart: type)
                    #expect(set.insert(key) == taken.insert(key).inserted, "\(text) \(type)")
                }
            }
        }
        #expect(taken.count > 2 * 15)
    }
}
