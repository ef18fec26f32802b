import NSSCommandLine
import Testing

/// The one argument parser every command uses, and the exit status a usage mistake gets.
@Suite("Argument parser")
struct ArgumentParserTests {
    let parser = ArgumentParser([
        .flag("quiet", short: "q", help: "q"),
        .option("reporter", short: "r", value: "NAME", help: "r"),
        .option("schema", value: "FILE", repeatable: true, help: "s"),
        .option("class", deprecatedShort: "c", value: "PATH", help: "c"),
    ])

    @Test func optionsFlagsAndPositionals() throws {
        let parsed = try parser.parse(["-q", "--reporter=json", "--schema", "a", "--schema", "b", "x.nss", "-"])
        #expect(parsed.has("quiet"))
        #expect(parsed.value("reporter") == "json")
        #expect(parsed.values("schema") == ["a", "b"])
        #expect(parsed.positionals == ["x.nss", "-"])
    }

    @Test func doubleDashEndsTheOptions() throws {
        let parsed = try parser.parse(["--", "--quiet", "-r"])
        #expect(!parsed.has("quiet"))
        #expect(parsed.positionals == ["--quiet", "-r"])
    }

    @Test(arguments: [
        (["--reportr", "json"], "unknown option '--reportr'; did you mean '--reporter'?"),
        (["-x"], "unknown option '-x'"),
        (["--reporter"], "option '--reporter' needs a value: --reporter NAME"),
        (["-r", "text", "--reporter", "json"], "option '--reporter' is given more than once"),
        (["--quiet=yes"], "option '--quiet' takes no value"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test func aDeprecatedShortNameWorksWithAWarning() throws {
        let parsed = try parser.parse(["-c", "Label"])
        #expect(parsed.value("class") == "Label")
        #expect(parsed.warnings == ["'-c' for '--class' is deprecated; write '--class'"])
        #expect(try parser.parse(["--class", "Label"]).warnings.isEmpty)
    }

    @Test(arguments: [["--nope"], ["--reporter"], ["--quiet", "--quiet=1"], ["--max-warnings", "many"]])
    func nsslintExitsTwoOnAUsageMistake(arguments: [String]) {
        let run = InProcessRun(LintCommand.run, arguments)
        #expect(run.status == 2)
        #expect(run.error.hasSuffix("Run 'nsslint --help' for usage.\n"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func resolveStillTakesDashCForClassWithAWarning() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("t.nss", "Label { font-size: 12; }\n")
        let run = InProcessRun(NSSCommand.run, ["resolve", theme.path, "-c", "Label"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("font-size"))
        #expect(run.error.contains("nss resolve: warning: '-c' for '--class' is deprecated; write '--class'"))
    }
}
