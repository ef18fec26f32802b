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

    @Test func aSyntaxErrorInADeclarationIsItsOnlyFinding() {
        #expect(summary(lint("Switch { on-tint-color:: red; }\n")) == ["1:24 syntax"])
    }

    /// `/` is part of NUI's identifiers: a `//` in a value is value text, and the missing `;` is the problem.
    @Test func aSlashSlashInAValueIsNotAComment() {
        #expect(summary(lint("Label { font-size: 12 // big\n}\n")) == ["1:22 nui-missing-semicolon"])
        #expect(summary(lint("// note\nLabel { font-size: 12; }\n")) == ["1:1 nui-line-comment"])
    }
}
