import NSSSyntax

/// Two 64-bit hashes of a sequence of byte strings, computed together eight bytes at a time.
/// Each string's length is absorbed after it, so `"ab" + "c"` and `"a" + "bc"` differ.
struct TwoLaneHash {
    private(set) var first: UInt64
    private(set) var second: UInt64

    /// Starts from this process's seed.
    init() {
        first = Self.processSeed ^ 0x243F_6A88_85A3_08D3
        second = (Self.processSeed &* 0x9E37_79B9_7F4A_7C15) ^ 0x1319_8A2E_0370_7344
    }

    /// Chosen per process by the standard library's randomly seeded hasher, as dictionary keys
    /// are: texts cannot be chosen to collide in every run.
    private static let processSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    mutating func absorb(_ word: UInt64) {
        first = (first ^ word) &* 0x9FB2_1C65_1E98_DF25
        first = (first &<< 31) | (first &>> 33)
        second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second &>> 29
    }

    mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var tail: UInt64 = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            var index = 0
            while index + 8 <= count {
                absorb(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            // The bytes left, in at most three loads: the length, absorbed after them, tells
            // apart texts whose last loads overlap alike.
            if index < count { tail = tailWord(base, count: count) }
        }
        absorb(tail)
        absorb(UInt64(count))
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
