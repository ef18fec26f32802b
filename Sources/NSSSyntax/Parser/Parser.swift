extension SyntaxTree {
    /// Parses a stylesheet. Parsing never fails: every problem becomes a diagnostic, the parse
    /// goes on after each one, and the tree keeps every byte (printing it gives back the input).
    /// A file of 256 KB or more is parsed in pieces on the processors online, at most eight,
    /// and gives the same tree as a parse in one piece.
    public static func parse(_ source: SourceFile) -> SyntaxTree {
        guard source.bytes.count <= SourceFile.maximumSize else {
            return tooLarge(source)
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            let pieces = pieceCount(forBytes: buffer.count)
            if pieces > 1 {
                let starts = pieceStarts(buffer, pieces: pieces)
                if !starts.isEmpty, let parsed = parseInPieces(buffer, source: source, pieceStarts: starts) {
                    return parsed.tree
                }
            }
            var parser = Parser(buffer)
            parser.parseStylesheet()
            return parser.finish(source: source)
        }
    }

    /// Parses text, reporting it under `path`.
    public static func parse(_ text: String, path: String = "<input>") -> SyntaxTree {
        parse(SourceFile(path: path, text: text))
    }

    /// Input beyond 32-bit offsets: one diagnostic and an empty tree.
    private static func tooLarge(_ source: SourceFile) -> SyntaxTree {
        let tokens = TokenStorage(estimatedCount: 1)
        tokens.append(.endOfFile, start: 0, end: 0)
        let nodes = NodeStorage(estimatedCount: 1)
        nodes.append(NodeRecord(kind: .stylesheet, firstToken: 0, endToken: 1, subtreeEnd: 1))
        return SyntaxTree(
            source: source, tokens: tokens, nodes: nodes, comments: [],
            diagnostics: [StoredDiagnostic(SyntaxDiagnostics.fileTooLarge(size: source.bytes.count))],
            ruleCounts: RuleCounts()
        )
    }
}

/// A recursive-descent parser over the lexer's tokens, recovering from errors the way CSS Syntax
/// Level 3 does: a bad declaration is skipped to the next `;` or `}`, a bad rule prelude skips its
/// block, and an unterminated construct is reported where it opens.
///
/// Tokens are lexed on demand and stored once; the parser's cursor may look ahead and step back
/// over stored tokens. Nodes are written in pre-order as they open and patched as they close.
/// Every loop consumes at least one token per iteration or leaves, which ``ProgressCheck``
/// asserts in debug builds. Recursion is bounded: blocks do not nest, and parentheses nest at
/// most ``maximumParenthesisDepth`` levels.
struct Parser {
    static let maximumParenthesisDepth = 32

    let bytes: UnsafeBufferPointer<UInt8>
    var lexer: Lexer
    let tokens: TokenStorage
    let nodes: NodeStorage
    var diagnostics: [StoredDiagnostic] = []
    /// The index of the current token.
    var cursor = 0
    /// The kind of the current token.
    var current: TokenKind
    var parenthesisDepth = 0
    var reportedDeepNesting = false
    /// The last run of names `startsRule` read: its first and last token and whether a rule starts.
    var lastRuleScan: (first: Int, last: Int, result: Bool)?
    /// For a piece of a file parsed on its own: the offset, just past a token, where the next
    /// piece starts (`Int.max` for none or once passed).
    var stopOffset = Int.max
    /// The token at which the parse stopped, having reached `stopOffset` between two top-level
    /// items; nil when it parsed to the end.
    var stoppedAtToken: Int?
    /// The rules finished so far, counted.
    var ruleCounts = RuleCounts()
    /// The declarations finished so far in the block being parsed.
    var blockDeclarations = 0

    /// A parser of `bytes` from `start`, which is the start or the start of a piece: just past a
    /// token, where the parse of the whole file is between two top-level items. Its storage is
    /// sized for the bytes up to `expectedEnd` (a piece's share), and grows past it if need be.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, expectedEnd: Int = Int.max) {
        self.bytes = bytes
        lexer = Lexer(bytes, from: start)
        let expectedBytes = min(expectedEnd, bytes.count) - start
        // Typical themes hold about one token per six bytes and one node per thirty.
        tokens = TokenStorage(estimatedCount: expectedBytes / 5 + 8)
        nodes = NodeStorage(estimatedCount: expectedBytes / 16 + 8)
        current = .endOfFile
        lexToken()
        current = tokens.kinds[0]
    }

    mutating func finish(source: SourceFile) -> SyntaxTree {
        // Lexer and parser report separately, and recovery can report late: order by position,
        // lexer first at a tie. A file can hold millions of diagnostics, so the longer list takes
        // the shorter one in, the order is worked out on indices, and they are copied again only
        // when out of order.
        let lexerCount = lexer.diagnostics.count
        let parserIsBase = diagnostics.count >= lexerCount
        let lexical = lexer.diagnostics.map(StoredDiagnostic.init)
        let other = parserIsBase ? lexical : diagnostics
        var all = parserIsBase ? diagnostics : lexical
        // Left as the only owner of its buffer, the base grows in place.
        diagnostics = []
        lexer.diagnostics = []
        let baseCount = all.count
        all.append(contentsOf: other)
        func key(_ index: Int) -> (Int, Int) {
            let reported = parserIsBase ? (index < baseCount ? lexerCount + index : index - baseCount) : index
            return (all[index].range.lowerBound, reported)
        }
        if !all.indices.dropFirst().allSatisfy({ key($0 - 1) < key($0) }) {
            let order = all.indices.sorted { key($0) < key($1) }
            all = order.map { all[$0] }
        }
        tokens.shrinkToFit()
        nodes.shrinkToFit()
        return SyntaxTree(
            source: source, tokens: tokens, nodes: nodes, comments: lexer.comments, diagnostics: all,
            ruleCounts: ruleCounts)
    }

    // MARK: Token access

    @inline(__always)
    @discardableResult
    mutating func lexToken() -> TokenKind {
        let kind = lexer.next()
        tokens.append(kind, start: lexer.tokenStart, end: lexer.position)
        return kind
    }

    /// Moves to the next token; the end-of-file token is never passed.
    @inline(__always)
    mutating func advance() {
        guard current != .endOfFile else { return }
        cursor += 1
        // A token just lexed is taken as it is, not read back from the storage it went to.
        current = cursor == tokens.count ? lexToken() : tokens.kinds[cursor]
    }

    /// The kind of the token `offset` places after the current one.
    mutating func peek(_ offset: Int) -> TokenKind {
        let index = cursor + offset
        while tokens.count <= index {
            if tokens.kinds[tokens.count - 1] == .endOfFile { return .endOfFile }
            lexToken()
        }
        return tokens.kinds[index]
    }

    /// Steps back (or forward) to an already lexed token.
    mutating func reset(to index: Int) {
        cursor = index
        current = tokens.kinds[index]
    }

    func start(of index: Int) -> Int { tokens.start(of: index) }
    func end(of index: Int) -> Int { tokens.end(of: index) }
    func range(of index: Int) -> Range<Int> { start(of: index)..<end(of: index) }
    func range(from first: Int, to last: Int) -> Range<Int> { start(of: first)..<end(of: last) }
    func text(of index: Int) -> String { String(decoding: bytes[range(of: index)], as: UTF8.self) }

    func textEquals(_ index: Int, _ expected: StaticString) -> Bool {
        let range = range(of: index)
        guard range.count == expected.utf8CodeUnitCount else { return false }
        return expected.withUTF8Buffer { expectedBytes in
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != expectedBytes[offset] {
                return false
            }
            return true
        }
    }

    /// Whether the lexer already reported this token as an error.
    func isLexicalError(_ index: Int) -> Bool {
        let kind = tokens.kinds[index]
        return kind == .invalid || kind == .unterminatedString
    }

    // MARK: Nodes

    @inline(__always)
    mutating func startNode(_ kind: SyntaxKind) -> Int {
        nodes.append(NodeRecord(kind: kind, firstToken: UInt32(cursor), endToken: 0, subtreeEnd: 0))
        return nodes.count - 1
    }

    @inline(__always)
    mutating func finishNode(_ node: Int) {
        nodes.finish(node, endToken: UInt32(cursor))
    }

    /// Turns an open node into kept-but-skipped content, dropping any child nodes it has so far.
    mutating func demoteToUnexpected(_ node: Int) {
        nodes.demote(node)
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(StoredDiagnostic(diagnostic))
    }

    /// An unclosed block, kept compact: a damaged file can hold millions.
    mutating func reportUnclosedBlock(opening: Range<Int>, end: Int, nextRule: Range<Int>?) {
        diagnostics.append(.unclosedBlock(opening: opening, end: end, nextRule: nextRule))
    }

    // MARK: Stylesheet and items

    mutating func parseStylesheet() {
        let root = startNode(.stylesheet)
        parseItems(inMedia: false)
        // A piece that stopped leaves its root open for the pieces after it.
        if stoppedAtToken != nil { return }
        // The end-of-file token belongs to the root; it carries the trailing trivia.
        cursor = tokens.count
        finishNode(root)
    }

    /// Rules, definitions, `@media` and `@import`, until the end of the file (or the `}` of a
    /// `@media` block).
    mutating func parseItems(inMedia: Bool) {
        var progress = ProgressCheck("Parser.parseItems")
        while true {
            progress.check(cursor)
            if !inMedia && stopOffset != Int.max && reachedStop() { return }
            switch current {
            case .endOfFile:
                return
            case .rightBrace:
                if inMedia { return }
                let node = startNode(.unexpected)
                report(SyntaxDiagnostics.unexpectedRightBrace(range(of: cursor), in: bytes))
                advance()
                finishNode(node)
            case .atKeyword:
                parseAtItem(inMedia: inMedia)
            case .semicolon:
                let node = startNode(.unexpected)
                report(
                    SyntaxDiagnostics.unexpected(range(of: cursor), text: ";", context: "outside of a declaration")
                )
                advance()
                finishNode(node)
            case .leftBrace:
                let node = startNode(.unexpected)
                report(
                    SyntaxDiagnostics.invalidSelector(
                        range(of: cursor), problem: "missing selector before '{'", skippedBlock: true))
                skipBlock()
                finishNode(node)
            case .invalid:
                // Already reported by the lexer; set it aside so what follows parses normally.
                skipInvalidToken()
            default:
                parseQualifiedRule()
            }
        }
    }

    // MARK: Rules

    /// `Selector (, Selector)* { declarations }`, or, when the prelude is not that, skipped
    /// content with one diagnostic.
    mutating func parseQualifiedRule() {
        let rule = startNode(.rule)
        let list = startNode(.selectorList)
        let preludeStart = cursor
        var (problem, expectingSelector, hasLexicalError, selectors) = scanSelectors()
        let preludeEnd = cursor
        let preludeRange = range(from: preludeStart, to: preludeEnd - 1)
        if current == .leftBrace {
            if problem == nil && expectingSelector {
                problem = ("expected a class name after ','", range(of: preludeEnd - 1))
            }
            if let problem {
                demoteToUnexpected(rule)
                if !hasLexicalError {
                    report(
                        SyntaxDiagnostics.invalidSelector(problem.range, problem: problem.message, skippedBlock: true))
                }
                skipBlock()
            } else {
                finishNode(list)
                blockDeclarations = 0
                parseDeclarationBlock()
                ruleCounts.addRule(selectors: selectors, declarations: blockDeclarations)
            }
            finishNode(rule)
            return
        }
        demoteToUnexpected(rule)
        if !hasLexicalError {
            if tokens.kinds[preludeStart] == .identifier && preludeStart + 1 < preludeEnd
                && tokens.kinds[preludeStart + 1] == .colon
            {
                let name = text(of: preludeStart)
                report(SyntaxDiagnostics.declarationOutsideRule(preludeRange, name: name))
            } else {
                report(SyntaxDiagnostics.expectedBlock(after: preludeRange, at: end(of: preludeEnd - 1)))
            }
        }
        if current == .semicolon { advance() }
        finishNode(rule)
    }

    /// Consumes a rule's prelude up to `{`, `;`, `}` or the end: the first problem with it as a
    /// selector list, whether a selector was still expected (after a `,`), whether a token of it
    /// is a lexical error (reported already), and how many class names it has.
    mutating func scanSelectors() -> (
        problem: (message: String, range: Range<Int>)?, expectingSelector: Bool, hasLexicalError: Bool, names: Int
    ) {
        var problem: (message: String, range: Range<Int>)?
        var expectingSelector = true
        var hasLexicalError = false
        var names = 0
        var progress = ProgressCheck("Parser.selector scan")
        scan: while true {
            progress.check(cursor)
            switch current {
            case .leftBrace, .semicolon, .rightBrace, .endOfFile:
                break scan
            case .identifier:
                if !expectingSelector && problem == nil {
                    problem = ("missing ',' between selectors", start(of: cursor)..<start(of: cursor))
                }
                expectingSelector = false
                names += 1
            case .comma:
                if expectingSelector && problem == nil {
                    problem = ("expected a class name before ','", range(of: cursor))
                }
                expectingSelector = true
            case .colon:
                if problem == nil {
                    problem = (
                        "NSS selectors have no ':'; a class chain such as A:B is set in a view's nuiClass",
                        range(of: cursor)
                    )
                }
            default:
                hasLexicalError = hasLexicalError || isLexicalError(cursor)
                if problem == nil {
                    problem = ("'\(text(of: cursor))' is not a class name", range(of: cursor))
                }
            }
            advance()
        }
        return (problem, expectingSelector, hasLexicalError, names)
    }

    /// A rule's `{ declarations }`. A missing `}` is noticed at the end of the file, or where
    /// something that can only be the next rule (`Name {` or `A, B {`) starts.
    mutating func parseDeclarationBlock() {
        let block = startNode(.block)
        let open = cursor
        advance()
        var progress = ProgressCheck("Parser.parseDeclarationBlock")
        while true {
            progress.check(cursor)
            switch current {
            case .rightBrace:
                advance()
                finishNode(block)
                return
            case .endOfFile:
                reportUnclosedBlock(opening: range(of: open), end: end(of: cursor - 1), nextRule: nil)
                finishNode(block)
                return
            case .semicolon:
                advance()
            case .identifier:
                if startsRule() {
                    closeUnclosedBlock(block, open: open, nextRule: cursor)
                    return
                }
                if case .ruleStarts(let selector) = parseDeclaration(.declaration) {
                    closeUnclosedBlock(block, open: open, nextRule: selector)
                    return
                }
            case .atKeyword where peek(1) == .colon:
                let name = text(of: cursor)
                let definitionStart = start(of: cursor)
                if case .ruleStarts(let selector) = parseDeclaration(.variableDefinition) {
                    report(SyntaxDiagnostics.definitionInRule(definitionStart..<end(of: cursor - 1), name: name))
                    closeUnclosedBlock(block, open: open, nextRule: selector)
                    return
                }
                report(SyntaxDiagnostics.definitionInRule(definitionStart..<end(of: cursor - 1), name: name))
            case .invalid:
                skipInvalidToken()
            case .leftBrace:
                let node = startNode(.unexpected)
                report(SyntaxDiagnostics.unexpected(range(of: cursor), text: "{", context: "inside a rule's block"))
                skipBlock()
                finishNode(node)
            default:
                let node = startNode(.unexpected)
                if !isLexicalError(cursor) {
                    report(
                        SyntaxDiagnostics.unexpected(
                            range(of: cursor), text: text(of: cursor), context: "where a property name was expected"
                        )
                    )
                }
                advance()
                skipToDeclarationEnd()
                finishNode(node)
            }
        }
    }

    mutating func closeUnclosedBlock(_ block: Int, open: Int, nextRule: Int) {
        let insertion = nextRule > 0 ? end(of: nextRule - 1) : 0
        reportUnclosedBlock(opening: range(of: open), end: insertion, nextRule: range(of: nextRule))
        finishNode(block)
    }

    /// Whether the tokens from the current identifier on are `Name {` or `A, B {`: a rule. The
    /// answer for a whole `a, b, c` run is kept, so asking at each of its names costs nothing
    /// more (a value of 100,000 comma-separated names is read in linear time).
    mutating func startsRule() -> Bool {
        if let scan = lastRuleScan, cursor >= scan.first, cursor <= scan.last, (cursor - scan.first) % 2 == 0 {
            return scan.result
        }
        var offset = 1
        var expectingName = false
        var progress = ProgressCheck("Parser.rule lookahead")
        while true {
            progress.check(offset)
            let kind = peek(offset)
            if expectingName {
                guard kind == .identifier else {
                    lastRuleScan = (cursor, cursor + offset - 2, false)
                    return false
                }
                expectingName = false
            } else if kind == .comma {
                expectingName = true
            } else {
                lastRuleScan = (cursor, cursor + offset - 1, kind == .leftBrace)
                return kind == .leftBrace
            }
            offset += 1
        }
    }

    // MARK: Declarations and definitions

    /// How a value ended.
    enum ValueEnd {
        /// At `;`, `}`, or the end of the file.
        case ended
        /// At a `:` that shows the last value token was really the next declaration's name.
        case missingSemicolon
        /// At a `{` that shows the last value tokens were really the next rule's selector; the
        /// associated value is the index of the selector's first token.
        case ruleStarts(Int)
    }

    /// `name: value;` as a declaration or a variable definition. A missing `:` turns it into
    /// skipped content up to the next `;` or `}`.
    @discardableResult
    mutating func parseDeclaration(_ kind: SyntaxKind) -> ValueEnd {
        let node = startNode(kind)
        let name = cursor
        advance()
        guard current == .colon else {
            demoteToUnexpected(node)
            skipToDeclarationEnd()
            report(
                SyntaxDiagnostics.expectedColon(
                    after: text(of: name), at: end(of: name), skipped: range(from: name, to: cursor - 1)
                )
            )
            finishNode(node)
            return .ended
        }
        let colon = cursor
        if kind == .declaration { blockDeclarations += 1 }
        advance()
        let valueEnd = parseValue(start: cursor)
        if cursor == colon + 1 {
            report(SyntaxDiagnostics.expectedValue(for: text(of: name), colon: range(of: colon)))
        }
        switch valueEnd {
        case .ended:
            if current == .semicolon { advance() }
        case .missingSemicolon, .ruleStarts:
            break
        }
        finishNode(node)
        return valueEnd
    }

    /// Value components up to `;`, `}` or the end of the file: tokens and function calls.
    mutating func parseValue(start valueStart: Int) -> ValueEnd {
        var progress = ProgressCheck("Parser.parseValue")
        var afterLastCall = valueStart
        while true {
            progress.check(cursor)
            switch current {
            case .semicolon, .rightBrace, .endOfFile:
                return .ended
            case .colon:
                let last = cursor - 1
                let lastKind = tokens.kinds[last]
                if last > valueStart && (lastKind == .identifier || lastKind == .atKeyword) {
                    reset(to: last)
                    report(SyntaxDiagnostics.expectedSemicolon(at: end(of: last - 1), next: range(of: last)))
                    return .missingSemicolon
                }
                report(SyntaxDiagnostics.unexpected(range(of: cursor), text: ":", context: "in a value"))
                advance()
            case .leftBrace:
                var first = cursor - 1
                // The selector must be tokens of the value itself, not the inside of a call.
                guard first >= valueStart && first >= afterLastCall && tokens.kinds[first] == .identifier else {
                    return .ended
                }
                while first - 2 >= max(valueStart, afterLastCall) && tokens.kinds[first - 1] == .comma
                    && tokens.kinds[first - 2] == .identifier
                {
                    first -= 2
                }
                reset(to: first)
                return .ruleStarts(first)
            case .leftParen:
                parseFunction(named: false)
                afterLastCall = cursor
            case .identifier where peek(1) == .leftParen:
                parseFunction(named: true)
                afterLastCall = cursor
            case .rightParen:
                report(SyntaxDiagnostics.unexpected(range(of: cursor), text: ")", context: "without a matching '('"))
                advance()
            default:
                advance()
            }
        }
    }

    /// `name(arguments)` or `(arguments)`. The `)` may be missing before `;`, `{`, `}` or the end.
    mutating func parseFunction(named: Bool) {
        let node = startNode(.function)
        if named { advance() }
        let open = cursor
        advance()
        parenthesisDepth += 1
        defer { parenthesisDepth -= 1 }
        var progress = ProgressCheck("Parser.parseFunction")
        while true {
            progress.check(cursor)
            switch current {
            case .rightParen:
                advance()
                finishNode(node)
                return
            case .semicolon, .rightBrace, .leftBrace, .endOfFile:
                report(SyntaxDiagnostics.unclosedParenthesis(opening: range(of: open), end: end(of: cursor - 1)))
                finishNode(node)
                return
            case .leftParen:
                parseNestedFunction(named: false)
            case .identifier where peek(1) == .leftParen:
                parseNestedFunction(named: true)
            case .identifier where startsRule():
                // `rgba(1, 2 Label {`: the next rule starts; the parenthesis ends before it, so
                // the rule's selector is not taken into the call.
                report(SyntaxDiagnostics.unclosedParenthesis(opening: range(of: open), end: end(of: cursor - 1)))
                finishNode(node)
                return
            default:
                advance()
            }
        }
    }

    mutating func parseNestedFunction(named: Bool) {
        if parenthesisDepth < Self.maximumParenthesisDepth {
            parseFunction(named: named)
            return
        }
        if !reportedDeepNesting {
            reportedDeepNesting = true
            report(SyntaxDiagnostics.nestingTooDeep(range(of: cursor), limit: Self.maximumParenthesisDepth))
        }
        advance()
    }
}
