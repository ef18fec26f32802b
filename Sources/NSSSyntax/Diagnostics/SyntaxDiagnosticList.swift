/// A syntax diagnostic as a tree keeps it. Most are kept whole. An unclosed block, which a
/// damaged file can repeat millions of times (`A { A { A { ...`), is kept as five offsets and
/// made whole when read: whole, with its note and fix-it, it took about 280 bytes in four
/// allocations, and a 10 MB file of them held 2.5 million.
enum StoredDiagnostic: Sendable {
    case whole(WholeDiagnostic)
    /// Offsets fit in 32 bits: larger files are not parsed. `nextRuleEnd` is 0 when the file
    /// ends before the block closes (a next rule never ends at offset 0).
    case unclosedBlock(
        openingStart: UInt32, openingEnd: UInt32, insertion: UInt32, nextRuleStart: UInt32, nextRuleEnd: UInt32)

    init(_ diagnostic: Diagnostic) { self = .whole(WholeDiagnostic(diagnostic)) }

    static func unclosedBlock(opening: Range<Int>, end: Int, nextRule: Range<Int>?) -> StoredDiagnostic {
        .unclosedBlock(
            openingStart: UInt32(opening.lowerBound), openingEnd: UInt32(opening.upperBound),
            insertion: UInt32(end), nextRuleStart: UInt32(nextRule?.lowerBound ?? 0),
            nextRuleEnd: UInt32(nextRule?.upperBound ?? 0))
    }

    /// The byte range the problem is about, without making the diagnostic whole.
    var range: Range<Int> {
        switch self {
        case .whole(let whole): whole.diagnostic.range
        case .unclosedBlock(let openingStart, let openingEnd, _, _, _): Int(openingStart)..<Int(openingEnd)
        }
    }

    /// The diagnostic with its message, notes and fix-its.
    var diagnostic: Diagnostic {
        switch self {
        case .whole(let whole):
            return whole.diagnostic
        case .unclosedBlock(let openingStart, let openingEnd, let insertion, let nextRuleStart, let nextRuleEnd):
            return SyntaxDiagnostics.unclosedBlock(
                opening: Int(openingStart)..<Int(openingEnd), end: Int(insertion),
                nextRule: nextRuleEnd == 0 ? nil : Int(nextRuleStart)..<Int(nextRuleEnd))
        }
    }
}

/// One allocation for a whole diagnostic, so that the compact cases stay small.
final class WholeDiagnostic: Sendable {
    let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// The diagnostics of a tree, in source order. Each is made whole when read, so read each once
/// where there are many: ``ranges`` gives where they are without that.
public struct SyntaxDiagnosticList: RandomAccessCollection, Sendable {
    let stored: [StoredDiagnostic]

    init(_ stored: [StoredDiagnostic]) { self.stored = stored }

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of diagnostics.
    public var endIndex: Int { stored.count }

    /// The diagnostic at `position`.
    public subscript(position: Int) -> Diagnostic { stored[position].diagnostic }

    /// The byte range of each diagnostic, in order.
    public var ranges: [Range<Int>] { stored.map(\.range) }
}
