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
        guard bytes.count <= SourceFile.maximumSize else { return ([], []) }
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            var tokens: [LexedToken] = []
            tokens.reserveCapacity(buffer.count / 5 + 1)
            while true {
                let kind = lexer.next()
                tokens.append(LexedToken(kind: kind, range: lexer.tokenStart..<lexer.position))
                if kind == .endOfFile { break }
            }
            return (tokens, lexer.diagnostics)
        }
    }
}
