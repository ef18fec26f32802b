import NSSJSON
import NSSSyntax

/// The findings of one file, for reporting.
public struct FileReport: Sendable {
    /// The file.
    public var file: SourceFile
    /// Its findings, in order.
    public var findings: [Finding]
    /// The runtime it was checked for, and why; nil when no rule ran (an unreadable file).
    public var runtime: RuntimeChoice?
    /// Findings left out by ``FindingLimits``, by severity: still counted in the summary.
    public var omitted: [Severity: Int] = [:]

    /// Creates a report.
    public init(file: SourceFile, findings: [Finding], runtime: RuntimeChoice? = nil) {
        self.file = file
        self.findings = findings
        self.runtime = runtime
    }
}

extension RuntimeChoice {
    /// The runtime as a JSON object, for the machine-readable reporters.
    var json: JSONValue {
        .object([("profile", .string(profile.rawValue)), ("detected", .bool(detected)), ("reason", .string(reason))])
    }
}

/// Counts over a run.
public struct RunSummary: Hashable, Sendable {
    /// Findings at error severity.
    public var errors = 0
    /// Findings at warning severity.
    public var warnings = 0
    /// Findings at note severity.
    public var notes = 0
    /// Files with at least one finding.
    public var filesWithFindings = 0
    /// Files checked.
    public var files = 0

    /// Counts the reports.
    public init(_ reports: [FileReport]) {
        files = reports.count
        for report in reports {
            if !report.findings.isEmpty { filesWithFindings += 1 }
            for finding in report.findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
            errors += report.omitted[.error] ?? 0
            warnings += report.omitted[.warning] ?? 0
            notes += report.omitted[.note] ?? 0
        }
    }
}

/// An output format for findings. One type per format, each with a golden test.
public protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    static var name: String { get }
    /// The whole output for a run: the reports, and the files it could not lint (which the
    /// machine-readable formats carry; for people, the tool says so on standard error).
    func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String
}

extension Reporter {
    /// The whole output for a run that linted every file it was given.
    public func render(_ reports: [FileReport]) -> String {
        render(reports, unlinted: [])
    }
}

/// The reporters, by name.
public enum Reporters {
    /// Every reporter's name, in `--help` order.
    public static let names = ["text", "xcode", "json", "sarif", "github"]

    /// The reporter with a name; `colors` applies to the text reporter, `workingDirectory` to the
    /// xcode one (which writes absolute paths) and the sarif one (its `%SRCROOT%`).
    public static func named(_ name: String, colors: Bool = false, workingDirectory: String? = nil) -> (any Reporter)? {
        switch name {
        case "text": TextReporter(colors: colors)
        case "xcode": XcodeReporter(workingDirectory: workingDirectory)
        case "json": JSONReporter()
        case "sarif": SARIFReporter(workingDirectory: workingDirectory)
        case "github": GitHubReporter()
        default: nil
        }
    }
}

extension Finding {
    /// The 1-based start and end positions of the finding's range.
    var positions: (start: SourceLocation, end: SourceLocation) {
        let range = diagnostic.range
        return (file.location(of: range.lowerBound), file.location(of: range.upperBound))
    }
}
