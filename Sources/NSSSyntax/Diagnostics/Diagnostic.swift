/// How serious a finding is.
public enum Severity: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// A remark that needs no action.
    case note = 0
    /// Something a runtime may mishandle or that is probably a mistake.
    case warning = 1
    /// Something that is wrong: the runtime will not read it as written.
    case error = 2

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A short human-readable form.
    public var description: String {
        switch self {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// Parses `note`, `warning` or `error`.
    public init?(name: String) {
        guard let match = Severity.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}

/// A stable identifier of a kind of finding, such as `expected-colon` or `unterminated-comment`.
///
/// Codes never change once published: tools filter and suppress by them.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code as written in output and configuration files.
    public let rawValue: String

    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a code from its text.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A short human-readable form.
    public var description: String { rawValue }

    /// Orders by the raw value.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A replacement of one byte range of a file by new text. An insertion has an empty range.
public struct TextEdit: Hashable, Sendable {
    /// The byte range replaced.
    public var range: Range<Int>
    /// The text put in its place.
    public var replacement: String

    /// Creates an edit.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// An edit that inserts `text` at `offset`.
    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }
}

/// A suggested change that resolves a diagnostic, made of one or more edits to the same file.
public struct FixIt: Hashable, Sendable {
    /// Whether a tool may apply a fix-it without asking.
    public enum Applicability: String, Hashable, Sendable {
        /// The change keeps what the file means to the runtime, or only removes what it ignores:
        /// `nsslint --fix` applies it.
        case safe
        /// A likely correction that changes meaning (a "did you mean"): shown, not applied.
        case suggestion
    }

    /// What the change does, phrased as an instruction: "insert ';'".
    public var message: String
    /// The edits, in any order; they never overlap.
    public var edits: [TextEdit]
    /// Whether it may be applied without asking.
    public var applicability: Applicability

    /// Creates a fix-it.
    public init(message: String, edits: [TextEdit], applicability: Applicability = .suggestion) {
        self.message = message
        self.edits = edits
        self.applicability = applicability
    }
}

/// Extra information attached to a diagnostic, optionally pointing at another place in the file.
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text.
    public var message: String
    /// The byte range the note refers to, if any.
    public var range: Range<Int>?

    /// Creates a note.
    public init(message: String, range: Range<Int>? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a source file: a value, not an exception. Positions are byte offsets;
/// ``SourceFile/location(of:)`` turns them into lines and columns when the message is shown.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code of this kind of problem.
    public var code: DiagnosticCode
    /// How serious it is.
    public var severity: Severity
    /// A one-line description.
    public var message: String {
        get {
            switch text {
            case .written(let message): message
            case .deferred(let deferred): deferred.message(at: storedRange)
            }
        }
        set {
            // The fix-its stay what they were.
            writeOut()
            text = .written(newValue)
        }
    }
    /// The byte range the problem is about; empty for a point, such as a missing token. Set on a
    /// diagnostic whose texts are deferred, it writes them out first: they are made from the
    /// range, and stay what they were.
    public var range: Range<Int> {
        get { storedRange }
        set {
            writeOut()
            storedRange = newValue
        }
    }
    /// Further information, such as where an unclosed block was opened.
    public var notes: [DiagnosticNote] {
        get {
            switch storedNotes {
            case .none: []
            case .one(let note): [note]
            case .many(let notes): notes
            }
        }
        set { storedNotes = Notes(newValue) }
    }
    /// Changes that would resolve the problem.
    public var fixIts: [FixIt] {
        get {
            switch text {
            case .written: storedFixIts
            case .deferred(let deferred): deferred.fixIts(at: storedRange)
            }
        }
        set {
            // The message stays what it was.
            writeOut()
            storedFixIts = newValue
        }
    }
    /// The message and fix-its when they are made as they are read; nil when they are written.
    public var deferredText: (any DeferredDiagnosticText)? {
        if case .deferred(let deferred) = text { deferred } else { nil }
    }
    /// Makes deferred texts written ones, as they read at the diagnostic's range: before either
    /// text or the range is set, so that what is not set stays what it was.
    private mutating func writeOut() {
        guard case .deferred(let deferred) = text else { return }
        storedFixIts = deferred.fixIts(at: storedRange)
        text = .written(deferred.message(at: storedRange))
    }

    /// Read in place by a reader that holds a pointer to a diagnostic: through the computed
    /// ``message`` or ``deferredText``, the whole diagnostic was copied (six references retained
    /// and released) for each read.
    package private(set) var text: Text
    /// The range, read in place by the same readers.
    package private(set) var storedRange: Range<Int>
    /// The fix-its when the message is written; empty when it is deferred.
    private var storedFixIts: [FixIt]
    private var storedNotes: Notes

    /// The message and fix-its: written, or made when read.
    package enum Text: Sendable {
        case written(String)
        case deferred(any DeferredDiagnosticText)
    }

    /// The notes, a single one kept inline: a finding with a note nearly always has one, and an
    /// array for it was an allocation and a free for each (overridden-declaration reports 61,500
    /// on the 5 MB benchmark theme).
    private enum Notes: Sendable {
        case none
        case one(DiagnosticNote)
        case many([DiagnosticNote])

        init(_ notes: [DiagnosticNote]) {
            switch notes.count {
            case 0: self = .none
            case 1: self = .one(notes[0])
            default: self = .many(notes)
            }
        }
    }

    /// Creates a diagnostic.
    public init(
        code: DiagnosticCode,
        severity: Severity,
        message: String,
        range: Range<Int>,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(
            code: code, severity: severity, text: .written(message), range: range, notes: Notes(notes), fixIts: fixIts)
    }

    /// Creates a diagnostic with one note, without an array for it.
    package init(
        code: DiagnosticCode, severity: Severity, message: String, range: Range<Int>, note: DiagnosticNote,
        fixIts: [FixIt] = []
    ) {
        self.init(
            code: code, severity: severity, text: .written(message), range: range, notes: .one(note), fixIts: fixIts)
    }

    /// Creates a diagnostic whose message and fix-its are made when they are read.
    public init(
        code: DiagnosticCode, severity: Severity, deferred: any DeferredDiagnosticText, range: Range<Int>,
        notes: [DiagnosticNote] = []
    ) {
        self.init(
            code: code, severity: severity, text: .deferred(deferred), range: range, notes: Notes(notes), fixIts: [])
    }

    /// Creates a diagnostic whose message and fix-its are made when read, with one note,
    /// without an array for it.
    package init(
        code: DiagnosticCode, severity: Severity, deferred: any DeferredDiagnosticText, range: Range<Int>,
        note: DiagnosticNote
    ) {
        self.init(
            code: code, severity: severity, text: .deferred(deferred), range: range, notes: .one(note), fixIts: [])
    }

    private init(
        code: DiagnosticCode, severity: Severity, text: Text, range: Range<Int>, notes: Notes, fixIts: [FixIt]
    ) {
        self.code = code
        self.severity = severity
        self.text = text
        self.storedRange = range
        self.storedNotes = notes
        self.storedFixIts = fixIts
    }

    /// Equal when every part is: the notes compared as lists however they are kept, the message
    /// and fix-its as read, whether written or deferred.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        guard
            lhs.code == rhs.code && lhs.severity == rhs.severity && lhs.message == rhs.message
                && lhs.range == rhs.range && lhs.fixIts == rhs.fixIts
        else { return false }
        // Compared as kept when both keep one or none, without making a list of each.
        switch (lhs.storedNotes, rhs.storedNotes) {
        case (.none, .none): return true
        case (.one(let left), .one(let right)): return left == right
        default: return lhs.notes == rhs.notes
        }
    }

    /// Hashes what ``==(_:_:)`` compares: the notes as their number and each note, however
    /// they are kept.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(range)
        switch storedNotes {
        case .none: hasher.combine(0)
        case .one(let note):
            hasher.combine(1)
            hasher.combine(note)
        case .many(let notes):
            hasher.combine(notes.count)
            for note in notes { hasher.combine(note) }
        }
        hasher.combine(fixIts)
    }
}
