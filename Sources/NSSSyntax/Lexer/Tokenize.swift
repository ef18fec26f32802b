/// A token as the lexer alone produces it, without a tree: a kind and a byte range.
public struct LexedToken: Hashable, Sendable {
    /// What kind of token it is.
    public var kind: TokenKind
    /// Its bytes, trivia excluded.
    public var range: Range<Int>
}

extension SourceFile {
    /// Lexes the file without parsing, for syntax highlighting and measurements. The last token is
    /// ``TokenKind/endOfFile``. Lexical diagnostics are the same ones ``SyntaxTree/parse(_:)``
    /// reports.
    public func tokenize() -> (tokens: [LexedToken], diagnostics: [Diagnostic]) {
        var tokens: [LexedToken] = []
        tokens.reserveCapacity(bytes.count / 5 + 1)
        let diagnostics = forEachToken { kind, range in tokens.append(LexedToken(kind: kind, range: range)) }
        return (tokens, diagnostics)
    }

    /// Lexes the file, handing each token to `body` as it is read and storing nothing: a
    /// highlighter's pass over a large file costs no memory. The last token is
    /// ``TokenKind/endOfFile``. Returns the lexical diagnostics.
    @discardableResult
    public func forEachToken(_ body: (TokenKind, Range<Int>) -> Void) -> [Diagnostic] {
        guard bytes.count <= SourceFile.maximumSize else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            var progress = ProgressCheck("Lexer.forEachToken")
            while true {
                let kind = lexer.next()
                if kind != .endOfFile { progress.check(lexer.position) }
                body(kind, lexer.tokenStart..<lexer.position)
                if kind == .endOfFile { break }
            }
            return lexer.diagnostics
        }
    }
}
