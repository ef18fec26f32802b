/// Turns UTF-8 bytes into tokens. It never throws and never stops early: bytes no token accepts
/// become ``TokenKind/invalid`` tokens with a diagnostic, unterminated strings and comments are
/// reported at their opening and end at the line break or the end of the input.
///
/// Whitespace and comments are trivia: they sit in the gap before the next token. Comments are also
/// recorded in ``comments`` so that tools need not search the gaps for them.
///
/// The lexer reads from a buffer its owner keeps alive; positions are byte offsets into it.
struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let classes = ByteClass.table
    /// Where the next token or trivia starts.
    private(set) var position: Int
    /// Where the most recently returned token starts.
    private(set) var tokenStart: Int = 0
    /// Every comment met so far, in order.
    var comments: [Comment] = []
    /// Every lexical problem met so far, in order.
    var diagnostics: [Diagnostic] = []

    /// A lexer from `start`: the start of the input, or where a piece of it parsed on its own
    /// begins (just past a token).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        self.bytes = bytes
        // A byte order mark at the very start is leading trivia of the first token.
        position = start == 0 && UTF8Validation.isByteOrderMark(bytes, at: 0) ? 3 : start
    }

    /// Lexes the next token; the token spans `tokenStart..<position` afterwards.
    @inline(__always)
    mutating func next() -> TokenKind {
        skipTrivia()
        tokenStart = position
        guard position < bytes.count else { return .endOfFile }
        let byte = bytes[position]
        if classes[Int(byte)] & ByteClass.identifierStart != 0 {
            if byte < 0x80 { return lexWord() }
            let length = UTF8Validation.sequenceLength(bytes, at: position)
            if length > 0 && !UTF8Validation.isByteOrderMark(bytes, at: position) { return lexWord() }
            return lexInvalid()
        }
        switch byte {
        case UInt8(ascii: ":"): return punctuation(.colon)
        case UInt8(ascii: ";"): return punctuation(.semicolon)
        case UInt8(ascii: ","): return punctuation(.comma)
        case UInt8(ascii: "{"): return punctuation(.leftBrace)
        case UInt8(ascii: "}"): return punctuation(.rightBrace)
        case UInt8(ascii: "("): return punctuation(.leftParen)
        case UInt8(ascii: ")"): return punctuation(.rightParen)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return lexString(quote: byte)
        case UInt8(ascii: "+") where startsNumber(at: position + 1): return lexWord()
        default: return lexInvalid()
        }
    }

    @inline(__always)
    private mutating func punctuation(_ kind: TokenKind) -> TokenKind {
        position += 1
        return kind
    }

    // MARK: Trivia

    @inline(__always)
    private mutating func skipTrivia() {
        let count = bytes.count
        var progress = ProgressCheck("Lexer.skipTrivia")
        while position < count {
            progress.check(position)
            // In locals: the stored position and buffers were written and read back on every
            // byte, a chain through memory.
            let bytes = bytes
            let classes = classes
            var index = position
            while index < count && classes[Int(bytes[index])] & ByteClass.whitespace != 0 { index += 1 }
            position = index
            guard index + 1 < count, bytes[index] == UInt8(ascii: "/") else { return }
            switch bytes[index + 1] {
            case UInt8(ascii: "*"): skipBlockComment()
            case UInt8(ascii: "/"): skipLineComment()
            default: return
            }
        }
    }

    private mutating func skipBlockComment() {
        let start = position
        let count = bytes.count
        position += 2
        while position + 1 < count {
            if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                comments.append(Comment(range: start..<position, style: .block))
                return
            }
            position += 1
        }
        position = count
        comments.append(Comment(range: start..<position, style: .block))
        diagnostics.append(SyntaxDiagnostics.unterminatedComment(opening: start..<start + 2, end: count))
    }

    private mutating func skipLineComment() {
        let start = position
        let count = bytes.count
        position += 2
        while position < count && classes[Int(bytes[position])] & ByteClass.lineBreak == 0 {
            position += 1
        }
        comments.append(Comment(range: start..<position, style: .line))
    }

    // MARK: Words: identifiers, numbers, hashes, at-keywords

    /// Whether a number starts at `index`: a digit, or `.` and a digit.
    private func startsNumber(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        if classes[Int(bytes[index])] & ByteClass.digit != 0 { return true }
        return bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count
            && classes[Int(bytes[index + 1])] & ByteClass.digit != 0
    }

    private mutating func lexWord() -> TokenKind {
        let start = position
        // In locals, stored once at the end: the stored position was written and read back on
        // every byte, a chain through memory.
        let bytes = bytes
        let classes = classes
        let count = bytes.count
        var index = start + (bytes[start] < 0x80 ? 1 : UTF8Validation.sequenceLength(bytes, at: start))
        var progress = ProgressCheck("Lexer.lexWord")
        while index < count {
            progress.check(index)
            // Eight bytes at a time while they are plain: class paths and property names are
            // mostly longer than that. The byte a run stops at is taken on its own below.
            if index &+ 8 <= count {
                let plain = ByteClass.plainIdentifierRun(in: bytes, at: index)
                index &+= plain
                if plain == 8 { continue }
            }
            let byte = bytes[index]
            let flags = classes[Int(byte)]
            // Nearly every byte of a word: one test, and on.
            if flags & ByteClass.plainIdentifierContinue != 0 {
                index += 1
                continue
            }
            if flags & ByteClass.identifierContinue == 0 { break }
            if byte == UInt8(ascii: "/") {
                // `/*` and `//` start comments even inside a word.
                if index + 1 < count && (bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/"))
                {
                    break
                }
                index += 1
            } else if byte >= 0x80 {
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 || UTF8Validation.isByteOrderMark(bytes, at: index) { break }
                index += length
            } else {
                index += 1
            }
        }
        position = index
        switch bytes[start] {
        case UInt8(ascii: "@"): return .atKeyword
        case UInt8(ascii: "#"): return .hash
        default: return classifyNumber(start: start)
        }
    }

    /// A word is a number when it is an optional sign, digits with an optional fraction, and an
    /// optional unit of letters (`2px`) or a following `%`; anything else is an identifier.
    @inline(__always)
    private mutating func classifyNumber(start: Int) -> TokenKind {
        var index = start
        let end = position
        let first = bytes[index]
        guard classes[Int(first)] & ByteClass.letter == 0 else { return .identifier }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while index < end && classes[Int(bytes[index])] & ByteClass.digit != 0 {
            index += 1
            digits += 1
        }
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end && classes[Int(bytes[index])] & ByteClass.digit != 0 {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return .identifier }
        let unitStart = index
        while index < end && classes[Int(bytes[index])] & ByteClass.letter != 0 { index += 1 }
        guard index == end else { return .identifier }
        if unitStart == end && position < bytes.count && bytes[position] == UInt8(ascii: "%") {
            position += 1
        }
        return .number
    }

    // MARK: Strings

    private mutating func lexString(quote: UInt8) -> TokenKind {
        let start = position
        let count = bytes.count
        position += 1
        var progress = ProgressCheck("Lexer.lexString")
        while position < count {
            progress.check(position)
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return .string
            }
            if byte == UInt8(ascii: "\\") {
                // An escaped character, or an escaped line break (CR LF counts as one).
                position += 1
                if position < count {
                    let escaped = bytes[position]
                    position += 1
                    if escaped == 0x0D && position < count && bytes[position] == 0x0A { position += 1 }
                }
                continue
            }
            if classes[Int(byte)] & ByteClass.lineBreak != 0 { break }
            position += 1
        }
        diagnostics.append(
            SyntaxDiagnostics.unterminatedString(opening: start..<start + 1, quote: quote, end: position)
        )
        return .unterminatedString
    }

    // MARK: Invalid bytes

    private enum InvalidCategory: Equatable {
        case nul, byteOrderMark, invalidUTF8, character
    }

    private func invalidUnit(at index: Int) -> (InvalidCategory, Int)? {
        let byte = bytes[index]
        if byte == 0 { return (.nul, 1) }
        if byte >= 0x80 {
            if UTF8Validation.isByteOrderMark(bytes, at: index) { return (.byteOrderMark, 3) }
            if UTF8Validation.sequenceLength(bytes, at: index) > 0 { return nil }
            return (.invalidUTF8, UTF8Validation.invalidLength(bytes, at: index))
        }
        let flags = classes[Int(byte)]
        if flags & (ByteClass.identifierStart | ByteClass.whitespace) != 0 { return nil }
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return nil
        case UInt8(ascii: "/")
        where index + 1 < bytes.count
            && (bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/")):
            return nil
        case UInt8(ascii: "+") where startsNumber(at: index + 1):
            return nil
        default:
            return (.character, 1)
        }
    }

    /// Consumes a run of bytes of one kind that no token accepts, as one token with one diagnostic.
    private mutating func lexInvalid() -> TokenKind {
        let start = position
        guard let (category, length) = invalidUnit(at: position) else {
            // Unreachable by construction of `next()`; consume one byte so lexing still progresses.
            position += 1
            return .invalid
        }
        position += length
        while position < bytes.count, let (nextCategory, nextLength) = invalidUnit(at: position),
            nextCategory == category
        {
            position += nextLength
        }
        let range = start..<position
        let diagnostic: Diagnostic
        switch category {
        case .nul: diagnostic = SyntaxDiagnostics.nullBytes(range, in: bytes)
        case .byteOrderMark: diagnostic = SyntaxDiagnostics.byteOrderMark(range, in: bytes)
        case .invalidUTF8: diagnostic = SyntaxDiagnostics.invalidUTF8(range, bytes: Array(bytes[range]))
        case .character: diagnostic = SyntaxDiagnostics.unexpectedCharacters(range, bytes: Array(bytes[range]))
        }
        diagnostics.append(diagnostic)
        return .invalid
    }
}
