import NSSJSON
import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// One problem, one finding: what a root cause makes of the rest is not reported again.
@Suite("One finding per root cause")
struct RootCauseTests {
    @Test func aBadVariableValueIsReportedOnceAtItsDefinition() {
        let findings = lint("@bad: #GG0000;\nLabel { font-color: @bad; }\nButton { font-color: @bad; }\n")
        #expect(summary(findings) == ["1:7 invalid-value"])
        #expect(findings[0].diagnostic.notes.map(\.range).count == 2)
    }

    /// A value made of a variable and text written at the use has no one place in the file:
    /// the finding is at the use, not a range from the definition to the use.
    @Test func aValueMixingAVariableAndTextIsReportedAtTheUse() {
        let findings = lint("@brand: #0CCE35;\nLabel {\n    font-color: @brand 0.4;\n}\n", profile: .fioriUIKit)
        #expect(summary(findings) == ["3:17 invalid-value"])
        #expect(findings.first.map { $0.file.text($0.diagnostic.range) } == "@brand 0.4")
    }

    @Test func aSyntaxErrorInADeclarationIsItsOnlyFinding() {
        #expect(summary(lint("Switch { on-tint-color:: red; }\n")) == ["1:24 syntax"])
        // Only its own: the next declaration's invalid value is still reported, whether the
        // declaration before it or its rule's first has the syntax error.
        #expect(
            summary(lint("Switch { on-tint-color:: red; thumb-tint-color: notacolor; }\n"))
                == ["1:24 syntax", "1:49 invalid-value"])
        #expect(
            summary(lint("Switch {\n    thumb-tint-color: notacolor;\n    on-tint-color:: red;\n}\n"))
                == ["2:23 invalid-value", "3:19 syntax"])
    }

    /// `/` continues NUI's identifiers: a `//` glued to a word is more of that word, and the
    /// missing `;` is the problem; a `//` that starts a token is an error of its own.
    @Test func aSlashSlashInAValueIsNotAComment() {
        #expect(summary(lint("Label { font-size: 12// big\n}\n")) == ["1:22 nui-missing-semicolon"])
        #expect(
            summary(lint("Label { font-size: 12 // big\n}\n")) == [
                "1:22 nui-missing-semicolon", "1:23 nui-line-comment",
            ])
        #expect(summary(lint("// note\nLabel { font-size: 12; }\n")) == ["1:1 nui-line-comment"])
    }
}

/// NUI raises its undefined-variable exception only where NUIStyleParser.m looks a value up.
@Suite("NUI's undefined-variable crash")
struct NUIUndefinedVariableTests {
    @Test(arguments: [
        ("Label { font-color: @nope; }", ["1:21 undefined-variable"]),
        // Overridden in the same rule: the lookup never happens.
        ("Label { font-color: @nope; font-color: red; }", []),
        // A later rule does not save an earlier one: each rule is merged, and looked up, on its own.
        ("Label { font-color: @nope; }\nLabel { font-color: red; }", ["1:21 undefined-variable"]),
        // Definitions are never substituted; the literal text is nui-variable-in-value's.
        ("@a: @nope;\nLabel { font-color: @a; }", ["1:5 nui-variable-in-value"]),
        ("TextField { padding: @w 4; }", ["1:22 nui-variable-in-value"]),
        ("@media (device: ipad) { @gap: 8; }\nLabel { border-width: @gap; }", ["2:23 undefined-variable"]),
    ])
    func crashes(_ text: String, _ expected: [String]) {
        let variables = lint(text, profile: .nui).filter { $0.ruleID.contains("variable") }
        #expect(summary(variables) == expected)
    }

    @Test func nui04KeepsTheText() {
        let findings = lint("Label { font-color: @nope; }", profile: .nui) { $0.nuiVersion = .legacy }
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings[0].diagnostic.message.contains("NUI 0.4"))
    }
}

/// NUI's two parsers: 0.5's grammar drops the file on `A:B {`, 0.4's regular expressions style `B`.
@Suite("NUI versions")
struct NUIVersionTests {
    @Test func classChainSelectors() {
        let text = "Button:Primary { font-color: red; }\n"
        let current = lint(text, profile: .nui).filter { $0.ruleID == "syntax" }
        #expect(current.map(\.severity) == [.error])
        #expect(current[0].diagnostic.notes.contains { $0.message.contains("empty stylesheet") })
        let legacy = lint(text, profile: .nui) { $0.nuiVersion = .legacy }.filter { $0.ruleID == "syntax" }
        #expect(legacy.map(\.severity) == [.warning])
        #expect(legacy[0].diagnostic.message.contains("NUI 0.4 reads this selector as its last class only"))
    }
}

/// What only NUI's unreleased master reads: reported for the releases, silent for master.
@Suite("NUI's master after 0.5.5")
struct NUIMasterOnlyTests {
    static let text = """
        TextField { text-align: center; font-color: red; }
        TextView { border-width: 1; padding: 4; }
        ActivityIndicator { color: gray; }
        Label { font-name: semiboldSystem; }
        Button { font-name: italicSystem; exclude-subviews: UITableViewCell,UITextField; }

        """

    @Test func releasesDoNotReadIt() {
        let findings = lint(Self.text, profile: .nui).filter { $0.ruleID == "nui-master-only" }
        #expect(
            summary(findings) == [
                "1:13 nui-master-only", "2:12 nui-master-only", "3:1 nui-master-only",
                "4:20 nui-master-only", "5:53 nui-master-only",
            ])
        #expect(findings[0].diagnostic.message.contains("NUI 0.5.5, the last release"))
    }

    @Test func nui04LacksItTooButSplitsListsRight() {
        let findings = lint(Self.text, profile: .nui) { $0.nuiVersion = .legacy }.filter {
            $0.ruleID == "nui-master-only"
        }
        #expect(
            summary(findings) == [
                "1:13 nui-master-only", "2:12 nui-master-only", "3:1 nui-master-only",
                "4:20 nui-master-only",
            ])
        #expect(findings.allSatisfy { $0.diagnostic.message.hasPrefix("NUI 0.4 and older") })
    }

    @Test func masterReadsIt() {
        #expect(
            lint(Self.text, profile: .nui) { $0.nuiVersion = .master }.filter {
                $0.ruleID == "nui-master-only"
            }.isEmpty)
    }

    @Test func theConfigurationNamesMaster() throws {
        func parse(_ text: String) throws(JSONError) -> LintConfiguration {
            try LintConfiguration.parse(Array(text.utf8), origin: "c.json", directory: "/", knownRules: [])
        }
        #expect(try parse(#"{"nuiVersion": "master"}"#).nuiVersion == .master)
        let error = #expect(throws: JSONError.self) { try parse(#"{"nuiVersion": "0.6"}"#) }
        #expect(error?.description.contains("\"master\"") == true)
    }
}

/// What NUI's converter reads where the strict reading rejects a value: said as what NUI does.
@Suite("NUI's readings of rejected values")
struct NUIValueReadingTests {
    @Test(arguments: [
        ("Button { corner-radius: 4co; }", Severity.warning, "as 4 (NSString floatValue"),
        ("Label { font-size: -1.5.2; }", .warning, "as -1.5 (NSString floatValue"),
        ("Button { corner-radius: abc; }", .error, "as 0 (NSString floatValue finds no number)"),
        ("TextField { text-auto-fit: yes; }", .warning, "as true (NSString boolValue)"),
        ("TextField { text-auto-fit: on; }", .error, "as false"),
    ])
    func readings(_ text: String, _ severity: Severity, _ reading: String) {
        let findings = lint(text, profile: .nui).filter { $0.ruleID == "invalid-value" }
        #expect(findings.map(\.severity) == [severity])
        #expect(findings.first?.diagnostic.message.contains(reading) == true, "\(findings)")
    }
}

/// `ignore` patterns: what each wildcard crosses, and no backtracking.
@Suite("Ignore globs")
struct GlobTests {
    @Test(arguments: [
        ("*.nss", "a.nss", true), ("*.nss", "x/a.nss", false), ("**/*.nss", "a.nss", true),
        ("**/*.nss", "x/y/a.nss", true), ("themes/generated/**", "themes/generated/a/b.nss", true),
        ("themes/generated/**", "themes/other/b.nss", false), ("a?c.nss", "abc.nss", true),
        ("a?c.nss", "a/c.nss", false), ("**", "", true), ("x/**/y", "x/y", true), ("x/**/y", "x/a/b/y", true),
        ("x/**/y", "xy", false), ("*", "", true), ("", "a", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob.matches(pattern, path) == expected)
    }

    /// A pattern that made the old backtracking matcher take exponential time.
    @Test func starsDoNotBacktrack() {
        let pattern = String(repeating: "a*", count: 30) + "b"
        #expect(!Glob.matches(pattern, String(repeating: "a", count: 4000)))
        #expect(Glob.matches(pattern, String(repeating: "a", count: 4000) + "b"))
    }
}
