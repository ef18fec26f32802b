import NSSSyntax
import Testing

@testable import NSSLint

/// A rule's findings kept as records give back the findings reported, and a limited report
/// read from the records is the one read from the findings whole.
@Suite("Finding batches")
struct FindingBatchTests {
    typealias Problem = LimitedFindingsTests.NumberedProblem
    static let file = LimitedFindingsTests.file
    static let other = SourceFile(path: "other.nss", text: "Other { x: 1; }")

    /// The batch of `findings`, all of one rule, each kept as a record where it fits one.
    static func batch(of findings: [Finding]) -> FindingBatch {
        var batch = FindingBatch(ruleID: findings.first?.ruleID ?? "rule", file: file)
        for finding in findings {
            let diagnostic = finding.diagnostic
            let notes = diagnostic.notes
            if diagnostic.code.rawValue == finding.ruleID && diagnostic.fixIts.isEmpty && notes.count <= 1
                && FindingBatch.fitsRecord(diagnostic.range, note: notes.first)
            {
                batch.append(diagnostic.text, at: diagnostic.range, severity: diagnostic.severity, note: notes.first)
            } else {
                batch.append(whole: finding)
            }
        }
        return batch
    }

    @Test func everyKindOfReportComesBackAsReported() {
        let shared = Problem("1")
        var collector = FindingCollector(ruleID: "rule", severity: .warning, file: Self.file)
        let wins = DiagnosticNote(message: "the declaration that wins", range: 20..<22)
        collector.report("plain", at: 0..<1)
        collector.report("an error", at: 2..<3, severity: .error)
        collector.report("with a note", at: 4..<5, note: wins)
        collector.report(shared, at: 6..<7, note: wins)
        collector.report(shared, at: 8..<9)
        collector.report(Problem("2"), at: 10..<11, note: DiagnosticNote(message: "another note", range: 1..<2))
        collector.report(shared, at: 12..<13)
        collector.report("own code", at: 14..<15, code: "code")
        collector.report("two notes", at: 16..<17, notes: [wins, wins])
        collector.report("a note nowhere", at: 18..<19, notes: [DiagnosticNote(message: "nowhere")])
        let fixIt = FixIt(message: "fix", edits: [TextEdit(range: 0..<1, replacement: "y")])
        collector.report("a fix-it", at: 19..<20, fixIts: [fixIt])
        let elsewhere = Diagnostic(code: "rule", severity: .note, message: "elsewhere", range: 0..<5)
        collector.report(elsewhere, in: Self.other)

        func finding(_ diagnostic: Diagnostic, in file: SourceFile = Self.file) -> Finding {
            Finding(ruleID: "rule", diagnostic: diagnostic, file: file)
        }
        func written(_ message: String, _ range: Range<Int>, _ severity: Severity = .warning) -> Diagnostic {
            Diagnostic(code: "rule", severity: severity, message: message, range: range)
        }
        func deferred(_ text: Problem, _ range: Range<Int>, _ notes: [DiagnosticNote] = []) -> Diagnostic {
            Diagnostic(code: "rule", severity: .warning, deferred: text, range: range, notes: notes)
        }
        let expected = [
            finding(written("plain", 0..<1)), finding(written("an error", 2..<3, .error)),
            finding(Diagnostic(code: "rule", severity: .warning, message: "with a note", range: 4..<5, notes: [wins])),
            finding(deferred(shared, 6..<7, [wins])), finding(deferred(shared, 8..<9)),
            finding(
                deferred(Problem("2"), 10..<11, [DiagnosticNote(message: "another note", range: 1..<2)])),
            finding(deferred(shared, 12..<13)),
            finding(Diagnostic(code: "code", severity: .warning, message: "own code", range: 14..<15)),
            finding(
                Diagnostic(code: "rule", severity: .warning, message: "two notes", range: 16..<17, notes: [wins, wins])),
            finding(
                Diagnostic(
                    code: "rule", severity: .warning, message: "a note nowhere", range: 18..<19,
                    notes: [DiagnosticNote(message: "nowhere")])),
            finding(
                Diagnostic(code: "rule", severity: .warning, message: "a fix-it", range: 19..<20, fixIts: [fixIt])),
            finding(elsewhere, in: Self.other),
        ]
        let findings = collector.findings
        #expect(findings == expected)
        #expect(findings.map { $0.file === Self.other } == expected.indices.map { $0 == expected.count - 1 })
        // A run of one deferred text keeps it once, and each finding made whole has that object.
        #expect(findings[3].diagnostic.deferredText === shared && findings[6].diagnostic.deferredText === shared)
        #expect(collector.batch.texts.count == 6)
        #expect(collector.batch.count == 12)
    }

    /// A deferred text met again after a written message is kept again, by either way in: its
    /// records point to it, not to the message between, and a batch handed over starts afresh.
    @Test func aDeferredTextAfterAWrittenMessageIsKeptAgain() {
        let shared = Problem("1")
        var collector = FindingCollector(ruleID: "rule", severity: .warning, file: Self.file)
        var batch = FindingBatch(ruleID: "rule", file: Self.file)
        for (position, text) in [Diagnostic.Text.deferred(shared), .written("between"), .deferred(shared)].enumerated()
        {
            let range = (2 * position)..<(2 * position + 1)
            switch text {
            case .deferred(let deferred): collector.report(deferred, at: range)
            case .written(let message): collector.report(message, at: range)
            }
            batch.append(text, at: range, severity: .warning, note: nil)
        }
        let messages = [shared.message(at: 0..<1), "between", shared.message(at: 4..<5)]
        #expect(collector.findings.map(\.diagnostic.message) == messages)
        #expect(batch.findings.map(\.diagnostic.message) == messages)
        #expect(collector.batch.texts.count == 3 && batch.texts.count == 3)
        batch.removeAll()
        batch.append(.deferred(shared), at: 6..<7, severity: .warning, note: nil)
        #expect(batch.findings.map(\.diagnostic.message) == [shared.message(at: 6..<7)])
    }

    /// Random batches, written and deferred messages mixed: the records give the findings back,
    /// and the limited report is the same from either.
    @Test(arguments: 0..<100)
    func aLimitedReportIsTheSameFromRecords(seed: Int) {
        let batches = LimitedFindingsTests.batches(seed: UInt64(seed), perRule: 80, messages: 5).map { batch in
            batch.enumerated().map { position, finding in
                if position.isMultiple(of: 5) { return Self.withFixIt(finding) }
                return position.isMultiple(of: 3) ? LimitedFindingsTests.deferring(finding) : finding
            }
        }
        let records = batches.map(Self.batch(of:))
        #expect(records.map(\.findings) == batches)
        for limits in [FindingLimits(repeatsShown: 2, perFile: 6), FindingLimits(repeatsShown: 3, perFile: 40)] {
            for errorsOnly in [false, true] {
                var fromRecords = LimitedFindings(file: Self.file, limits: limits, errorsOnly: errorsOnly)
                var whole = LimitedFindings(file: Self.file, limits: limits, errorsOnly: errorsOnly)
                for (batch, findings) in zip(records, batches) {
                    fromRecords.consume(batch)
                    whole.consume(findings)
                }
                let (left, right) = (fromRecords.report(runtime: nil), whole.report(runtime: nil))
                #expect(left.findings == right.findings, "seed \(seed)")
                #expect(left.omitted == right.omitted, "seed \(seed)")
            }
        }
    }

    /// `finding` with a fix-it, which no record holds: it is kept whole.
    static func withFixIt(_ finding: Finding) -> Finding {
        var whole = finding
        whole.diagnostic.fixIts = [FixIt(message: "fix", edits: [TextEdit(range: 0..<1, replacement: "y")])]
        return whole
    }

    /// A finding kept whole keeps its own offset, which 32 bits do not hold.
    @Test func aWholeFindingKeepsItsOwnOffset() {
        let far = 5_000_000_000..<5_000_000_001
        let finding = Finding(
            ruleID: "rule", diagnostic: Diagnostic(code: "rule", severity: .error, message: "far", range: far),
            file: Self.file)
        #expect(!FindingBatch.fitsRecord(far, note: nil))
        let batch = Self.batch(of: [finding])
        #expect(batch.offset(of: batch.record(at: 0)) == far.lowerBound)
        #expect(batch.findings == [finding])
    }

    /// A record is the 28 bytes the documentation gives: offsets, indices, severity and a flag.
    @Test func aRecordIsTwentyEightBytes() {
        #expect(MemoryLayout<FindingBatch.Record>.stride == 28)
    }

    /// Findings of a held rule are held back whole from the records too.
    @Test func aHeldRulesRecordsAreHeldWhole() throws {
        let findings = try #require(LimitedFindingsTests.batches(seed: 3, perRule: 30).first { !$0.isEmpty })
        var consumer = LimitedFindings(file: Self.file, heldRules: [findings[0].ruleID])
        consumer.consume(Self.batch(of: findings))
        #expect(consumer.held == findings.stablySorted(offset: \.diagnostic.range.lowerBound, by: Finding.inFileOrder))
        #expect(consumer.report(runtime: nil).findings.isEmpty)
    }
}
