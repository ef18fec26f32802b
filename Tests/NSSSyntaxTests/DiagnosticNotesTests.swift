import Testing

@testable import NSSSyntax

/// A diagnostic keeps a single note inline and a list otherwise: however it keeps them, its notes
/// read, compare and hash as the list they are.
@Suite("Diagnostic notes")
struct DiagnosticNotesTests {
    static let first = DiagnosticNote(message: "the declaration that wins", range: 10..<14)
    static let second = DiagnosticNote(message: "used here", range: 20..<24)

    static func diagnostic(notes: [DiagnosticNote]) -> Diagnostic {
        Diagnostic(code: DiagnosticCode(rawValue: "r"), severity: .warning, message: "m", range: 0..<1, notes: notes)
    }

    static func diagnostic(note: DiagnosticNote) -> Diagnostic {
        Diagnostic(code: DiagnosticCode(rawValue: "r"), severity: .warning, message: "m", range: 0..<1, note: note)
    }

    @Test func notesReadAsTheyWereGiven() {
        #expect(Self.diagnostic(notes: []).notes.isEmpty)
        #expect(Self.diagnostic(notes: [Self.first]).notes == [Self.first])
        #expect(Self.diagnostic(notes: [Self.first, Self.second]).notes == [Self.first, Self.second])
        #expect(Self.diagnostic(note: Self.second).notes == [Self.second])
    }

    @Test func oneNoteInlineEqualsTheSameNoteInAList() {
        let inline = Self.diagnostic(note: Self.first)
        let listed = Self.diagnostic(notes: [Self.first])
        #expect(inline == listed)
        #expect(inline.hashValue == listed.hashValue)
        #expect(Set([inline, listed]).count == 1)
        #expect(inline != Self.diagnostic(note: Self.second))
        #expect(inline != Self.diagnostic(notes: []))
        #expect(inline != Self.diagnostic(notes: [Self.first, Self.first]))
    }

    @Test func notesChangeInPlace() {
        var diagnostic = Self.diagnostic(note: Self.first)
        diagnostic.notes.append(Self.second)
        #expect(diagnostic.notes == [Self.first, Self.second])
        #expect(diagnostic == Self.diagnostic(notes: [Self.first, Self.second]))
        diagnostic.notes.removeAll()
        #expect(diagnostic.notes.isEmpty)
        #expect(diagnostic == Self.diagnostic(notes: []))
        diagnostic.notes = [Self.second]
        #expect(diagnostic == Self.diagnostic(note: Self.second))
    }
}
