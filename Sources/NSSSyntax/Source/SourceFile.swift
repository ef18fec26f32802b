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
    /// Scanned as far as locations are asked for: a report shows the first findings of a large
    /// file, and reading every line break and checkpoint up front was 37 M of `nsslint`'s 919 M
    /// instructions on the 5 MB benchmark theme.
    private let lineTable = Locked(LineTable())

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
        let offset = min(max(offset, 0), bytes.count)
        return lineTable.withLock { table in
            table.scan(toCover: offset, in: bytes)
            return table.location(of: offset, in: bytes)
        }
    }

    /// The byte range of the 1-based line `line`, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        lineTable.withLock { table in
            table.scan(toStartLine: line + 1, in: bytes)
            return table.range(ofLine: line, in: bytes)
        }
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
