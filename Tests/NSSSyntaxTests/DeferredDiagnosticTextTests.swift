import Testing

@testable import NSSSyntax

/// A diagnostic may keep its message and fix-its as a ``DeferredDiagnosticText``: they are made
/// only when read, and read, compare and hash as written ones do.
@Suite("Deferred diagnostic texts")
struct DeferredDiagnosticTextTests {
    /// Texts that count how often they are made; the fix-it edits the diagnostic's range.
    final class CountedText: DeferredDiagnosticText {
        let made = Locked(0)
        func message(at _: Range<Int>) -> String {
            made.withLock { $0 += 1 }
            return "unknown thing 'x'"
        }
        func fixIts(at range: Range<Int>) -> [FixIt] {
            made.withLock { $0 += 1 }
            return [FixIt(message: "replace with 'y'", edits: [TextEdit(range: range, replacement: "y")])]
        }
        func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
            Array("x".utf8).withUnsafeBytes(body)
        }
    }

    static let written = Diagnostic(
        code: "r", severity: .warning, message: "unknown thing 'x'", range: 0..<1,
        fixIts: [FixIt(message: "replace with 'y'", edits: [TextEdit(range: 0..<1, replacement: "y")])])

    @Test func madeOnlyWhenRead() {
        let text = CountedText()
        let diagnostic = Diagnostic(code: "r", severity: .warning, deferred: text, range: 0..<1)
        let copies = [diagnostic, diagnostic]
        #expect(text.made.withLock { $0 } == 0)
        #expect(copies[1].message == Self.written.message)
        #expect(text.made.withLock { $0 } == 1)
        #expect(diagnostic.deferredText === text)
        #expect(Self.written.deferredText == nil)
    }

    @Test func readComparedAndHashedAsWritten() {
        let deferred = Diagnostic(code: "r", severity: .warning, deferred: CountedText(), range: 0..<1)
        #expect(deferred.message == Self.written.message)
        #expect(deferred.fixIts == Self.written.fixIts)
        #expect(deferred == Self.written)
        #expect(deferred.hashValue == Self.written.hashValue)
        var other = Self.written
        other.message = "unknown thing 'z'"
        #expect(deferred != other)
    }

    /// Moved, a diagnostic keeps the texts it read where it was: they are written out, the fix-it
    /// still editing the old place.
    @Test func movingKeepsTheTexts() {
        var moved = Diagnostic(code: "r", severity: .warning, deferred: CountedText(), range: 0..<1)
        moved.range = 2..<3
        #expect(moved.deferredText == nil)
        #expect(moved.range == 2..<3)
        #expect(moved.message == Self.written.message)
        #expect(moved.fixIts == Self.written.fixIts)
        let unmoved = Diagnostic(code: "r", severity: .warning, deferred: CountedText(), range: 2..<3)
        #expect(unmoved.fixIts.map { $0.edits.map(\.range) } == [[2..<3]])
    }

    /// Setting one of the two writes it and keeps the other as it read.
    @Test func settingOneKeepsTheOther() {
        var renamed = Diagnostic(code: "r", severity: .warning, deferred: CountedText(), range: 0..<1)
        renamed.message = "changed"
        #expect(renamed.deferredText == nil)
        #expect(renamed.message == "changed")
        #expect(renamed.fixIts == Self.written.fixIts)

        var unfixed = Diagnostic(code: "r", severity: .warning, deferred: CountedText(), range: 0..<1)
        unfixed.fixIts = []
        #expect(unfixed.deferredText == nil)
        #expect(unfixed.message == Self.written.message)
        #expect(unfixed.fixIts.isEmpty)
    }
}
