import NSSSyntax

/// ``FindingLimits`` applied while a file is linted, so that a file with a flood of findings
/// costs memory in proportion to what its report shows, not to what it holds: each rule's
/// findings are counted, the few a report can show are kept, and the rest are let go as soon as
/// the rule has reported them.
///
/// The report it gives is the one ``FindingLimits/apply(to:)`` gives for the file's full, sorted
/// findings. That holds because a repeated problem (rule, severity and message) is always one
/// rule's, and each rule's findings arrive together: sorted, the first findings of a problem are
/// its first in the file.
public struct LimitedFindings: FindingConsumer {
    /// The limits applied.
    public let limits: FindingLimits
    /// The file.
    public let file: SourceFile
    /// Whether only errors are reported (`--quiet`); the rest is neither shown nor counted.
    public let errorsOnly: Bool
    /// The rules whose findings are held back whole instead of counted: a caller may rewrite them
    /// (``SplitThemeHint``) before it passes them on with ``releaseHeld(replacingWith:)``.
    public let heldRules: Set<String>
    /// The findings of ``heldRules`` held back so far, in file order.
    public private(set) var held: [Finding] = []

    private var timesSeen: [ProblemKey: Int] = [:]
    /// Per severity: the candidates still in the running for the report, at most twice the
    /// per-file limit, and how many there were in all.
    private var candidates: [[Candidate]] = [[], [], []]
    private var candidateCounts = [0, 0, 0]
    private var omittedRepeats = [0, 0, 0]
    private var arrivals = 0

    /// Collects a file's findings under `limits`.
    public init(
        file: SourceFile, limits: FindingLimits = FindingLimits(), errorsOnly: Bool = false,
        heldRules: Set<String> = []
    ) {
        self.file = file
        self.limits = limits
        self.errorsOnly = errorsOnly
        self.heldRules = heldRules
    }

    /// Takes one rule's findings.
    public mutating func consume(_ findings: [Finding]) {
        if !heldRules.isEmpty, findings.contains(where: { heldRules.contains($0.ruleID) }) {
            held += findings.filter { heldRules.contains($0.ruleID) && (!errorsOnly || $0.severity == .error) }
            held.sort(by: Finding.inFileOrder)
        }
        // Sorting positions rather than findings: a rule's batch can be most of a large file's
        // findings, and a sorted copy of it would double them.
        let order = findings.indices.filter { index in
            (!errorsOnly || findings[index].severity == .error) && !heldRules.contains(findings[index].ruleID)
        }.sorted { Finding.inFileOrder(findings[$0], findings[$1]) }
        for index in order { add(findings[index], late: false) }
    }

    /// Passes the held findings on, or in their place one finding that a report shows after
    /// every other finding at its position.
    public mutating func releaseHeld(replacingWith replacement: Finding? = nil) {
        let released = held
        held = []
        if let replacement {
            if !errorsOnly || replacement.severity == .error { add(replacement, late: true) }
        } else {
            for finding in released { add(finding, late: false) }
        }
    }

    private mutating func add(_ finding: Finding, late: Bool) {
        let severity = finding.severity.rawValue
        let key = ProblemKey(finding)
        let seen = timesSeen[key, default: 0] + 1
        timesSeen[key] = seen
        guard seen <= limits.repeatsShown else {
            omittedRepeats[severity] += 1
            return
        }
        arrivals += 1
        candidates[severity].append(Candidate(finding: finding, late: late, arrival: arrivals, key: key, seen: seen))
        candidateCounts[severity] += 1
        if candidates[severity].count >= 2 * limits.perFile { keepFirst(severity) }
    }

    /// Drops the candidates of a severity past the per-file limit: they can never be shown.
    private mutating func keepFirst(_ severity: Int) {
        candidates[severity].sort(by: Candidate.inReportOrder)
        candidates[severity].removeLast(max(candidates[severity].count - limits.perFile, 0))
    }

    /// The file's report: what ``FindingLimits/apply(to:)`` makes of its full findings.
    public func report(runtime: RuntimeChoice?) -> FileReport {
        var omitted: [Severity: Int] = [:]
        for severity in Severity.allCases where omittedRepeats[severity.rawValue] > 0 {
            omitted[severity] = omittedRepeats[severity.rawValue]
        }
        let total = candidateCounts.reduce(0, +)
        var shown: [Candidate] = []
        for severity in Severity.allCases.reversed() {
            let sorted = candidates[severity.rawValue].sorted(by: Candidate.inReportOrder)
            let room = total > limits.perFile ? max(limits.perFile - shown.count, 0) : sorted.count
            shown += sorted.prefix(room)
            let left = candidateCounts[severity.rawValue] - min(room, sorted.count)
            if left > 0 { omitted[severity, default: 0] += left }
        }
        shown.sort(by: Candidate.inReportOrder)
        var findings = shown.map { candidate in
            var finding = candidate.finding
            let times = timesSeen[candidate.key, default: 0]
            if candidate.seen == limits.repeatsShown && times > limits.repeatsShown {
                finding.diagnostic.notes.append(
                    DiagnosticNote(message: "and \(times - limits.repeatsShown) more times in this file, not shown"))
            }
            return finding
        }
        if total > limits.perFile, !findings.isEmpty {
            findings[findings.count - 1].diagnostic.notes.append(
                DiagnosticNote(
                    message: FindingLimits.perFileNote(hidden: total - limits.perFile, shown: limits.perFile))
            )
        }
        var report = FileReport(file: file, findings: findings, runtime: runtime)
        report.omitted = omitted
        return report
    }

    /// One finding in the running, with what orders it.
    private struct Candidate {
        var finding: Finding
        /// Shown after every other finding at its position.
        var late: Bool
        var arrival: Int
        var key: ProblemKey
        /// How many findings of its problem came before it, itself included.
        var seen: Int

        static func inReportOrder(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
            let left = lhs.finding.diagnostic.range.lowerBound
            let right = rhs.finding.diagnostic.range.lowerBound
            if left != right { return left < right }
            if lhs.late != rhs.late { return !lhs.late }
            if Finding.inFileOrder(lhs.finding, rhs.finding) { return true }
            if Finding.inFileOrder(rhs.finding, lhs.finding) { return false }
            return lhs.arrival < rhs.arrival
        }
    }
}

/// A problem repeated in a file: its rule, severity and message, kept as two independent 64-bit
/// hashes instead of the message itself, so that a file of distinct messages is not kept twice.
/// (Two problems taken for one would need a 128-bit collision.)
private struct ProblemKey: Hashable {
    let first: Int
    let second: Int

    init(_ finding: Finding) {
        var hasher = Hasher()
        var other = Hasher()
        other.combine(0x5EED)
        for part in [finding.ruleID, finding.diagnostic.message] {
            hasher.combine(part)
            other.combine(part)
        }
        hasher.combine(finding.severity)
        other.combine(finding.severity)
        first = hasher.finalize()
        second = other.finalize()
    }
}
