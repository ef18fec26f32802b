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
        checkpointColumns.reserveCapacity(bytes.count / Self.checkpointInterval + 1)
        bytes.withUnsafeBufferPointer { buffer in
            // Sized once: growing by doubling would leave up to half of it unused.
            var breaks = 0
            for byte in buffer where byte == 0x0A || byte == 0x0D { breaks += 1 }
            starts.reserveCapacity(breaks + 1)
            var index = 0
            var column = 1
            let count = buffer.count
            while index < count {
                if index % Self.checkpointInterval == 0 { checkpointColumns.append(column) }
                let byte = buffer[index]
                index += 1
                if byte == 0x0A {
                    starts.append(UInt32(truncatingIfNeeded: index))
                    column = 1
                } else if byte == 0x0D {
                    if index < count, buffer[index] == 0x0A {
                        if index % Self.checkpointInterval == 0 { checkpointColumns.append(column + 1) }
                        index += 1
                    }
                    starts.append(UInt32(truncatingIfNeeded: index))
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
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
