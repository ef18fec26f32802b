import NSSSyntax

/// A problem repeated in a file: its rule, severity and message, kept as two independent hashes
/// instead of the message itself, so that a file of distinct messages is not kept twice. (Two
/// problems taken for one would need a 96-bit collision.)
struct ProblemKey: Hashable {
    let first: UInt64
    let second: UInt32

    init(_ finding: Finding) {
        // Two accumulators of different families (xor, multiply, rotate; add, multiply,
        // xor-shift), fed eight bytes at a time from one pass over the texts, so that two problems
        // share a key only if both collide. A seeded SipHash and an FNV-1a loop over the bytes
        // cost 1,800 instructions a finding, a fifteenth of a large lint.
        var hash = TwoLaneHash(seed: Self.seed)
        var ruleID = finding.ruleID
        var message = finding.diagnostic.message
        ruleID.withUTF8 { hash.absorb($0) }
        message.withUTF8 { hash.absorb($0) }
        hash.absorb(UInt64(finding.severity.rawValue))
        first = TwoLaneHash.finalized(hash.first)
        second = UInt32(truncatingIfNeeded: TwoLaneHash.finalized(hash.second) >> 32)
    }

    /// Chosen per process by the standard library's randomly seeded hasher, as dictionary keys
    /// are: texts cannot be chosen to collide in every run.
    private static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()
}

/// Two 64-bit hashes of a sequence of byte strings, computed together eight bytes at a time.
/// Each string's length is absorbed after it, so `"ab" + "c"` and `"a" + "bc"` differ.
struct TwoLaneHash {
    private(set) var first: UInt64
    private(set) var second: UInt64

    init(seed: UInt64) {
        first = seed ^ 0x243F_6A88_85A3_08D3
        second = (seed &* 0x9E37_79B9_7F4A_7C15) ^ 0x1319_8A2E_0370_7344
    }

    mutating func absorb(_ word: UInt64) {
        first = (first ^ word) &* 0x9FB2_1C65_1E98_DF25
        first = (first &<< 31) | (first &>> 33)
        second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second &>> 29
    }

    mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                absorb(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                index += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) &<< shift
            shift += 8
            index += 1
        }
        absorb(tail)
        absorb(UInt64(bytes.count))
    }

    /// MurmurHash3's 64-bit finalizer: every input bit reaches every output bit.
    static func finalized(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed &>> 33
        mixed = mixed &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed &>> 33
        mixed = mixed &* 0xC4CE_B9FE_1A85_EC53
        return mixed ^ (mixed &>> 33)
    }
}

/// How many times each problem of a file was found: 16 bytes a problem in one open-addressing
/// table. A large theme has hundreds of thousands of distinct messages, nearly all found once, and
/// a general dictionary of them took twice the room.
struct ProblemCounts {
    /// One slot: the key's two hashes and the count, zero for an empty slot.
    private struct Slot {
        var first: UInt64 = 0
        var second: UInt32 = 0
        var count: UInt32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 64)
    private var used = 0

    /// Counts one more finding of `key` and gives the count so far, this one included.
    mutating func increment(_ key: ProblemKey) -> Int {
        // Grown before the load passes 4/5, so linear probing finds a slot in a few steps.
        if (used + 1) * 5 > slots.count * 4 { grow() }
        let index = slotIndex(key)
        if slots[index].count == 0 {
            slots[index] = Slot(first: key.first, second: key.second, count: 0)
            used += 1
        }
        slots[index].count &+= 1
        return Int(slots[index].count)
    }

    /// How many times `key` was found.
    func count(of key: ProblemKey) -> Int {
        Int(slots[slotIndex(key)].count)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slotIndex(_ key: ProblemKey) -> Int {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: key.first) & mask
        while slots[index].count != 0, slots[index].first != key.first || slots[index].second != key.second {
            index = (index + 1) & mask
        }
        return index
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.count != 0 {
            slots[slotIndex(ProblemKey(first: slot.first, second: slot.second))] = slot
        }
    }
}

extension ProblemKey {
    fileprivate init(first: UInt64, second: UInt32) {
        self.first = first
        self.second = second
    }
}
