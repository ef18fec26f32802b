import Foundation
import NSSCommandLine
import NSSJSON
import Testing

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
