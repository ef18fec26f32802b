import NSSSyntax
import NSSTheme

/// The value errors a rule has met, by value text and type, each placed again for another
/// declaration with the same text: a theme writes one bad value (an alpha after a color variable,
/// `@background1 0.5`) hundreds of times, and reading it again expanded its variables and parsed
/// it each time, about 10,000 instructions, for the same error. Keyed by
/// ``CleanValueTexts/key(_:type:)``; at most ``capacity`` texts, so that a file of distinct bad
/// values keeps a bounded table.
struct FailedValueReads {
    /// Where an error points, as it can be placed in another declaration with the same text.
    private enum Place {
        /// Nowhere in particular.
        case none
        /// Offsets within the value: a part of the use's own text.
        case inValue(Range<Int>)
        /// A definition's text, in this file or another: the same for every use.
        case elsewhere(SourceSpan)
    }

    private struct Entry {
        let start: Int
        let length: Int
        let message: String
        let place: Place
    }

    /// Distinct texts remembered at most.
    static let capacity = 4096

    private let file: SourceFile
    private var entries: [UInt64: [Entry]] = [:]
    private var count = 0
    /// A bit per key's low bits, set for each key remembered: most texts looked up were never
    /// remembered (they read cleanly the first time), and a dictionary miss cost about 200
    /// instructions.
    private var mayHave = [UInt64](repeating: 0, count: 64)

    init(file: SourceFile) { self.file = file }

    /// The error the text at `valueRange` had before, pointing where that text's error would.
    func error(at valueRange: Range<Int>, key: UInt64) -> ValueError? {
        let bit = Self.bit(of: key)
        guard mayHave[bit >> 6] & (1 << (bit & 63)) != 0, let candidates = entries[key] else { return nil }
        return file.bytes.withUnsafeBytes { bytes in
            for entry in candidates
            where entry.length == valueRange.count
                && CleanValueTexts.equal(bytes, entry.start, valueRange.lowerBound, count: entry.length)
            {
                switch entry.place {
                case .none:
                    return ValueError(entry.message, span: nil)
                case .inValue(let offsets):
                    let start = valueRange.lowerBound + offsets.lowerBound
                    let range = start..<(start + offsets.count)
                    return ValueError(entry.message, span: SourceSpan(file: file, range: range))
                case .elsewhere(let span):
                    return ValueError(entry.message, span: span)
                }
            }
            return nil
        }
    }

    /// Remembers the error of the value at `valueRange` in the declaration at `declarationRange`.
    /// An error pointing into the declaration outside its value, or across the value's edge, is
    /// not remembered: it could not be placed for another use.
    mutating func insert(
        _ error: ValueError, at valueRange: Range<Int>, in declarationRange: Range<Int>, key: UInt64
    ) {
        guard count < Self.capacity else { return }
        let place: Place
        if let span = error.span {
            let range = span.range
            if span.file === file && range.lowerBound >= valueRange.lowerBound
                && range.upperBound <= valueRange.upperBound
            {
                place = .inValue(
                    (range.lowerBound - valueRange.lowerBound)..<(range.upperBound - valueRange.lowerBound))
            } else if span.file !== file || range.upperBound < declarationRange.lowerBound
                || range.lowerBound > declarationRange.upperBound
            {
                place = .elsewhere(span)
            } else {
                return
            }
        } else {
            place = .none
        }
        let bit = Self.bit(of: key)
        mayHave[bit >> 6] |= 1 << (bit & 63)
        entries[key, default: []].append(
            Entry(start: valueRange.lowerBound, length: valueRange.count, message: error.message, place: place))
        count += 1
    }

    private static func bit(of key: UInt64) -> Int { Int(truncatingIfNeeded: key >> 1) & 4095 }
}
