import NSSSyntax
import NSSTheme

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
    public func render(_ reports: [FileReport]) -> String {
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
            output += parts.joined(separator: " and ") + " in \(count(summary.filesWithFindings, "file"))\n"
        }
        return output
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

/// For Xcode build phases: `path:line:col: warning: message (rule-id)`, which Xcode shows inline.
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
    public func render(_ reports: [FileReport]) -> String {
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

/// For GitHub Actions: workflow commands that annotate the pull request.
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let name = "github"

    /// Creates the reporter.
    public init() {}

    /// `::error file=...,line=...,col=...,endLine=...,endColumn=...,title=...::message` lines.
    public func render(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            if let runtime = report.runtime, !report.findings.isEmpty {
                output +=
                    "nsslint: \(PrintableText.escaped(report.file.path)) checked for \(PrintableText.escaped("\(runtime)"))\n"
            }
        }
        for finding in reports.flatMap(\.findings) {
            let (start, end) = finding.positions
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            let properties = [
                "file=\(escapeProperty(PrintableText.escaped(finding.file.path, keeping: ["\n", "\r"])))",
                "line=\(start.line)",
                "col=\(start.column)",
                "endLine=\(end.line)", "endColumn=\(end.column)",
                // The title names the rule `--explain` knows; a syntax finding's own code follows
                // its message.
                "title=\(escapeProperty("nsslint (\(finding.ruleID))"))",
            ]
            let code = "\(finding.diagnostic.code)"
            let message = finding.diagnostic.message + (code == finding.ruleID ? "" : " (\(code))")
            output +=
                "::\(command) \(properties.joined(separator: ","))::\(escapeData(PrintableText.escaped(message, keeping: ["\n", "\r"])))\n"
        }
        return output
    }

    /// GitHub's escaping of a command's message.
    private func escapeData(_ text: String) -> String {
        percentEscaped(text, alsoEscaping: [])
    }

    /// GitHub's escaping of a property value.
    private func escapeProperty(_ text: String) -> String {
        percentEscaped(text, alsoEscaping: [UInt8(ascii: ":"), UInt8(ascii: ",")])
    }

    /// One pass over the bytes: `%`, CR and LF always percent-encoded, plus the given bytes.
    private func percentEscaped(_ text: String, alsoEscaping extra: [UInt8]) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                || extra.contains(byte)
            {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
