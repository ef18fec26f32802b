import NSSSyntax
import NSSTheme

/// For Xcode build phases: `/path:line:col: warning: message [rule-id]`, which Xcode shows inline.
public struct XcodeReporter: Reporter {
    /// `xcode`.
    public static let name = "xcode"

    /// The folder relative paths are made absolute against: Xcode only opens absolute ones.
    public var workingDirectory: String?

    /// Creates the reporter; with a working directory, relative paths are written absolute.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    /// One line per finding, `path:line:col: severity: message [rule]` (the rule `--explain`
    /// knows; a syntax finding's own code is in parentheses before it), each note as a
    /// `path:line:col: note:` line under it.
    /// Files that could not be linted are not repeated here: the tool reports them on standard
    /// error, where people (and Xcode's build log) see them.
    public func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String {
        var output = ""
        for report in reports {
            if let runtime = report.runtime, !report.findings.isEmpty {
                // Not in Xcode's diagnostic form: shown in the build log, not as an issue.
                output +=
                    "nsslint: \(PrintableText.escaped(absolute(report.file.path))) checked for "
                    + PrintableText.escaped("\(runtime)") + "\n"
            }
        }
        for finding in reports.flatMap(\.findings) {
            let path = PrintableText.escaped(absolute(finding.file.path))
            let start = finding.positions.start
            let code = "\(finding.diagnostic.code)"
            let detail = code == finding.ruleID ? "" : " (\(code))"
            output +=
                "\(path):\(start.line):\(start.column): \(finding.severity): "
                + PrintableText.escaped(finding.diagnostic.message) + "\(detail) [\(finding.ruleID)]\n"
            for note in finding.diagnostic.notes {
                let place = note.range.map { finding.file.location(of: $0.lowerBound) } ?? start
                output += "\(path):\(place.line):\(place.column): note: \(PrintableText.escaped(note.message))\n"
            }
        }
        return output
    }

    private func absolute(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/"), path != "<stdin>" else { return path }
        return FilePaths.normalize(FilePaths.join(workingDirectory, path))
    }
}
