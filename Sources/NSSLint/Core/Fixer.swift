import NSSSyntax

/// Applies the safe fix-its of findings to a file's bytes. Fix-its whose edits overlap an
/// already chosen one are left for a later pass; every byte outside the chosen edits is kept.
public enum Fixer {
    /// The result of fixing one file.
    public struct Result: Sendable {
        /// The fixed bytes.
        public var bytes: [UInt8]
        /// The findings whose fix-its were applied, in order.
        public var applied: [Finding]
        /// The edits applied, in order of position (in the original bytes).
        public var edits: [TextEdit]
    }

    /// Applies each finding's first safe fix-it, when it does not overlap another.
    public static func apply(_ findings: [Finding], to bytes: [UInt8]) -> Result {
        var chosen: [(finding: Finding, edits: [TextEdit])] = []
        var taken = TakenRanges()
        for finding in findings {
            guard let fixIt = finding.diagnostic.fixIts.first(where: { $0.applicability == .safe }) else { continue }
            let edits = fixIt.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let valid = edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            guard valid, !edits.contains(where: { taken.conflicts(with: $0.range) }) else { continue }
            for edit in edits { taken.insert(edit.range) }
            chosen.append((finding, edits))
        }
        let edits = chosen.flatMap(\.edits).sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return Result(bytes: output, applied: chosen.map(\.finding), edits: edits)
    }

    /// Whether two ranges touch in a way that makes applying both ambiguous: they overlap, or two
    /// insertions sit at the same offset.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
        if a.isEmpty { return a.lowerBound > b.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return b.lowerBound > a.lowerBound && b.lowerBound < a.upperBound }
        return a.overlaps(b)
    }
}

/// The ranges of the edits chosen so far, which never conflict with each other (``Fixer/overlaps(_:_:)``):
/// the replaced ranges are disjoint and so ordered by both bounds, and no insertion point lies
/// inside one of them or on another. A new range is checked against its neighbours only, so a
/// file with a hundred thousand fixes is not checked a hundred thousand times over.
struct TakenRanges {
    /// Non-empty ranges by lower bound (their upper bounds are in the same order).
    private var replaced: [Range<Int>] = []
    /// Insertion points, in order.
    private var insertions: [Int] = []

    /// Whether `range` conflicts with a taken range, as ``Fixer/overlaps(_:_:)`` says.
    func conflicts(with range: Range<Int>) -> Bool {
        if range.isEmpty {
            let point = range.lowerBound
            // An insertion at the same point, or inside a replaced range.
            let index = insertions.partitionPoint { $0 >= point }
            if index < insertions.count && insertions[index] == point { return true }
            return lastReplaced(startingBefore: point).map { $0.upperBound > point } ?? false
        }
        // A replaced range overlapping it: the last one starting before it ends.
        if let last = lastReplaced(startingBefore: range.upperBound), last.upperBound > range.lowerBound {
            return true
        }
        // An insertion strictly inside it.
        let index = insertions.partitionPoint { $0 > range.lowerBound }
        return index < insertions.count && insertions[index] < range.upperBound
    }

    /// Takes a range that conflicts with none taken.
    mutating func insert(_ range: Range<Int>) {
        if range.isEmpty {
            insertions.insert(range.lowerBound, at: insertions.partitionPoint { $0 > range.lowerBound })
        } else {
            replaced.insert(range, at: replaced.partitionPoint { $0.lowerBound > range.lowerBound })
        }
    }

    private func lastReplaced(startingBefore offset: Int) -> Range<Int>? {
        let index = replaced.partitionPoint { $0.lowerBound >= offset }
        return index > 0 ? replaced[index - 1] : nil
    }
}
