/// "Did you mean ...?" suggestions by edit distance.
public enum Suggestions {
    /// The edit distance between two strings, compared by Unicode scalars: insertions,
    /// deletions, substitutions and transpositions of neighbours each count one (the "optimal
    /// string alignment" distance, so `shrot` is one edit from `short`). Nil as soon as it must
    /// exceed `limit`, which keeps scanning a large table cheap.
    public static func editDistance(_ lhs: String, _ rhs: String, limit: Int = .max) -> Int? {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The candidates closest to `word`, best first: those within a distance that grows with the
    /// word's length (one edit per three letters, rounding up from two, at least 1 and at most
    /// `maximumDistance`), ties in alphabetical order. Case differences count as a half edit so
    /// `Fontcolor` finds `fontColor`.
    public static func closest(
        to word: String, in candidates: some Sequence<String>, count: Int = 1, maximumDistance: Int = 4
    ) -> [String] {
        let limit = min(maximumDistance, max(1, (word.unicodeScalars.count + 1) / 3))
        let lowered = word.lowercased()
        var scored: [(score: Int, candidate: String)] = []
        for candidate in candidates where candidate != word {
            guard let distance = editDistance(lowered, candidate.lowercased(), limit: limit) else { continue }
            let caseOnly = distance == 0 ? 1 : 0
            scored.append((distance * 2 + caseOnly, candidate))
        }
        scored.sort { ($0.score, $0.candidate) < ($1.score, $1.candidate) }
        return scored.prefix(count).map(\.candidate)
    }
}
