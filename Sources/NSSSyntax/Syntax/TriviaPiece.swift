/// One piece of the trivia in front of a token.
public enum TriviaPiece: Hashable, Sendable {
    /// Spaces, tabs, form feeds and vertical tabs.
    case whitespace(Range<Int>)
    /// One or more line breaks (LF, CR LF or lone CR).
    case newlines(Range<Int>)
    /// A `/* ... */` comment, possibly unterminated at the end of the file.
    case blockComment(Range<Int>)
    /// A `// ...` comment, without its line break.
    case lineComment(Range<Int>)
    /// The UTF-8 byte order mark at the start of the file.
    case byteOrderMark(Range<Int>)

    /// The bytes of the piece.
    public var range: Range<Int> {
        switch self {
        case .whitespace(let range), .newlines(let range), .blockComment(let range), .lineComment(let range),
            .byteOrderMark(let range):
            range
        }
    }

    /// Splits a gap between tokens, which holds only trivia, into pieces.
    static func split(_ bytes: [UInt8], range: Range<Int>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var index = range.lowerBound
        let end = range.upperBound
        func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        while index < end {
            let start = index
            let byte = bytes[index]
            if index == 0 && end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                index = 3
                pieces.append(.byteOrderMark(start..<index))
            } else if isLineBreak(byte) {
                while index < end && isLineBreak(bytes[index]) { index += 1 }
                pieces.append(.newlines(start..<index))
            } else if byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < end && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, end)
                pieces.append(.blockComment(start..<index))
            } else if byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/") {
                while index < end && !isLineBreak(bytes[index]) && bytes[index] != 0x0C { index += 1 }
                pieces.append(.lineComment(start..<index))
            } else {
                // Whitespace: the only other thing a gap holds.
                while index < end
                    && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0B || bytes[index] == 0x0C)
                {
                    index += 1
                }
                if index == start { index += 1 }
                pieces.append(.whitespace(start..<index))
            }
        }
        return pieces
    }
}
