import Testing

@testable import NSSLint

@Suite("Two-lane hash")
struct TwoLaneHashTests {
    private func hash(_ bytes: ArraySlice<UInt8>) -> (UInt64, UInt64) {
        var hash = TwoLaneHash()
        bytes.withUnsafeBufferPointer { hash.absorb($0) }
        return (hash.first, hash.second)
    }

    /// Equal bytes hash equally wherever they are, whatever surrounds them (a hash that read
    /// past the end would tell them apart), and bytes of one length that differ anywhere,
    /// differently.
    @Test func equalBytesHashEquallyAndDifferentBytesDo() {
        for length in 0...40 {
            let text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let first = [UInt8](repeating: 0x41, count: 3) + text + [UInt8](repeating: 0x42, count: 9)
            let second = [UInt8](repeating: 0x43, count: 11) + text + [UInt8](repeating: 0x44, count: 5)
            let here = hash(first[3..<(3 + length)])
            #expect(here == hash(second[11..<(11 + length)]), "\(length)")
            for position in 0..<length {
                var changed = text
                changed[position] = UInt8(ascii: "Z")
                #expect(hash(changed[...]) != here, "\(length) \(position)")
            }
        }
        // The length is part of the hash: "ab" + "c" is not "a" + "bc".
        var split1 = TwoLaneHash()
        var split2 = TwoLaneHash()
        for part in ["ab", "c"] { Array(part.utf8).withUnsafeBufferPointer { split1.absorb($0) } }
        for part in ["a", "bc"] { Array(part.utf8).withUnsafeBufferPointer { split2.absorb($0) } }
        #expect(split1.first != split2.first)
    }
}
