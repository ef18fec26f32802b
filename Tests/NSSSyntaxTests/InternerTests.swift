import Testing

@testable import NSSSyntax

@Suite("Interner")
struct InternerTests {
    /// Names of every length up to 40 bytes, many sharing their first or last bytes, so that each
    /// way of hashing a tail (none, one to three bytes, four to seven, overlapping eight) is met.
    static let names: [[UInt8]] = {
        var names: [[UInt8]] = [[]]
        for length in 1...40 {
            let stem = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            names.append(stem)
            var lastChanged = stem
            lastChanged[length - 1] = UInt8(ascii: "Z")
            names.append(lastChanged)
            if length > 1 {
                var firstChanged = stem
                firstChanged[0] = UInt8(ascii: "Z")
                names.append(firstChanged)
            }
            if length > 2 {
                var middleChanged = stem
                middleChanged[length / 2] = UInt8(ascii: "Z")
                names.append(middleChanged)
            }
        }
        return names
    }()

    @Test func equalBytesGetOneIdentifierWhereverTheyAre() {
        #expect(Set(Self.names).count == Self.names.count)
        var interner = Interner()
        // Interned from inside one buffer and looked up from inside another, with different bytes
        // around them: a hash that read past a name's end would tell the two apart.
        for name in Self.names {
            let before = [UInt8](repeating: 0x41, count: 9) + name + [UInt8](repeating: 0x42, count: 9)
            let id = interner.intern(before[9..<(9 + name.count)])
            let after = [UInt8](repeating: 0x43, count: 5) + name + [UInt8](repeating: 0x44, count: 11)
            #expect(interner.lookup(after[5..<(5 + name.count)]) == id, "\(name)")
        }
        #expect(interner.count == Self.names.count)
        for (id, name) in Self.names.enumerated() {
            #expect(interner.intern(name[...]) == id)
            #expect(Array(interner.string(id).utf8) == name)
        }
        #expect(interner.count == Self.names.count)
        #expect(interner.lookup([UInt8]("absent".utf8)[...]) == nil)
    }

    /// A copy is a value: what either interns afterwards the other does not see, and the strings
    /// both had keep their identifiers in each.
    @Test func aCopyInternsApartFromItsOriginal() {
        var original = Interner()
        for name in Self.names { _ = original.intern(name[...]) }
        var copy = original
        let added = [UInt8]("only-in-the-copy".utf8)
        #expect(copy.intern(added[...]) == Self.names.count)
        #expect(original.lookup(added[...]) == nil)
        #expect(original.count == Self.names.count && copy.count == Self.names.count + 1)
        let other = [UInt8]("only-in-the-original".utf8)
        #expect(original.intern(other[...]) == Self.names.count)
        #expect(copy.lookup(other[...]) == nil)
        #expect(copy.string(Self.names.count) == "only-in-the-copy")
        #expect(original.string(Self.names.count) == "only-in-the-original")
        for (id, name) in Self.names.enumerated() {
            #expect(copy.lookup(name[...]) == id && original.lookup(name[...]) == id)
        }
    }
}
