import Foundation
import Testing

@testable import NSSSyntax

@Suite("Diagnostic rendering")
struct DiagnosticRenderingTests {
    let renderer = DiagnosticRenderer()

    @Test func oneLineForm() {
        let tree = SyntaxTree.parse("A {\n    font-color red;\n}", path: "Themes/brand.nss")
        #expect(
            tree.diagnostics.map { renderer.line($0, in: tree.source) }
                == ["Themes/brand.nss:2:15: error: expected ':' after 'font-color' [expected-colon]"]
        )
    }

    @Test func snippetWithCaretNoteAndFixIt() {
        let tree = SyntaxTree.parse("A {\n    font-color red;\n}", path: "Themes/brand.nss")
        #expect(
            renderer.snippet(tree.diagnostics[0], in: tree.source)
                == """
                Themes/brand.nss:2:15: error: expected ':' after 'font-color' [expected-colon]
                  |
                2 |     font-color red;
                  |               ^
                  = note: this declaration is ignored (2:5)
                  = fix-it: insert ':'
                  |
                2 |     font-color: red;
                  |               +

                """
        )
    }

    @Test func snippetUnderlinesTheWholeRange() {
        let tree = SyntaxTree.parse("Button:highlighted { }", path: "a.nss")
        let diagnostic = Diagnostic(
            code: "example", severity: .warning, message: "underlined", range: 0..<6,
            fixIts: [FixIt(message: "rename", edits: [TextEdit(range: 0..<6, replacement: "Label")])]
        )
        #expect(
            renderer.snippet(diagnostic, in: tree.source)
                == """
                a.nss:1:1: warning: underlined [example]
                  |
                1 | Button:highlighted { }
                  | ^~~~~~
                  = fix-it: rename
                  |
                1 | Label:highlighted { }
                  | +++++

                """
        )
    }

    @Test func tabsAreExpandedAndTheCaretFollows() {
        let tree = SyntaxTree.parse("A {\n\tx y;\n}", path: "t.nss")
        let lines = renderer.snippet(tree.diagnostics[0], in: tree.source).split(separator: "\n")
        #expect(lines[2] == "2 |     x y;")
        #expect(lines[3] == "  |      ^")
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let text = "A { " + String(repeating: "x: y; ", count: 5_000) + "z w; }"
        let tree = SyntaxTree.parse(text, path: "long.nss")
        let snippet = renderer.snippet(tree.diagnostics[0], in: tree.source)
        let lines = snippet.split(separator: "\n")
        #expect(lines[2].count < 140)
        #expect(lines[2].hasPrefix("1 | …"))
        #expect(lines[2].contains("z w; }"))
        // The caret sits under the gap after 'z'.
        let caretColumn = lines[3].firstIndex(of: "^").map { lines[3].distance(from: lines[3].startIndex, to: $0) }
        let zColumn = lines[2].firstIndex(of: "z").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        #expect(caretColumn == zColumn.map { $0 + 1 })
    }

    /// Found by the fuzzer: runs of stray UTF-8 continuation bytes and tabs before the caret
    /// made the window end before the caret, and rendering trapped.
    @Test func wideColumnsBeforeTheCaretStayInTheWindow() throws {
        let fuzzed = try #require(
            Data(
                base64Encoded:
                    "bGIgRQAAACBmb266urq6urq6urq6urq6urq6urq6uoCAgICAgICAgICAgICAurq6urq6urq6urq6urq6urq6uoCAgICAgICAgICAgIC6urq6urq6urq6urq6urq6urq6LWNvbG8wLjUpdC1vLWNvbG8wLjUpdC1vb2NybDogurq6uiB9Cg=="
            ))
        let tabs = Array(("A { " + String(repeating: "\t", count: 60) + "x y; }").utf8)
        for bytes in [[UInt8](fuzzed), tabs] {
            let tree = SyntaxTree.parse(SourceFile(path: "wide.nss", bytes: bytes))
            #expect(!tree.diagnostics.isEmpty)
            for diagnostic in tree.diagnostics {
                let lines = renderer.snippet(diagnostic, in: tree.source).split(separator: "\n")
                #expect(lines.count >= 4)
                #expect(lines[2].count <= 130)
                #expect(lines[3].contains("^"))
            }
        }
    }

    @Test func colorsOnlyWhenAsked() {
        let tree = SyntaxTree.parse("}", path: "t.nss")
        #expect(!renderer.snippet(tree.diagnostics[0], in: tree.source).contains("\u{1B}["))
        #expect(DiagnosticRenderer(colors: true).snippet(tree.diagnostics[0], in: tree.source).contains("\u{1B}[1;31m"))
    }
}
