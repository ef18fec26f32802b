import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// unknown-class-path's findings of made-up fdl paths make their "did you mean" texts only when
/// read, and a limited report tells their problems apart by the path without making them.
@Suite("Unknown path texts")
struct UnknownPathTextsTests {
    static func diagnostic(_ texts: UnknownPathTexts, at range: Range<Int>) -> Diagnostic {
        Diagnostic(code: "unknown-class-path", severity: .warning, deferred: texts, range: range)
    }

    static func key(_ texts: UnknownPathTexts, at range: Range<Int>) -> ProblemKey {
        let file = SourceFile(path: "a.nss", bytes: texts.bytes)
        return ProblemKey(Finding(ruleID: "unknown-class-path", diagnostic: diagnostic(texts, at: range), file: file))
    }

    @Test func unknownPathsAreReportedWithDeferredTexts() throws {
        let findings = lint("fdlFUIObjectTableViewCel_headlineLabel { font-style: headline; }", profile: .fioriUIKit)
            .filter { $0.ruleID == "unknown-class-path" }
        try #require(findings.count == 1)
        let diagnostic = findings[0].diagnostic
        #expect(diagnostic.deferredText is UnknownPathTexts)
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
        let (first, again, other, invalid, invalidToo) = (0..<6, 7..<13, 14..<20, 21..<23, 24..<26)
        #expect(Self.key(texts, at: first) == Self.key(texts, at: again))
        #expect(Self.key(texts, at: first) != Self.key(texts, at: other))
        #expect(texts.message(at: first) != texts.message(at: other))
        #expect(texts.message(at: invalid) == texts.message(at: invalidToo))
        #expect(Self.key(texts, at: invalid) == Self.key(texts, at: invalidToo))
        #expect(Self.key(texts, at: invalid) != Self.key(texts, at: first))
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
        let first = Self.diagnostic(texts, at: 0..<38)
        let second = Self.diagnostic(texts, at: 39..<77)
        #expect(searched.withLock { $0 }.isEmpty)
        #expect(first.message == second.message)
        // Each fix-it edits its own diagnostic's place.
        #expect(first.fixIts.map { $0.edits.map(\.range) } == [[0..<38]])
        #expect(second.fixIts.map { $0.edits.map(\.range) } == [[39..<77]])
        #expect(searched.withLock { $0 } == ["fdlFUIObjectTableViewCel_headlineLabel"])
        _ = Self.diagnostic(texts, at: 78..<84).message
        #expect(searched.withLock { $0 } == ["fdlFUIObjectTableViewCel_headlineLabel", "fdlX_y"])
    }
}
