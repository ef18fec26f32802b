import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// unknown-class-path's findings of made-up fdl paths make their "did you mean" texts only when
/// read, and a limited report tells their problems apart by the path without making them.
@Suite("Unknown path texts")
struct UnknownPathTextTests {
    static func key(_ text: UnknownPathText) -> ProblemKey {
        let file = SourceFile(path: "a.nss", bytes: text.texts.bytes)
        let diagnostic = Diagnostic(
            code: "unknown-class-path", severity: .warning, deferred: text, range: text.range)
        return ProblemKey(Finding(ruleID: "unknown-class-path", diagnostic: diagnostic, file: file))
    }

    @Test func unknownPathsAreReportedWithDeferredTexts() throws {
        let findings = lint("fdlFUIObjectTableViewCel_headlineLabel { font-style: headline; }", profile: .fioriUIKit)
            .filter { $0.ruleID == "unknown-class-path" }
        try #require(findings.count == 1)
        let diagnostic = findings[0].diagnostic
        #expect(diagnostic.deferredText is UnknownPathText)
        #expect(
            diagnostic.message
                == "unknown class path 'fdlFUIObjectTableViewCel_headlineLabel': no Fiori documentation names it, "
                + "so it styles nothing; did you mean 'fdlFUIObjectTableViewCell_headlineLabel' or "
                + "'fdlFUIObjectTableViewCell_subheadlineLabel'?")
        let replacement = TextEdit(range: 0..<38, replacement: "fdlFUIObjectTableViewCell_headlineLabel")
        #expect(diagnostic.fixIts.map(\.edits) == [[replacement]])
    }

    /// The same path anywhere is one problem, another path another; invalid UTF-8 counts as the
    /// message shows it, repaired, so paths that differ only there are one problem, as their
    /// messages are the same.
    @Test func theShownPathIsTheProblem() {
        let bytes = Array("fdlA_x fdlA_x fdlB_x ".utf8) + [0x66, 0xFE, 0x20, 0x66, 0xFF, 0x20]
        let texts = UnknownPathTexts(schema: .builtin, bytes: bytes)
        let first = UnknownPathText(texts: texts, range: 0..<6)
        let again = UnknownPathText(texts: texts, range: 7..<13)
        let other = UnknownPathText(texts: texts, range: 14..<20)
        let invalid = UnknownPathText(texts: texts, range: 21..<23)
        let invalidToo = UnknownPathText(texts: texts, range: 24..<26)
        #expect(Self.key(first) == Self.key(again))
        #expect(Self.key(first) != Self.key(other))
        #expect(invalid.message == invalidToo.message)
        #expect(Self.key(invalid) == Self.key(invalidToo))
        #expect(Self.key(invalid) != Self.key(first))
    }

    /// A path's closest documented paths are searched for once, however often and by whichever
    /// finding it is read; another path has a search of its own.
    @Test func eachPathIsSearchedOnce() {
        let bytes = Array("fdlFUIObjectTableViewCel_headlineLabel fdlFUIObjectTableViewCel_headlineLabel fdlX_y".utf8)
        let searched = Locked<[String]>([])
        let texts = UnknownPathTexts(bytes: bytes) { path in
            searched.withLock { $0.append(path) }
            return Schema.builtin.suggestions(forClassPath: path)
        }
        let first = UnknownPathText(texts: texts, range: 0..<38)
        let second = UnknownPathText(texts: texts, range: 39..<77)
        #expect(searched.withLock { $0 }.isEmpty)
        #expect(first.message == second.message)
        #expect(first.fixIts.count == 1 && second.fixIts.count == 1)
        #expect(searched.withLock { $0 } == ["fdlFUIObjectTableViewCel_headlineLabel"])
        _ = UnknownPathText(texts: texts, range: 78..<84).message
        #expect(searched.withLock { $0 } == ["fdlFUIObjectTableViewCel_headlineLabel", "fdlX_y"])
    }
}
