/// The byte offset at which each line starts. A line ends at LF, at CR LF, or at a lone CR
/// (classic Mac files), so a CR LF pair is one line break.
///
/// Columns count Unicode scalars. So that a column costs the same on a 10 MB line as on a short
/// one, the table also records the column at every ``checkpointInterval``-th byte; a lookup scans
/// at most that many bytes.
///
/// The table is made as far as it is read: a lookup past what is scanned scans on, to the offset
/// or twice as far as before, whichever is further, so a file is scanned at most once.
struct LineTable: Sendable {
    static let checkpointInterval = 4096
    /// The least a scan covers: a few lookups near the start read one small piece.
    static let firstScan = 4096
    /// Line starts as 32-bit offsets: a parsed file is at most `SourceFile.maximumSize` bytes,
    /// and a large theme has a million lines. Every start at or before `scanned` is here.
    private var starts: [UInt32] = [0]
    /// The 1-based column at byte offset `i * checkpointInterval`, for every checkpoint before
    /// `scanned`.
    private var checkpointColumns: [Int] = []
    /// The bytes before this offset are scanned. It never falls between a CR and its LF.
    private var scanned = 0

    /// Scans on, if need be, until every line start at or before `offset` is known.
    mutating func scan(toCover offset: Int, in bytes: [UInt8]) {
        guard offset > scanned else { return }
        extend(to: max(offset, 2 * scanned, Self.firstScan), in: bytes)
    }

    /// Scans on, if need be, until line `line` (1-based) has started or the file has ended.
    mutating func scan(toStartLine line: Int, in bytes: [UInt8]) {
        while starts.count < line && scanned < bytes.count {
            extend(to: max(2 * scanned, Self.firstScan), in: bytes)
        }
    }

    /// Scans `scanned..<end` (end moved past a LF that follows a CR, and cut at the file's end).
    private mutating func extend(to requested: Int, in bytes: [UInt8]) {
        var end = min(requested, bytes.count)
        if end > 0 && end < bytes.count && bytes[end - 1] == 0x0D && bytes[end] == 0x0A { end += 1 }
        guard end > scanned else { return }
        bytes.withUnsafeBufferPointer { buffer in
            // Sized for the piece: growing by doubling would leave up to half of it unused.
            starts.reserveCapacity(starts.count + Self.breakBytes(buffer, from: scanned, to: end))
            Self.forEachLineStart(buffer, from: scanned, to: end) { starts.append(UInt32(truncatingIfNeeded: $0)) }
            appendCheckpointColumns(buffer, before: end)
        }
        scanned = end
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

    /// How many bytes of `start..<end` are CR or LF (a CR LF pair counts twice), eight bytes at
    /// a time.
    private static func breakBytes(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index + 8 <= end {
            let word = word(buffer, at: index)
            count += setBits(bytes(equalTo: 0x0A, in: word) | bytes(equalTo: 0x0D, in: word))
            index += 8
        }
        while index < end {
            if buffer[index] == 0x0A || buffer[index] == 0x0D { count += 1 }
            index += 1
        }
        return count
    }

    /// Calls `body` with the offset after each line break (LF, CR LF or a lone CR) in
    /// `start..<end`, eight bytes at a time: a word's first break is found from its mask, the
    /// words without one skipped. `end` does not fall between a CR and its LF.
    private static func forEachLineStart(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (Int) -> Void
    ) {
        var index = start
        while index < end {
            let breakAt: Int
            if index + 8 <= end {
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
            if buffer[breakAt] == 0x0D && index < end && buffer[index] == 0x0A { index += 1 }
            body(index)
        }
    }

    /// The 1-based column at each checkpoint before `end` not yet recorded: one more than the
    /// scalars (bytes that are not UTF-8 continuation bytes) between the start of its line and
    /// it, counted from the previous checkpoint when the line started before that one, so a very
    /// long line is counted once. Every line start before `end` is known.
    private mutating func appendCheckpointColumns(_ buffer: UnsafeBufferPointer<UInt8>, before end: Int) {
        var checkpoint = checkpointColumns.count * Self.checkpointInterval
        guard checkpoint < end else { return }
        var previous =
            checkpointColumns.last.map { (offset: checkpoint - Self.checkpointInterval, column: $0) }
            ?? (offset: 0, column: 1)
        var line = lineIndex(containing: checkpoint)
        while checkpoint < end {
            while line + 1 < starts.count && Int(starts[line + 1]) <= checkpoint { line += 1 }
            let lineStart = Int(starts[line])
            let column =
                lineStart <= previous.offset
                ? previous.column + Self.scalars(buffer, from: previous.offset, to: checkpoint)
                : 1 + Self.scalars(buffer, from: lineStart, to: checkpoint)
            checkpointColumns.append(column)
            previous = (checkpoint, column)
            checkpoint += Self.checkpointInterval
        }
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

    /// The location of `offset`, scanned to cover it.
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

    /// The range of line `line`, scanned until the line after it has started or the file ended.
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
