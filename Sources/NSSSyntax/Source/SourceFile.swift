/// One stylesheet's bytes and the name they are reported under.
///
/// Positions everywhere in NSSKit are UTF-8 byte offsets into ``bytes``. Line and column numbers
/// are only needed when a message is shown, so the line-start table behind ``location(of:)`` is
/// built on first use and then shared.
public final class SourceFile: Sendable {
    /// The path or name shown in diagnostics (`Themes/brand.nss`, `<stdin>`).
    public let path: String
    /// The file's content, exactly as read.
    public let bytes: [UInt8]
    private let lineTable = OnceCell<LineTable>()

    /// The largest input the lexer can address: offsets are stored as 32-bit integers.
    public static let maximumSize = Int(UInt32.max) - 1

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from a string's UTF-8 encoding.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, decoding invalid UTF-8 as U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[clamped(range)], as: UTF8.self)
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars, so a
    /// multi-byte character is one column (SARIF's `unicodeCodePoints`).
    public func location(of offset: Int) -> SourceLocation {
        return table.location(of: min(max(offset, 0), bytes.count), in: bytes)
    }

    /// The 1-based line of a byte offset, found by counting the line breaks before it instead of
    /// building the line table: for a lookup or two before any report is made (the table takes 4
    /// bytes a line, a few megabytes for a large theme). Equal to `location(of:).line`.
    public func line(countingTo offset: Int) -> Int {
        let end = min(max(offset, 0), bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            var line = 1
            for index in 0..<end {
                let byte = buffer[index]
                // A CR LF pair is one break, counted at its LF.
                if byte == 0x0A || (byte == 0x0D && (index + 1 == buffer.count || buffer[index + 1] != 0x0A)) {
                    line += 1
                }
            }
            return line
        }
    }

    /// The byte range of the 1-based line `line`, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        return table.range(ofLine: line, in: bytes)
    }

    private var table: LineTable {
        lineTable.get { LineTable(bytes) }
    }

    private func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return lower..<upper
    }
}

/// A 1-based line and column in a ``SourceFile``.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars.
    public let column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// A short human-readable form.
    public var description: String { "\(line):\(column)" }
}

/// The byte offset at which each line starts. A line ends at LF, at CR LF, or at a lone CR
/// (classic Mac files), so a CR LF pair is one line break.
///
/// Columns count Unicode scalars. So that a column costs the same on a 10 MB line as on a short
/// one, the table also records the column at every ``checkpointInterval``-th byte; a lookup scans
/// at most that many bytes.
struct LineTable: Sendable {
    static let checkpointInterval = 4096
    /// Line starts as 32-bit offsets: a parsed file is at most `SourceFile.maximumSize` bytes,
    /// and a large theme has a million lines.
    private var starts: [UInt32] = [0]
    /// The 1-based column at byte offset `i * checkpointInterval`.
    private var checkpointColumns: [Int] = []

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            // Sized once: growing by doubling would leave up to half of it unused.
            starts.reserveCapacity(Self.breakBytes(buffer) + 1)
            Self.forEachLineStart(buffer) { starts.append(UInt32(truncatingIfNeeded: $0)) }
            checkpointColumns = Self.checkpointColumns(buffer, lineStarts: starts)
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` equal to `byte`, exactly (no borrow between bytes).
    @inline(__always)
    private static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let differences = word ^ (ones &* UInt64(byte))
        // A byte is nonzero when its low seven bits are, or its high bit is.
        let nonzero = ((differences & ~highBits) &+ ~highBits) | differences
        return ~nonzero & highBits
    }

    @inline(__always)
    private static func word(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The number of bits set, one at a time: they are few (a break or a multi-byte character
    /// in a word of eight bytes), and the baseline x86-64 target has no population count
    /// instruction, so `nonzeroBitCount` is a dozen operations whatever the word.
    @inline(__always)
    private static func setBits(_ word: UInt64) -> Int {
        var rest = word
        var count = 0
        while rest != 0 {
            rest &= rest &- 1
            count += 1
        }
        return count
    }

    /// How many bytes are CR or LF (a CR LF pair counts twice), eight bytes at a time.
    private static func breakBytes(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index + 8 <= buffer.count {
            let word = word(buffer, at: index)
            count += setBits(bytes(equalTo: 0x0A, in: word) | bytes(equalTo: 0x0D, in: word))
            index += 8
        }
        while index < buffer.count {
            if buffer[index] == 0x0A || buffer[index] == 0x0D { count += 1 }
            index += 1
        }
        return count
    }

    /// Calls `body` with the offset after each line break (LF, CR LF or a lone CR), eight bytes
    /// at a time: a word's first break is found from its mask, the words without one skipped.
    private static func forEachLineStart(_ buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        let count = buffer.count
        var index = 0
        while index < count {
            let breakAt: Int
            if index + 8 <= count {
                let word = word(buffer, at: index)
                let breaks = bytes(equalTo: 0x0A, in: word) | bytes(equalTo: 0x0D, in: word)
                if breaks == 0 {
                    index += 8
                    continue
                }
                breakAt = index + breaks.trailingZeroBitCount &>> 3
            } else {
                guard buffer[index] == 0x0A || buffer[index] == 0x0D else {
                    index += 1
                    continue
                }
                breakAt = index
            }
            index = breakAt + 1
            if buffer[breakAt] == 0x0D && index < count && buffer[index] == 0x0A { index += 1 }
            body(index)
        }
    }

    /// The 1-based column at each checkpoint: one more than the scalars (bytes that are not UTF-8
    /// continuation bytes) between the start of its line and it, counted from the previous
    /// checkpoint when the line started before that one, so a very long line is counted once.
    private static func checkpointColumns(_ buffer: UnsafeBufferPointer<UInt8>, lineStarts: [UInt32]) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(buffer.count / checkpointInterval + 1)
        var line = 0
        var previous = (offset: 0, column: 1)
        for checkpoint in stride(from: 0, to: buffer.count, by: checkpointInterval) {
            while line + 1 < lineStarts.count && Int(lineStarts[line + 1]) <= checkpoint { line += 1 }
            let lineStart = Int(lineStarts[line])
            let column =
                lineStart <= previous.offset
                ? previous.column + scalars(buffer, from: previous.offset, to: checkpoint)
                : 1 + scalars(buffer, from: lineStart, to: checkpoint)
            columns.append(column)
            previous = (checkpoint, column)
        }
        return columns
    }

    /// The bytes of `start..<end` that are not continuation bytes (10xxxxxx).
    private static func scalars(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index + 8 <= end {
            let word = word(buffer, at: index)
            // Continuation bytes have the high bit set and the next one clear.
            let continuations = word & ~(word &<< 1) & highBits
            count += 8 - setBits(continuations)
            index += 8
        }
        while index < end {
            if buffer[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let lineIndex = lineIndex(containing: offset)
        let lineStart = Int(starts[lineIndex])
        var position = lineStart
        var column = 1
        let checkpoint = offset / Self.checkpointInterval
        if checkpoint < checkpointColumns.count && checkpoint * Self.checkpointInterval > lineStart {
            position = checkpoint * Self.checkpointInterval
            column = checkpointColumns[checkpoint]
        }
        while position < offset {
            // Continuation bytes (10xxxxxx) do not start a new scalar.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(line: lineIndex + 1, column: column)
    }

    func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let index = min(max(line - 1, 0), starts.count - 1)
        let start = Int(starts[index])
        var end = index + 1 < starts.count ? Int(starts[index + 1]) : bytes.count
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
