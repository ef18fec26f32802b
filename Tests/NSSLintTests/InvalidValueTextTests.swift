import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// invalid-value makes the message and fix-it of an error in a declaration's own value when a
/// report reads them, and a limited report tells its problems apart by the name and error shown.
@Suite("Invalid value texts")
struct InvalidValueTextTests {
    @Test func findingsReadAsTheyWereWritten() throws {
        let text = "fdlFUIObjectTableViewCell_headlineLabel { font-style: headlin; font-color: #GG0000; }\n"
        let findings = lint(text).filter { $0.ruleID == "invalid-value" }
        try #require(findings.count == 2)
        #expect(findings.allSatisfy { $0.diagnostic.deferredText is InvalidValueText })
        let keyword = findings[0].diagnostic
        #expect(keyword.message.hasPrefix("invalid value for 'font-style': 'headlin' is not a text style; expected"))
        #expect(keyword.message.hasSuffix("; did you mean 'headline'?"))
        #expect(
            keyword.fixIts == [
                FixIt(message: "replace with 'headline'", edits: [TextEdit(range: 54..<61, replacement: "headline")])
            ])
        let color = findings[1].diagnostic
        #expect(color.message.hasPrefix("invalid value for 'font-color': "))
        #expect(color.fixIts.isEmpty)
    }

    /// A bad definition's finding and a declaration's own with the same message are one problem
    /// to a limited report, which shows a problem's first ten places and counts the rest.
    @Test func equalMessagesAreOneProblemWhereverTheErrorIs() throws {
        let text =
            "@c: #GG0000;\nLabel { font-color: @c; }\nButton { font-color: @c; }\nLabel { font-color: #GG0000; }\n"
        let findings = lint(text, profile: .fioriUIKit).filter { $0.ruleID == "invalid-value" }
        try #require(findings.count == 2)
        #expect(findings[0].diagnostic.message == findings[1].diagnostic.message)
        #expect(findings[0].diagnostic.notes.count == 2)
        #expect(ProblemKey(findings[0]) == ProblemKey(findings[1]))
    }

    /// NUI's misreadings are written as they are found: their message is NUI's reading.
    @Test func misreadingsAreWritten() throws {
        let findings = lint("TextField { text-auto-fit: yes; }\n", profile: .nui).filter {
            $0.ruleID == "invalid-value"
        }
        let finding = try #require(findings.first)
        #expect(finding.diagnostic.deferredText == nil)
    }

    /// The same name and error anywhere is one problem; another name or error another, however
    /// the two split the same bytes.
    @Test func theNameAndErrorShownAreTheProblem() {
        let bytes = Array("ab a ab ".utf8)
        let file = SourceFile(path: "a.nss", bytes: bytes)
        func key(_ name: Range<Int>, _ error: String, at range: Range<Int>) -> ProblemKey {
            let text = InvalidValueText(bytes: bytes, name: name, error: ValueError(error, span: nil), file: file)
            let diagnostic = Diagnostic(code: "invalid-value", severity: .error, deferred: text, range: range)
            return ProblemKey(Finding(ruleID: "invalid-value", diagnostic: diagnostic, file: file))
        }
        let first = key(0..<2, "c", at: 0..<1)
        #expect(first == key(5..<7, "c", at: 5..<6))
        #expect(first != key(3..<4, "bc", at: 0..<1))
        #expect(first != key(0..<2, "d", at: 0..<1))
    }
}
