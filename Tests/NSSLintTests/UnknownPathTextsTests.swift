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

    /// A custom class that looks like a stock class is judged once: its findings share one text,
    /// each with the fix-it at its own place, and are one problem; another class is another.
    @Test func lookalikeFindingsShareTheirClassText() throws {
        let source =
            "TableView { background-color: white; }\nTableView { border-width: 1; }\n.ResetRed { font-color: red; }"
        let findings = lint(source, profile: .nui).filter { $0.ruleID == "unknown-class-path" }
        try #require(findings.count == 3)
        let (first, second, css) = (findings[0].diagnostic, findings[1].diagnostic, findings[2].diagnostic)
        let shared = try #require(first.deferredText as? ReplacementText)
        #expect(second.deferredText === shared)
        #expect(css.deferredText !== shared)
        #expect(
            first.message
                == "'TableView' is not NUI's class for that view, 'Table' is: unless the app assigns 'TableView' with "
                + "nuiClass, this rule styles nothing")
        #expect(second.message == first.message)
        #expect(first.fixIts.map(\.message) == ["replace with 'Table'"])
        #expect(first.fixIts.map(\.edits) == [[TextEdit(range: 0..<9, replacement: "Table")]])
        #expect(second.fixIts.map(\.edits) == [[TextEdit(range: 39..<48, replacement: "Table")]])
        #expect(css.fixIts.map(\.edits) == [[TextEdit(range: 70..<79, replacement: "ResetRed")]])
        #expect(ProblemKey(findings[0]) == ProblemKey(findings[1]))
        #expect(ProblemKey(findings[0]) != ProblemKey(findings[2]))
    }

    /// `none` is reported without a fix-it: there is no class to put in its place.
    @Test func aLookalikeWithoutReplacementHasNoFixIt() throws {
        let findings = lint("none { font-color: red; }", profile: .nui).filter { $0.ruleID == "unknown-class-path" }
        try #require(findings.count == 1)
        #expect(findings[0].diagnostic.message.hasPrefix("'none' is the class that turns NUI styling off"))
        #expect(findings[0].diagnostic.fixIts.isEmpty)
    }
}
