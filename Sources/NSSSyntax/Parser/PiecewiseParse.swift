/// A large file parsed in pieces, one per processor, and the pieces joined into the tree a parse
/// of the whole file makes.
///
/// A piece starts just past a `}` at the start of a line, which in a theme nearly always closes
/// a top-level rule. That is only a guess: the piece before it checks it. It stops where its own
/// parse, between two top-level items, has just read the token ending there; the parser's whole
/// state is then what a parser starting at that offset has (the lexer keeps none but its
/// position). A piece that never meets its end that way (the `}` closed a rule inside `@media`,
/// or sat in a comment) parses on to the end of the file, and the pieces after it are dropped.
extension SyntaxTree {
    /// The smallest piece: parsing 128 KB takes about a millisecond, where starting a thread
    /// takes tens of microseconds.
    static let minimumPieceBytes = 128 * 1024

    /// How many pieces a file of `count` bytes is parsed in: one per processor online, at most
    /// eight, each of at least ``minimumPieceBytes``.
    static func pieceCount(forBytes count: Int) -> Int {
        min(Processors.online, 8, max(1, count / minimumPieceBytes))
    }

    /// Parses a file in pieces that start at `starts`, as ``parse(_:)-(SourceFile)`` does for a
    /// large file; nil when the pieces could not be parsed apart (the caller parses it whole).
    /// For tests, which choose where the pieces start, however small the file.
    /// Also says how many pieces were joined to the first: fewer than `starts.count` when a
    /// piece missed the next one's start.
    package static func parse(_ source: SourceFile, pieceStarts starts: [Int]) -> (
        tree: SyntaxTree, piecesJoined: Int
    )? {
        source.bytes.withUnsafeBufferPointer { buffer in
            parseInPieces(buffer, source: source, pieceStarts: starts)
        }
    }

    /// The offsets at which pieces start for `pieces` pieces of `bytes`: one past a `}` at the
    /// start of a line, at or after each equal share; fewer when there are no such places.
    static func pieceStarts(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Int] {
        var starts: [Int] = []
        guard pieces > 1 else { return starts }
        for share in 1..<pieces {
            var index = max(bytes.count / pieces * share, (starts.last ?? 0) + 1, 1)
            while index < bytes.count
                && !(bytes[index] == UInt8(ascii: "}") && (bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D))
            {
                index += 1
            }
            guard index + 1 < bytes.count else { break }
            starts.append(index + 1)
        }
        return starts
    }

    /// Parses `bytes` in pieces starting at `starts` (increasing offsets), each after the first
    /// on a thread of its own. Nil when the starts are not increasing offsets inside the file,
    /// when a thread could not be started, or when more than one piece reported parentheses
    /// nested too deep (a whole parse reports it once): the caller then parses the file whole.
    static func parseInPieces(
        _ bytes: UnsafeBufferPointer<UInt8>, source: SourceFile, pieceStarts starts: [Int]
    ) -> (tree: SyntaxTree, piecesJoined: Int)? {
        guard zip([0] + starts, starts).allSatisfy({ $0 < $1 }), (starts.last ?? 0) < bytes.count else { return nil }
        let input = PieceInput(bytes: bytes)
        let parsed = starts.map { _ in PieceResult() }
        var helpers: [HelperThread] = []
        defer { for helper in helpers { helper.join() } }
        for (piece, start) in starts.enumerated() {
            let stop = piece + 1 < starts.count ? starts[piece + 1] : Int.max
            let result = parsed[piece]
            let helper = HelperThread.start { result.parser = parsePiece(input.bytes, from: start, stoppingAt: stop) }
            guard let helper else { return nil }
            helpers.append(helper)
        }
        // The first piece takes the others in: its storage is sized for the whole file.
        var whole = parsePiece(bytes, from: 0, stoppingAt: starts.first ?? Int.max, sizedUpTo: bytes.count)
        for helper in helpers { helper.join() }
        helpers = []
        var joined = 0
        for (piece, start) in starts.enumerated() {
            guard let stop = whole.stoppedAtToken else { break }
            // A piece is let go of as soon as it is joined: the joined tree holds a copy.
            guard let next = parsed[piece].take() else { return nil }
            guard !(whole.reportedDeepNesting && next.reportedDeepNesting) else { return nil }
            whole.join(next, at: stop, offset: start)
            joined += 1
        }
        // The pieces after a missed start are dropped before the tree is finished.
        for result in parsed { result.parser = nil }
        return (whole.finish(source: source), joined)
    }

    /// Whether another tree holds the same tokens (kinds and byte ranges) and nodes (kinds, token
    /// ranges and subtrees) as this one: for checks that a parse in pieces gives a whole parse's
    /// tree, cheaper than comparing dumps.
    package func hasSameTokensAndNodes(as other: SyntaxTree) -> Bool {
        guard tokenCount == other.tokenCount, nodeCount == other.nodeCount else { return false }
        for index in 0..<tokenCount
        where tokens.kinds[index] != other.tokens.kinds[index]
            || tokens.range(of: index) != other.tokens.range(of: index)
        {
            return false
        }
        for index in 0..<nodeCount {
            let (mine, theirs) = (nodes[index], other.nodes[index])
            guard
                mine.kind == theirs.kind && mine.firstToken == theirs.firstToken && mine.endToken == theirs.endToken
                    && mine.subtreeEnd == theirs.subtreeEnd
            else { return false }
        }
        return true
    }

    /// A piece's parse, its storage sized for the bytes up to `sizedUpTo` (its own share unless
    /// said otherwise).
    private static func parsePiece(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stoppingAt stop: Int, sizedUpTo end: Int? = nil
    ) -> Parser {
        var parser = Parser(bytes, from: start, expectedEnd: end ?? stop)
        parser.stopOffset = stop
        parser.parseStylesheet()
        return parser
    }
}

/// The input as the pieces' threads read it: the caller keeps the buffer alive and unchanged
/// until every thread is joined.
private struct PieceInput: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// A piece's parser, written by its thread before the join that precedes every read. One
/// object a piece: threads writing elements of one array would race on the array.
private final class PieceResult: @unchecked Sendable {
    var parser: Parser?

    /// The parser, no longer held here.
    func take() -> Parser? {
        defer { parser = nil }
        return parser
    }
}

extension Parser {
    /// Whether a piece's parse has reached the next piece: the last token ends at its start, and
    /// the parse is between two top-level items, where a parse of the next piece on its own
    /// starts in the same state. Once past it, the piece parses on to the end.
    mutating func reachedStop() -> Bool {
        guard cursor > 0 else { return false }
        let previousEnd = tokens.end(of: cursor - 1)
        if previousEnd < stopOffset { return false }
        if previousEnd == stopOffset {
            stoppedAtToken = cursor
            return true
        }
        stopOffset = Int.max
        return false
    }

    /// Takes in the next piece's parse. This one stopped at token `stop`, which the next piece
    /// lexed again as its first from `offset`: the tokens, comments and lexical problems from
    /// there on are dropped, and the piece's nodes but its root are appended, renumbered.
    mutating func join(_ next: Parser, at stop: Int, offset: Int) {
        tokens.removeTokens(from: stop)
        while let last = lexer.comments.last, last.range.lowerBound >= offset { lexer.comments.removeLast() }
        while let last = lexer.diagnostics.last, last.range.lowerBound >= offset { lexer.diagnostics.removeLast() }
        tokens.append(contentsOf: next.tokens)
        nodes.appendAllButRoot(of: next.nodes, tokenBase: UInt32(stop))
        lexer.comments += next.lexer.comments
        lexer.diagnostics += next.lexer.diagnostics
        diagnostics += next.diagnostics
        ruleCounts.add(next.ruleCounts)
        reportedDeepNesting = reportedDeepNesting || next.reportedDeepNesting
        stoppedAtToken = next.stoppedAtToken.map { $0 + stop }
        if stoppedAtToken == nil {
            cursor = tokens.count
            finishNode(0)
        }
    }
}
