import Foundation
import NSSCommandLine
import NSSJSON
import Testing

@Suite("nsslint")
struct LintCommandTests {
    @Test func cleanFileExitsZero() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("ok.nss", "Label { font-size: 12; }\n")
        let run = InProcessRun(LintCommand.run, [file.path])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "")
    }

    @Test func syntaxErrorsExitOneWithSnippets() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.nss", "Label {\n    font-size 12;\n}\n")
        let run = InProcessRun(LintCommand.run, [file.path])
        #expect(run.status == 1)
        #expect(run.output.contains("\(file.path):2:14: error: expected ':' after 'font-size' [expected-colon]"))
        #expect(run.output.contains("2 |     font-size 12;"))
        #expect(run.output.hasSuffix("1 error and 0 warnings in 1 file\n"))
    }

    @Test func shortReporterIsOneLinePerDiagnostic() throws {
        let run = InProcessRun(LintCommand.run, ["--reporter", "short", "-"], stdin: "A { x y; }\n}\n")
        #expect(run.status == 1)
        #expect(
            run.output
                == """
                <stdin>:1:6: error: expected ':' after 'x' [expected-colon]
                <stdin>:2:1: error: unexpected '}' with no open block [unexpected-token]

                """
        )
    }

    @Test func unreadableFilesExitTwoWithOneLine() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("missing.nss").path
        let run = InProcessRun(LintCommand.run, [missing, directory.url.path])
        #expect(run.status == 2)
        #expect(
            run.error
                == "nsslint: error: \(missing): no such file or directory\nnsslint: error: \(directory.url.path): is a directory\n"
        )
    }

    @Test func usageErrorsExitTwoWithASuggestion() {
        let unknown = InProcessRun(LintCommand.run, ["--reportr", "short", "a.nss"])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("nsslint: error: unknown option '--reportr'; did you mean '--reporter'?\n"))
        let none = InProcessRun(LintCommand.run, [])
        #expect(none.status == 2)
        let badReporter = InProcessRun(LintCommand.run, ["--reporter", "shrot", "a.nss"])
        #expect(badReporter.status == 2)
        #expect(badReporter.error.contains("did you mean 'short'?"))
    }

    @Test func colorOnlyOnATerminalWithoutNoColor() {
        let input = "A { x y; }"
        #expect(InProcessRun(LintCommand.run, ["-"], stdin: input, terminal: true).output.contains("\u{1B}["))
        #expect(!InProcessRun(LintCommand.run, ["-"], stdin: input, terminal: false).output.contains("\u{1B}["))
        let noColor = InProcessRun(LintCommand.run, ["-"], stdin: input, environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!noColor.output.contains("\u{1B}["))
    }

    @Test func helpAndVersion() {
        #expect(InProcessRun(LintCommand.run, ["--help"]).output.contains("USAGE: nsslint"))
        #expect(InProcessRun(LintCommand.run, ["--version"]).output == "nsslint \(NSSKitVersion.current)\n")
    }
}

@Suite("nss")
struct NSSCommandTests {
    @Test func parsePrintsTheTree() {
        let run = InProcessRun(NSSCommand.run, ["parse", "-"], stdin: "A { b: c; }")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("stylesheet 0..<11\n  rule 0..<11\n    selector-list 0..<1\n"))
    }

    @Test func reprintGivesBackTheInputEvenWhenBroken() {
        let input = "A { b c; \u{1}}} /* open"
        let run = InProcessRun(NSSCommand.run, ["parse", "--reprint", "-"], stdin: input)
        #expect(run.status == 1)
        #expect(run.output == input)
        #expect(run.error.contains("[expected-colon]"))
    }

    @Test func unknownSubcommandSuggests() {
        let run = InProcessRun(NSSCommand.run, ["pasre"])
        #expect(run.status == 2)
        #expect(run.error.contains("did you mean 'parse'?"))
    }
}

@Suite("Executables, end to end")
struct EndToEndTests {
    @Test func nsslintOnTheShippedThemes() throws {
        let themes = try FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("Themes").path
        )
        .filter { $0.hasSuffix(".nss") }.map { "Themes/" + $0 }
        #expect(!themes.isEmpty)
        let run = try ProcessRun("nsslint", themes, directory: Repository.root)
        #expect(run.status == 0, "\(run.output)\(run.error)")
    }

    @Test func exitCodesAndStandardInput() throws {
        #expect(try ProcessRun("nsslint", ["-"], stdin: "A { x: y; }").status == 0)
        let broken = try ProcessRun("nsslint", ["-"], stdin: "A { x y; }")
        #expect(broken.status == 1)
        #expect(broken.output.contains("<stdin>:1:6: error: expected ':' after 'x' [expected-colon]"))
        let missing = try ProcessRun("nsslint", ["/nonexistent/x.nss"])
        #expect(missing.status == 2)
        #expect(missing.error == "nsslint: error: /nonexistent/x.nss: no such file or directory\n")
        #expect(try ProcessRun("nsslint", ["--bogus"]).status == 2)
    }

    @Test func nssReprintRoundTripsAFile() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}@a: #FFF;\r\nA { b: @a }\r\n// end"
        let file = try directory.write("t.nss", text)
        let run = try ProcessRun("nss", ["parse", "--reprint", file.path])
        #expect(run.status == 0)
        #expect(run.output == text)
    }
}

@Suite("nss resolve")
struct ResolveCommandTests {
    let themes = [
        Repository.root.appendingPathComponent("Themes/fiori-palette-v8.nss").path,
        Repository.root.appendingPathComponent("Themes/acme-field-service.nss").path,
    ]

    @Test func textShowsValuesAndOrigins() {
        let run = InProcessRun(
            NSSCommand.run,
            ["resolve"] + themes + [
                "--class", "fdlFUISwitchFormCell_switch", "--state", "disabled-selected", "--scheme", "dark",
            ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.hasPrefix(
                "fdlFUISwitchFormCell_switch (SWITCH), state disabled-selected, scheme dark, iphone portrait\n"))
        #expect(
            run.output.contains(
                "  thumb-color  #EDEDEDFF\n      from \(themes[1]):79:5  thumb-color-disabled-selected: #EDEDED;\n"))
        #expect(run.output.contains("      via @tintColor_darkBackground (\(themes[1]):13:1)\n"))
    }

    @Test func jsonIsCanonical() throws {
        let run = InProcessRun(
            NSSCommand.run,
            ["resolve"] + themes + ["--class", "fdlFUIObjectTableViewCell_headlineLabel", "--format", "json"])
        #expect(run.status == 0)
        let value = try JSONParser.parse(run.output)
        #expect(value["group"] == "TEXT")
        let fontColor = value["attributes"]?.arrayValue?.first { $0["name"] == "font-color" }
        #expect(fontColor?["value"] == "#32363AFF")
        #expect(fontColor?["type"] == "Color")
        #expect(fontColor?["origin"]?["line"] == 37)
    }

    @Test func badRequestsAreUsageErrors() {
        let scheme = InProcessRun(NSSCommand.run, ["resolve"] + themes + ["--class", "A", "--scheme", "drak"])
        #expect(scheme.status == 2)
        #expect(scheme.error.contains("unknown scheme 'drak'; did you mean 'dark'?"))
        let state = InProcessRun(NSSCommand.run, ["resolve"] + themes + ["--class", "A", "--state", "pressed"])
        #expect(state.status == 2)
        #expect(InProcessRun(NSSCommand.run, ["resolve"] + themes).status == 2)
        let missing = InProcessRun(NSSCommand.run, ["resolve", "/nonexistent.nss", "--all"])
        #expect(missing.status == 2)
        #expect(missing.error == "nss resolve: error: /nonexistent.nss: no such file or directory\n")
    }
}
