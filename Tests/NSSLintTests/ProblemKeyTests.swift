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
}
