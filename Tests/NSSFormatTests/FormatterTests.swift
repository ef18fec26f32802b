import Foundation
import NSSFormat
import NSSJSON
import NSSSyntax
import NSSTheme
import Testing

/// The canonical layout, rule by rule, and the properties every formatting keeps: the meaning
/// (the document JSON, positions aside), idempotence, and a file that parses cleanly.
@Suite("Formatter: the layout")
struct FormatterTests {
    static func format(_ text: String, _ options: FormatOptions = FormatOptions()) throws -> String {
        String(decoding: try Formatter.format(SourceFile(path: "t.nss", text: text), options: options), as: UTF8.self)
    }

    @Test(arguments: [
        ("Label{font-color:red;font-size : 12}\n", "Label {\n    font-color: red;\n    font-size: 12;\n}\n"),
        ("@a:1;\n@b :2;\n\n\n@c: 3;\n", "@a: 1;\n@b: 2;\n\n@c: 3;\n"),
        ("@a: 1;\nA { x: 1; }\nB { y: 2; }\n", "@a: 1;\n\nA {\n    x: 1;\n}\n\nB {\n    y: 2;\n}\n"),
        ("A { x: rgba(0,1 , 2,0.5) /* kept */ ; }\n", "A {\n    x: rgba(0,1 , 2,0.5) /* kept */;\n}\n"),
        (
            "A { x: 1; /* after */\n  /* own line */\n  y: 2; }\n",
            "A {\n    x: 1; /* after */\n    /* own line */\n    y: 2;\n}\n"
        ),
        ("@media (device:ipad){A{x:1;}}\n", "@media (device:ipad) {\n    A {\n        x: 1;\n    }\n}\n"),
        ("A {}\n", "A {\n}\n"),
        ("A,B,C{x:1;}\n", "A, B, C {\n    x: 1;\n}\n"),
        ("A { x: 1 }", "A {\n    x: 1;\n}"),
        ("A { x: 1; }\r\nB { y: 2; }\r\n", "A {\r\n    x: 1;\r\n}\r\n\r\nB {\r\n    y: 2;\r\n}\r\n"),
        ("\u{FEFF}A { x: 1; }\n", "\u{FEFF}A {\n    x: 1;\n}\n"),
        ("/* only a comment */\n", "/* only a comment */\n"),
        ("", ""),
    ])
    func layoutRule(input: String, expected: String) throws {
        let output = try Self.format(input)
        #expect(output == expected, "\(input.debugDescription) gave \(output.debugDescription)")
        #expect(try Self.format(output) == output, "not idempotent: \(output.debugDescription)")
    }

    @Test func longSelectorListsGoOneALine() throws {
        let input = "Alpha, Beta, Gamma { x: 1; }\n"
        #expect(try Self.format(input, FormatOptions(width: 19)) == "Alpha,\nBeta,\nGamma {\n    x: 1;\n}\n")
        #expect(try Self.format(input, FormatOptions(width: 20)) == "Alpha, Beta, Gamma {\n    x: 1;\n}\n")
    }

    @Test func theIndentIsAnOption() throws {
        #expect(try Self.format("A { x: 1; }\n", FormatOptions(indent: 2)) == "A {\n  x: 1;\n}\n")
    }

    @Test func aFileWithSyntaxErrorsIsNotFormatted() {
        #expect(throws: FormatError.self) { try Self.format("A { x 1; }\n") }
    }

    @Test func aRangeFormatsTheItemsItTouches() throws {
        let text = "A{x:1}\n/* b */\nB{y:2}\nC{z:3}\n"
        let tree = SyntaxTree.parse(SourceFile(path: "t.nss", text: text))
        let inside = Array(text.utf8).firstIndex(of: UInt8(ascii: "y"))!
        let edit = try #require(try Formatter.format(tree, range: inside..<inside + 1))
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(edit.range, with: edit.replacement)
        #expect(String(decoding: bytes, as: UTF8.self) == "A{x:1}\n/* b */\nB {\n    y: 2;\n}\nC{z:3}\n")
        let all = try #require(try Formatter.format(tree, range: 0..<text.utf8.count))
        #expect(
            String(decoding: all.replacement, as: UTF8.self)
                == "A {\n    x: 1;\n}\n\n/* b */\nB {\n    y: 2;\n}\n\nC {\n    z: 3;\n}")
        #expect(
            try Formatter.format(SyntaxTree.parse(SourceFile(path: "t.nss", text: "/* c */\n")), range: 0..<3) == nil)
    }

    @Test func theGoldenFileHasEveryRule() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let input = try String(contentsOf: folder.appendingPathComponent("layout.nss"), encoding: .utf8)
        let expected = try String(contentsOf: folder.appendingPathComponent("layout.formatted.nss"), encoding: .utf8)
        #expect(try Self.format(input) == expected)
    }
}

/// Formatting keeps what every runtime reads, on every stylesheet of the repository and, where
/// it sits beside the checkout, on the shared corpus of real themes.
@Suite("Formatter: meaning kept")
struct FormatterPropertyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func stylesheets() throws -> [URL] {
        var found: [URL] = []
        for folder in ["Tests", "Themes", "Grammar/examples", "../shared/corpus"] {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in walker where file.pathExtension == "nss" { found.append(file) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The document JSON without positions: what the stylesheet says.
    static func meaning(_ bytes: [UInt8]) -> JSONValue {
        func strip(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let members): .object(members.filter { $0.key != "range" }.map { ($0.key, strip($0.value)) })
            case .array(let values): .array(values.map(strip))
            default: value
            }
        }
        return strip(ThemeJSON.document(Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", bytes: bytes))])))
    }

    @Test func everyCleanStylesheetKeepsItsMeaningAndFormatsOnce() throws {
        var formatted = 0
        for file in try Self.stylesheets() {
            let bytes = [UInt8](try Data(contentsOf: file))
            let tree = SyntaxTree.parse(SourceFile(path: file.path, bytes: bytes))
            guard !tree.hasErrors else { continue }
            let output = try Formatter.format(tree)
            #expect(!SyntaxTree.parse(SourceFile(path: "out.nss", bytes: output)).hasErrors, "\(file.path)")
            #expect(try Formatter.format(SourceFile(path: "again.nss", bytes: output)) == output, "\(file.path)")
            #expect(Self.meaning(output) == Self.meaning(bytes), "\(file.path) means something else formatted")
            formatted += 1
        }
        #expect(formatted >= 15, "only \(formatted) stylesheets formatted")
    }
}
