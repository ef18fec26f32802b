import NSSSyntax

/// ``FindingLimits`` applied while a file is linted, so that a file with a flood of findings
/// costs memory in proportion to what its report shows, not to what it holds: findings are
/// counted as the rules report them, the few a report can show are kept, and the rest are let go
/// at once.
///
/// The report it gives is the one ``FindingLimits/apply(to:)`` gives for the file's full, sorted
/// findings, in whatever order they come: a problem (rule, severity and message) keeps the
/// positions of the findings it shows, and one found earlier in the file takes the place of its
/// latest.
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
    public var held: [Finding] {
        heldAsReported.stablySorted(offset: \.diagnostic.range.lowerBound, by: Finding.inFileOrder)
    }
    private var heldAsReported: [Finding] = []

    /// How many times each problem was found, every problem of the file.
    private var counts = ProblemCounts()
    /// The places of the findings a report may still show, for the problems that have any: only
    /// problems with a candidate in the running take room.
    private var places: [ProblemKey: Problem.Places] = [:]
    /// Per severity: the candidates still in the running for the report, at most twice the
    /// per-file limit.
    private var candidates: [[Candidate]] = [[], [], []]
    /// Per severity: the last candidate kept when candidates were last dropped. A finding after
    /// it in report order is past the per-file limit for good, and is only counted.
    private var frontiers: [Candidate?] = [nil, nil, nil]
    /// Per severity: how many findings came in all.
    private var arrivalsBySeverity = [0, 0, 0]
    /// How many findings pass the repeat limit: each problem's count, up to that limit.
    private var withinRepeats = 0
    /// Candidates a finding of the same problem found earlier has replaced, by arrival.
    private var replaced: Set<Int> = []
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

    /// Takes a batch of one rule's findings.
    public mutating func consume(_ findings: [Finding]) {
        // A batch is one rule's: whether its rule is held, and the hash its problems' keys
        // start from, are found when the rule changes, not again for each finding.
        var lastRule: (id: String, isHeld: Bool, hash: TwoLaneHash)?
        var shared = SharedIdentityHash()
        // Read in place: iterating the array copied each finding, retaining its references.
        findings.withUnsafeBufferPointer { findings in
            guard let first = findings.baseAddress else { return }
            for index in findings.indices {
                // Through a pointer: passed as a value, each finding was copied (its references
                // retained and released) for every call it was passed to.
                let finding = first + index
                if errorsOnly && finding.pointee.severity != .error { continue }
                if lastRule?.id != finding.pointee.ruleID {
                    let ruleID = finding.pointee.ruleID
                    lastRule = (ruleID, heldRules.contains(ruleID), ProblemKey.ruleHash(ruleID))
                    shared = SharedIdentityHash()
                }
                guard let rule = lastRule, !rule.isHeld else {
                    heldAsReported.append(finding.pointee)
                    continue
                }
                let key = ProblemKey(finding, rule: rule.hash, shared: &shared)
                add(finding.pointee.diagnostic.range.lowerBound, finding.pointee.severity, late: false, key: key) {
                    finding.pointee
                }
            }
        }
    }

    /// Takes a batch of one rule's findings from its records: a finding is made whole only if
    /// it may be shown.
    public mutating func consume(_ batch: FindingBatch) {
        guard !heldRules.contains(batch.ruleID) else {
            heldAsReported += batch.lazy.filter { !self.errorsOnly || $0.severity == .error }
            return
        }
        let rule = ProblemKey.ruleHash(batch.ruleID)
        var shared = SharedIdentityHash()
        batch.texts.withUnsafeBufferPointer { texts in
            for position in batch.indices {
                let record = batch.record(at: position)
                if errorsOnly && record.severity != .error { continue }
                let key: ProblemKey
                if record.isWhole {
                    key = withUnsafePointer(to: batch.wholeFinding(of: record)) {
                        ProblemKey($0, rule: rule, shared: &shared)
                    }
                } else {
                    key = ProblemKey(
                        text: texts.baseAddress.unsafelyUnwrapped + Int(record.item), range: record.range,
                        severity: record.severity, rule: rule, shared: &shared)
                }
                add(batch.offset(of: record), record.severity, late: false, key: key) { batch[position] }
            }
        }
    }

    /// Passes the held findings on, or in their place one finding that a report shows after
    /// every other finding at its position. (Any order gives the same report.)
    public mutating func releaseHeld(replacingWith replacement: Finding? = nil) {
        let released = heldAsReported
        heldAsReported = []
        if let replacement {
            if !errorsOnly || replacement.severity == .error {
                add(
                    replacement.diagnostic.range.lowerBound, replacement.severity, late: true,
                    key: ProblemKey(replacement)
                ) { replacement }
            }
        } else {
            for finding in released {
                add(finding.diagnostic.range.lowerBound, finding.severity, late: false, key: ProblemKey(finding)) {
                    finding
                }
            }
        }
    }

    // A problem's candidates are the first of its findings in file order, up to the repeat
    // limit, among those not yet dropped past the per-file limit. Dropped ones are forgotten: a
    // later finding of the problem that comes after them cannot be shown either, since what a
    // report shows only ever moves earlier in the file as findings come, so it may stand in
    // their place.
    /// Takes a finding at `offset` with `severity`, made whole by `finding` only if it becomes
    /// a candidate.
    private mutating func add(
        _ offset: Int, _ findingSeverity: Severity, late: Bool, key: ProblemKey, finding: () -> Finding
    ) {
        let severity = findingSeverity.rawValue
        arrivals += 1
        arrivalsBySeverity[severity] += 1
        if counts.increment(key) <= limits.repeatsShown { withinRepeats += 1 }
        // Most findings of a flood are only counted: they are turned away on their offset and
        // their problem's places before a candidate (a copy of the finding) is made.
        let place = Problem.Place(offset: offset, arrival: arrivals)
        if let frontier = frontiers[severity], frontier.place.offset < place.offset { return }
        var problemPlaces = places[key] ?? Problem.Places()
        let latest = problemPlaces.count >= limits.repeatsShown ? problemPlaces.latest : nil
        if let latest, !(place < latest) { return }
        let candidate = Candidate(finding: finding(), late: late, arrival: arrivals, key: key)
        if let frontier = frontiers[severity], Candidate.inReportOrder(frontier, candidate) { return }
        if let latest {
            // Found earlier in the file than the latest shown: it takes that one's place.
            problemPlaces.remove(latest)
            replaced.insert(latest.arrival)
        }
        problemPlaces.insert(place)
        places[key] = problemPlaces
        candidates[severity].append(candidate)
        if candidates[severity].count >= 2 * limits.perFile { keepFirst(severity) }
    }

    /// Drops the candidates of a severity past the per-file limit: they can never be shown.
    private mutating func keepFirst(_ severity: Int) {
        candidates[severity].removeAll { candidate in
            replaced.remove(candidate.arrival) != nil
        }
        candidates[severity] = candidates[severity].stablySorted(offset: \.place.offset, by: Candidate.inReportOrder)
        for dropped in candidates[severity].dropFirst(limits.perFile) {
            guard var problemPlaces = places[dropped.key] else { continue }
            problemPlaces.remove(dropped.place)
            places[dropped.key] = problemPlaces.count == 0 ? nil : problemPlaces
        }
        candidates[severity].removeLast(max(candidates[severity].count - limits.perFile, 0))
        if candidates[severity].count == limits.perFile { frontiers[severity] = candidates[severity].last }
    }

    /// The file's report: what ``FindingLimits/apply(to:)`` makes of its full findings.
    public func report(runtime: RuntimeChoice?) -> FileReport {
        var omitted: [Severity: Int] = [:]
        let total = withinRepeats
        var shown: [Candidate] = []
        for severity in Severity.allCases.reversed() {
            let sorted = candidates[severity.rawValue].filter { !replaced.contains($0.arrival) }
                .stablySorted(offset: \.place.offset, by: Candidate.inReportOrder)
            let room = total > limits.perFile ? max(limits.perFile - shown.count, 0) : sorted.count
            shown += sorted.prefix(room)
            let left = arrivalsBySeverity[severity.rawValue] - min(room, sorted.count)
            if left > 0 { omitted[severity] = left }
        }
        shown = shown.stablySorted(offset: \.place.offset, by: Candidate.inReportOrder)
        var findings = shown.map { candidate in
            var finding = candidate.finding
            // The note goes to the last finding shown of a problem shown fewer times than found:
            // its places are then all kept, none having been dropped past the per-file limit.
            let count = counts.count(of: candidate.key)
            if count > limits.repeatsShown, let problemPlaces = places[candidate.key],
                problemPlaces.count == limits.repeatsShown, problemPlaces.latest?.arrival == candidate.arrival
            {
                finding.diagnostic.notes.append(
                    DiagnosticNote(message: "and \(count - limits.repeatsShown) more times in this file, not shown"))
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

        var place: Problem.Place { Problem.Place(offset: finding.diagnostic.range.lowerBound, arrival: arrival) }

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

/// The places of the findings a report may show of one problem, kept small: most problems of a
/// large file are found once, and their one place needs no array.
private enum Problem {
    /// Where a finding is in the order of a report: its offset, then when it came.
    struct Place: Comparable {
        var offset: Int
        var arrival: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.offset, lhs.arrival) < (rhs.offset, rhs.arrival) }
    }

    /// At most ``FindingLimits/repeatsShown`` places, the first kept inline.
    struct Places {
        private var first: Place?
        private var more: [Place] = []

        var count: Int { first == nil ? 0 : 1 + more.count }
        /// The place furthest into the file.
        var latest: Place? {
            guard let first else { return nil }
            return more.max().map { Swift.max($0, first) } ?? first
        }

        mutating func insert(_ place: Place) {
            if first == nil { first = place } else { more.append(place) }
        }

        mutating func remove(_ place: Place) {
            if first == place {
                first = more.popLast()
            } else if let index = more.firstIndex(of: place) {
                more.remove(at: index)
            }
        }
    }
}
