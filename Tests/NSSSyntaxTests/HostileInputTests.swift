import Testing

@testable import NSSSyntax

/// Inputs built to hurt a parser: huge, deeply nested, never closed. Each must parse in linear
/// time (measured with nss-bench and in the issue notes, never asserted here), round-trip, and be
/// described by a few clear diagnostics rather than by one per byte.
@Suite("Hostile input")
struct HostileInputTests {
    @Test func tenMegabytesOnOneLine() {
        let rule = "Label{font-size:1}"
        let count = 10_000_000 / rule.utf8.count
        let bytes = Array(String(repeating: rule, count: count).utf8) + Array("}".utf8)
        let tree = SyntaxTree.parse(SourceFile(path: "line.nss", bytes: bytes))
        #expect(tree.printed() == bytes)
        #expect(tree.allRules.count == count)
        #expect(summary(tree) == ["1:\(bytes.count) unexpected-token"])
        // The diagnostic's source line is cut around the caret, not printed whole.
        let rendered = DiagnosticRenderer().snippet(tree.diagnostics[0], in: tree.source)
        #expect(rendered.utf8.count < 1_000)
        #expect(rendered.contains("…"))
    }

    @Test func oneHundredThousandNestedParentheses() {
        let input = "A { x: " + String(repeating: "(", count: 100_000) + " }\nB { y: z; }"
        let tree = SyntaxTree.parse(input)
        #expect(tree.printed() == Array(input.utf8))
        #expect(Set(tree.diagnostics.map(\.code)) == [.nestingTooDeep, .unclosedParenthesis])
        #expect(tree.diagnostics.count < 50)
        // The rule after the bad one is read.
        #expect(tree.items.count == 2)
    }

    @Test func oneHundredThousandNestedBraces() {
        let input = "A " + String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000)
        let tree = SyntaxTree.parse(input)
        #expect(tree.printed() == Array(input.utf8))
        #expect(!tree.diagnostics.isEmpty)
        checkInvariants(tree)
    }

    @Test func oneHundredThousandUnclosedBlocks() {
        let input = String(repeating: "A {\n  x: y;\n", count: 100_000)
        let tree = SyntaxTree.parse(input)
        #expect(tree.printed() == Array(input.utf8))
        // Each rule is closed by recovery at the next selector and reported where it opens.
        #expect(tree.diagnostics.count == 100_000)
        #expect(Set(tree.diagnostics.map(\.code)) == [.unclosedBlock])
        #expect(tree.items.count == 100_000)
    }

    @Test func oneHundredThousandUnclosedParenthesesInOneValue() {
        let input = "A { x: " + String(repeating: "rgba(", count: 100_000)
        let tree = SyntaxTree.parse(input)
        #expect(tree.printed() == Array(input.utf8))
        #expect(tree.diagnostics.count < 50)
        checkInvariants(tree)
    }

    @Test func oneHundredThousandNamesInAnUnclosedCall() {
        let input = "A { x: f(" + String(repeating: "a, ", count: 100_000) + "\nB { y: z; }"
        let tree = SyntaxTree.parse(input)
        #expect(tree.printed() == Array(input.utf8))
        #expect(summary(tree) == ["1:3 unclosed-block", "1:9 unclosed-parenthesis"])
        #expect(tree.allRules.count == 2)
    }

    @Test func linesOfEveryBreakStyleAreCounted() {
        let input = Array("A {\r\n x: y;\r z: w;\n q r; }".utf8)
        let tree = SyntaxTree.parse(SourceFile(path: "breaks.nss", bytes: input))
        #expect(summary(tree) == ["4:3 expected-colon"])
    }

    @Test func hostileBytesEverywhere() {
        // NUL, invalid UTF-8, a BOM mid-file, lone CR and CRLF, in selectors, names and values.
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        let pieces: [[UInt8]] = [[0], [0xFF], [0xC3], [0xEF, 0xBB, 0xBF], [0x0D], [0x0D, 0x0A], [0xF0, 0x9F, 0x8E]]
        for (index, piece) in pieces.enumerated() {
            for text in ["A\(index)", " { x", ": y"] {
                bytes += Array(text.utf8)
                bytes += piece
            }
            bytes += Array("; }\n".utf8)
        }
        let tree = SyntaxTree.parse(SourceFile(path: "bytes.nss", bytes: bytes))
        #expect(tree.printed() == bytes)
        #expect(!tree.diagnostics.isEmpty)
        checkInvariants(tree)
    }
}
