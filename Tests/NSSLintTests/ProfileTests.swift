import NSSSyntax
import Testing

@testable import NSSLint

/// One input a runtime mishandles and exactly what each profile reports for it.
struct ProfileCase: CustomTestStringConvertible, Sendable {
    var name: String
    var profile: Profile
    var input: String
    var expected: [String]
    var testDescription: String { "\(profile): \(name)" }

    init(_ name: String, _ profile: Profile, _ input: String, _ expected: [String]) {
        self.name = name
        self.profile = profile
        self.input = input
        self.expected = expected
    }
}

@Suite("Runtime profiles: what each runtime rejects, drops or misreads")
struct ProfileTests {
    static let cases: [ProfileCase] = [
        // NUI: a syntax error empties the whole stylesheet.
        ProfileCase("// comment", .nui, "// header\nLabel { font-size: 12; }", ["1:1 nui-line-comment"]),
        ProfileCase("quoted font name", .nui, "Label { font-name: \"Avenir\"; }", ["1:20 nui-quoted-string"]),
        ProfileCase("missing final semicolon", .nui, "Label { font-size: 12 }", ["1:22 nui-missing-semicolon"]),
        ProfileCase(
            "variable inside a larger value", .nui, "@w: 2;\nButton { padding: @w 4; }", ["2:19 nui-variable-in-value"]),
        ProfileCase(
            "variable defined from another variable", .nui, "@a: 2;\n@b: @a;\nLabel { border-width: @b; }",
            ["2:5 nui-variable-in-value"]),
        ProfileCase("#RGB", .nui, "Label { font-color: #F00; }", ["1:21 nui-short-hex"]),
        ProfileCase("8-digit hex loses its alpha", .nui, "Label { font-color: #FF000080; }", ["1:21 nui-hex-alpha"]),
        ProfileCase(
            "@import", .nui, "@import \"base.nss\";", ["1:1 nui-import", "1:9 import", "1:9 nui-quoted-string"]),
        ProfileCase(
            "unknown text-align becomes left", .nui, "Label { text-align: justified; }", ["1:21 nui-text-align"]),
        ProfileCase(
            "undefined variable crashes", .nui, "Label { font-color: @primary7; }", ["1:21 undefined-variable"]),
        ProfileCase("integer alpha", .nui, "Label { font-color: rgba(255, 0, 0, 1); }", ["1:37 color-component"]),
        ProfileCase("commas in insets", .nui, "Button { padding: 9,12,21,20; }", ["1:19 nui-box-separator"]),
        ProfileCase(
            "percent sign", .nui, "Label { text-alpha: 50%; }",
            ["1:21 invalid-value", "1:21 nui-unsupported-character"]),
        ProfileCase("'and' prefix", .nui, "View { background-image: android; }", ["1:26 nui-and-prefix"]),
        // The same inputs are fine for SAP's UIKit SDK, except what it shares with NUI.
        ProfileCase("// comment (UIKit)", .fioriUIKit, "// header\nLabel { font-size: 12; }", []),
        ProfileCase(
            "palette variable (UIKit)", .fioriUIKit, "Label { font-color: @primary7; }", ["1:21 deprecated-color"]),
        ProfileCase(
            "integer alpha (UIKit)", .fioriUIKit, "Label { font-color: rgba(255, 0, 0, 1); }", ["1:37 color-component"]),
        // A definition's components are checked where it is written, once; every declaration's
        // on its own.
        ProfileCase(
            "integer alpha in a definition (UIKit)", .fioriUIKit,
            "@shade: rgba(1, 2, 3, 1);\nLabel { font-color: @shade; border-color: rgba(0, 0, 0, 0); }",
            ["1:23 color-component"]),
        ProfileCase(
            "hue and alpha in one call (UIKit)", .fioriUIKit, "Label { background-color: hsla(400, 0.5, 0.5, 1); }",
            ["1:32 color-component", "1:32 invalid-value", "1:47 color-component"]),
        ProfileCase("8-digit hex (UIKit)", .fioriUIKit, "Label { font-color: #1EE68A00; }", ["1:21 ambiguous-hex"]),
        // SAP's SwiftUI reader: palette definitions only, line by line.
        ProfileCase(
            "component rules ignored", .fioriSwiftUI, "@tintColor: #0070F2;\nLabel { font-size: 12; }",
            ["2:1 swiftui-rules-ignored"]),
        // A comment after a hex value is read with it, harmlessly; one with a ':' drops the line, and
        // an eight-digit hex in it wins over the value.
        ProfileCase("trailing comment", .fioriSwiftUI, "@tintColor: #0070F2; /* brand */", []),
        ProfileCase(
            "trailing comment with ':'", .fioriSwiftUI, "@tintColor: #0070F2; /* brand: blue */",
            ["1:1 swiftui-line-ignored"]),
        ProfileCase(
            "hex in a trailing comment", .fioriSwiftUI, "@tintColor:#00FF00; /* old #FF000080 */",
            ["1:12 swiftui-unsupported-value"]),
        ProfileCase("space before colon", .fioriSwiftUI, "@tintColor : #0070F2;", ["1:11 swiftui-space-before-colon"]),
        ProfileCase(
            "space before a named color", .fioriSwiftUI, "@tintColor: red;", ["1:12 swiftui-space-after-colon"]),
        ProfileCase(
            "first definition wins", .fioriSwiftUI, "@tintColor: #0070F2;\n@tintColor: #E9730C;",
            ["2:1 swiftui-first-definition-wins"]),
        ProfileCase(
            "rgba() not read", .fioriSwiftUI, "@tintColor: rgba(0, 112, 242, 1.0);", ["1:13 swiftui-unsupported-value"]),
        ProfileCase(
            "magenta not a named color there", .fioriSwiftUI, "@tintColor:magenta;", ["1:12 swiftui-unsupported-value"]),
        // SwiftUI reads RRGGBBAA (Color+Extension.swift:51,68-71): nothing is ambiguous there.
        ProfileCase("8-digit hex (SwiftUI)", .fioriSwiftUI, "@tintColor: #0070F280;", []),
    ]

    @Test(arguments: cases)
    func reportsExactlyWhatTheRuntimeMishandles(_ testCase: ProfileCase) {
        #expect(summary(lint(testCase.input, profile: testCase.profile)) == testCase.expected)
    }

    @Test func definitionPrecedenceFollowsTheRuntime() {
        let text = "@size: 1;\n@size: 2;\nLabel { font-size: @size; }"
        #expect(lint(text, profile: .fioriUIKit).isEmpty)
        #expect(summary(lint(text, profile: .fioriSwiftUI)).contains("2:1 swiftui-first-definition-wins"))
    }
}
