import NSSJSON

/// Findings accepted as they are today, so that a team adopting nsslint on an old theme sees
/// only what is new. A finding matches an entry with its rule, its file and its
/// ``FindingFingerprint`` (the line's text, not its number), so code that moves does not bring
/// its findings back; each entry absorbs one finding.
///
/// The file form: `{"version": 1, "findings": [{"rule": ..., "file": ..., "fingerprint": ...}]}`,
/// entries sorted, files as the caller names them (the command line: relative to the baseline's
/// folder, so the baseline works from any working folder).
public struct Baseline: Hashable, Sendable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file, as the baseline names it.
        public var file: String
        /// The finding's fingerprint.
        public var fingerprint: String

        /// Creates an entry.
        public init(rule: String, file: String, fingerprint: String) {
            self.rule = rule
            self.file = file
            self.fingerprint = fingerprint
        }

        /// Entries sort by file, then rule, then fingerprint: a stable file that diffs well.
        public static func < (left: Entry, right: Entry) -> Bool {
            (left.file, left.rule, left.fingerprint) < (right.file, right.rule, right.fingerprint)
        }
    }

    /// How many findings each entry accepts.
    public private(set) var counts: [Entry: Int] = [:]

    /// The baseline of every finding in `reports`; `name` gives the name a report's file is
    /// recorded under.
    public init(_ reports: [FileReport], name: (String) -> String) {
        for report in reports {
            let file = name(report.file.path)
            for (finding, fingerprint) in zip(report.findings, FindingFingerprint.fingerprints(of: report.findings)) {
                counts[Entry(rule: finding.ruleID, file: file, fingerprint: fingerprint), default: 0] += 1
            }
        }
    }

    /// Reads a baseline file; a document of another shape is an error that says where.
    public init(parsing bytes: [UInt8]) throws(BaselineError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw BaselineError(message: error.description)
        }
        guard document["version"] == .number(1) else {
            throw BaselineError(message: "$.version: expected 1 (a baseline written by nsslint --write-baseline)")
        }
        guard let entries = document["findings"]?.arrayValue else {
            throw BaselineError(message: "$.findings: expected an array")
        }
        for (index, entry) in entries.enumerated() {
            guard let rule = entry["rule"]?.stringValue, let file = entry["file"]?.stringValue,
                let fingerprint = entry["fingerprint"]?.stringValue
            else {
                throw BaselineError(message: "$.findings[\(index)]: expected strings rule, file and fingerprint")
            }
            counts[Entry(rule: rule, file: file, fingerprint: fingerprint), default: 0] += 1
        }
    }

    /// The baseline as its file holds it: one entry per accepted finding, sorted.
    public var json: String {
        let entries = counts.keys.sorted().flatMap { entry in
            Array(
                repeating: JSONValue.object([
                    ("rule", .string(entry.rule)), ("file", .string(entry.file)),
                    ("fingerprint", .string(entry.fingerprint)),
                ]), count: counts[entry]!)
        }
        let document: JSONValue = .object([("version", 1), ("tool", "nsslint"), ("findings", .array(entries))])
        return JSONWriter(pretty: true).string(document) + "\n"
    }

    /// The reports without the findings the baseline accepts (`name` as for ``init(_:name:)``).
    public func filter(_ reports: [FileReport], name: (String) -> String) -> [FileReport] {
        var remaining = counts
        return reports.map { report in
            var kept = report
            let file = name(report.file.path)
            let fingerprints = FindingFingerprint.fingerprints(of: report.findings)
            kept.findings = zip(report.findings, fingerprints).compactMap { finding, fingerprint in
                let entry = Entry(rule: finding.ruleID, file: file, fingerprint: fingerprint)
                guard let count = remaining[entry], count > 0 else { return finding }
                remaining[entry] = count - 1
                return nil
            }
            return kept
        }
    }
}

/// A baseline file that could not be read as one.
public struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, with the JSON path.
    public var message: String
    /// The message.
    public var description: String { message }
}
