/// The optimal string alignment distance of a fixed word of at most 64 bytes to other words,
/// a whole column of the distance table at a time in the bits of one 64-bit word (Hyyrö's
/// bit-vector algorithm with transpositions, 2003): a few instructions a byte of the other word,
/// where the table's cells cost some twenty each.
struct BitParallelDistance {
    /// For each byte value, the positions of the word that hold it.
    private var positions = [UInt64](repeating: 0, count: 256)
    private let length: Int

    /// Prepares `word`; nil when it is empty or longer than 64 bytes.
    init?(_ word: [UInt8]) {
        guard !word.isEmpty, word.count <= 64 else { return nil }
        length = word.count
        for (index, byte) in word.enumerated() { positions[Int(byte)] |= 1 << UInt64(index) }
    }

    /// The distance from the word to `other`: insertions, deletions, substitutions and
    /// transpositions of neighbours each count one.
    func distance(to other: UnsafeBufferPointer<UInt8>) -> Int {
        // Without a limit the walk never stops early, so there is always a distance.
        distance(to: other, limit: .max) ?? .max
    }

    /// The distance from the word to `other`, or nil as soon as it must exceed `limit`: each
    /// byte left of `other` can lower the distance by one at most, so a score further above the
    /// limit than the bytes left cannot come back under it.
    func distance(to other: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let all: UInt64 = length == 64 ? ~0 : (1 << UInt64(length)) - 1
        let last: UInt64 = 1 << UInt64(length - 1)
        var plusVertical = all
        var minusVertical: UInt64 = 0
        var matchDiagonal: UInt64 = 0
        var previousMatches: UInt64 = 0
        var score = length
        var left = other.count
        for byte in other {
            let matches = positions[Int(byte)]
            let transposed = (((~matchDiagonal) & matches) << 1) & previousMatches
            matchDiagonal =
                ((((matches & plusVertical) &+ plusVertical) ^ plusVertical) | matches | minusVertical | transposed)
                & all
            var plusHorizontal = minusVertical | ~(matchDiagonal | plusVertical)
            var minusHorizontal = matchDiagonal & plusVertical
            if plusHorizontal & last != 0 { score += 1 } else if minusHorizontal & last != 0 { score -= 1 }
            plusHorizontal = (plusHorizontal << 1) | 1
            minusHorizontal = minusHorizontal << 1
            plusVertical = (minusHorizontal | ~(matchDiagonal | plusHorizontal)) & all
            minusVertical = plusHorizontal & matchDiagonal & all
            previousMatches = matches
            left -= 1
            if score &- left > limit { return nil }
        }
        return score <= limit ? score : nil
    }
}
