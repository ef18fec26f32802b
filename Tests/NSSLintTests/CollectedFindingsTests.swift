import NSSSyntax
import Testing

@testable import NSSLint

/// The collector behind `Linter.lint(_:)`: batches kept apart, then moved into one sorted array.
@Suite("Collected findings")
struct CollectedFindingsTests {
    /// Batches taken as records and as arrays come back as one stable sort of all of them,
    /// and the collector is empty afterwards.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func takesEveryFindingInFileOrder(seed: UInt64) {
        let batches = LimitedFindingsTests.batches(seed: seed, perRule: 80, offsets: 50)
        var collector = CollectedFindings()
        for (index, batch) in batches.enumerated() {
            if index % 2 == 0 {
                collector.consume(FindingBatchTests.batch(of: batch))
            } else {
                collector.consume(batch)
            }
        }
        let all = batches.flatMap { $0 }
        #expect(collector.takeSorted() == all.sorted(by: Finding.inFileOrder))
        #expect(collector.takeSorted().isEmpty)
    }

    /// Each finding is let go exactly once: with the sorted array when taken, with the
    /// collector (and every copy of it) when not. Each finding holds a text of its own that
    /// counts its deinitialization.
    @Test func everyFindingIsLetGoOnce() {
        let counter = DeinitCounter()
        do {
            var collector = collected(count: 40, counter: counter)
            let sorted = collector.takeSorted()
            #expect(sorted.count == 40 && counter.count == 0)
        }
        #expect(counter.count == 40)
        do {
            var copies = [collected(count: 25, counter: counter)]
            copies.append(copies[0])
        }
        #expect(counter.count == 65)
    }

    private func collected(count: Int, counter: DeinitCounter) -> CollectedFindings {
        let file = SourceFile(path: "a.nss", text: String(repeating: "a", count: 100))
        var collector = CollectedFindings()
        let findings = (0..<count).map { index in
            Finding(
                ruleID: "rule",
                diagnostic: Diagnostic(
                    code: "rule", severity: .warning, deferred: CountedText(counter: counter),
                    range: (count - index)..<(count - index + 1)),
                file: file)
        }
        collector.consume(Array(findings[..<(count / 2)]))
        collector.consume(FindingBatchTests.batch(of: Array(findings[(count / 2)...])))
        return collector
    }
}

/// Counts the texts let go.
private final class DeinitCounter: @unchecked Sendable {
    var count = 0
}

private final class CountedText: DeferredDiagnosticText {
    let counter: DeinitCounter

    init(counter: DeinitCounter) { self.counter = counter }

    deinit { counter.count += 1 }

    func message(at range: Range<Int>) -> String { "counted" }

    func fixIts(at range: Range<Int>) -> [FixIt] { [] }

    func forEachIdentityPiece(at range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {}
}
