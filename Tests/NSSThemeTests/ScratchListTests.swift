import Testing

@testable import NSSTheme

@Suite("Scratch lists")
struct ScratchListTests {
    /// Elements appended past the first room, one and many at a time, are all kept in order;
    /// emptied, the list appends from its start again.
    @Test func keepsWhatIsAppendedAsItGrows() {
        let list = ScratchList<Int>(capacity: 2)
        var expected: [Int] = []
        for round in 0..<3 {
            for value in 0..<37 {
                list.append(value * 3 + round)
                expected.append(value * 3 + round)
            }
            list.append(repeating: -round, times: 21)
            expected.append(contentsOf: repeatElement(-round, count: 21))
            #expect(list.count == expected.count)
            #expect(list.indices.map { list[$0] } == expected)
            list.removeAll()
            expected.removeAll()
            #expect(list.count == 0 && list.indices.isEmpty)
        }
    }

    /// Elements are written in place, by position and all at once.
    @Test func changesElementsInPlace() {
        let list = ScratchList<UInt64>()
        for value in [9, 4, 7, 1, 8] as [UInt64] { list.append(value) }
        list[1] += 10
        #expect(list.indices.map { list[$0] } == [9, 14, 7, 1, 8])
        list.withElements { $0.sort() }
        #expect(list.indices.map { list[$0] } == [1, 7, 8, 9, 14])
        list.reserveCapacity(1_000)
        #expect(list.indices.map { list[$0] } == [1, 7, 8, 9, 14])
    }
}
