import Testing

@testable import NSSSyntax

/// The parser's rule counts are what a walk over every rule node of its tree counts, in the
/// shapes it recovers from too: the cascade index and the lint's facts make their arrays to them.
@Suite("Rule counts made by the parser")
struct RuleCountsTests {
    @Test(arguments: [
        "A, B , C { font-color: red; @misplaced: 1; font-size: 2 }\n@media (device: ipad) { D { x: 1; } E, F { } }",
        ", G { y: 2; }\nH { z: 3;\nI J { w: 4; }\nK {",
        "A { a: 1; b; c: ; d: 2 e: 3 }\nB { f: x\nC, D { g: 1 }\nE { h: 1; {} i: 2; ) j: 3 }",
        "@media (a: b) { @media (c: d) { X { y: 1 } } Z { w: 1 } }\n@media broken { Q { r: 1 } }",
        "A:B { x: 1 }\nC D { y: 2 }\n@font-face { src: x }\nE { @v: 1; z: 2; }\n} F { q: 1 }",
        "",
    ])
    func countsAreTheWalks(text: String) {
        let tree = SyntaxTree.parse(text)
        #expect(tree.ruleCounts == RuleCounts(walking: tree))
    }

    @Test func aRulesDeclarationsCountOncePerSelector() {
        let tree = SyntaxTree.parse("A, B, C { x: 1; y: 2 }\nD { z: 3 }\nE, F { }")
        let counts = tree.ruleCounts
        #expect(counts.rules == 3)
        #expect(counts.selectors == 6)
        #expect(counts.declarations == 3)
        #expect(counts.selectorDeclarationPairs == 3 * 2 + 1)
    }

    @Test func aFileParsedInPiecesCountsAsWhole() throws {
        let text = (0..<40).map { "R\($0), S\($0) {\n  a: \($0); b: 2\n}\n@media (x: y) { T\($0) { c: 3 } }\n" }
            .joined()
        let source = SourceFile(path: "t.nss", text: text)
        let whole = SyntaxTree.parse(text)
        let starts = source.bytes.withUnsafeBufferPointer { SyntaxTree.pieceStarts($0, pieces: 4) }
        #expect(starts.count == 3)
        let parsed = try #require(SyntaxTree.parse(source, pieceStarts: starts))
        #expect(parsed.piecesJoined == 3)
        #expect(parsed.tree.ruleCounts == whole.ruleCounts)
        #expect(whole.ruleCounts.rules == 80)
    }
}
