import Testing

@testable import NSSSyntax

@Suite("Lexer")
struct LexerTests {
    /// The kinds and texts of all tokens but the end of file.
    func lex(_ text: String) -> [String] {
        let source = SourceFile(path: "t.nss", text: text)
        let (tokens, _) = source.tokenize()
        #expect(tokens.last?.kind == .endOfFile)
        return tokens.dropLast().map { "\($0.kind) \(source.text($0.range))" }
    }

    @Test(arguments: [
        ("fdlFUIObjectTableViewCell_headlineLabel", "identifier"),
        ("HelveticaNeue-Light", "identifier"),
        ("Assets/img.png", "identifier"),
        ("fdlFUIActivationScreen.subheadlineLabel", "identifier"),
        ("0xFF0000", "identifier"),
        ("72-Regular", "identifier"),
        ("back\\slash", "identifier"),
        ("-webkit-thing", "identifier"),
        ("Übersicht", "identifier"),
        ("-", "identifier"),
        ("#FF0000", "hash"),
        ("#", "hash"),
        ("@tintColor_darkBackground", "at-keyword"),
        ("@media", "at-keyword"),
        ("-1", "number"),
        (".5", "number"),
        ("2px", "number"),
        ("50%", "number"),
        ("1.25", "number"),
        ("+3", "number"),
        ("10.", "number"),
        ("\"Helvetica Neue\"", "string"),
        ("'single'", "string"),
        ("\"esc\\\"aped\"", "string"),
    ])
    func singleTokens(_ text: String, _ kind: String) {
        #expect(lex(text) == ["\(kind) \(text)"])
    }

    @Test func punctuationAndValues() {
        #expect(
            lex("a:b;c{d}(e),f")
                == [
                    "identifier a", "colon :", "identifier b", "semicolon ;", "identifier c", "left-brace {",
                    "identifier d", "right-brace }", "left-paren (", "identifier e", "right-paren )", "comma ,",
                    "identifier f",
                ]
        )
        #expect(lex("1,2") == ["number 1", "comma ,", "number 2"])
        #expect(lex("rgba(255,0,0,.5)").count == 10)
    }

    @Test func commentsAreTriviaEvenInsideWords() {
        #expect(lex("red/* c */blue") == ["identifier red", "identifier blue"])
        #expect(lex("red// to the end\nblue") == ["identifier red", "identifier blue"])
        #expect(lex("a/b") == ["identifier a/b"])
        let source = SourceFile(path: "t.nss", text: "a /* one */ b // two\nc")
        let tree = SyntaxTree.parse(source)
        #expect(tree.comments.map { source.text($0.range) } == ["/* one */", "// two"])
        #expect(tree.comments.map(\.style) == [.block, .line])
    }

    @Test func invalidBytesBecomeOneTokenPerRun() {
        let source = SourceFile(path: "t.nss", bytes: Array("a !! b".utf8) + [0xFF, 0xFE] + [0, 0] + Array("c".utf8))
        let (tokens, diagnostics) = source.tokenize()
        #expect(
            tokens.map(\.kind) == [.identifier, .invalid, .identifier, .invalid, .invalid, .identifier, .endOfFile])
        #expect(diagnostics.map(\.code) == [.unexpectedCharacter, .invalidUTF8, .nullByte])
        #expect(diagnostics[1].message == "invalid UTF-8 (bytes FF FE)")
    }

    @Test func streamingLexingSeesTheParsersTokens() {
        let source = SourceFile(path: "t.nss", text: "@a: #fff;\nA, B { x: rgba(1, 2, 3, .5); /* c */ }\n}")
        var streamed: [LexedToken] = []
        let diagnostics = source.forEachToken { streamed.append(LexedToken(kind: $0, range: $1)) }
        let tree = SyntaxTree.parse(source)
        #expect(streamed.map(\.kind) == tree.tokens.kindList)
        #expect(streamed.map(\.range.lowerBound) == (0..<tree.tokenCount).map { tree.tokens.start(of: $0) })
        #expect(streamed == source.tokenize().tokens)
        #expect(diagnostics.isEmpty)
    }

    /// The tree keeps a token's length in one byte and the ends of longer tokens aside: every
    /// length around that bound, and tokens long and short mixed, keep their exact range.
    @Test func longTokensKeepTheirRanges() {
        var text = ""
        for length in [1, 253, 254, 255, 256, 257, 511, 70_000] {
            text += "A\(length) { b: \"\(String(repeating: "x", count: length))\"; c: 1; }\n"
            text += String(repeating: "!", count: length) + "\n"
        }
        let source = SourceFile(path: "t.nss", text: text)
        let tree = SyntaxTree.parse(source)
        let streamed = source.tokenize().tokens
        #expect((0..<tree.tokenCount).map { tree.range(ofToken: $0) } == streamed.map(\.range))
        #expect(streamed.contains { $0.range.count == 255 } && streamed.contains { $0.range.count == 70_002 })
        #expect(tree.printed() == source.bytes)
    }

    /// A token's start is kept two bytes past its block's; a block spanning 64 KB or more keeps
    /// its starts whole, whichever token of the block crosses the bound.
    @Test(arguments: [0, 1, 100, 255, 256, 300])
    func startsPastALongGapInTheirBlock(gapAfter tokens: Int) {
        let words = (0..<900).map { "w\($0)" }
        var text = ""
        for (index, word) in words.enumerated() {
            text += word + " "
            if index == tokens || index == tokens + 512 {
                text += "/* " + String(repeating: "c", count: 70_000) + " */ "
            }
        }
        let source = SourceFile(path: "t.nss", text: text)
        let tree = SyntaxTree.parse(source)
        #expect((0..<tree.tokenCount).map { tree.range(ofToken: $0) } == source.tokenize().tokens.map(\.range))
        #expect(tree.printed() == source.bytes)
    }

    /// Eight bytes tested together stop where the byte table says: every byte value at every
    /// position of a run of letters, and words where a stop falls in and across the runs.
    @Test func plainRunsStopWhereTheTableSays() {
        for byte in UInt8.min...UInt8.max {
            let plain = ByteClass.table[Int(byte)] & ByteClass.plainIdentifierContinue != 0
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "q"), count: 8)
                bytes[position] = byte
                let run = bytes.withUnsafeBufferPointer { ByteClass.plainIdentifierRun(in: $0, at: 0) }
                #expect(run == (plain ? 8 : position), "byte \(byte) at \(position)")
            }
        }
        #expect(lex("abcdefgh/*c*/ijklmnop") == ["identifier abcdefgh", "identifier ijklmnop"])
        #expect(lex("abcdefghij/klmnopqrst") == ["identifier abcdefghij/klmnopqrst"])
        #expect(
            lex("fdlFUIObjectTableViewCell_headline:") == ["identifier fdlFUIObjectTableViewCell_headline", "colon :"])
        #expect(lex("Straße-Überschrift-Zeile;") == ["identifier Straße-Überschrift-Zeile", "semicolon ;"])
        #expect(
            lex("abcdefg\u{FEFF}hijklmnop") == ["identifier abcdefg", "invalid \u{FEFF}", "identifier hijklmnop"])
    }

    @Test func percentOnlyAfterABareNumber() {
        #expect(lex("5px%") == ["number 5px", "invalid %"])
        #expect(lex("abc%") == ["identifier abc", "invalid %"])
    }

    @Test func lineBreakEndsAStringButAnEscapedOneDoesNot() {
        #expect(lex("\"a\\\nb\"") == ["string \"a\\\nb\""])
        #expect(lex("\"a\\\r\nb\"") == ["string \"a\\\r\nb\""])
        #expect(lex("\"a\nb") == ["unterminated-string \"a", "identifier b"])
    }
    /// A scan for some kinds of token finds every token of them and no other, for each kind (the
    /// kinds are compared eight at a time, then one at a time at the end).
    @Test func tokensOfSomeKindsAreFoundByTheirKinds() {
        let text = """
            @import "a.nss"; @v: #FFF 0xFF00FF80; @media (device: ipad) { A, B_1 { x: rgba(1, 2, 3, .5) 2px 50%; } }
            /* c */ C { y: @v !; } "open \u{1} } @
            """
        let tree = SyntaxTree.parse(SourceFile(path: "t.nss", text: text))
        var all: [TokenKind: [Int]] = [:]
        for index in 0..<tree.tokenCount { all[tree.kind(ofToken: index), default: []].append(index) }
        #expect(all.count > 10)
        for kind in TokenKind.allCases {
            var found: [Int] = []
            tree.forEachToken(ofKinds: kind) { found.append($0) }
            #expect(found == all[kind, default: []], "\(kind)")
        }
        var pair: [Int] = []
        tree.forEachToken(ofKinds: .identifier, .atKeyword) { pair.append($0) }
        #expect(pair == (all[.identifier, default: []] + all[.atKeyword, default: []]).sorted())
    }

    /// The eight-at-a-time comparison marks exactly the bytes that are equal: a byte of 1 or 0x80
    /// next to a match, or any byte pattern, is not taken for one.
    @Test func aWordMarksExactlyItsZeroBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let special: [UInt8] = [0, 1, 0x7F, 0x80, 0x81, 0xFF]
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            var expected: UInt64 = 0
            for byte in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 59)
                let value = pick < 24 ? special[pick % special.count] : UInt8(truncatingIfNeeded: state >> 33)
                word |= UInt64(value) << (8 * byte)
                if value == 0 { expected |= 0x80 << (8 * byte) }
            }
            #expect(SyntaxTree.zeroBytes(of: word) == expected, "\(String(word, radix: 16))")
        }
    }
}
