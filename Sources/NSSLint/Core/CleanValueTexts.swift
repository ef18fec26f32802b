import NSSSyntax
import NSSTheme

/// The value texts a rule has found to read cleanly for a type, remembered by where one of them
/// is in the file: a large theme writes the same value thousands of times, and reading it again
/// each time was most of a lint. 16 bytes a distinct text, none of it copied.
struct CleanValueTexts {
    private struct Slot {
        /// The text's hash with its type, the lowest bit set in a used slot.
        var hash: UInt64 = 0
        var start: UInt32 = 0
        var length: UInt32 = 0
    }

    private let bytes: [UInt8]
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var used = 0

    init(file: SourceFile) { bytes = file.bytes }

    /// Whether the text at `range` was found clean for `type`.
    func contains(_ range: Range<Int>, type: ValueType) -> Bool {
        guard let hash = hash(range, type) else { return false }
        return slots[slotIndex(hash, range)].hash == hash
    }

    /// Remembers the text at `range` as clean for `type`.
    mutating func insert(_ range: Range<Int>, type: ValueType) {
        guard let hash = hash(range, type) else { return }
        if (used + 1) * 4 > slots.count * 3 { grow() }
        let index = slotIndex(hash, range)
        guard slots[index].hash != hash else { return }
        slots[index] = Slot(
            hash: hash, start: UInt32(truncatingIfNeeded: range.lowerBound),
            length: UInt32(truncatingIfNeeded: range.count))
        used += 1
    }

    /// The hash of a text and a type, or nil for a text too long to be worth remembering.
    private func hash(_ range: Range<Int>, _ type: ValueType) -> UInt64? {
        guard range.count < 4096, range.upperBound <= bytes.count else { return nil }
        // The type's name first: the same bytes under two types make two different states, and
        // so (the mixing being invertible) two different hashes before the low bit is set.
        var hash = TwoLaneHash()
        var typeName = type.rawValue
        typeName.withUTF8 { hash.absorb($0) }
        bytes.withUnsafeBufferPointer { hash.absorb(UnsafeBufferPointer(rebasing: $0[range])) }
        return TwoLaneHash.finalized(hash.first) | 1
    }

    /// The slot holding the text (same hash, same bytes), or the empty one where it would go.
    /// Equal hashes of different types and equal bytes would need a 63-bit collision.
    private func slotIndex(_ hash: UInt64, _ range: Range<Int>) -> Int {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> 1) & mask
        while slots[index].hash != 0 {
            if slots[index].hash == hash, Int(slots[index].length) == range.count,
                bytes[Int(slots[index].start)..<Int(slots[index].start) + range.count] == bytes[range]
            {
                return index
            }
            index = (index + 1) & mask
        }
        return index
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash >> 1) & mask
            while slots[index].hash != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
