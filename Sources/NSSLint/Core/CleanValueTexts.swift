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

    /// The hash of a text and a type, or nil for a text too long to be worth remembering: found
    /// once for a text looked up and then inserted.
    func key(_ range: Range<Int>, type: ValueType) -> UInt64? {
        guard range.count < 4096, range.upperBound <= bytes.count else { return nil }
        // The type first: the same bytes under two types start from two different states, and
        // so (each step being invertible) end in two different hashes before the low bit is set.
        // One multiply-and-shift a word: the two-lane hash of the type's name and the text cost
        // 240 instructions a lookup, a tenth of invalid-value on the 5 MB benchmark theme.
        var hash = Self.seed ^ (UInt64(type.ordinal) &* 0x9E37_79B9_7F4A_7C15)
        bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let start = base + range.lowerBound
            var offset = 0
            while offset + 8 <= range.count {
                hash = Self.step(hash, start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            if offset < range.count { hash = Self.step(hash, tailWord(start, count: range.count)) }
        }
        return TwoLaneHash.finalized(Self.step(hash, UInt64(range.count))) | 1
    }

    /// Whether the text at `range` was found clean for the type `key` was made with.
    func contains(_ range: Range<Int>, key: UInt64) -> Bool { slots[slotIndex(key, range)].hash == key }

    /// Remembers the text at `range` as clean for the type `key` was made with.
    mutating func insert(_ range: Range<Int>, key: UInt64) {
        if (used + 1) * 4 > slots.count * 3 { grow() }
        let index = slotIndex(key, range)
        guard slots[index].hash != key else { return }
        slots[index] = Slot(
            hash: key, start: UInt32(truncatingIfNeeded: range.lowerBound),
            length: UInt32(truncatingIfNeeded: range.count))
        used += 1
    }

    private static let seed: UInt64 = 0x243F_6A88_85A3_08D3

    /// Invertible for a fixed word: xor, multiply by an odd number, xor-shift.
    @inline(__always)
    private static func step(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9FB2_1C65_1E98_DF25
        return mixed ^ (mixed &>> 29)
    }

    /// The slot holding the text (same hash, same bytes), or the empty one where it would go.
    /// Equal hashes of different types and equal bytes would need a 63-bit collision.
    private func slotIndex(_ hash: UInt64, _ range: Range<Int>) -> Int {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> 1) & mask
        return bytes.withUnsafeBytes { bytes in
            while slots[index].hash != 0 {
                let slot = slots[index]
                if slot.hash == hash, Int(slot.length) == range.count,
                    Self.equal(bytes, Int(slot.start), range.lowerBound, count: range.count)
                {
                    return index
                }
                index = (index + 1) & mask
            }
            return index
        }
    }

    /// Whether the `count` bytes at two offsets are the same.
    static func equal(_ bytes: UnsafeRawBufferPointer, _ first: Int, _ second: Int, count: Int) -> Bool {
        guard count > 0, let base = bytes.baseAddress else { return true }
        return sameBytes(base + first, base + second, count: count)
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
