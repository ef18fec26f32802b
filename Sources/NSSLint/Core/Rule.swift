import NSSSyntax

/// An example of NSS a rule's documentation shows and the rule tests run: text that triggers the
/// rule (or does not), in a profile, and for a fixable rule the text `--fix` makes of it.
public struct RuleExample: Hashable, Sendable {
    /// The mark in a reported example's text before each place the rule reports.
    public static let marker: Character = "↓"
    /// The stylesheet text as documented: in a reported example, ``marker`` shows where each
    /// finding starts.
    public var text: String
    /// The stylesheet itself: ``text`` without the markers.
    public var source: String { String(text.filter { $0 != Self.marker }) }
    /// The UTF-8 offsets in ``source`` where the markers stand: where the rule must report.
    public var markedOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            if character == Self.marker {
                offsets.append(offset)
            } else {
                offset += character.utf8.count
            }
        }
        return offsets
    }
    /// The profile to lint it with (the runtime its content shows when nil).
    public var profile: Profile?
    /// The text after `--fix`, for a triggering example with a safe fix.
    public var corrected: String?
    /// App source files (path and text) scanned for the example, for rules that read the app.
    public var appFiles: [String: String]
    /// The NUI release configured (`"nuiVersion"`), for rules about one release's behaviour.
    public var nuiVersion: NUIVersion?

    /// Creates an example.
    public init(
        _ text: String, profile: Profile? = nil, corrected: String? = nil, appFiles: [String: String] = [:],
        nuiVersion: NUIVersion? = nil
    ) {
        self.text = text
        self.profile = profile
        self.corrected = corrected
        self.appFiles = appFiles
        self.nuiVersion = nuiVersion
    }
}

/// What a rule is: its identifier, severity, summary, explanation and examples.
public struct RuleDescription: Hashable, Sendable {
    /// The stable identifier, such as `unknown-property`.
    public var id: String
    /// The severity of its findings unless configured otherwise.
    public var defaultSeverity: Severity
    /// One line: what it finds.
    public var summary: String
    /// Why it matters and what to do, in a few sentences.
    public var explanation: String
    /// What proves the claim: the runtime's source files and lines (repository@commit path:lines),
    /// or where only documentation says so, or that the check is NSSKit's own.
    public var evidence: String
    /// The profiles it runs in; empty means every profile.
    public var profiles: Set<Profile>
    /// Whether it runs without being enabled in the configuration. Rules that report style
    /// rather than what a runtime mishandles are off by default: they would bury the defects.
    public var enabledByDefault: Bool
    /// Examples the rule reports.
    public var triggering: [RuleExample]
    /// Examples the rule accepts.
    public var nonTriggering: [RuleExample]

    /// Creates a description.
    public init(
        id: String, defaultSeverity: Severity, summary: String, explanation: String, evidence: String,
        profiles: Set<Profile> = [],
        enabledByDefault: Bool = true, triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.enabledByDefault = enabledByDefault
        self.evidence = evidence
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        self.profiles = profiles
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Whether the rule runs in a profile.
    public func applies(to profile: Profile) -> Bool { profiles.isEmpty || profiles.contains(profile) }
}

/// A lint rule: it reads a file's facts and reports findings. One rule per file, with its
/// description and messages.
public protocol LintRule: Sendable {
    /// The rule's description.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Reports what the rule finds in a file.
    func check(_ context: LintContext, _ report: inout FindingCollector)
}

/// Collects a rule's findings with its identifier and severity.
public struct FindingCollector {
    let ruleID: String
    let severity: Severity
    let file: SourceFile
    /// What the rule has reported so far (since the last hand-over, when the linter takes its
    /// findings as they come), as records.
    public private(set) var batch: FindingBatch
    /// What the rule has reported so far, made whole.
    public var findings: [Finding] { batch.findings }
    /// Takes the findings reported so far, every ``handOverSize``, when set.
    var handOver: ((FindingBatch) -> Void)?
    /// How many findings a collector holds before it hands them over.
    static let handOverSize = 4096

    /// A collector for a rule's findings in a file.
    public init(ruleID: String, severity: Severity, file: SourceFile) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        batch = FindingBatch(ruleID: ruleID, file: file)
    }

    /// Reports a finding at `range` under the rule's identifier (or a specific `code`).
    public mutating func report(
        _ message: String, at range: Range<Int>, code: DiagnosticCode? = nil, severity: Severity? = nil,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        append(
            .written(message), at: range, severity: severity ?? self.severity, note: notes.first,
            fitsRecord: code == nil && fixIts.isEmpty && notes.count <= 1
        ) { ruleCode, severity in
            Diagnostic(
                code: code ?? ruleCode, severity: severity, message: message, range: range, notes: notes,
                fixIts: fixIts)
        }
    }

    /// Reports a finding at `range` with one note, kept without an array.
    mutating func report(_ message: String, at range: Range<Int>, note: DiagnosticNote, fixIts: [FixIt] = []) {
        append(.written(message), at: range, severity: severity, note: note, fitsRecord: fixIts.isEmpty) {
            Diagnostic(code: $0, severity: $1, message: message, range: range, note: note, fixIts: fixIts)
        }
    }

    /// Reports a finding at `range` whose message and fix-its are made when read: for texts that
    /// cost more than the finding (see ``DeferredDiagnosticText``'s promise).
    mutating func report(_ deferred: any DeferredDiagnosticText, at range: Range<Int>, note: DiagnosticNote? = nil) {
        if FindingBatch.fitsRecord(range, note: note) {
            batch.append(deferred: deferred, at: range, severity: severity, note: note)
        } else {
            let diagnostic = Diagnostic(
                code: DiagnosticCode(rawValue: ruleID), severity: severity, deferred: deferred, range: range,
                notes: note.map { [$0] } ?? [])
            batch.append(whole: Finding(ruleID: ruleID, diagnostic: diagnostic, file: file))
        }
        handOverIfFull()
    }

    /// Appends a finding as a record when `fitsRecord` says its parts allow one and its offsets
    /// fit (``FindingBatch/fitsRecord(_:note:)``); else whole, its diagnostic made by `whole`
    /// from the rule's code and the finding's severity.
    @inline(__always)
    private mutating func append(
        _ text: Diagnostic.Text, at range: Range<Int>, severity: Severity, note: DiagnosticNote?, fitsRecord: Bool,
        whole: (DiagnosticCode, Severity) -> Diagnostic
    ) {
        if fitsRecord && FindingBatch.fitsRecord(range, note: note) {
            batch.append(text, at: range, severity: severity, note: note)
        } else {
            let diagnostic = whole(DiagnosticCode(rawValue: ruleID), severity)
            batch.append(whole: Finding(ruleID: ruleID, diagnostic: diagnostic, file: file))
        }
        handOverIfFull()
    }

    private mutating func handOverIfFull() {
        guard let handOver, batch.count >= Self.handOverSize else { return }
        handOver(batch)
        batch.removeAll()
    }

    /// Reports an existing diagnostic under the rule's identifier.
    public mutating func report(_ diagnostic: Diagnostic, in file: SourceFile? = nil) {
        batch.append(whole: Finding(ruleID: ruleID, diagnostic: diagnostic, file: file ?? self.file))
        handOverIfFull()
    }
}
