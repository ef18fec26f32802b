import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

@Suite("Fixer")
struct FixerTests {
    func fixed(_ bytes: [UInt8]) -> (bytes: [UInt8], tree: SyntaxTree) {
        let source = SourceFile(path: "fix.nss", bytes: bytes)
        let findings = Linter().lint(Theme(trees: [SyntaxTree.parse(source)]))
        let result = Fixer.apply(findings, to: bytes)
        return (result.bytes, SyntaxTree.parse(SourceFile(path: "fixed.nss", bytes: result.bytes)))
    }

    /// Found by the fuzzer: removing a stray byte between two words joined them into one token
    /// (a byte order mark inside `text-auto-f<BOM>Label` made `text-auto-fLabel`), and the fixed
    /// file had more syntax errors than the original.
    @Test func removingAStrayByteNeverJoinsWords() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let cases: [(input: [UInt8], output: String)] = [
            (Array("A { x: a".utf8) + bom + Array("b; }\n".utf8), "A { x: a b; }\n"),
            (Array("A { x: a".utf8) + [0] + Array("b; }\n".utf8), "A { x: a b; }\n"),
            (Array("A { x: y; }\n".utf8) + bom + Array("B { x: y; }\n".utf8), "A { x: y; }\nB { x: y; }\n"),
            (Array("A { x: y; }\n".utf8) + [0, 0] + Array("\n".utf8), "A { x: y; }\n\n"),
            (Array("A { x: y; } }B { x: y; }\n".utf8), "A { x: y; } B { x: y; }\n"),
        ]
        for (input, output) in cases {
            let (bytes, tree) = fixed(input)
            #expect(String(decoding: bytes, as: UTF8.self) == output)
            #expect(tree.diagnostics.isEmpty)
        }
    }
}
