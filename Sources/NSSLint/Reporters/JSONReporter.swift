import NSSJSON
import NSSSyntax

/// For tools: one JSON document with every finding, its positions (1-based lines and columns,
/// 0-based byte offsets), notes, fix-its and fingerprint (``FindingFingerprint``), then the files
/// that could not be linted. Keys in a fixed order.
public struct JSONReporter: Reporter {
    /// `json`.
    public static let name = "json"

    /// Creates the reporter.
    public init() {}

    /// The document, pretty-printed.
    public func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String {
        let summary = RunSummary(reports)
        let document: JSONValue = .object([
            ("version", 1),
            ("tool", .object([("name", "nsslint"), ("version", .string(NSSKitVersion.current))])),
            (
                "files",
                .array(
                    reports.map { report in
                        .object([
                            ("path", .string(report.file.path)),
                            ("runtime", report.runtime?.json ?? .null),
                            (
                                "findings",
                                .array(
                                    zip(report.findings, FindingFingerprint.fingerprints(of: report.findings)).map {
                                        Self.finding($0, fingerprint: $1)
                                    })
                            ),
                        ])
                    })
            ),
            (
                "unlinted",
                .array(
                    unlinted.map { file in
                        .object([("path", .string(file.path)), ("reason", .string(file.reason))])
                    })
            ),
            (
                "summary",
                .object([
                    ("errors", .number(Double(summary.errors))), ("warnings", .number(Double(summary.warnings))),
                    ("notes", .number(Double(summary.notes))), ("files", .number(Double(summary.files))),
                    ("unlinted", .number(Double(unlinted.count))),
                ])
            ),
        ])
        return JSONWriter(pretty: true).string(document) + "\n"
    }

    static func finding(_ finding: Finding, fingerprint: String) -> JSONValue {
        let diagnostic = finding.diagnostic
        return .object([
            ("rule", .string(finding.ruleID)),
            ("code", .string(diagnostic.code.rawValue)),
            ("severity", .string(diagnostic.severity.description)),
            ("message", .string(diagnostic.message)),
            ("range", range(diagnostic.range, in: finding.file)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("message", .string(note.message)),
                            ("range", note.range.map { range($0, in: finding.file) } ?? .null),
                        ])
                    })
            ),
            (
                "fixes",
                .array(
                    diagnostic.fixIts.map { fixIt in
                        .object([
                            ("message", .string(fixIt.message)),
                            ("applicability", .string(fixIt.applicability.rawValue)),
                            (
                                "edits",
                                .array(
                                    fixIt.edits.map { edit in
                                        .object([
                                            ("range", range(edit.range, in: finding.file)),
                                            ("replacement", .string(edit.replacement)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            ("fingerprint", .string(fingerprint)),
        ])
    }

    static func range(_ range: Range<Int>, in file: SourceFile) -> JSONValue {
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        return .object([
            (
                "start",
                .object([
                    ("line", .number(Double(start.line))), ("column", .number(Double(start.column))),
                    ("offset", .number(Double(range.lowerBound))),
                ])
            ),
            (
                "end",
                .object([
                    ("line", .number(Double(end.line))), ("column", .number(Double(end.column))),
                    ("offset", .number(Double(range.upperBound))),
                ])
            ),
        ])
    }
}
