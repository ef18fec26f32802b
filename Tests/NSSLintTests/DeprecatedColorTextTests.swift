import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// deprecated-color makes its fix-its when a report reads them; its findings of one name, in a
/// value or a definition, are one problem to a limited report, as their messages are the same.
@Suite("Deprecated color texts")
struct DeprecatedColorTextTests {
    static let text = """
        @primary1: #000000;
        Label { font-color: primary1; }
        Button { font-color: primary2; background-image: primary2; }
        Cell { tint-color: primary2; }
        """

    @Test func findingsKeepTheirTextsDeferred() throws {
        let findings = lint(Self.text, profile: .fioriUIKit).filter { $0.ruleID == "deprecated-color" }
        try #require(findings.count == 4, "\(summary(findings))")
        #expect(findings.allSatisfy { $0.diagnostic.deferredText is DeprecatedColorText })
        let messages = findings.map(\.diagnostic.message)
        #expect(messages[0] == "'primary1' is a deprecated Fiori color; use 'primaryLabel'")
        #expect(messages[1] == messages[0])
        #expect(messages[2] == "'primary2' is a deprecated Fiori color; use 'secondaryLabel'")
        // The definition has no fix; a value the theme also defines is renamed only on request;
        // a color property's value, safely.
        #expect(findings[0].diagnostic.fixIts.isEmpty)
        #expect(findings[1].diagnostic.fixIts.map(\.applicability) == [.suggestion])
        #expect(findings[2].diagnostic.fixIts.map(\.applicability) == [.safe])
        #expect(findings[2].diagnostic.fixIts.first?.edits.first?.replacement == "secondaryLabel")
        let keys = findings.map { ProblemKey($0) }
        #expect(keys[0] == keys[1])
        #expect(keys[2] == keys[3])
        #expect(keys[0] != keys[2])
        // The two safe renames of primary2 share one text; each edits its own place.
        #expect(findings[2].diagnostic.deferredText === findings[3].diagnostic.deferredText)
        #expect(findings[2].diagnostic.deferredText !== findings[1].diagnostic.deferredText)
        #expect(findings[3].diagnostic.fixIts.first?.edits.first?.range == findings[3].diagnostic.range)
    }

    /// A reference renames the name after its `@`, and before a scheme suffix.
    @Test func aReferenceRenamesTheNameAlone() throws {
        let findings = lint("@tint: @primary1_darkBackground;", profile: .fioriUIKit)
            .filter { $0.ruleID == "deprecated-color" }
        try #require(findings.count == 1, "\(summary(findings))")
        let range = findings[0].diagnostic.range
        #expect(
            findings[0].diagnostic.fixIts.first?.edits.first?.range == (range.lowerBound + 1)..<(range.lowerBound + 9))
    }
}
