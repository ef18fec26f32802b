import NSSJSON
import NSSSyntax
import NSSTheme

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers. Columns count
/// Unicode code points (`columnKind: unicodeCodePoints`), as NSSKit's do.
///
/// What GitHub reads is filled in: each reported rule's `help` (text and Markdown), `fullDescription` and
/// `properties.tags`; each result's `partialFingerprints` (``FindingFingerprint``, so an alert
/// follows its line across commits) and its notes as `relatedLocations`; locations relative to
/// the `%SRCROOT%` base, which `originalUriBaseIds` sets to the working folder; files that could
/// not be linted as `toolExecutionNotifications`, with `executionSuccessful` false.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let name = "sarif"
    /// The base URI id relative locations are given against: the one GitHub's own tools use.
    static let sourceRoot = "%SRCROOT%"
    /// The key of nsslint's fingerprint in `partialFingerprints`; versioned, as SARIF advises.
    static let fingerprintKey = "nsslint/v1"

    /// The folder relative paths are relative to; absolute paths inside it are made relative too.
    public var workingDirectory: String?

    /// Creates the reporter; with a working directory, `originalUriBaseIds` says where
    /// `%SRCROOT%` is.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    /// One run with the rules, one invocation and every result.
    public func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String {
        // Only the rules with results are described: the descriptions of every rule would weigh
        // more than a typical run's results.
        let used = Set(reports.flatMap { $0.findings.map(\.ruleID) })
        let rules = Linter.rules.map { $0.description }.filter { used.contains($0.id) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [JSONValue] = []
        for report in reports {
            let fingerprints = FindingFingerprint.fingerprints(of: report.findings)
            for (finding, fingerprint) in zip(report.findings, fingerprints) {
                results.append(result(finding, fingerprint: fingerprint, ruleIndex: ruleIndex[finding.ruleID]))
            }
        }
        var run: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", driver(rules))])),
            ("invocations", .array([invocation(unlinted)])),
        ]
        if let workingDirectory {
            let base = FileURI.from(path: FilePaths.normalize(workingDirectory)) + "/"
            run.append(("originalUriBaseIds", .object([(Self.sourceRoot, .object([("uri", .string(base))]))])))
        }
        run += [
            ("artifacts", .array(reports.map(artifact))),
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(results)),
        ]
        let document: JSONValue = .object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            ("runs", .array([.object(run)])),
        ])
        return JSONWriter(pretty: true).string(document) + "\n"
    }

    private func driver(_ rules: [RuleDescription]) -> JSONValue {
        .object([
            ("name", "nsslint"),
            ("version", .string(NSSKitVersion.current)),
            ("semanticVersion", .string(NSSKitVersion.current)),
            ("informationUri", "https://github.com/nsskit/nsskit"),
            ("rules", .array(rules.map(Self.rule))),
        ])
    }

    /// The run's one invocation: successful unless a file could not be linted, each such file a
    /// notification at error level.
    private func invocation(_ unlinted: [UnlintedFile]) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("executionSuccessful", .bool(unlinted.isEmpty))]
        if !unlinted.isEmpty {
            let notifications = unlinted.map { file -> JSONValue in
                .object([
                    ("level", "error"),
                    ("message", .object([("text", .string("\(file.path): \(file.reason)"))])),
                    (
                        "locations",
                        .array([.object([("physicalLocation", .object([("artifactLocation", location(file.path))]))])])
                    ),
                    ("descriptor", .object([("id", "unlinted-file")])),
                ])
            }
            members.append(("toolExecutionNotifications", .array(notifications)))
        }
        return .object(members)
    }

    private func result(_ finding: Finding, fingerprint: String, ruleIndex: Int?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .number(Double(ruleIndex)))) }
        members += [
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.diagnostic.message))])),
            (
                "locations",
                .array([.object([("physicalLocation", physicalLocation(finding, finding.diagnostic.range))])])
            ),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        let notes = finding.diagnostic.notes.enumerated().map { index, note -> JSONValue in
            var related: [(key: String, value: JSONValue)] = [("id", .number(Double(index + 1)))]
            if let range = note.range { related.append(("physicalLocation", physicalLocation(finding, range))) }
            related.append(("message", .object([("text", .string(note.message))])))
            return .object(related)
        }
        if !notes.isEmpty { members.append(("relatedLocations", .array(notes))) }
        if finding.diagnostic.code.rawValue != finding.ruleID {
            members.append(("properties", .object([("code", .string(finding.diagnostic.code.rawValue))])))
        }
        let fixes = finding.diagnostic.fixIts.map { fix($0, in: finding) }
        if !fixes.isEmpty { members.append(("fixes", .array(fixes))) }
        return .object(members)
    }

    private func fix(_ fixIt: FixIt, in finding: Finding) -> JSONValue {
        let replacements = fixIt.edits.map { edit -> JSONValue in
            .object([
                ("deletedRegion", Self.region(edit.range, in: finding.file)),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        let change: JSONValue = .object([
            ("artifactLocation", location(finding.file.path)), ("replacements", .array(replacements)),
        ])
        return .object([
            ("description", .object([("text", .string(fixIt.message))])),
            ("artifactChanges", .array([change])),
        ])
    }

    private func physicalLocation(_ finding: Finding, _ range: Range<Int>) -> JSONValue {
        .object([("artifactLocation", location(finding.file.path)), ("region", Self.region(range, in: finding.file))])
    }

    static func region(_ range: Range<Int>, in file: SourceFile) -> JSONValue {
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        return .object([
            ("startLine", .number(Double(start.line))), ("startColumn", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
        ])
    }

    /// A linted file, with the runtime it was checked for.
    private func artifact(_ report: FileReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("location", location(report.file.path))]
        if let runtime = report.runtime { members.append(("properties", .object([("runtime", runtime.json)]))) }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
