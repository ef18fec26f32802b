import Testing

@testable import NSSSyntax

/// A diagnostic may keep its message and fix-its as a ``DeferredDiagnosticText``: they are made
/// only when read, and read, compare and hash as written ones do.
@Suite("Deferred diagnostic texts")
struct DeferredDiagnosticTextTests {
    /// Texts that count how often they are made.
    final class CountedText: DeferredDiagnosticText {
        let made = Locked(0)
        var message: String {
            made.withLock { $0 += 1 }
            return "unknown thing 'x'"
        }
        var fixIts: [FixIt] {
            made.withLock { $0 += 1 }
            return [FixIt(message: "replace with 'y'", edits: [TextEdit(range: 0..<1, replacement: "y")])]
        }
        func forEachIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) { Array("x".utf8).withUnsafeBytes(body) }
    }

    static let written = Diagnostic(
        code: "r", severity: .warning, message: "unknown thing 'x'", range: 0..<1,
        fixIts: [FixIt(message: "replace with 'y'", edits: [TextEdit(range: 0..<1, replacement: "y")])])

    @Test func madeOnlyWhenRead() {
        let text = CountedText()
        let diagnostic = Diagnostic(code: "r", severity: .warning, deferred: text, range: 0..<1)
        var copies = [diagnostic, diagnostic]
        copies[1].range = 2..<3
        #expect(text.made.withLock { $0 } == 0)
        #expect(diagnostic.message == Self.written.message)
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
