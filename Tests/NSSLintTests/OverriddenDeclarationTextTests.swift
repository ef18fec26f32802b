import NSSSyntax
import Testing

@testable import NSSLint

/// overridden-declaration makes its message when a report reads it, and a limited report tells
/// its problems apart by the property and class path shown, without making the message.
@Suite("Overridden declaration texts")
struct OverriddenDeclarationTextTests {
    /// A finding at the name `name`, its texts those of `selector`'s findings.
    static func diagnostic(_ bytes: [UInt8], name: Range<Int>, selector: Range<Int>) -> Diagnostic {
        let text = OverriddenDeclarationText(bytes: bytes, selector: selector)
        return Diagnostic(code: "overridden-declaration", severity: .warning, deferred: text, range: name)
    }

    static func key(_ diagnostic: Diagnostic, bytes: [UInt8]) -> ProblemKey {
        let file = SourceFile(path: "a.nss", bytes: bytes)
        return ProblemKey(Finding(ruleID: "overridden-declaration", diagnostic: diagnostic, file: file))
    }

    @Test func findingsAreReportedWithDeferredTexts() throws {
        let findings = lint("Label { font-size: 12; }\nLabel { font-size: 14; }")
            .filter { $0.ruleID == "overridden-declaration" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.diagnostic.deferredText is OverriddenDeclarationText)
        #expect(finding.diagnostic.message == "'font-size' for 'Label' is always overridden by a later rule")
        #expect(finding.diagnostic.notes == [DiagnosticNote(message: "the declaration that wins", range: 33..<42)])
        #expect(finding.diagnostic.fixIts.isEmpty)
    }

    /// A rule's findings share one text, each made from its own name.
    @Test func aRulesFindingsShareTheirTexts() throws {
        let findings = lint("Label { font-size: 12; font-name: A; }\nLabel { font-size: 14; font-name: B; }")
            .filter { $0.ruleID == "overridden-declaration" }
        try #require(findings.count == 2)
        let texts = findings.compactMap { $0.diagnostic.deferredText as? OverriddenDeclarationText }
        try #require(texts.count == 2)
        #expect(texts[0] === texts[1])
        #expect(
            findings.map(\.diagnostic.message) == [
                "'font-size' for 'Label' is always overridden by a later rule",
                "'font-name' for 'Label' is always overridden by a later rule",
            ])
    }

    /// The same name for the same class path anywhere is one problem; another class path or name
    /// another, however the two split the same bytes; invalid UTF-8 counts as shown, repaired.
    @Test func theShownNameAndClassPathAreTheProblem() {
        let bytes = Array("ab c a bc ab d ".utf8) + [0x61, 0xFE, 0x20, 0x61, 0xFF, 0x20]
        func text(_ name: Range<Int>, _ selector: Range<Int>) -> Diagnostic {
            Self.diagnostic(bytes, name: name, selector: selector)
        }
        let first = text(0..<2, 3..<4)  // 'ab' for 'c'
        let again = text(10..<12, 3..<4)  // 'ab' for 'c'
        let split = text(5..<6, 7..<9)  // 'a' for 'bc'
        let other = text(0..<2, 13..<14)  // 'ab' for 'd'
        let invalid = text(15..<17, 3..<4)
        let invalidToo = text(18..<20, 3..<4)
        #expect(Self.key(first, bytes: bytes) == Self.key(again, bytes: bytes))
        #expect(Self.key(first, bytes: bytes) != Self.key(split, bytes: bytes))
        #expect(Self.key(first, bytes: bytes) != Self.key(other, bytes: bytes))
        #expect(invalid.message == invalidToo.message)
        #expect(Self.key(invalid, bytes: bytes) == Self.key(invalidToo, bytes: bytes))
        #expect(Self.key(invalid, bytes: bytes) != Self.key(first, bytes: bytes))
    }
}
