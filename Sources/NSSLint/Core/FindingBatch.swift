import NSSSyntax

/// One rule's findings in one file, in the order the rule reported them, kept as small records
/// until a consumer reads them: a finding is its rule, its file and a whole diagnostic (six
/// references), and a flood of them was made, handed over and let go whole even where a report
/// only counts them. A record is a few integers; the texts it points to are shared by the
/// records of one text, and a finding that does not fit a record (fix-its, several notes, a code
/// of its own, another file) is kept whole beside them.
public struct FindingBatch: RandomAccessCollection, Sendable {
    /// The rule whose findings these are.
    public let ruleID: String
    /// The file they are in.
    public let file: SourceFile
    /// The records, in the order reported.
    private(set) var records: [Record] = []
    /// The messages the records point to: a deferred text once for a run of records of the same
    /// text, a written message once a record.
    private(set) var texts: [Diagnostic.Text] = []
    /// The last of `texts` when it is deferred, by identity, which `texts` keeps alive: compared
    /// without copying the text out of the array, which counted a reference on it.
    private var lastDeferred: ObjectIdentifier?
    /// The notes' messages the records point to, each once for a run of records of the same one.
    private var noteMessages: [String] = []
    /// The findings kept whole.
    private var whole: [Finding] = []

    /// A finding: where it is, its severity, and its text, note or whole finding by index.
    struct Record {
        /// Its bytes.
        var bounds: (lower: UInt32, upper: UInt32)
        /// The index of its text in `texts`, or of the finding in `whole` when `isWhole`.
        var item: UInt32
        /// Its note: the index of the message in `noteMessages` (`noNote` for none) and its bytes.
        var note: (message: UInt32, lower: UInt32, upper: UInt32)
        var severity: Severity
        var isWhole: Bool

        static let noNote = UInt32.max

        var range: Range<Int> { Int(bounds.lower)..<Int(bounds.upper) }
    }

    /// An empty batch of a rule's findings in a file.
    public init(ruleID: String, file: SourceFile) {
        self.ruleID = ruleID
        self.file = file
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// The number of findings.
    public var endIndex: Int { records.count }

    /// The finding at `position`, made whole.
    public subscript(position: Int) -> Finding {
        let record = records[position]
        if record.isWhole { return whole[Int(record.item)] }
        let code = DiagnosticCode(rawValue: ruleID)
        let diagnostic: Diagnostic
        switch (texts[Int(record.item)], note(of: record)) {
        case (.written(let message), nil):
            diagnostic = Diagnostic(code: code, severity: record.severity, message: message, range: record.range)
        case (.written(let message), let note?):
            diagnostic = Diagnostic(
                code: code, severity: record.severity, message: message, range: record.range, note: note)
        case (.deferred(let deferred), nil):
            diagnostic = Diagnostic(code: code, severity: record.severity, deferred: deferred, range: record.range)
        case (.deferred(let deferred), let note?):
            diagnostic = Diagnostic(
                code: code, severity: record.severity, deferred: deferred, range: record.range, note: note)
        }
        return Finding(ruleID: ruleID, diagnostic: diagnostic, file: file)
    }

    /// Every finding, made whole.
    public var findings: [Finding] { Array(self) }

    private func note(of record: Record) -> DiagnosticNote? {
        guard record.note.message != Record.noNote else { return nil }
        return DiagnosticNote(
            message: noteMessages[Int(record.note.message)], range: Int(record.note.lower)..<Int(record.note.upper))
    }

    /// Whether a finding at `range` with `note` fits a record: every offset in 32 bits (as a
    /// parsed file's are) and the note, if any, with a place.
    static func fitsRecord(_ range: Range<Int>, note: DiagnosticNote?) -> Bool {
        guard range.lowerBound >= 0, range.upperBound < Int(UInt32.max) else { return false }
        guard let note else { return true }
        guard let place = note.range else { return false }
        return place.lowerBound >= 0 && place.upperBound < Int(UInt32.max)
    }

    /// Appends a finding that ``fitsRecord(_:note:)``: its text is shared with the record
    /// before when it is the same deferred text.
    mutating func append(_ text: Diagnostic.Text, at range: Range<Int>, severity: Severity, note: DiagnosticNote?) {
        switch text {
        case .deferred(let deferred):
            append(deferred: deferred, at: range, severity: severity, note: note)
        case .written:
            texts.append(text)
            lastDeferred = nil
            appendRecord(at: range, severity: severity, note: note, text: UInt32(truncatingIfNeeded: texts.count - 1))
        }
    }

    /// Appends a finding of a deferred text that ``fitsRecord(_:note:)``. The text is compared
    /// with the last one before it is wrapped: a rule's findings of one text come together, and
    /// wrapping each, to let it go again when it was the same, was two reference counts a finding.
    mutating func append(
        deferred: borrowing any DeferredDiagnosticText, at range: Range<Int>, severity: Severity, note: DiagnosticNote?
    ) {
        if lastDeferred != ObjectIdentifier(deferred) {
            texts.append(.deferred(copy deferred))
            lastDeferred = ObjectIdentifier(deferred)
        }
        appendRecord(at: range, severity: severity, note: note, text: UInt32(truncatingIfNeeded: texts.count - 1))
    }

    private mutating func appendRecord(at range: Range<Int>, severity: Severity, note: DiagnosticNote?, text: UInt32) {
        var noteMessage = Record.noNote
        var notePlace = 0..<0
        if let note, let place = note.range {
            if noteMessages.last != note.message { noteMessages.append(note.message) }
            noteMessage = UInt32(truncatingIfNeeded: noteMessages.count - 1)
            notePlace = place
        }
        records.append(
            Record(
                bounds: (UInt32(truncatingIfNeeded: range.lowerBound), UInt32(truncatingIfNeeded: range.upperBound)),
                item: text,
                note: (
                    noteMessage, UInt32(truncatingIfNeeded: notePlace.lowerBound),
                    UInt32(truncatingIfNeeded: notePlace.upperBound)
                ), severity: severity, isWhole: false))
    }

    /// Appends a finding kept whole.
    mutating func append(whole finding: Finding) {
        let range = finding.diagnostic.range
        records.append(
            Record(
                bounds: (UInt32(clamping: range.lowerBound), UInt32(clamping: range.upperBound)),
                item: UInt32(truncatingIfNeeded: whole.count), note: (Record.noNote, 0, 0),
                severity: finding.severity, isWhole: true))
        whole.append(finding)
    }

    /// Forgets every finding, keeping the room.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        lastDeferred = nil
        noteMessages.removeAll(keepingCapacity: true)
        whole.removeAll(keepingCapacity: true)
    }

    /// The record at `position`, read in place.
    func record(at position: Int) -> Record { records[position] }

    /// The whole finding a record kept whole points to.
    func wholeFinding(of record: Record) -> Finding { whole[Int(record.item)] }

    /// Where a record's finding starts: a finding kept whole, in another file or not, keeps
    /// its own offsets, which its record only approximates within 32 bits.
    func offset(of record: Record) -> Int {
        record.isWhole ? whole[Int(record.item)].diagnostic.range.lowerBound : Int(record.bounds.lower)
    }
}
