import Testing

@testable import NSSSyntax

/// The word-at-a-time comparison behind the interner's and the clean value texts' hash matches.
@Suite("Same bytes")
struct SameBytesTests {
    /// Every length up to 40 (under a word, one word, words and an overlapping tail), a byte
    /// changed at each place: two names rarely share a hash, so the tables' own tests would pass
    /// with a comparison that said yes to unequal bytes.
    @Test func bytesCompareEqualOnlyWhenEveryByteIs() {
        let stored = [UInt8](repeating: 0x2D, count: 3) + (0..<40).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for count in 0...40 {
            var query = Array(stored[3..<(3 + count)])
            func same() -> Bool {
                stored.withUnsafeBytes { stored in
                    query.withUnsafeBytes { query in
                        // An empty query has no address of its own: compared at the stored bytes.
                        sameBytes(stored.baseAddress! + 3, query.baseAddress ?? stored.baseAddress!, count: count)
                    }
                }
            }
            #expect(same(), "length \(count)")
            for position in 0..<count {
                query[position] ^= 0x20
                #expect(!same(), "length \(count), byte \(position)")
                query[position] ^= 0x20
            }
        }
    }
}
