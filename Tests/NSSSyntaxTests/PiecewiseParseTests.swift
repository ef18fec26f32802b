import Testing

@testable import NSSSyntax

/// Everything a parse keeps, in a form that compares: tokens, nodes as stored, comments,
/// diagnostics and the rules' counts.
private struct ParseRecord {
    var tokens: [String] = []
    var nodes: [String] = []
    var comments: [NSSSyntax.Comment] = []
    var diagnostics: [Diagnostic] = []
    var ruleCounts: [RuleCounts] = []

    init(_ tree: SyntaxTree) {
        for index in 0..<tree.tokenCount {
            tokens.append(
                "\(tree.kind(ofToken: index)) \(tree.range(ofToken: index)) \(tree.triviaStart(ofToken: index))")
        }
        for index in 0..<tree.nodeCount {
            let record = tree.nodes[index]
            nodes.append("\(record.kind) \(record.firstToken) \(record.endToken) \(record.subtreeEnd)")
        }
        comments = tree.comments
        diagnostics = Array(tree.diagnostics)
        ruleCounts = [tree.ruleCounts]
    }

    /// The first thing that differs from `other`, or nil: a failure shows it, not two dumps.
    func difference(from other: ParseRecord) -> String? {
        func first<T: Equatable>(_ what: String, _ mine: [T], _ theirs: [T]) -> String? {
            guard mine != theirs else { return nil }
            let index =
                zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(mine.count, theirs.count)
            let shown = { (list: [T]) in index < list.count ? "\(list[index])" : "nothing" }
            return "\(what) \(index): \(shown(mine)) instead of \(shown(theirs))"
        }
        return first("token", tokens, other.tokens) ?? first("node", nodes, other.nodes)
            ?? first("comment", comments, other.comments) ?? first("diagnostic", diagnostics, other.diagnostics)
            ?? first("rule counts", ruleCounts, other.ruleCounts)
    }
}

/// The whole file parsed by one parser, as files below the piece size are.
private func parsedWhole(_ source: SourceFile) -> SyntaxTree {
    source.bytes.withUnsafeBufferPointer { buffer in
        var parser = Parser(buffer)
        parser.parseStylesheet()
        return parser.finish(source: source)
    }
}

@Suite("Parsing a large file in pieces gives the tree of a whole parse")
struct PiecewiseParseTests {
    static let theme = """
        /* header */
        @tint: #0070F2;
        @import "other.nss";
        Base {
            font-color: @tint;  // a line comment
            background-color: rgba(1, 2, 3, 0.5);
        }
        @media (prefers-color-scheme: dark) {
            Base { font-color: #FFF; }
        }
        }
        A, B {
            font-name: "Helvetica Neue";
            unclosed: value
        Next {
            x: 1;
        }
        Broken { a: 'unterminated
        }
        ;
        { skipped }
        C:D { x: 1; }
        @media screen {
        F { x: 1 }
        }
        E { f: g(h(i)); } /* after */
        G { y: 2
        """

    /// Line endings of every kind, a byte order mark, multi-byte and invalid UTF-8, and tokens
    /// the lexer rejects just past a top-level `}`, where the first piece has already lexed
    /// them: the join drops its lexical problems there, which the next piece reports again.
    static let oddBytes: [UInt8] =
        Array("\u{FEFF}A { x: 1; }'open\r\nB { y: \"é\" }\r\n}".utf8) + [0]
        + Array("\r\nC { z: 2 }\rD { w: 3 }\r\n/* } */\r\nE { v: ü }".utf8) + [0xFF, 0x0A]
        + Array("F { u: 4 }\\\nG { t: 5 }\n\"a\\\n}\"\nH { s: 6 }".utf8)

    @Test(arguments: [
        // Joined only where the whole parse is between two top-level items, just past the
        // first one's last token: after the variable, the import, Base, the first @media, the
        // stray '}', A and B's unclosed block (at Next), Next, Broken, ';', '{ skipped }', C:D,
        // the second @media and E. Not inside a rule, a comment or `@media`.
        (Array(theme.utf8), 13),
        // After A (its unterminated string follows at once), B, the stray '}', the NUL, C, D
        // (after a lone CR), E, the invalid byte, F and G. Not in the comment, nor after the
        // '}' that starts a line inside the string, which H's selector takes in.
        (oddBytes, 10),
    ])
    func everyStartGivesTheSameTree(bytes: [UInt8], joins: Int) throws {
        let source = SourceFile(path: "t.nss", bytes: bytes)
        let whole = ParseRecord(parsedWhole(source))
        var joined = 0
        for start in 1..<source.bytes.count {
            let parsed = try #require(SyntaxTree.parse(source, pieceStarts: [start]))
            #expect(ParseRecord(parsed.tree).difference(from: whole) == nil, "piece at \(start)")
            joined += parsed.piecesJoined
        }
        #expect(joined == joins)
    }

    @Test func threePiecesAtManyPairsOfStarts() throws {
        let source = SourceFile(path: "t.nss", text: Self.theme)
        let whole = ParseRecord(parsedWhole(source))
        let count = source.bytes.count
        for first in stride(from: 1, to: count, by: 7) {
            for second in stride(from: first + 1, to: count, by: 13) {
                let parsed = try #require(SyntaxTree.parse(source, pieceStarts: [first, second]))
                #expect(ParseRecord(parsed.tree).difference(from: whole) == nil, "pieces at \(first), \(second)")
            }
        }
    }

    @Test func piecesStartAfterABraceThatStartsALine() throws {
        let source = SourceFile(path: "t.nss", text: Self.theme)
        let starts = source.bytes.withUnsafeBufferPointer { SyntaxTree.pieceStarts($0, pieces: 3) }
        #expect(starts.count == 2)
        for start in starts {
            #expect(source.bytes[start - 1] == UInt8(ascii: "}") && source.bytes[start - 2] == 0x0A)
        }
        let parsed = try #require(SyntaxTree.parse(source, pieceStarts: starts))
        #expect(ParseRecord(parsed.tree).difference(from: ParseRecord(parsedWhole(source))) == nil)
        let none = SourceFile(path: "t.nss", text: "A { x: 1; }")
        #expect(none.bytes.withUnsafeBufferPointer { SyntaxTree.pieceStarts($0, pieces: 2) }.isEmpty)
    }

    /// The token dropped at the join (the next piece lexes it again) may have started a block of
    /// 256 tokens, made its block keep whole offsets (after a 70 KB comment), or be longer than
    /// 255 bytes.
    @Test(arguments: [250, 251, 252, 253, 254, 255, 256])
    func aDroppedTokenOnABlockBoundaryWideOrLong(padding: Int) throws {
        try expectTwoPiecesJoined(
            padding: padding,
            rest: "\n/*" + String(repeating: "x", count: 70_000) + "*/ " + String(repeating: "L", count: 300)
                + " { x: 1 }\n" + String(repeating: "B { y: 2 }\n", count: 300))
    }

    /// The next piece's tokens are joined a run at a time, each run within one block of each
    /// tree. Here a run's first token (X) is 40 KB past the start of its block in the first
    /// piece's tree, and its block in the next piece's, which starts at X, spans 30 KB more: the
    /// run's last tokens are past two-byte offsets from the block they join, and the block must
    /// keep whole offsets from them on.
    @Test(arguments: [0, 100, 249])
    func aJoinedRunThatPassesTwoByteOffsets(padding: Int) throws {
        try expectTwoPiecesJoined(
            padding: padding,
            rest: "\n/*" + String(repeating: "x", count: 40_000) + "*/ X{}\n/*" + String(repeating: "y", count: 30_000)
                + "*/ Y{ y: 2 }\n" + String(repeating: "B { y: 2 }\n", count: 60))
    }

    /// Parses `padding` semicolons, `A{}` and `rest` in two pieces, the second starting at
    /// `rest`: they are joined, into the tree a whole parse makes, which prints the file back.
    private func expectTwoPiecesJoined(padding: Int, rest: String) throws {
        let prefix = String(repeating: ";", count: padding) + "A{}"
        let source = SourceFile(path: "t.nss", text: prefix + rest)
        let parsed = try #require(SyntaxTree.parse(source, pieceStarts: [prefix.utf8.count]))
        #expect(parsed.piecesJoined == 1)
        #expect(ParseRecord(parsed.tree).difference(from: ParseRecord(parsedWhole(source))) == nil)
        #expect(parsed.tree.printed() == source.bytes)
    }

    /// A whole parse reports parentheses nested too deep once: two pieces that each report it
    /// are not joined, and the file is parsed whole.
    @Test func nestingTooDeepInTwoPiecesIsParsedWhole() throws {
        let deep = String(repeating: "f(", count: 40) + String(repeating: ")", count: 40)
        let once = "A { x: \(deep); }\n}\nB { y: 1; }\n"
        let onceSource = SourceFile(path: "t.nss", text: once)
        let start = once.utf8.count - "\nB { y: 1; }\n".utf8.count
        let joined = try #require(SyntaxTree.parse(onceSource, pieceStarts: [start]))
        #expect(joined.piecesJoined == 1)
        #expect(ParseRecord(joined.tree).difference(from: ParseRecord(parsedWhole(onceSource))) == nil)

        let twice = SourceFile(path: "t.nss", text: "A { x: \(deep); }\n}\nB { y: \(deep); }\n")
        #expect(SyntaxTree.parse(twice, pieceStarts: [start]) == nil)
        let tree = SyntaxTree.parse(twice)
        #expect(tree.diagnostics.filter { $0.message.contains("nest") }.count == 1)
    }

    /// The fuzz target's comparison: equal for a parse in pieces and a whole parse, unequal for
    /// trees that differ in a token, a range or a node.
    @Test func theTreeComparisonTellsTreesApart() throws {
        let source = SourceFile(path: "t.nss", text: Self.theme)
        let whole = parsedWhole(source)
        let start = try #require(
            Self.theme.utf8.firstIndex(of: UInt8(ascii: "}")).map {
                Self.theme.utf8.distance(from: Self.theme.utf8.startIndex, to: $0) + 1
            })
        let pieces = try #require(SyntaxTree.parse(source, pieceStarts: [start]))
        #expect(pieces.tree.hasSameTokensAndNodes(as: whole))
        #expect(!whole.hasSameTokensAndNodes(as: SyntaxTree.parse(String(Self.theme.dropLast()))))
        let tree = SyntaxTree.parse("A { x: 1; }")
        #expect(tree.hasSameTokensAndNodes(as: SyntaxTree.parse("B { y: 2; }")))
        #expect(!tree.hasSameTokensAndNodes(as: SyntaxTree.parse("A { x: 1 }")))
        #expect(!tree.hasSameTokensAndNodes(as: SyntaxTree.parse("A { x:  1; }")))
        #expect(!SyntaxTree.parse("A { x: f(1); }").hasSameTokensAndNodes(as: SyntaxTree.parse("A { x: f 1 ; }")))
    }

    @Test func startsThatDoNotIncreaseInsideTheFileAreRefused() {
        let source = SourceFile(path: "t.nss", text: "A { x: 1; }\nB { y: 2; }\n")
        #expect(SyntaxTree.parse(source, pieceStarts: [12, 12]) == nil)
        #expect(SyntaxTree.parse(source, pieceStarts: [0]) == nil)
        #expect(SyntaxTree.parse(source, pieceStarts: [source.bytes.count]) == nil)
        #expect(SyntaxTree.parse(source, pieceStarts: [12]) != nil)
    }

    /// A file of a megabyte, which `parse` cuts into one piece per processor (at most eight).
    @Test func aLargeFileParsesAsAWholeParseDoes() throws {
        var text = ""
        var index = 0
        while text.utf8.count < 1_100_000 {
            text += "fdlCell\(index % 97)_label, Other\(index % 13) {\n    font-color: #0070F2; /* c */\n"
            text += index % 50 == 0 ? "    broken: (;\n" : "    width: \(index);\n"
            text += index % 31 == 0 ? "@media (x) {\n  M { a: b }\n}\n" : "}\n"
            index += 1
        }
        let source = SourceFile(path: "large.nss", text: text)
        #expect(SyntaxTree.pieceCount(forBytes: source.bytes.count) == min(Processors.online, 8))
        let whole = ParseRecord(parsedWhole(source))
        #expect(ParseRecord(SyntaxTree.parse(source)).difference(from: whole) == nil)
        // However many processors run the test: four pieces, each joined (a parse that fell back
        // to one piece would give the same tree and hide a failed join).
        let starts = source.bytes.withUnsafeBufferPointer { SyntaxTree.pieceStarts($0, pieces: 4) }
        #expect(starts.count == 3)
        let parsed = try #require(SyntaxTree.parse(source, pieceStarts: starts))
        #expect(parsed.piecesJoined == 3)
        #expect(ParseRecord(parsed.tree).difference(from: whole) == nil)
    }
}
