import Foundation
import NSSCommandLine
import NSSSyntax
import Testing

/// Nothing a file or a file name holds reaches the terminal raw, and no finding takes more than
/// its one line.
@Suite("Printing only what is safe")
struct PrintSafetyTests {
    @Test func controlsAndOverridesAreWrittenOut() {
        #expect(PrintableText.escaped("plain: é ✓") == "plain: é ✓")
        #expect(PrintableText.escaped("a\u{1B}]0;title\u{07}b") == "a\\u{1B}]0;title\\u{7}b")
        #expect(PrintableText.escaped("x\ny\r\u{9B}\u{202E}z\u{2028}") == "x\\u{A}y\\u{D}\\u{9B}\\u{202E}z\\u{2028}")
    }

    /// A name with an escape sequence and a line feed, and content with a title-setting escape:
    /// every reporter keeps each finding on one line and prints no control byte.
    @Test(arguments: ["text", "xcode", "github", "json", "sarif"])
    func reportersPrintNoControlBytes(_ reporter: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(
            "evil\u{1B}[2J\nfake.nss:1:1: error: forged.nss",
            "Label { font-name: \"A\u{1B}]0;pwned\u{07}\"; font-color: #GG0000; }\n")
        let run = InProcessRun(LintCommand.run, ["--reporter", reporter, "--profile", "fiori-uikit", file.path])
        #expect(run.status == 1)
        for byte in Array(run.output.utf8) + Array(run.error.utf8) {
            #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte) printed")
        }
        if reporter == "xcode" {
            let lines = run.output.split(separator: "\n").filter { !$0.hasPrefix("nsslint: ") }
            #expect(lines.allSatisfy { $0.hasPrefix(directory.url.path) }, "\(run.output)")
            #expect(!run.output.contains("\nfake.nss:1:1: error:"), "\(run.output)")
        }
    }

    @Test func errorsAboutFilesStayOnOneLine() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("gone\u{07}\nfake.nss").path
        let run = InProcessRun(LintCommand.run, [missing])
        #expect(run.status == 2)
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.error.contains("gone\\u{7}\\u{A}fake.nss"), "\(run.error)")
    }
}

/// 100 KB of `}` is 100,000 findings of one problem: the output stays small and the count exact.
@Suite("Output proportional to what can be acted on")
struct OutputFloodTests {
    @Test(arguments: ["text", "xcode", "github", "json", "sarif"])
    func aFloodOfOneProblem(_ reporter: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("braces.nss", String(repeating: "}", count: 100_000))
        let run = InProcessRun(LintCommand.run, ["--reporter", reporter, file.path])
        #expect(run.status == 1)
        #expect(run.output.utf8.count < 100_000, "\(run.output.utf8.count) bytes")
        if reporter == "text" { #expect(run.output.hasSuffix("100000 errors and 0 warnings in 1 file\n")) }
        if reporter == "json" { #expect(run.output.contains("\"errors\": 100000")) }
    }
}

/// A report limited while linting (the default) is the one the full findings give once limited
/// (what --write-baseline, which needs them all, still computes): a flood of findings of many
/// problems and rules, a split theme's hint, --quiet.
@Suite("Reports limited while linting")
struct LimitedWhileLintingTests {
    static func flood() -> String {
        var text = ""
        for index in 0..<1_500 {
            text += "Button { font-colr: #12345; background-color: @brand; border-width: @gap\(index % 3); }\n"
            text += "fdlFUIUnknown\(index % 40)_label { font-size: 1; font-size: 2; }\n"
        }
        return text + String(repeating: "}", count: 300)
    }

    @Test(arguments: ["text", "json", "sarif", "github"], [[], ["--quiet"]])
    func sameReportAsLimitingAllFindings(_ reporter: String, _ extra: [String]) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("app.nss", Self.flood())
        _ = try directory.write("base.nss", "@brand: #FF0000;\n@gap0: 1;\n@gap1: 2;\n@gap2: 3;\n")
        let limited = InProcessRun(LintCommand.run, ["--reporter", reporter] + extra + [file.path])
        let baseline = directory.url.appendingPathComponent("baseline.json").path
        let full = InProcessRun(
            LintCommand.run, ["--reporter", reporter, "--write-baseline", baseline] + extra + [file.path])
        #expect(limited.status == 1)
        #expect(limited.output == full.output)
        #expect(limited.error == full.error)
        if reporter == "text" {
            let summary =
                extra.isEmpty ? "300 errors and 11918 warnings in 1 file" : "300 errors and 0 warnings in 1 file"
            #expect(limited.output.contains(summary), "\(limited.output.suffix(200))")
            // The split-theme hint replaced the undefined variables base.nss defines.
            #expect(limited.output.contains("are defined only in") == extra.isEmpty)
        }
    }
}
