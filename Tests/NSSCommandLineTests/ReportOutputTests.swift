import Foundation
import NSSCommandLine
import NSSJSON
import Testing

/// The conventions other linters set: --output, --color, --stdin-filename, baselines, and
/// unreadable files in the machine-readable reports.
@Suite("nsslint: outputs, colors, standard input names, baselines")
struct ReportOutputTests {
    static let typo = "Label { font-colour: red; }\n"

    @Test func outputWritesTheReportToAFileAndNothingToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", Self.typo)
        let report = directory.url.appendingPathComponent("report.json").path
        let run = InProcessRun(LintCommand.run, ["--reporter", "json", "-o", report, theme.path])
        #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty, "\(run.error)")
        let document = try JSONParser.parse(String(contentsOfFile: report, encoding: .utf8))
        #expect(document["files"]?.arrayValue?.first?["findings"]?.arrayValue?.count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers.sorted() == ["a.nss", "report.json"])
    }

    @Test func outputReplacesALinkInsteadOfWritingThroughIt() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", Self.typo)
        let target = directory.url.appendingPathComponent("elsewhere.txt").path
        let link = directory.url.appendingPathComponent("report.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = InProcessRun(LintCommand.run, ["-o", link, theme.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: link, encoding: .utf8).contains("[unknown-property]"))
        let folder = InProcessRun(LintCommand.run, ["-o", directory.url.path, theme.path])
        #expect(folder.status == 2)
        #expect(folder.error.contains(": is a directory"), "\(folder.error)")
    }

    @Test func colorIsAskedForOrRefused() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", Self.typo).path
        let escape = "\u{1B}["
        #expect(!InProcessRun(LintCommand.run, [theme]).output.contains(escape))
        #expect(InProcessRun(LintCommand.run, [theme], terminal: true).output.contains(escape))
        #expect(
            !InProcessRun(LintCommand.run, [theme], environment: ["NO_COLOR": "1"], terminal: true).output.contains(
                escape))
        #expect(
            InProcessRun(LintCommand.run, ["--color", "always", theme], environment: ["NO_COLOR": "1"]).output.contains(
                escape))
        #expect(!InProcessRun(LintCommand.run, ["--color", "never", theme], terminal: true).output.contains(escape))
        let wrong = InProcessRun(LintCommand.run, ["--color", "sometimes", theme])
        #expect(
            wrong.status == 2 && wrong.error.contains("'sometimes' (one of: auto, always, never)"), "\(wrong.error)")
    }

    @Test func standardInputTakesTheNameItsEditorGives() throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme/.nsslint.json", #"{"rules": {"nui-import": "off", "nui-quoted-string": "off"}}"#)
        try directory.write("theme/vars.nss", "@brand: #FF0000;\n")
        let name = directory.url.appendingPathComponent("theme/main.nss").path
        let text = "@import \"vars.nss\";\nLabel { font-colour: @brand; }\n"
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", "--stdin-filename", name, "-"], stdin: text)
        // The import is read beside the name and the configuration found above it: only the typo is left.
        #expect(XcodeFinding.parse(run.output).map(\.description) == ["2:9 unknown-property"], "\(run.output)")
        #expect(XcodeFinding.parse(run.output).allSatisfy { $0.path == name })
        let alone = InProcessRun(LintCommand.run, ["--stdin-filename", name, directory.url.path])
        #expect(alone.status == 2 && alone.error.contains("give '-' too"))
    }

    @Test func aBaselineHidesTodaysFindingsEvenWhenTheirLinesMove() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("Themes/a.nss", Self.typo)
        let baseline = directory.url.appendingPathComponent("baseline.json").path
        let recorded = InProcessRun(LintCommand.run, ["--write-baseline", baseline, theme.path])
        #expect(recorded.status == 0 && recorded.output.contains("[unknown-property]"))
        try Data(("/* new header */\n\n" + Self.typo + "Button { font-colour: red; }\n").utf8).write(to: theme)
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", "--baseline", baseline, theme.path])
        #expect(XcodeFinding.parse(run.output).map(\.description) == ["4:10 unknown-property"], "\(run.output)")
        // From the baseline's own folder, with a relative path, the same entries match.
        let elsewhere = try ProcessRun(
            "nsslint", ["--reporter", "xcode", "--baseline", "baseline.json", "Themes/a.nss"], directory: directory.url)
        #expect(
            XcodeFinding.parse(elsewhere.output).map(\.description) == ["4:10 unknown-property"], "\(elsewhere.output)")
    }

    @Test func aBaselineOfAnotherShapeIsRefused() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", Self.typo)
        let baseline = try directory.write("baseline.json", #"{"version": 1, "findings": [{"rule": 1}]}"#)
        let run = InProcessRun(LintCommand.run, ["--baseline", baseline.path, theme.path])
        #expect(run.status == 2)
        #expect(run.error.contains("$.findings[0]: expected strings rule, file and fingerprint"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    /// A build system's output: written after a run that passes, never after one that fails.
    @Test func theStampIsWrittenOnlyWhenTheLintPasses() throws {
        let directory = try TemporaryDirectory()
        let stamp = directory.url.appendingPathComponent("out/lint.stamp").path
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let broken = try directory.write("broken.nss", "Label { font-size 12; }\n")
        #expect(InProcessRun(LintCommand.run, ["--stamp", stamp, broken.path]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))
        let clean = try directory.write("clean.nss", Self.typo)
        let run = InProcessRun(LintCommand.run, ["--stamp", stamp, clean.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == "nsslint: 1 files, 1 warnings, 0 notes\n")
    }

    /// nsslint with a reporter on a theme and a file that does not exist.
    static func lintWithAMissingFile(_ text: String, reporter: String) throws -> InProcessRun {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", text)
        return InProcessRun(
            LintCommand.run,
            ["--reporter", reporter, theme.path, directory.url.appendingPathComponent("missing.nss").path])
    }

    @Test func machineReportsCarryTheFilesThatCouldNotBeRead() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("a.nss", Self.typo)
        let missing = directory.url.appendingPathComponent("missing.nss").path
        let sarif = try Self.lintWithAMissingFile(Self.typo, reporter: "sarif")
        #expect(sarif.status == 2)
        #expect(sarif.error.contains("missing.nss: no such file or directory"))
        let invocation = try JSONParser.parse(sarif.output)["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?
            .first
        #expect(invocation?["executionSuccessful"] == .bool(false))
        #expect(invocation?["toolExecutionNotifications"]?.arrayValue?.count == 1)
        let json = try JSONParser.parse(
            InProcessRun(LintCommand.run, ["--reporter", "json", theme.path, missing]).output)
        #expect(json["unlinted"]?.arrayValue?.first?["path"]?.stringValue == missing)
        let github = InProcessRun(LintCommand.run, ["--reporter", "github", theme.path, missing]).output
        #expect(
            github.contains(
                "::error file=\(missing),title=nsslint (unlinted-file)::could not be linted: no such file or directory")
        )
    }
}
