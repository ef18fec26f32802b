import NSSSyntax

/// For GitHub Actions: workflow commands that annotate the pull request.
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let name = "github"

    /// Creates the reporter.
    public init() {}

    /// `::error file=...,line=...,col=...,endLine=...,endColumn=...,title=...::message` lines, then
    /// one `::error file=...` line for each file that could not be linted.
    public func render(_ reports: [FileReport], unlinted: [UnlintedFile]) -> String {
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
        for file in unlinted {
            let properties = [
                "file=\(escapeProperty(PrintableText.escaped(file.path, keeping: ["\n", "\r"])))",
                "title=\(escapeProperty("nsslint (unlinted-file)"))",
            ]
            let message = "could not be linted: \(file.reason)"
            output +=
                "::error \(properties.joined(separator: ","))::\(escapeData(PrintableText.escaped(message, keeping: ["\n", "\r"])))\n"
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
