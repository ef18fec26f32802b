import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// ambiguous-hex makes its texts when a report reads them, and a limited report tells its
/// problems apart by the literal, without making them.
@Suite("Ambiguous hex texts")
struct AmbiguousHexTextTests {
    @Test func findingsAreReportedWithDeferredTexts() throws {
        let findings = lint("Label { font-color: #1EE68A00; }", profile: .fioriUIKit)
            .filter { $0.ruleID == "ambiguous-hex" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.diagnostic.deferredText is AmbiguousHexText)
        #expect(
            finding.diagnostic.message
                == "'#1EE68A00' is ambiguous: #1EE68A00 with alpha last (CSS, SAP's SwiftUI reader), "
                + "#E68A001E with alpha first (SAP's UIKit documentation); NUI drops the alpha")
        let fix = try #require(finding.diagnostic.fixIts.first)
        #expect(fix.message == "write it as rgba(30, 230, 138, 0.0) (alpha last)")
        #expect(fix.edits == [TextEdit(range: 20..<29, replacement: "rgba(30, 230, 138, 0.0)")])
    }

    /// The same literal anywhere is one problem; another literal, another.
    @Test func theLiteralIsTheProblem() throws {
        let text = "A { font-color: #1EE68A00; }\nB { font-color: #1EE68A00; }\nC { font-color: #1EE68A01; }"
        let findings = lint(text, profile: .fioriUIKit).filter { $0.ruleID == "ambiguous-hex" }
        try #require(findings.count == 3)
        let keys = findings.map { ProblemKey($0) }
        #expect(keys[0] == keys[1])
        #expect(keys[0] != keys[2])
    }
}
