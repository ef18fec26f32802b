import NSSSyntax

/// Comments, blank lines and line starts: where the trivia between tokens goes in the layout.
extension LayoutPrinter {
    /// The comments in front of a token.
    func comments(before token: Int) -> [TriviaPiece] {
        // Most gaps are a space or nothing: only one with a `/` can hold a comment.
        guard gap(before: token).contains(UInt8(ascii: "/")) else { return [] }
        return tree.token(at: token).leadingTrivia.filter {
            switch $0 {
            case .blockComment, .lineComment: true
            default: false
            }
        }
    }

    /// The bytes between a token and the one before it.
    func gap(before token: Int) -> ArraySlice<UInt8> {
        bytes[tree.triviaStart(ofToken: token)..<tree.range(ofToken: token).lowerBound]
    }

    /// Whether an empty line stands between a token and what comes before it.
    func hasBlankLine(before token: Int) -> Bool {
        let gap = gap(before: token)
        guard gap.contains(UInt8(ascii: "/")) else { return Self.lineBreaks(in: gap) >= 2 }
        return tree.token(at: token).leadingTrivia.contains {
            guard case .newlines(let range) = $0 else { return false }
            return Self.lineBreaks(in: bytes[range]) >= 2
        }
    }

    /// The line breaks in a run of bytes (spaces between them allowed); CR LF is one.
    static func lineBreaks(in run: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = run.startIndex
        while index < run.endIndex {
            let byte = run[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < run.endIndex, run[index + 1] == 0x0A { index += 1 }
                count += 1
            }
            index += 1
        }
        return count
    }

    /// Ends the current line (with an empty line after it when `blank`) and indents the next.
    /// Nothing is ended before the first line of the file.
    mutating func newLine(depth: Int, blank: Bool) {
        if hasStarted {
            output += lineBreak
            if blank { output += lineBreak }
        }
        hasStarted = true
        output += repeatElement(UInt8(ascii: " "), count: depth * options.indent)
    }

    /// The comments in front of an item's first token (or a closing `}` or the end of the file):
    /// those on the line before it ended stay at the end of that line; the others go on lines of
    /// their own, empty lines between them kept (at most one). Before an item, a new line is
    /// started for it.
    mutating func printLeadingComments(of token: Int, depth: Int, blankLineFirst: Bool, beforeItem: Bool) {
        // Without a `/`, the gap is only spaces and line breaks: no comment to place.
        guard gap(before: token).contains(UInt8(ascii: "/")) else {
            if beforeItem { newLine(depth: depth, blank: blankLineFirst) }
            return
        }
        var sawBreak = !hasStarted
        var blank = false
        var firstOwnLine = true
        for piece in tree.token(at: token).leadingTrivia {
            switch piece {
            case .newlines(let range):
                sawBreak = true
                if Self.lineBreaks(in: bytes[range]) >= 2 { blank = true }
            case .blockComment(let range), .lineComment(let range):
                if !sawBreak {
                    output.append(UInt8(ascii: " "))
                    output += bytes[range]
                    continue
                }
                newLine(depth: depth, blank: firstOwnLine ? blankLineFirst : blank)
                output += bytes[range]
                firstOwnLine = false
                blank = false
                if case .lineComment = piece { sawBreak = false }
            default:
                break
            }
        }
        if beforeItem { newLine(depth: depth, blank: firstOwnLine ? blankLineFirst : blank) }
    }

    /// Comments inside an item (between a property and its `:`, a selector and its `,`): kept
    /// in place, on the line; a `//` comment ends its line, so what follows it goes on the next.
    mutating func printInlineComments(before token: Int) {
        for piece in comments(before: token) {
            output.append(UInt8(ascii: " "))
            output += bytes[piece.range]
            if case .lineComment = piece {
                output += lineBreak
                output += repeatElement(UInt8(ascii: " "), count: (currentIndent + 1) * options.indent)
            }
        }
    }

    /// Tokens as written with the space between them normalised: one space where the author put
    /// any trivia, none where they put none (a space after a comma in a selector list).
    mutating func printTokens(_ tokens: Range<Int>, spaceAfterComma: Bool) {
        for index in tokens {
            let range = tree.range(ofToken: index)
            if index > tokens.lowerBound {
                let hadComments = !comments(before: index).isEmpty
                printInlineComments(before: index)
                let spaced = range.lowerBound > tree.triviaStart(ofToken: index)
                let afterComma = spaceAfterComma && tree.kind(ofToken: index - 1) == .comma
                if !hadComments && (spaced || afterComma) && tree.kind(ofToken: index) != .comma {
                    output.append(UInt8(ascii: " "))
                }
            }
            output += bytes[range]
        }
    }

    /// The indentation level of the line being written.
    var currentIndent: Int {
        var spaces = 0
        var index = output.endIndex
        while index > output.startIndex, output[index - 1] != 0x0A, output[index - 1] != 0x0D { index -= 1 }
        while index < output.endIndex, output[index] == UInt8(ascii: " ") {
            spaces += 1
            index += 1
        }
        return options.indent > 0 ? spaces / options.indent : 0
    }
}
