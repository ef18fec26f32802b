import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// Limits applied while linting give the report that limiting the full findings gives.
@Suite("Limited findings")
struct LimitedFindingsTests {
    /// A deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let file = SourceFile(path: "f.nss", text: String(repeating: "x\n", count: 500))

    /// Batches of findings as rules report them: one rule a batch, out of position order, from a
    /// small pool of messages so that problems repeat, and every severity.
    static func batches(seed: UInt64, perRule: Int = 60, messages: Int = 8, offsets: Int = 1000) -> [[Finding]] {
        var generator = Generator(state: seed)
        return (0..<Int.random(in: 1...6, using: &generator)).map { rule in
            let severity = Severity.allCases.randomElement(using: &generator)!
            return (0..<Int.random(in: 0...perRule, using: &generator)).map { _ in
                let start = Int.random(in: 0..<offsets, using: &generator)
                return Finding(
                    ruleID: "rule\(rule)",
                    diagnostic: Diagnostic(
                        code: DiagnosticCode(rawValue: "rule\(rule)"),
                        severity: Bool.random(using: &generator) ? severity : .note,
                        message: "problem \(Int.random(in: 0..<messages, using: &generator))",
                        range: start..<(start + 1)),
                    file: file)
            }
        }
    }

    static func collected(_ batches: [[Finding]], limits: FindingLimits, errorsOnly: Bool = false) -> FileReport {
        var consumer = LimitedFindings(file: file, limits: limits, errorsOnly: errorsOnly)
        for batch in batches { consumer.consume(batch) }
        return consumer.report(runtime: nil)
    }

    static func limitedAfterwards(_ batches: [[Finding]], limits: FindingLimits) -> FileReport {
        let all = batches.joined().sorted(by: Finding.inFileOrder)
        return limits.apply(to: FileReport(file: file, findings: all))
    }

    @Test(arguments: 0..<200)
    func sameReportAsLimitingEverything(seed: Int) {
        let batches = Self.batches(seed: UInt64(seed))
        for limits in [FindingLimits(repeatsShown: 3, perFile: 10), FindingLimits(repeatsShown: 1, perFile: 4)] {
            let streamed = Self.expectSameReport(fed: batches, as: batches, limits: limits, seed: seed)
            let everything = FileReport(file: Self.file, findings: Array(batches.joined()))
            #expect(RunSummary([streamed]) == RunSummary([everything]))
        }
    }

    /// Many findings at each offset: a finding that ties with the last one kept may still come
    /// before it (another rule, message or severity), so the offset alone cannot turn it away.
    @Test(arguments: 0..<100)
    func sameReportWhenFindingsShareOffsets(seed: Int) {
        let batches = Self.batches(seed: UInt64(seed), perRule: 80, messages: 3, offsets: 12)
        for limits in [FindingLimits(repeatsShown: 3, perFile: 10), FindingLimits(repeatsShown: 2, perFile: 5)] {
            Self.expectSameReport(fed: batches, as: batches, limits: limits, seed: seed)
        }
    }

    /// Checks the report of findings fed in `fed` against limiting `batches` afterwards.
    @discardableResult
    static func expectSameReport(fed: [[Finding]], as batches: [[Finding]], limits: FindingLimits, seed: Int)
        -> FileReport
    {
        let streamed = collected(fed, limits: limits)
        let expected = limitedAfterwards(batches, limits: limits)
        #expect(streamed.findings == expected.findings, "seed \(seed)")
        #expect(streamed.findings.map(\.diagnostic.notes) == expected.findings.map(\.diagnostic.notes))
        #expect(streamed.omitted == expected.omitted, "seed \(seed)")
        return streamed
    }

    /// Findings in any order, in batches of any size (a rule may report backwards, and the
    /// linter hands a rule's findings over a few thousand at a time).
    @Test(arguments: 0..<200)
    func sameReportWhateverTheOrder(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 1_000)
        let batches = Self.batches(seed: UInt64(seed))
        let shuffled = batches.flatMap { batch in
            let mixed = batch.shuffled(using: &generator)
            let size = Int.random(in: 1...8, using: &generator)
            return stride(from: 0, to: mixed.count, by: size).map { Array(mixed[$0..<min($0 + size, mixed.count)]) }
        }
        for limits in [FindingLimits(repeatsShown: 3, perFile: 10), FindingLimits(repeatsShown: 1, perFile: 4)] {
            Self.expectSameReport(fed: shuffled, as: batches, limits: limits, seed: seed)
        }
    }

    /// A batch that mixes rules (the linter never hands one over, but a consumer may be fed
    /// so): each finding's problem is its own rule's, whose rules share messages.
    @Test(arguments: 0..<100)
    func sameReportWhenABatchMixesRules(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 3_000)
        let batches = Self.batches(seed: UInt64(seed), perRule: 40, messages: 3)
        let mixed = [batches.joined().shuffled(using: &generator)]
        for limits in [FindingLimits(repeatsShown: 2, perFile: 6), FindingLimits(repeatsShown: 1, perFile: 40)] {
            Self.expectSameReport(fed: mixed, as: batches, limits: limits, seed: seed)
        }
    }

    /// Many problems, most found once or twice, in any order: candidates are dropped past the
    /// per-file limit while findings still come, and a problem's earlier findings arrive after its
    /// later ones were dropped.
    @Test(arguments: 0..<200)
    func sameReportWhenCandidatesAreDropped(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 2_000)
        let batches = Self.batches(seed: UInt64(seed), perRule: 300, messages: 120)
        let shuffled = batches.map { $0.shuffled(using: &generator) }
        for limits in [FindingLimits(repeatsShown: 2, perFile: 5), FindingLimits(repeatsShown: 3, perFile: 12)] {
            Self.expectSameReport(fed: shuffled, as: batches, limits: limits, seed: seed)
        }
    }

    /// A message made when read, its identity only the number in it.
    final class NumberedProblem: DeferredDiagnosticText {
        let number: String
        init(_ number: String) { self.number = number }
        func message(at _: Range<Int>) -> String { "problem " + number }
        func fixIts(at _: Range<Int>) -> [FixIt] { [] }
        func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
            Array(number.utf8).withUnsafeBytes(body)
        }
    }

    /// A finding of `batches` with its written message `problem N` made a deferred one.
    static func deferring(_ finding: Finding) -> Finding {
        var deferred = finding
        deferred.diagnostic = Diagnostic(
            code: finding.diagnostic.code, severity: finding.severity,
            deferred: NumberedProblem(String(finding.diagnostic.message.dropFirst(8))), range: finding.diagnostic.range)
        return deferred
    }

    /// Findings whose messages are deferred are counted by their identities as written ones
    /// are by their messages: the same report as limiting every finding by its message.
    @Test(arguments: 0..<100)
    func sameReportWhenMessagesAreDeferred(seed: Int) {
        let batches = Self.batches(seed: UInt64(seed), perRule: 80, messages: 5).enumerated().map { rule, batch in
            // Every other rule's: the promise holds for each rule's messages.
            rule.isMultiple(of: 2) ? batch.map(Self.deferring) : batch
        }
        #expect(batches.joined().contains { $0.diagnostic.deferredText != nil })
        for limits in [FindingLimits(repeatsShown: 2, perFile: 6), FindingLimits(repeatsShown: 3, perFile: 40)] {
            Self.expectSameReport(fed: batches, as: batches, limits: limits, seed: seed)
        }
    }

    @Test func quietKeepsAndCountsErrorsOnly() {
        let batches = Self.batches(seed: 7)
        let streamed = Self.collected(batches, limits: FindingLimits(repeatsShown: 2, perFile: 5), errorsOnly: true)
        let errors = batches.map { $0.filter { $0.severity == .error } }
        let expected = Self.limitedAfterwards(errors, limits: FindingLimits(repeatsShown: 2, perFile: 5))
        #expect(streamed.findings == expected.findings)
        #expect(RunSummary([streamed]).errors == errors.joined().count)
        #expect(RunSummary([streamed]).warnings == 0)
    }

    /// Limiting a limited report again changes nothing, what it left out included.
    @Test func limitingTwiceKeepsWhatWasLeftOut() {
        let limits = FindingLimits(repeatsShown: 3, perFile: 10)
        let once = Self.collected(Self.batches(seed: 11), limits: limits)
        let twice = limits.apply(to: once)
        #expect(twice.findings == once.findings)
        #expect(twice.omitted == once.omitted)
        #expect(!once.omitted.isEmpty)
    }

    /// The split-theme hint takes the place of the held undefined-variable findings, after every
    /// other finding at its position, as ``SplitThemeHint/collapse(_:siblings:)`` places it.
    @Test func heldFindingsAreReplacedByTheHint() throws {
        let text = "Label { font-color: @brand; }\nButton { font-color: @brand; border-width: @gap; font-colr: 1; }\n"
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "example.nss", text: text))])
        let siblings = [SiblingStylesheet(path: "base.nss", bytes: Array("@brand: #FF0000;\n@gap: 1;\n".utf8))]
        let linter = Linter()
        var consumer = LimitedFindings(file: theme.files[0].tree.source, heldRules: [SplitThemeHint.replacedRule])
        linter.lint(theme, file: 0, runtime: linter.runtime(for: theme), into: &consumer)
        #expect(consumer.held.count == 3)
        consumer.releaseHeld(replacingWith: SplitThemeHint.hint(for: consumer.held, siblings: siblings))
        let expected = SplitThemeHint.collapse(linter.lint(theme), siblings: siblings)
        #expect(consumer.report(runtime: nil).findings == expected)
        #expect(expected.contains { $0.ruleID == "unknown-property" })
    }
}
