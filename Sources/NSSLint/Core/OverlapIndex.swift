/// A fixed set of ranges that answers whether any of them overlaps a range in logarithmic time,
/// so that checking every declaration against every syntax problem of a file stays linear in
/// practice however many problems a broken file has.
struct OverlapIndex {
    /// The non-empty ranges by lower bound (an empty range overlaps nothing).
    private let lowerBounds: [Int]
    /// The greatest upper bound among the ranges up to each index.
    private let greatestUpperBounds: [Int]

    init(_ ranges: [Range<Int>]) {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        lowerBounds = sorted.map(\.lowerBound)
        var greatest = Int.min
        greatestUpperBounds = sorted.map { range in
            greatest = max(greatest, range.upperBound)
            return greatest
        }
    }

    /// Whether a range of the set shares an element with `range`, as `Range.overlaps` says.
    func overlaps(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        // The ranges starting before `range` ends: one of them overlaps when it ends after
        // `range` starts.
        let starting = lowerBounds.partitionPoint { $0 >= range.upperBound }
        return starting > 0 && greatestUpperBounds[starting - 1] > range.lowerBound
    }
}
