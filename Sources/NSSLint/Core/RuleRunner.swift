import Dispatch
import NSSSyntax

/// One rule to run on a file, with the severity its findings get.
struct RuleJob: Sendable {
    let rule: any LintRule.Type
    let id: String
    let severity: Severity
}

/// Runs a file's rules, each on its own: in order on the caller's thread, or, for a large file,
/// taken in turn by several threads. A rule reads only the file's read-only facts (every memo in
/// them is locked), so the rules of one file are independent of one another. Each thread but the
/// first reads them through objects of its own (``LintContext/forAnotherThread()``).
struct RuleRunner {
    /// The threads the rules may run on.
    let threads: Int

    /// Runs every job; `deliver` gets each batch of one rule's findings as it is made, a rule's
    /// batches in the order it reported them. With several threads, `deliver` is called from
    /// each of them: it must take one batch at a time.
    func run(_ jobs: [RuleJob], context: LintContext, deliver: @escaping @Sendable (FindingBatch) -> Void) {
        guard threads > 1, jobs.count > 1 else {
            for job in jobs { Self.run(job, context: context, deliver: deliver) }
            return
        }
        let jobs = Self.longestFirst(jobs)
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: min(threads, jobs.count)) { worker in
            let context = worker == 0 ? context : context.forAnotherThread()
            while true {
                let index = next.withLock { taken -> Int in
                    defer { taken += 1 }
                    return taken
                }
                guard index < jobs.count else { return }
                Self.run(jobs[index], context: context, deliver: deliver)
            }
        }
    }

    /// The rules that take longest on a large theme, in that order: `nss-bench --rules` on
    /// gen.py's 5 MB theme gives invalid-value 12.4 ms, overridden-declaration 8.9 ms,
    /// deprecated-color 4.3 ms and unknown-property 4.1 ms of the rules' 42 ms, the next 3.5 ms
    /// (2026-11-29).
    static let longestRules: [any LintRule.Type] = [
        InvalidValueRule.self, OverriddenDeclarationRule.self, DeprecatedColorRule.self, UnknownPropertyRule.self,
    ]

    /// The jobs with the longest rules first, the others in their order. Taken in the list's
    /// order, overridden-declaration came fourteenth and one thread often sat idle at the end:
    /// on the 5 MB theme, two threads, the rules took 109 ms (median of 30 runs) with one thread
    /// idle for up to 65 ms of them; longest first, 100 ms with both busy to the end.
    static func longestFirst(_ jobs: [RuleJob]) -> [RuleJob] {
        func rank(_ job: RuleJob) -> Int {
            longestRules.firstIndex { $0 == job.rule } ?? longestRules.count
        }
        return jobs.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    private static func run(_ job: RuleJob, context: LintContext, deliver: @escaping (FindingBatch) -> Void) {
        var collector = FindingCollector(ruleID: job.id, severity: job.severity, file: context.file)
        collector.handOver = deliver
        job.rule.init().check(context, &collector)
        deliver(collector.batch)
    }

    /// The size from which a file's rules may run on several threads. A file of 250 KB already
    /// gains (`nsslint` 65 -> 55 ms on two cores); a typical theme of a few KB would pay for
    /// starting threads and gain nothing.
    static let minimumBytes = 128 * 1024

    /// The threads a file of `bytes` bytes gets: one below `minimumBytes` (``minimumBytes``
    /// unless a test says otherwise), else one per processor online, at most `limit`.
    static func threads(forBytes bytes: Int, limit: Int, minimumBytes: Int = minimumBytes) -> Int {
        guard bytes >= minimumBytes, limit > 1 else { return 1 }
        return max(1, min(limit, Processors.online))
    }
}
