import Testing

@testable import NSSLint

/// A value per (property, group) pair: each pair keeps its own, the pair without a group too,
/// whatever order they are set in.
@Suite("Property group table")
struct PropertyGroupTableTests {
    @Test func eachPairKeepsItsOwnValue() {
        var table = PropertyGroupTable<String>()
        #expect(table[0, nil] == nil && table[5, 3] == nil)
        let pairs: [(Int, Int?)] = [(7, 2), (0, nil), (7, nil), (3, 0), (7, 0), (0, 9), (12, 1)]
        for (property, group) in pairs.reversed() { table[property, group] = "\(property) \(group ?? -1)" }
        for (property, group) in pairs { #expect(table[property, group] == "\(property) \(group ?? -1)") }
        #expect(table[7, 1] == nil && table[3, nil] == nil && table[0, 8] == nil && table[13, nil] == nil)
        table[7, 2] = "again"
        #expect(table[7, 2] == "again" && table[7, nil] == "7 -1" && table[7, 0] == "7 0")
        table[7, 2] = nil
        #expect(table[7, 2] == nil && table[7, 0] == "7 0")
    }

    /// An optional value is kept as one: a remembered "no suggestion" is not taken for "not
    /// asked yet".
    @Test func aRememberedNoneIsKept() {
        var table = PropertyGroupTable<String?>()
        #expect(table[1, 1] == nil)
        table[1, 1] = .some(nil)
        #expect(table[1, 1] == .some(nil))
    }
}
