/// "Did you mean ...?" suggestions by edit distance.
public enum Suggestions {
    /// The edit distance between two strings, compared by Unicode scalars: insertions,
    /// deletions, substitutions and transpositions of neighbours each count one (the "optimal
    /// string alignment" distance, so `shrot` is one edit from `short`). Nil as soon as it must
    /// exceed `limit`, which keeps scanning a large table cheap.
    public static func editDistance(_ lhs: String, _ rhs: String, limit: Int = .max) -> Int? {
        var rows = Rows()
        return editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), limit: limit, rows: &rows)
    }

    /// The three rows of the distance table, reused from one comparison to the next.
    private struct Rows {
        var beforePrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    private static func editDistance(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout Rows
    ) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        if rows.previous.count <= b.count {
            rows = Rows(
                beforePrevious: Array(repeating: 0, count: b.count + 1),
                previous: Array(repeating: 0, count: b.count + 1),
                current: Array(repeating: 0, count: b.count + 1))
        }
        // The first row; the others' cells are each written before they are read.
        for j in 0...b.count { rows.previous[j] = j }
        for i in 1...a.count {
            rows.current[0] = i
            var rowMinimum = rows.current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(rows.previous[j - 1] + cost, rows.previous[j] + 1, rows.current[j - 1] + 1)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, rows.beforePrevious[j - 2] + 1)
                }
                rows.current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return nil }
            (rows.beforePrevious, rows.previous, rows.current) = (rows.previous, rows.current, rows.beforePrevious)
        }
        return rows.previous[b.count] <= limit ? rows.previous[b.count] : nil
    }

    /// The candidates closest to `word`, best first: those within a distance that grows with the
    /// word's length (one edit per three letters, rounding up from two, at least 1 and at most
    /// `maximumDistance`), ties in alphabetical order. Case differences count as a half edit so
    /// `Fontcolor` finds `fontColor`.
    public static func closest(
        to word: String, in candidates: some Sequence<String>, count: Int = 1, maximumDistance: Int = 4
    ) -> [String] {
        let limit = min(maximumDistance, max(1, (word.unicodeScalars.count + 1) / 3))
        // The word's scalars once, not once per candidate: a keyword's suggestion among a dozen
        // words cost a hundred thousand instructions.
        let lowered = Array(word.lowercased().unicodeScalars)
        var rows = Rows()
        var scored: [(score: Int, candidate: String)] = []
        for candidate in candidates where candidate != word {
            let candidateScalars = Array(candidate.lowercased().unicodeScalars)
            guard let distance = editDistance(lowered, candidateScalars, limit: limit, rows: &rows) else { continue }
            let caseOnly = distance == 0 ? 1 : 0
            scored.append((distance * 2 + caseOnly, candidate))
        }
        scored.sort { ($0.score, $0.candidate) < ($1.score, $1.candidate) }
        return scored.prefix(count).map(\.candidate)
    }
}

/// A fixed set of candidate words prepared for fast "did you mean" lookups: each candidate's
/// lowercased bytes, length and letter histogram are computed once, and a query skips every
/// candidate whose length or histogram alone proves it too far away before computing a distance.
/// Gives the same answers as ``Suggestions/closest(to:in:count:maximumDistance:)``.
public struct SuggestionIndex: Sendable {
    /// The candidates by length in bytes, alphabetically within a length, so that the lengths a
    /// query visits are one run: those of length `l` are `lengthStart[l]..<lengthStart[l + 1]`.
    /// Read in place, a run needs no list of indices to look the candidates up through.
    private let words: [String]
    /// Each candidate's place in alphabetical order, which breaks ties between equal scores.
    private let alphabeticalRanks: [Int]
    /// Every candidate's lowercased bytes, one after the other; `offsets[i]..<offsets[i + 1]`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    /// 32 saturating byte counts per candidate, and the same folded to 16.
    private let histograms: [UInt8]
    private let foldedHistograms: [UInt8]
    private let lengthStart: [Int]

    /// Prepares the candidates.
    public init(_ words: some Sequence<String>) {
        let alphabetical = Set(words).sorted()
        let lowered = alphabetical.map(Self.lowered)
        // Stable: alphabetical within each length.
        let order = alphabetical.indices.sorted { (lowered[$0].count, $0) < (lowered[$1].count, $1) }
        var bytes: [UInt8] = []
        var offsets = [0]
        var histograms: [UInt8] = []
        var foldedHistograms: [UInt8] = []
        var lengthStart = [0]
        for index in order {
            let word = lowered[index]
            while lengthStart.count <= word.count { lengthStart.append(offsets.count - 1) }
            bytes += word
            offsets.append(bytes.count)
            let both = Self.histograms(word)
            histograms += both[..<32]
            foldedHistograms += both[32...]
        }
        lengthStart.append(order.count)
        self.words = order.map { alphabetical[$0] }
        alphabeticalRanks = order
        self.bytes = bytes
        self.offsets = offsets
        self.histograms = histograms
        self.foldedHistograms = foldedHistograms
        self.lengthStart = lengthStart
    }

    /// The number of candidates.
    public var count: Int { words.count }

    private static func lowered(_ word: String) -> [UInt8] {
        // Copied whole, then changed in place: mapping the view byte by byte cost more than the
        // rest of a query's set-up.
        var bytes = Array(word.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        return bytes
    }

    /// Counts of bytes folded into 32 buckets by their low five bits (each letter has its own;
    /// digits share with letters), saturating at 31: an edit changes the histogram's L1 distance
    /// by at most 2, so half that distance is a lower bound of the edit distance, and folded or
    /// saturated counts differ by no more than the counts do.
    ///
    /// Then, after those 32, the counts folded to 16 buckets (`min(31, h[i] + h[i + 16])`):
    /// folding only merges what an edit changes, so the folded distance bounds the histograms'
    /// from below, in half the work, and it rules out nine candidates in ten of a class path query.
    private static func histograms(_ bytes: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: 48)
        result.withUnsafeMutableBufferPointer { counts in
            for byte in bytes {
                let bucket = Int(byte & 0x1F)
                if counts[bucket] < 31 { counts[bucket] += 1 }
            }
            for bucket in 0..<16 { counts[32 + bucket] = min(31, counts[bucket] + counts[bucket + 16]) }
        }
        return result
    }

    /// The absolute differences of two sixteen-bucket chunks of histograms, lane by lane: the
    /// larger count less the smaller, which compiles to an unsigned byte maximum and minimum.
    @inline(__always)
    private static func absoluteDifferences(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        x.replacing(with: y, where: x .< y) &- x.replacing(with: y, where: x .> y)
    }

    /// The sum of sixteen byte lanes of at most 62 each (counts are at most 31, so two chunks'
    /// differences add up in a byte): neighbours are added into 16-bit lanes, then those by a
    /// multiply. The standard library's `wrappedSum` is a call.
    @inline(__always)
    private static func laneSum(_ lanes: SIMD16<UInt8>) -> Int {
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        let evenLanes: UInt64 = 0x00FF_00FF_00FF_00FF
        let pairs =
            (halves[0] & evenLanes) &+ ((halves[0] &>> 8) & evenLanes) &+ (halves[1] & evenLanes)
            &+ ((halves[1] &>> 8) & evenLanes)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
    }

    /// The candidates closest to `word`, best first, as ``Suggestions/closest(to:in:count:maximumDistance:)``.
    public func closest(to word: String, count: Int = 1, maximumDistance: Int = 4) -> [String] {
        let query = Self.lowered(word)
        // Same threshold as Suggestions.closest, counted in bytes (identical for ASCII words).
        // An ASCII word's scalars are its bytes, without a walk through the scalars.
        let scalars = query.allSatisfy { $0 < 0x80 } ? query.count : word.unicodeScalars.count
        let limit = min(maximumDistance, max(1, (scalars + 1) / 3))
        // The candidates of lengths within the limit of the query's: one run.
        let longest = lengthStart.count - 2
        let run =
            query.count - limit > longest
            ? 0..<0
            : lengthStart[max(0, query.count - limit)]..<lengthStart[min(longest, query.count + limit) + 1]
        var scored: [(score: Int, rank: Int, candidate: Int)] = []
        // The query's 32 counts, then its 16 folded ones, in registers for the whole scan: read
        // through a pointer, they were loaded again for each candidate.
        let queryCounts = Self.histograms(query)
        let (queryLow, queryHigh, queryFolded) = queryCounts.withUnsafeBytes { counts in
            (
                counts.loadUnaligned(as: SIMD16<UInt8>.self),
                counts.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                counts.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
            )
        }
        // (distance + 1) / 2 > limit, without the division.
        let bound = 2 * limit
        histograms.withUnsafeBytes { histograms in
            foldedHistograms.withUnsafeBytes { folded in
                bytes.withUnsafeBufferPointer { bytes in
                    var search = Search(query: query, limit: limit, bytes: bytes, offsets: offsets)
                    for index in run {
                        let foldedCounts = folded.loadUnaligned(fromByteOffset: index &* 16, as: SIMD16<UInt8>.self)
                        if Self.laneSum(Self.absoluteDifferences(foldedCounts, queryFolded)) > bound { continue }
                        let low = histograms.loadUnaligned(fromByteOffset: index &* 32, as: SIMD16<UInt8>.self)
                        let high = histograms.loadUnaligned(fromByteOffset: index &* 32 &+ 16, as: SIMD16<UInt8>.self)
                        let differences =
                            Self.absoluteDifferences(low, queryLow) &+ Self.absoluteDifferences(high, queryHigh)
                        if Self.laneSum(differences) > bound { continue }
                        guard let distance = search.distance(to: index) else { continue }
                        if distance == 0 && words[index] == word { continue }
                        scored.append((distance * 2 + (distance == 0 ? 1 : 0), alphabeticalRanks[index], index))
                    }
                }
            }
        }
        scored.sort { ($0.score, $0.rank) < ($1.score, $1.rank) }
        return scored.prefix(count).map { words[$0.candidate] }
    }

    /// One query's exact distances to the candidates its histogram does not rule out.
    private struct Search {
        let query: [UInt8]
        let limit: Int
        let bytes: UnsafeBufferPointer<UInt8>
        let offsets: [Int]
        /// Words of up to 64 bytes, nearly all, are compared a column at a time. Prepared for
        /// the first candidate the histograms let through: a table of 256 words, most queries
        /// of a made-up path need none.
        private var pattern: Pattern = .notPrepared

        private enum Pattern {
            case notPrepared
            case prepared(BitParallelDistance?)
        }
        // The banded table's rows and candidate, sized when a word too long for the bit vectors
        // needs them.
        var previous: [Int] = []
        var current: [Int] = []
        var beforePrevious: [Int] = []
        var candidate: [UInt8] = []

        init(query: [UInt8], limit: Int, bytes: UnsafeBufferPointer<UInt8>, offsets: [Int]) {
            self.query = query
            self.limit = limit
            self.bytes = bytes
            self.offsets = offsets
        }

        /// The distance to candidate `index`, nil when it is beyond the limit.
        mutating func distance(to index: Int) -> Int? {
            let word = UnsafeBufferPointer(rebasing: bytes[offsets[index]..<offsets[index + 1]])
            if case .notPrepared = pattern { pattern = .prepared(BitParallelDistance(query)) }
            if case .prepared(let prepared?) = pattern { return prepared.distance(to: word, limit: limit) }
            candidate.removeAll(keepingCapacity: true)
            candidate.append(contentsOf: word)
            return SuggestionIndex.distance(
                query, candidate, limit: limit, rows: &previous, &current, &beforePrevious)
        }
    }

    /// Optimal string alignment distance on bytes, computed only in the band of cells within
    /// `limit` of the diagonal (cells outside it cannot lead to a distance within the limit), with
    /// early exit and reused row buffers.
    fileprivate static func distance(
        _ a: [UInt8], _ b: [UInt8], limit: Int, rows previous: inout [Int], _ current: inout [Int],
        _ beforePrevious: inout [Int]
    ) -> Int? {
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return max(n, m) <= limit ? max(n, m) : nil }
        if previous.count < m + 2 {
            previous = [Int](repeating: 0, count: m + 2)
            current = previous
            beforePrevious = previous
        }
        let infinity = limit + 1
        for j in 0...m { previous[j] = j <= limit ? j : infinity }
        previous[m + 1] = infinity
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            if low > high { return nil }
            current[low - 1] = low == 1 ? (i <= limit ? i : infinity) : infinity
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                best = min(best, infinity)
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if high + 1 <= m { current[high + 1] = infinity }
            if rowMinimum > limit { return nil }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
