import Testing

@testable import NSSLint
@testable import NSSSyntax

/// The limited report counts a problem by two hashes of its rule, message and severity: texts
/// that differ must not share a key.
@Suite("Problem keys")
struct ProblemKeyTests {
    private func key(_ ruleID: String, _ message: String, _ severity: Severity = .warning) -> ProblemKey {
        let file = SourceFile(path: "a.nss", text: "")
        let diagnostic = Diagnostic(
            code: DiagnosticCode(rawValue: ruleID), severity: severity, message: message, range: 0..<0)
        return ProblemKey(Finding(ruleID: ruleID, diagnostic: diagnostic, file: file))
    }

    /// Where the rule ends and the message starts, and a word's tail bytes (past the last eight),
    /// all change the key.
    @Test func boundariesAndTailsCount() {
        #expect(key("ab", "c") != key("a", "bc"))
        #expect(key("rule", "") != key("rul", "e"))
        #expect(key("r", "12345678") != key("r", "123456780"))
        #expect(key("r", "12345678a") != key("r", "12345678b"))
        #expect(key("r", "m", .warning) != key("r", "m", .error))
        #expect(key("r", "a") != key("r", "a\u{0}"))
        #expect(key("r", "same") == key("r", "same"))
    }

    /// 200,000 distinct messages that differ in one place, as a flood's do: no two share either
    /// half of the key.
    @Test func floodsOfNearMessagesDoNotCollide() {
        var firsts = Set<UInt64>()
        var seconds = Set<UInt32>()
        let count = 200_000
        for index in 0..<count {
            let found = key("unknown-class-path", "unknown class path 'fdlCard\(index)_label'")
            firsts.insert(found.first)
            seconds.insert(found.second)
        }
        #expect(firsts.count == count)
        // 32 bits: a few birthday collisions in 200,000 are expected, far from many.
        #expect(seconds.count > count - 20)
    }

    /// A deferred text's shared pieces, hashed once for a run of its findings, give each finding
    /// the key it has alone; and where the shared pieces end is part of the identity.
    @Test func sharedPiecesHashedOnceGiveTheKeysMadeAlone() {
        let text = "Label { font-size: 1; }\nLabel { font-size: 2; }\nLabelfont { size: 3; }\n"
        let file = SourceFile(path: "a.nss", text: text)
        let bytes = Array(text.utf8)
        func finding(_ deferred: OverriddenDeclarationText, at range: Range<Int>) -> Finding {
            Finding(
                ruleID: "overridden-declaration",
                diagnostic: Diagnostic(
                    code: DiagnosticCode(rawValue: "overridden-declaration"), severity: .warning, deferred: deferred,
                    range: range),
                file: file)
        }
        let first = OverriddenDeclarationText(bytes: bytes, selector: 0..<5)
        let second = OverriddenDeclarationText(bytes: bytes, selector: 24..<29)
        let joined = OverriddenDeclarationText(bytes: bytes, selector: 48..<57)
        // `font-size` twice for `Label` (two text objects), and for `Labelfont` the name `size`:
        // "Label" + "font-size" must not read as "Labelfont" + "-size".
        let findings = [
            finding(first, at: 8..<17), finding(first, at: 32..<41), finding(second, at: 8..<17),
            finding(joined, at: 60..<64), finding(first, at: 60..<64),
        ]
        let rule = ProblemKey.ruleHash("overridden-declaration")
        var shared = SharedIdentityHash()
        let running = findings.map { found in
            withUnsafePointer(to: found) { ProblemKey($0, rule: rule, shared: &shared) }
        }
        #expect(running == findings.map { ProblemKey($0) })
        #expect(running[0] == running[1] && running[1] == running[2])
        #expect(running[3] != running[4])
        #expect(running[0] != running[3])
    }
}
