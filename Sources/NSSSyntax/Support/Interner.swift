/// Gives each distinct byte string a small integer, without making a `String` per lookup: the
/// lexer's tokens are byte ranges, and class paths and property names repeat thousands of times
/// in a large theme.
///
/// A value: a copy interns apart from the original. Its tables are one object's own buffers,
/// copied only when a copy that shares them interns a new string: as arrays, each new string
/// asked twice whether an array was shared, checked its indices and appended its bytes through
/// the generic path (113 instructions a string).
public struct Interner: Sendable {
    private var tables: InternerTables

    /// An empty interner.
    public init() { tables = InternerTables(slots: 64) }

    /// The number of distinct strings.
    public var count: Int { tables.entryCount }

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
        let found = tables.probe(bytes, hash: hash)
        if found.index >= 0 { return found.index }
        if !isKnownUniquelyReferenced(&tables) { tables = tables.copy() }
        return tables.insert(bytes, hash: hash, slot: found.slot)
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
        let index = tables.probe(bytes, hash: Self.hash(bytes)).index
        return index >= 0 ? index : nil
    }

    /// The string of an identifier.
    public func string(_ id: Int) -> String {
        precondition(id >= 0 && id < tables.entryCount, "not an identifier of this interner")
        return tables.string(id)
    }
}

/// An interner's bytes, entries and hash table, in buffers of its own. Written only by an
/// interner that holds the one reference to it, so it is safe to share between threads.
private final class InternerTables: @unchecked Sendable {
    /// Where a string's bytes are in `bytes`.
    private struct Entry {
        var start: Int32
        var length: Int32
    }

    /// The strings' bytes, one after another.
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var byteCount = 0
    @exclusivity(unchecked) private var byteCapacity: Int
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private(set) var entryCount = 0
    @exclusivity(unchecked) private var entryCapacity: Int
    /// Open addressing: each slot holds an entry's hash (high half) and index + 1 (low half), 0
    /// when empty, so a probe compares hashes without touching the entries. It starts small, as
    /// most interners serve one small theme, and doubles as it fills.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var slotCount: Int

    init(slots slotCount: Int, entryCapacity: Int = 32, byteCapacity: Int = 512) {
        self.slotCount = slotCount
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        self.entryCapacity = entryCapacity
        entries = .allocate(capacity: entryCapacity)
        self.byteCapacity = byteCapacity
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        slots.deallocate()
        entries.deallocate()
        bytes.deallocate()
    }

    /// Tables with the same strings and identifiers, in buffers of their own.
    func copy() -> InternerTables {
        let copy = InternerTables(slots: slotCount, entryCapacity: entryCapacity, byteCapacity: byteCapacity)
        copy.slots.update(from: slots, count: slotCount)
        copy.entries.initialize(from: entries, count: entryCount)
        copy.entryCount = entryCount
        copy.bytes.initialize(from: bytes, count: byteCount)
        copy.byteCount = byteCount
        return copy
    }

    /// The index of equal bytes (-1 if none), and the slot where they are or would go. Compares
    /// in place (`sameBytes`): the `memcmp` call a hit made was 16.8 M of the 5 MB pipeline's
    /// 2,137 M instructions (two runs, 2026-11-28).
    @inline(__always)
    func probe(_ text: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (index: Int, slot: Int) {
        let mask = slotCount - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (-1, slot) }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let index = Int(UInt32(truncatingIfNeeded: entry)) - 1
                let found = entries[index]
                // Bytes of a length above zero have an address.
                if Int(found.length) == text.count
                    && (found.length == 0 || sameBytes(bytes + Int(found.start), text.baseAddress!, count: text.count))
                {
                    return (index, slot)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds bytes not interned before at the empty `slot` a probe found; returns their identifier.
    func insert(_ text: UnsafeBufferPointer<UInt8>, hash: UInt32, slot: Int) -> Int {
        precondition(byteCount + text.count <= Int(Int32.max), "an interner of more than 2 GB")
        if byteCount + text.count > byteCapacity { growBytes(toHold: byteCount + text.count) }
        if entryCount == entryCapacity { growEntries() }
        if let base = text.baseAddress { (bytes + byteCount).initialize(from: base, count: text.count) }
        let index = entryCount
        entries[index] = Entry(
            start: Int32(truncatingIfNeeded: byteCount), length: Int32(truncatingIfNeeded: text.count))
        entryCount += 1
        byteCount += text.count
        slots[slot] = UInt64(hash) << 32 | UInt64(index + 1)
        if entryCount * 2 > slotCount { growSlots() }
        return index
    }

    /// The string of the entry `index`.
    func string(_ index: Int) -> String {
        let entry = entries[index]
        return String(
            decoding: UnsafeBufferPointer(start: bytes + Int(entry.start), count: Int(entry.length)), as: UTF8.self)
    }

    @inline(never)
    private func growBytes(toHold needed: Int) {
        (bytes, byteCapacity) = movedToLargerBuffer(bytes, count: byteCount, capacity: byteCapacity, toHold: needed)
    }

    @inline(never)
    private func growEntries() {
        (entries, entryCapacity) = movedToLargerBuffer(
            entries, count: entryCount, capacity: entryCapacity, toHold: entryCount + 1)
    }

    @inline(never)
    private func growSlots() {
        let count = slotCount * 2
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        grown.initialize(repeating: 0, count: count)
        let mask = count - 1
        for old in 0..<slotCount where slots[old] != 0 {
            var slot = Int(UInt32(truncatingIfNeeded: slots[old] >> 32)) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = slots[old]
        }
        slots.deallocate()
        slots = grown
        slotCount = count
    }
}
