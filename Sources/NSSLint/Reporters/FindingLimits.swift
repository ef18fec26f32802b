import NSSSyntax

/// What a report shows of a file with a flood of findings (100 KB of `}` is 100,000 of them):
/// one problem repeated is shown a few times and then counted, and a file shows at most a fixed
/// number of findings, the last saying how many more there are. Output stays proportional to what
/// a person can act on; exit statuses are decided on the full reports, before limits.
public struct FindingLimits: Sendable {
    /// How many findings with the same rule, severity and message a file shows one by one.
    public var repeatsShown: Int
    /// How many findings a file shows in all.
    public var perFile: Int

    /// Creates limits; the defaults show ten of a repeated problem and a thousand per file.
    public init(repeatsShown: Int = 10, perFile: Int = 1000) {
        self.repeatsShown = max(repeatsShown, 1)
        self.perFile = max(perFile, 1)
    }

    /// The report with its findings limited. Over the per-file limit, errors are kept before
    /// warnings and warnings before notes, each in file order.
    public func apply(to report: FileReport) -> FileReport {
        var shown: [Finding] = []
        var sameSoFar: [String: (count: Int, lastShown: Int)] = [:]
        var omitted: [Severity: Int] = [:]
        for finding in report.findings {
            let key = "\(finding.ruleID)\u{0}\(finding.severity)\u{0}\(finding.diagnostic.message)"
            let seen = sameSoFar[key]
            let count = (seen?.count ?? 0) + 1
            if count <= repeatsShown {
                shown.append(finding)
                sameSoFar[key] = (count, shown.count - 1)
            } else {
                sameSoFar[key] = (count, seen?.lastShown ?? -1)
                omitted[finding.severity, default: 0] += 1
            }
        }
        for (count, lastShown) in sameSoFar.values where count > repeatsShown && lastShown >= 0 {
            shown[lastShown].diagnostic.notes.append(
                DiagnosticNote(message: "and \(count - repeatsShown) more times in this file, not shown"))
        }
        if shown.count > perFile {
            let kept = Set(
                shown.indices.sorted { (shown[$0].severity, $1) > (shown[$1].severity, $0) }.prefix(perFile))
            let hidden = shown.count - perFile
            for index in shown.indices where !kept.contains(index) { omitted[shown[index].severity, default: 0] += 1 }
            shown = shown.indices.filter(kept.contains).map { shown[$0] }
            shown[shown.count - 1].diagnostic.notes.append(
                DiagnosticNote(message: Self.perFileNote(hidden: hidden, shown: perFile)))
        }
        var limited = FileReport(file: report.file, findings: shown, runtime: report.runtime)
        // A report limited before (as ``LimitedFindings`` makes them) keeps what it left out.
        limited.omitted = report.omitted.merging(omitted, uniquingKeysWith: +)
        return limited
    }

    /// The note on the last finding shown of a file that has more than a report shows.
    static func perFileNote(hidden: Int, shown: Int) -> String {
        "and \(hidden) more findings in this file, not shown (the first \(shown) by severity are)"
    }
}
