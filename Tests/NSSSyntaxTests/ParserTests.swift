import Testing

@testable import NSSSyntax

@Suite("Parser: tree shape and typed views")
struct ParserTests {
    @Test func rulesDeclarationsAndValues() throws {
        let tree = SyntaxTree.parse(
            """
            A, B {
                font-color-disabled: rgba(255, 0, 0, .5);
                shadow-offset: 1, 2;
                text-align: center
            }
            """
        )
        #expect(tree.diagnostics.isEmpty)
        let rule = try #require(tree.allRules.first)
        #expect(rule.selectors.map(\.text) == ["A", "B"])
        #expect(rule.isClosed)
        let declarations = rule.declarations
        #expect(declarations.map(\.name.text) == ["font-color-disabled", "shadow-offset", "text-align"])
        #expect(declarations.map(\.valueText) == ["rgba(255, 0, 0, .5)", "1, 2", "center"])
        #expect(declarations.map { $0.semicolon != nil } == [true, true, false])

        guard case .function(let call) = declarations[0].components.first else {
            Issue.record("expected a function call")
            return
        }
        #expect(call.name?.text == "rgba")
        #expect(call.closeParenthesis != nil)
        #expect(call.argumentGroups.map { $0.map(\.text) } == [["255"], ["0"], ["0"], [".5"]])
        #expect(declarations[1].components.map(\.text) == ["1", ",", "2"])
    }

    /// A value's tokens and bytes are those between the `:` and a closing `;` (or the end), and
    /// the semicolon view finds that `;`, for values empty, single, called, spaced, unterminated,
    /// at a `}` and at the end of the file.
    @Test func valueTokensEndBeforeTheSemicolon() throws {
        let tree = SyntaxTree.parse(
            """
            @v: 1;
            @w: ;
            A { a: 1; b: ; c: rgba(1, 2, 3, .5)  ; d: x y /* z */ ; e: 2 }
            B { f: 3;;
            g:
            """
        )
        var checked = 0
        for index in 0..<tree.nodeCount {
            guard let declaration = Declaration(SyntaxNode(tree: tree, index: index)) else { continue }
            let indices = declaration.node.tokenIndices
            let endsWithSemicolon = tree.kind(ofToken: indices.upperBound - 1) == .semicolon
            let expected = (indices.lowerBound + 2)..<(indices.upperBound - (endsWithSemicolon ? 1 : 0))
            #expect((declaration.semicolon != nil) == endsWithSemicolon, "\(declaration.name.text)")
            #expect(declaration.valueTokenIndices == expected, "\(declaration.name.text)")
            let colonEnd = declaration.colon.range.upperBound
            let expectedRange =
                expected.isEmpty
                ? colonEnd..<colonEnd
                : tree.range(ofToken: expected.lowerBound)
                    .lowerBound..<tree.range(ofToken: expected.upperBound - 1)
                    .upperBound
            #expect(declaration.valueRange == expectedRange, "\(declaration.name.text)")
            checked += 1
        }
        #expect(checked == 9)
    }

    @Test func definitionsMediaAndImports() throws {
        let tree = SyntaxTree.parse(
            """
            @import "base.nss";
            @import url(other.nss);
            @tintColor: #0070F2;
            @media (device: ipad) and (orientation: landscape) {
                @tintColor: #0A6ED1;
                Label { font-size: 14; }
            }
            """
        )
        #expect(tree.diagnostics.isEmpty)
        let kinds = tree.items.map(\.kind)
        #expect(kinds == [.importRule, .importRule, .variableDefinition, .mediaRule])
        #expect(tree.items.compactMap(ImportRule.init).map(\.path) == ["base.nss", "other.nss"])
        let media = try #require(MediaRule(Array(tree.items)[3]))
        #expect(media.conditions.map { "\($0.feature)=\($0.value)" } == ["device=ipad", "orientation=landscape"])
        #expect(media.items.map(\.kind) == [.variableDefinition, .rule])
        #expect(tree.allVariableDefinitions.map(\.name.text) == ["@tintColor", "@tintColor"])
        #expect(tree.allVariableDefinitions.allSatisfy { $0.isVariableDefinition })
        #expect(tree.allRules.first?.enclosingMedia == media)
    }

    @Test func recoveryKeepsTheRestOfTheFile() {
        // Each broken line is reported; every good rule after it is still a rule.
        let tree = SyntaxTree.parse(
            """
            A { font-color red; font-size: 12; }
            B > C { x: y; }
            D { x: y; }
            }
            E { x: y
            F { x: y; }
            """
        )
        #expect(tree.allRules.map { $0.selectors.map(\.text).joined() } == ["A", "D", "E", "F"])
        #expect(tree.allRules[0].declarations.map(\.name.text) == ["font-size"])
        #expect(tree.allRules[2].declarations.map(\.valueText) == ["y"])
        #expect(!tree.allRules[2].isClosed)
        #expect(
            tree.diagnostics.map(\.code) == [.expectedColon, .unexpectedCharacter, .unexpectedToken, .unclosedBlock])
        checkInvariants(tree)
    }

    @Test func missingSemicolonSplitsBeforeTheNextProperty() {
        let tree = SyntaxTree.parse("A {\n  font-color: red\n  font-size: 12;\n}")
        let declarations = tree.allRules[0].declarations
        #expect(declarations.map(\.name.text) == ["font-color", "font-size"])
        #expect(declarations.map(\.valueText) == ["red", "12"])
        let fix = tree.diagnostics.first?.fixIts.first?.edits.first
        #expect(fix == TextEdit.insert(";", at: 21))
    }

    @Test func childrenCoverEveryToken() {
        let tree = SyntaxTree.parse("@a: 1;\nA { b: c(d, e); }")
        func tokens(_ node: SyntaxNode) -> [Int] {
            node.children.flatMap { child -> [Int] in
                switch child {
                case .node(let node): tokens(node)
                case .token(let token): [token.index]
                }
            }
        }
        #expect(tokens(tree.root) == Array(0..<tree.tokenCount))
        #expect(tree.root.descendantsAndSelf.count == tree.nodeCount)
    }

    @Test func dumpShowsKindsRangesTextAndTrivia() {
        let tree = SyntaxTree.parse("A { b: c; }\n")
        #expect(
            tree.dump()
                == """
                stylesheet 0..<12
                  rule 0..<11
                    selector-list 0..<1
                      identifier 0..<1 "A"
                    block 2..<11
                      left-brace 2..<3 "{" leading=" "
                      declaration 4..<9
                        identifier 4..<5 "b" leading=" "
                        colon 5..<6 ":"
                        identifier 7..<8 "c" leading=" "
                        semicolon 8..<9 ";"
                      right-brace 10..<11 "}" leading=" "
                  end-of-file 12..<12 "" leading="\\n"

                """
        )
    }

    /// A large tree's dump is handed over in pieces of about 64 KB that, joined, list every token
    /// once, in order, with its range: a piece lost or sent twice shows.
    @Test func dumpIsHandedOverInPieces() {
        let text = (0..<3_000).map { "Rule\($0) { font-color: #00000\($0 % 10); }" }.joined(separator: "\n")
        let tree = SyntaxTree.parse(text)
        var pieces: [String] = []
        tree.dump { pieces.append($0) }
        #expect(pieces.count > 3)
        // Each piece but the last stops at the first line end past 64 KB.
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") && $0.utf8.count < (1 << 16) + 200 })
        // Token lines quote the token's text; node lines do not.
        let tokenRanges = pieces.joined().split(separator: "\n").filter { $0.contains("\"") }.map { line in
            line.split(separator: " ").first { $0.contains("..<") }.map(String.init) ?? ""
        }
        let expected = (0..<tree.tokenCount).map { index in
            let range = tree.range(ofToken: index)
            return "\(range.lowerBound)..<\(range.upperBound)"
        }
        #expect(tokenRanges == expected)
    }

    @Test func tokenTrivia() {
        let tree = SyntaxTree.parse("\u{FEFF}/* c */\n  A { }")
        let first = tree.token(at: 0)
        #expect(first.text == "A")
        #expect(first.isAtStartOfLine)
        #expect(
            first.leadingTrivia == [
                .byteOrderMark(0..<3), .blockComment(3..<10), .newlines(10..<11), .whitespace(11..<13),
            ]
        )
    }

    @Test func oversizedInputIsReportedNotRead() {
        // Stands in for a file beyond 32-bit offsets without allocating one.
        #expect(SourceFile.maximumSize == Int(UInt32.max) - 1)
        #expect(SyntaxDiagnostics.fileTooLarge(size: 5_000_000_000).code == .fileTooLarge)
    }
}
