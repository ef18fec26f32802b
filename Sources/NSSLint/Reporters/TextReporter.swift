import NSSSyntax

/// For people: each finding under its source line with a caret, its notes and fix-its, then a
/// summary line. Colored only when asked (on a terminal without NO_COLOR).
public struct TextReporter: Reporter {
    /// `text`.
    public static let name = "text"
    /// Whether to use ANSI colors.
    public var colors: Bool

    /// Creates the reporter.
    public init(colors: Bool = false) { self.colors = colors }

    /// Snippets, then `3 errors and 1 warning in 2 files`.
    /// Files that could not be linted are not repeated here: the tool reports them on standard
    /// error, where people (and Xcode's build log) see them.
    public func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        var output = ""
        for report in reports {
            if let runtime = report.runtime, !report.findings.isEmpty {
                output +=
                    "\(PrintableText.escaped(report.file.path)): checked for \(PrintableText.escaped("\(runtime)"))\n"
            }
            for finding in report.findings {
                output += renderer.snippet(finding.diagnostic, in: finding.file) + "\n"
            }
        }
        let summary = RunSummary(reports)
        if summary.errors + summary.warnings + summary.notes > 0 {
            var parts = ["\(count(summary.errors, "error"))", "\(count(summary.warnings, "warning"))"]
            if summary.notes > 0 { parts.append(count(summary.notes, "note")) }
            let listed =
                parts.count == 3 ? "\(parts[0]), \(parts[1]) and \(parts[2])" : parts.joined(separator: " and ")
            output += listed + " in \(count(summary.filesWithFindings, "file"))\n"
        }
        return output
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
