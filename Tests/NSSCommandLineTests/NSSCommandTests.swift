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

    @Test func allIsEveryStyledClassPathAsEachAlone() throws {
        // `--all` writes each set as it is resolved; what it writes must be each class path's
        // answer on its own, in the order the theme first styles them, its problems reported.
        let directory = try TemporaryDirectory()
        let theme = try directory.write(
            "all.nss", "B { font-size: 1; }\nA, B { font-color: red; font-style: nope; }\nC { font-name: Avenir; }\n"
        ).path
        let paths = ["B", "A", "C"]
        for (format, state) in [("text", "normal"), ("json", "disabled")] {
            let arguments = ["--format", format, "--state", state]
            let all = InProcessRun(NSSCommand.run, ["resolve", theme, "--all"] + arguments)
            #expect(all.status == 0, "\(all.error)")
            let alone = paths.map { InProcessRun(NSSCommand.run, ["resolve", theme, "--class", $0] + arguments) }
            if format == "text" {
                #expect(all.output == alone.map(\.output).joined(separator: "\n"))
            } else {
                let sets = try JSONParser.parse(all.output)
                #expect(sets == .array(try alone.map { try JSONParser.parse($0.output) }))
            }
            #expect(all.error.components(separatedBy: "'nope' is not a text style").count == 3, "\(all.error)")
        }
        let empty = try directory.write("empty.nss", "").path
        #expect(InProcessRun(NSSCommand.run, ["resolve", empty, "--all", "--format", "json"]).output == "[]\n")
        #expect(InProcessRun(NSSCommand.run, ["resolve", empty, "--all"]).output == "")
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

/// `nss resolve --view FILE:LINE --sources PATH`: the chain a view is assigned, resolved.
@Suite("nss resolve --view")
struct ResolveViewTests {
    func app() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let theme = try directory.write(
            "app.nss", "Button { font-color: #111111; }\nPrimary { font-color: #FF0000; }\nCard { corner-radius: 4; }\n"
        )
        _ = try directory.write(
            "App/Cells/CardCell.m",
            "- (void)setUp {\n    [self.go setNuiClass:@\"Button:Primary\"];\n    self.nuiClass = [NSString stringWithFormat:@\"%@\", x];\n}\n"
        )
        return (directory, theme.path)
    }

    @Test func theAssignedChainIsResolved() throws {
        let (directory, theme) = try app()
        let sources = directory.url.appendingPathComponent("App").path
        let run = InProcessRun(
            NSSCommand.run, ["resolve", theme, "--view", "Cells/CardCell.m:2", "--sources", sources])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("view at \(sources)/Cells/CardCell.m:2: nuiClass 'Button:Primary'\n"))
        // The last class of the chain wins (NUISettings getClasses reverses the chain).
        #expect(run.output.contains("font-color  #FF0000FF"), "\(run.output)")
        #expect(run.output.contains("app.nss:2:"), "\(run.output)")
    }

    @Test func aPlaceWithoutAnAssignmentSaysWhatIsNear() throws {
        let (directory, theme) = try app()
        let sources = directory.url.appendingPathComponent("App").path
        let none = InProcessRun(NSSCommand.run, ["resolve", theme, "--view", "CardCell.m:1", "--sources", sources])
        #expect(none.status == 2)
        #expect(none.error.contains("assign no class on this line; this file assigns on lines 2 ('Button:Primary')"))
        let built = InProcessRun(NSSCommand.run, ["resolve", theme, "--view", "CardCell.m:3", "--sources", sources])
        #expect(built.status == 2)
        #expect(built.error.contains("built at run time"), "\(built.error)")
    }

    @Test(arguments: [
        (["--view", "CardCell.m"], "--view takes FILE:LINE"),
        (["--view", "CardCell.m:0", "--sources", "."], "--view takes FILE:LINE"),
        (["--view", "CardCell.m:2"], "--view needs the app's sources"),
        (["--class", "Card", "--sources", "."], "--sources is read with --view only"),
        (["--class", "Card", "--view", "CardCell.m:2", "--sources", "."], "give one of --class, --all and --view"),
    ])
    func badRequests(_ arguments: [String], _ message: String) throws {
        let (_, theme) = try app()
        let run = InProcessRun(NSSCommand.run, ["resolve", theme] + arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }
}

@Suite("nss json and nss from-json")
struct JSONCommandTests {
    let theme = Repository.root.appendingPathComponent("Themes/meadow-light.nss").path

    @Test func modesAndRoundTripThroughTheCommands() throws {
        let document = InProcessRun(NSSCommand.run, ["json", theme])
        #expect(document.status == 0)
        #expect(try JSONParser.parse(document.output)["format"] == "nsskit-document")
        let directory = try TemporaryDirectory()
        let json = try directory.write("doc.json", document.output)
        let back = InProcessRun(NSSCommand.run, ["from-json", json.path])
        #expect(back.status == 0)
        #expect(back.output.contains("fdlFUIKPITitleBaseView_title {\n    font-style: @titleStyle;\n"))
        let resolved = InProcessRun(
            NSSCommand.run, ["json", "--mode", "resolved", "--scheme", "dark", "--pretty", theme])
        #expect(try JSONParser.parse(resolved.output)["schemes"] == ["dark"])
        #expect(resolved.output.contains("\n  \"format\": \"nsskit-resolved\",\n"))
        let tokens = InProcessRun(NSSCommand.run, ["json", "--mode", "tokens", theme])
        #expect(try JSONParser.parse(tokens.output)["variables"]?["meadowGreen"]?["$type"] == "color")
    }

    @Test func badInputIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write(
            "bad.json", #"{"format": "nsskit-document", "version": 1, "files": [{"path": 3}]}"#)
        let run = InProcessRun(NSSCommand.run, ["from-json", bad.path])
        #expect(run.status == 2)
        #expect(run.error == "nss from-json: error: \(bad.path): $.files[0].path: expected a string, found a number\n")
        #expect(InProcessRun(NSSCommand.run, ["json", "--mode", "css", theme]).error.contains("unknown mode 'css'"))
        #expect(
            InProcessRun(NSSCommand.run, ["json", "--mode", "tokens", "--scheme", "light", "--scheme", "dark", theme])
                .status == 2)
    }
}
