import Testing

@testable import NSSSyntax

/// One malformed input and the exact diagnostics it must produce, as `line:column code`.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var expected: [String]

    init(_ name: String, _ input: String, _ expected: [String]) {
        self.name = name
        self.input = Array(input.utf8)
        self.expected = expected
    }

    init(_ name: String, bytes: [UInt8], _ expected: [String]) {
        self.name = name
        self.input = bytes
        self.expected = expected
    }

    var testDescription: String { name }
}

@Suite("Malformed input: exact diagnostics, exact round trip")
struct MalformedInputTests {
    static let cases: [MalformedCase] = [
        MalformedCase("missing colon", "A { font-color red; }", ["1:15 expected-colon"]),
        MalformedCase("missing colon, CRLF", "A {\r\n  x y;\r\n}", ["2:4 expected-colon"]),
        MalformedCase("missing colon, lone CR", "A {\r  x y;\r}", ["2:4 expected-colon"]),
        MalformedCase("missing value", "A { font-color: ; }", ["1:15 expected-value"]),
        MalformedCase("unclosed block at end of file", "A { font-color: red", ["1:3 unclosed-block"]),
        MalformedCase(
            "unclosed block before the next rule", "A {\n  font-color: red\nB { x: y; }", ["1:3 unclosed-block"]
        ),
        MalformedCase("unclosed block before a selector list", "A { x: y;\nB, C { x: y; }", ["1:3 unclosed-block"]),
        MalformedCase("unterminated comment", "A { }\n/* never closed", ["2:1 unterminated-comment"]),
        MalformedCase(
            "unterminated string runs into the block's end", "A { font-name: \"Helvetica; }",
            ["1:3 unclosed-block", "1:16 unterminated-string"]
        ),
        MalformedCase("unterminated single-quoted string", "A { x: 'y;\n}", ["1:8 unterminated-string"]),
        MalformedCase("stray closing brace", "}", ["1:1 unexpected-token"]),
        MalformedCase("extra closing brace", "A { color: red; } }", ["1:19 unexpected-token"]),
        MalformedCase("stray semicolon after a rule", "A { x: y; } ;", ["1:13 unexpected-token"]),
        MalformedCase("declaration outside a rule", "font-color: red;\nA { }", ["1:1 declaration-outside-rule"]),
        MalformedCase("selectors without comma", "A B { x: y; }", ["1:3 invalid-selector"]),
        MalformedCase("trailing comma in selector list", "A, { }", ["1:2 invalid-selector"]),
        MalformedCase("leading comma in selector list", ", A { }", ["1:1 invalid-selector"]),
        MalformedCase("pseudo-class selector", "Button:highlighted { }", ["1:7 invalid-selector"]),
        MalformedCase("combinator is not a token", "A > B { }\nC { x: y; }", ["1:3 unexpected-character"]),
        MalformedCase("block without selector", "{ x: y; }", ["1:1 invalid-selector"]),
        MalformedCase("selector without block at end", "A", ["1:2 expected-block"]),
        MalformedCase("selector ended by semicolon", "A;\nB { }", ["1:2 expected-block"]),
        MalformedCase("stray bang in value", "A { x: y !important; }", ["1:10 unexpected-character"]),
        MalformedCase("brace inside a block", "A { { x: y; } }", ["1:5 unexpected-token"]),
        MalformedCase("colon where a property was expected", "A { : red; }", ["1:5 unexpected-token"]),
        MalformedCase("missing semicolon between declarations", "A { a: b\n  c: d; }", ["1:9 expected-semicolon"]),
        MalformedCase("missing semicolon between definitions", "@a: red\n@b: blue;", ["1:8 expected-semicolon"]),
        MalformedCase("definition running into a rule", "@a: red\nB { }", ["1:8 expected-semicolon"]),
        MalformedCase("colon inside a value", "A { x:: y; }", ["1:7 unexpected-token"]),
        MalformedCase("unclosed parenthesis", "A { x: rgba(1, 2; }", ["1:12 unclosed-parenthesis"]),
        MalformedCase("unmatched closing parenthesis", "A { x: 1); }", ["1:9 unexpected-token"]),
        // Found by the fuzzer: the call took the next rule's selector, and the tree printed it twice.
        MalformedCase(
            "unclosed call before the next rule", "A { x: rgba(1, 2\nB, C { y: z; }",
            ["1:3 unclosed-block", "1:12 unclosed-parenthesis"]),
        MalformedCase("definition missing colon", "@tintColor #fff;", ["1:11 expected-colon"]),
        MalformedCase("definition inside a rule", "A { @x: 1; }", ["1:5 definition-in-rule"]),
        MalformedCase("variable without a name", "@: red;", ["1:1 expected-variable-name"]),
        MalformedCase("CSS at-rule", "@charset \"utf-8\";", ["1:1 unknown-at-rule"]),
        MalformedCase("unknown at-rule with a block", "@foo bar { x: y; }", ["1:1 unknown-at-rule"]),
        MalformedCase("media without condition", "@media { }", ["1:1 invalid-media-query"]),
        MalformedCase("media condition without colon", "@media (device ipad) { }", ["1:16 invalid-media-query"]),
        MalformedCase("media with dangling and", "@media (device: ipad) and { }", ["1:23 invalid-media-query"]),
        MalformedCase(
            "media joined by or", "@media (device: ipad) or (orientation: landscape) { }", ["1:23 invalid-media-query"]
        ),
        MalformedCase(
            "nested media", "@media (device: ipad) { @media (orientation: landscape) { } }", ["1:25 nested-media"]
        ),
        MalformedCase("media without block", "@media (device: ipad);", ["1:22 expected-block"]),
        MalformedCase("unclosed media block", "@media (device: ipad) {\n  A { x: y; }", ["1:23 unclosed-block"]),
        MalformedCase("import without path", "@import ;", ["1:1 expected-import-path"]),
        MalformedCase("import missing semicolon", "@import \"a.nss\"\nA { }", ["1:16 expected-semicolon"]),
        MalformedCase("NUL byte", bytes: Array("A { x: y; }".utf8) + [0, 0], ["1:12 null-byte"]),
        MalformedCase(
            "invalid UTF-8", bytes: Array("A { x: ".utf8) + [0xFF, 0xC3] + Array("; }".utf8), ["1:8 invalid-utf8"]),
        MalformedCase(
            "byte order mark after the start",
            bytes: Array("A { }\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("B { x: y; }".utf8),
            ["2:1 unexpected-byte-order-mark"]
        ),
        MalformedCase("truncated UTF-8 at the end", bytes: Array("A { }".utf8) + [0xE2, 0x82], ["1:6 invalid-utf8"]),
        MalformedCase(
            "control character", bytes: Array("A { x: y;".utf8) + [0x07] + Array(" }".utf8),
            ["1:10 unexpected-character"]),
        MalformedCase(
            "several problems in one file, all reported",
            "A { font-color red; }\nB { x: ; }\n}\nC { y: z",
            ["1:15 expected-colon", "2:6 expected-value", "3:1 unexpected-token", "4:3 unclosed-block"]
        ),
    ]

    @Test(arguments: cases)
    func diagnosticsAtExactPositions(_ testCase: MalformedCase) {
        let tree = SyntaxTree.parse(SourceFile(path: "case.nss", bytes: testCase.input))
        #expect(summary(tree) == testCase.expected)
        checkInvariants(tree)
    }

    @Test func deepParenthesesAreBoundedAndReported() {
        let input = "A { x: " + String(repeating: "(", count: 40) + " }"
        let tree = SyntaxTree.parse(input)
        let codes = Set(tree.diagnostics.map(\.code))
        #expect(codes == [.nestingTooDeep, .unclosedParenthesis])
        #expect(tree.diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
        checkInvariants(tree)
    }

    @Test func validInputsHaveNoDiagnostics() {
        for input in [
            "", "/* only a comment */", "// only a line comment", "A { x: y }", "A{x:y}", "\u{FEFF}A { }", "  \n\t\r\n",
        ] {
            let tree = SyntaxTree.parse(input)
            #expect(tree.diagnostics.isEmpty, "\(input.debugDescription)")
            checkInvariants(tree)
        }
    }
}
