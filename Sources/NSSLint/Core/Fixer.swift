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
        var taken: [Range<Int>] = []
        for finding in findings {
            guard let fixIt = finding.diagnostic.fixIts.first(where: { $0.applicability == .safe }) else { continue }
            let edits = fixIt.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let valid = edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            guard valid, !edits.contains(where: { edit in taken.contains { overlaps($0, edit.range) } }) else {
                continue
            }
            taken += edits.map(\.range)
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
