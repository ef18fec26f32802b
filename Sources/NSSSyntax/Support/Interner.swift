/// Gives each distinct byte string a small integer, without making a `String` per lookup: the
/// lexer's tokens are byte ranges, and class paths and property names repeat thousands of times
/// in a large theme.
public struct Interner: Sendable {
    private var storage: [UInt8] = []
    private var entries: [(start: Int32, length: Int32)] = []
    /// Open addressing: each slot holds an entry's hash (high half) and index + 1 (low half), 0
    /// when empty, so a probe compares hashes without touching the entries. It starts small, as
    /// most interners serve one small theme, and doubles as it fills.
    private var table: [UInt64] = Array(repeating: 0, count: 64)

    /// An empty interner.
    public init() {}

    /// The number of distinct strings.
    public var count: Int { entries.count }

    /// A multiply-rotate hash over eight bytes at a time: names are short, and a byte-serial
    /// hash was the interner's whole cost.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let seed: UInt64 = 0x517c_c1b7_2722_0a95
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* seed
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return UInt32(truncatingIfNeeded: hash) }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = ((hash << 5) | (hash >> 59)) ^ word
            hash = hash &* seed
            offset += 8
        }
        if offset < bytes.count {
            hash = (((hash << 5) | (hash >> 59)) ^ tailWord(base, count: bytes.count)) &* seed
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The identifier of these bytes, new or existing.
    public mutating func intern(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { intern($0) }
    }

    /// The identifier of these bytes, new or existing.
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        let (found, slot) = probe(bytes, hash: hash)
        if let found { return found }
        let index = entries.count
        entries.append((Int32(storage.count), Int32(bytes.count)))
        storage.append(contentsOf: bytes)
        table[slot] = UInt64(hash) << 32 | UInt64(index + 1)
        if entries.count * 2 > table.count { grow() }
        return index
    }

    /// The identifier of equal bytes, or the empty slot where they would go. Reads the arrays
    /// through pointers and compares in place: the `memcmp` call a hit made was 16.8 M of the
    /// 5 MB pipeline's 2,137 M instructions (two runs), the interner 4.9 M less without it.
    @inline(__always)
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (found: Int?, slot: Int) {
        table.withUnsafeBufferPointer { table in
            entries.withUnsafeBufferPointer { entries in
                storage.withUnsafeBufferPointer { storage in
                    let mask = table.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let entry = table[slot]
                        if entry == 0 { return (nil, slot) }
                        if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                            let index = Int(UInt32(truncatingIfNeeded: entry)) - 1
                            let (start, length) = entries[index]
                            // Bytes of a length above zero have an address, as has the
                            // storage holding them.
                            if Int(length) == bytes.count
                                && (length == 0
                                    || sameBytes(
                                        storage.baseAddress! + Int(start), bytes.baseAddress!, count: bytes.count))
                            {
                                return (index, slot)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// The identifier of a string.
    public mutating func intern(_ string: String) -> Int {
        var copy = string
        return copy.withUTF8 { intern($0) }
    }

    /// The identifier of these bytes if they were interned before.
    public func lookup(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { lookup($0) }
    }

    /// The identifier of these bytes if they were interned before.
    public func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(bytes, hash: Self.hash(bytes)).found
    }

    /// The string of an identifier.
    public func string(_ id: Int) -> String {
        let (start, length) = entries[id]
        return String(decoding: storage[Int(start)..<Int(start + length)], as: UTF8.self)
    }

    private mutating func grow() {
        let old = table
        table = Array(repeating: 0, count: table.count * 2)
        let mask = table.count - 1
        for entry in old where entry != 0 {
            var slot = Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = entry
        }
    }
}
