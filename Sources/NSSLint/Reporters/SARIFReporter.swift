import NSSJSON
import NSSSyntax

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers. Columns count
/// Unicode code points (`columnKind: unicodeCodePoints`), as NSSKit's do.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let name = "sarif"

    /// Creates the reporter.
    public init() {}

    /// One run with the rules that ran and every result.
    public func render(_ reports: [FileReport]) -> String {
        let rules = Linter.rules.map { $0.description }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results: [JSONValue] = reports.flatMap(\.findings).map { finding in
            let (start, end) = finding.positions
            var members: [(key: String, value: JSONValue)] = [
                ("ruleId", .string(finding.ruleID)),
                ("ruleIndex", .number(Double(ruleIndex[finding.ruleID] ?? 0))),
                ("level", .string(Self.level(finding.severity))),
                ("message", .object([("text", .string(finding.diagnostic.message))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    ("artifactLocation", .object([("uri", .string(Self.uri(finding.file.path)))])),
                                    (
                                        "region",
                                        .object([
                                            ("startLine", .number(Double(start.line))),
                                            ("startColumn", .number(Double(start.column))),
                                            ("endLine", .number(Double(end.line))),
                                            ("endColumn", .number(Double(end.column))),
                                        ])
                                    ),
                                ])
                            )
                        ])
                    ])
                ),
            ]
            if finding.diagnostic.code.rawValue != finding.ruleID {
                members.append(("properties", .object([("code", .string(finding.diagnostic.code.rawValue))])))
            }
            let fixes = finding.diagnostic.fixIts.map { fixIt -> JSONValue in
                .object([
                    ("description", .object([("text", .string(fixIt.message))])),
                    (
                        "artifactChanges",
                        .array([
                            .object([
                                ("artifactLocation", .object([("uri", .string(Self.uri(finding.file.path)))])),
                                (
                                    "replacements",
                                    .array(
                                        fixIt.edits.map { edit in
                                            let from = finding.file.location(of: edit.range.lowerBound)
                                            let to = finding.file.location(of: edit.range.upperBound)
                                            return .object([
                                                (
                                                    "deletedRegion",
                                                    .object([
                                                        ("startLine", .number(Double(from.line))),
                                                        ("startColumn", .number(Double(from.column))),
                                                        ("endLine", .number(Double(to.line))),
                                                        ("endColumn", .number(Double(to.column))),
                                                    ])
                                                ),
                                                ("insertedContent", .object([("text", .string(edit.replacement))])),
                                            ])
                                        })
                                ),
                            ])
                        ])
                    ),
                ])
            }
            if !fixes.isEmpty { members.append(("fixes", .array(fixes))) }
            return .object(members)
        }
        let document: JSONValue = .object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", "nsslint"),
                                        ("version", .string(NSSLintVersion.current)),
                                        ("informationUri", "https://github.com/nsskit/nsskit"),
                                        ("rules", .array(rules.map(Self.rule))),
                                    ])
                                )
                            ])
                        ),
                        ("artifacts", .array(reports.map(Self.artifact))),
                        ("columnKind", "unicodeCodePoints"),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return JSONWriter(pretty: true).string(document) + "\n"
    }

    /// A linted file, with the runtime it was checked for.
    static func artifact(_ report: FileReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("location", .object([("uri", .string(uri(report.file.path)))]))
        ]
        if let runtime = report.runtime { members.append(("properties", .object([("runtime", runtime.json)]))) }
        return .object(members)
    }

    static func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.id)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.explanation))])),
            ("defaultConfiguration", .object([("level", .string(level(description.defaultSeverity)))])),
            (
                "properties",
                .object([
                    ("profiles", .array(description.profiles.map(\.rawValue).sorted().map(JSONValue.string))),
                    ("evidence", .string(description.evidence)),
                ])
            ),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: segments percent-encoded where needed.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let plain =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
            if plain {
                result.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
