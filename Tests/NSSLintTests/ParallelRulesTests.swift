import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// A large file's rules run on several threads: the findings are those of one thread, every
/// rule's batches in the order it made them, and small files keep to the calling thread.
@Suite("Rules on several threads")
struct ParallelRulesTests {
    /// Findings of many rules, a few batches' worth for some, and a directive that hides some.
    static let theme: Theme = {
        var text = "@brand: #0070F2;\n@unused: 4;\n"
        for index in 0..<1_400 {
            if index % 7 == 0 { text += "/* nsslint-disable-next-line unknown-property */\n" }
            text += """
                fdlFUIObjectTableViewCell_headlineLabel { font-color: #12345; font-colr: @brand; font-size: \(index % 30); }
                fdlFUIObjectTableViewCell_footnoteLabel { font-color-enabled-selected: red; thumb-tint-color: red; }
                Label\(index % 4) { font-size: 14; background-color: @missing\(index % 3); }
                Label { font-size: \(index % 20); font-size: 13; text-align: middle; }

                """
        }
        return Theme(trees: [SyntaxTree.parse(text, path: "large.nss")])
    }()

    /// A linter whose rules run on up to `threads` threads for a file of any size.
    static func linter(threads: Int) -> Linter {
        var linter = Linter(maximumThreads: threads)
        linter.minimumBytesForThreads = 0
        return linter
    }

    @Test func severalThreadsFindWhatOneFinds() {
        let one = Self.linter(threads: 1).lint(Self.theme)
        #expect(one.count > 1_000)
        #expect(Set(one.map(\.ruleID)).count >= 5)
        for _ in 0..<3 {
            #expect(Self.linter(threads: 4).lint(Self.theme) == one)
        }
    }

    /// Records every batch as it comes; a rule's findings, batch after batch, must be in the
    /// order the rule reported them on one thread.
    struct BatchLog: FindingConsumer {
        var batches: [[Finding]] = []
        mutating func consume(_ findings: [Finding]) { batches.append(findings) }

        var byRule: [String: [Finding]] {
            var byRule: [String: [Finding]] = [:]
            for batch in batches where !batch.isEmpty {
                #expect(Set(batch.map(\.ruleID)).count == 1, "a batch holds one rule's findings")
                byRule[batch[0].ruleID, default: []] += batch
            }
            return byRule
        }
    }

    @Test func eachRulesBatchesComeInItsOrder() {
        let logs = [1, 4].map { threads in
            let linter = Self.linter(threads: threads)
            var log = BatchLog()
            linter.lint(Self.theme, file: 0, runtime: linter.runtime(for: Self.theme), into: &log)
            return log
        }
        #expect(logs[0].byRule.count >= 5)
        #expect(logs[0].byRule.values.contains { $0.count > FindingCollector.handOverSize })
        #expect(logs[1].byRule == logs[0].byRule)
    }

    /// A rule thread's context reads the same facts through objects of its own: every rule finds
    /// the same there, whatever number of processors the machine running the test has.
    @Test func anotherThreadsContextFindsTheSame() {
        let runtime = RuntimeDetection.detect(Self.theme, schema: .builtin)
        let context = LintContext(
            theme: Self.theme, schema: .builtin, configuration: LintConfiguration(), runtime: runtime)
        let other = context.forAnotherThread()
        #expect(other.tree !== context.tree)
        #expect(other.facts !== context.facts)
        #expect(other.tree.source === context.file)
        #expect(other.facts.tree === other.tree)
        var rulesWithFindings = 0
        for rule in Linter.rules where rule.description.applies(to: runtime.profile) {
            let findings = [context, other].map { context in
                var collector = FindingCollector(ruleID: rule.description.id, severity: .warning, file: context.file)
                rule.init().check(context, &collector)
                return collector.findings
            }
            // Compared apart from the expectation, which would print thousands of findings.
            let same = findings[1] == findings[0]
            #expect(same, "\(rule.description.id): \(findings[0].count) findings, \(findings[1].count) on the other")
            if !findings[0].isEmpty { rulesWithFindings += 1 }
        }
        #expect(rulesWithFindings >= 5)
    }

    /// Threads take the longest rules first, so that none of them is left running alone at the
    /// end; every job is taken once, and the others keep their order.
    @Test func theLongestRulesAreTakenFirst() {
        let jobs = Linter.rules.map { RuleJob(rule: $0, id: $0.description.id, severity: .warning) }
        let scheduled = RuleRunner.longestFirst(jobs).map(\.id)
        let longest = ["invalid-value", "overridden-declaration", "deprecated-color", "unknown-property"]
        #expect(Array(scheduled.prefix(longest.count)) == longest)
        #expect(scheduled.sorted() == jobs.map(\.id).sorted())
        let others = jobs.map(\.id).filter { !longest.contains($0) }
        #expect(Array(scheduled.dropFirst(longest.count)) == others)
        let withoutLongRules = jobs.filter { job in !RuleRunner.longestRules.contains { $0 == job.rule } }
        #expect(RuleRunner.longestFirst(withoutLongRules).map(\.id) == withoutLongRules.map(\.id))
    }

    @Test func onlyLargeFilesGetThreads() {
        #expect(RuleRunner.threads(forBytes: 100_000, limit: 8) == 1)
        #expect(RuleRunner.threads(forBytes: 200_000, limit: 1) == 1)
        #expect(RuleRunner.threads(forBytes: 200_000, limit: 8) == min(8, Processors.online))
        #expect(RuleRunner.threads(forBytes: 10, limit: 8, minimumBytes: 0) == min(8, Processors.online))
    }
}
