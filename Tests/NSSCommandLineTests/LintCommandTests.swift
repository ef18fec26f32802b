import Foundation
import NSSCommandLine
import NSSJSON
import NSSSyntax
import Testing

@Suite("nsslint: exit codes, inputs, messages")
struct LintCommandTests {
    @Test func cleanFileExitsZeroAndSaysNothing() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("ok.nss", "Label { font-size: 12; }\n")
        let run = InProcessRun(LintCommand.run, [file.path])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "")
    }

    @Test func errorsExitOneWarningsZeroUnlessTooMany() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("bad.nss", "Label {\n    font-size 12;\n}\n")
        let run = InProcessRun(LintCommand.run, [bad.path])
        #expect(run.status == 1)
        #expect(run.output.contains("\(bad.path):2:14: error: expected ':' after 'font-size' [expected-colon]"))
        #expect(run.output.contains("2 |     font-size 12;"))
        #expect(run.output.hasSuffix("1 error and 0 warnings in 1 file\n"))
        let warning = try directory.write("warn.nss", "Label { font-size: 12; font-size: 13; }\n")
        #expect(InProcessRun(LintCommand.run, [warning.path]).status == 0)
        #expect(InProcessRun(LintCommand.run, ["--max-warnings", "1", warning.path]).status == 0)
        let tooMany = InProcessRun(LintCommand.run, ["--max-warnings", "0", warning.path])
        #expect(tooMany.status == 1)
        #expect(tooMany.error == "nsslint: 1 warning, more than the 0 allowed\n")
        let quiet = InProcessRun(LintCommand.run, ["--quiet", warning.path])
        #expect(quiet.output == "")
    }

    @Test func standardInput() {
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", "-"], stdin: "A { x y; }\n}\n")
        #expect(run.status == 1)
        #expect(
            run.output
                == """
                nsslint: <stdin> checked for nui (detected: custom classes only, no Fiori class path or palette color)
                <stdin>:1:6: error: expected ':' after 'x' (expected-colon) [syntax]
                <stdin>:1:5: note: this declaration is ignored
                <stdin>:1:6: note: NUI stops at the first syntax error and uses an empty stylesheet: none of this file's styles apply
                <stdin>:2:1: error: unexpected '}' with no open block (unexpected-token) [syntax]

                """)
    }

    @Test func foldersAreWalkedRecursivelyInOrder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.nss", "B { font-colr: red; }")
        try directory.write("a/z.nss", "Z { font-colr: red; }")
        try directory.write("a/y.nss", "Y { font-colr: red; }")
        try directory.write("notes.txt", "not a stylesheet")
        try directory.write(".hidden/h.nss", "H { font-colr: 1; }")
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", directory.url.path])
        let files = run.output.split(separator: "\n").filter { !$0.hasPrefix("nsslint: ") }.map {
            $0.split(separator: ":")[0]
        }
        let root = directory.url.path
        #expect(files == ["\(root)/a/y.nss", "\(root)/a/z.nss", "\(root)/b.nss"])
    }

    @Test func unreadableInputsGetOneLineAndExitTwo() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("missing.nss").path
        let empty = directory.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let binary = directory.url.appendingPathComponent("image.nss")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1]).write(to: binary)
        let ok = try directory.write("ok.nss", "Label { font-size: 12; }")
        let run = InProcessRun(LintCommand.run, [missing, empty.path, binary.path, ok.path])
        #expect(run.status == 2)
        #expect(
            run.error
                == """
                nsslint: error: \(missing): no such file or directory
                nsslint: error: \(empty.path): no .nss files in this folder
                nsslint: error: \(binary.path): a binary file, not an NSS stylesheet

                """)
    }

    @Test func usageErrorsExitTwoWithASuggestion() {
        let unknown = InProcessRun(LintCommand.run, ["--reportr", "xcode", "a.nss"])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("nsslint: error: unknown option '--reportr'; did you mean '--reporter'?\n"))
        let reporter = InProcessRun(LintCommand.run, ["--reporter", "sarfi", "a.nss"])
        #expect(reporter.status == 2)
        #expect(reporter.error.contains("unknown reporter 'sarfi'; did you mean 'sarif'?"))
        let profile = InProcessRun(LintCommand.run, ["--profile", "nuii", "a.nss"])
        #expect(profile.error.contains("did you mean 'nui'?"))
        #expect(InProcessRun(LintCommand.run, ["--dry-run", "a.nss"]).status == 2)
        #expect(InProcessRun(LintCommand.run, ["--max-warnings", "-1", "a.nss"]).status == 2)
        #expect(InProcessRun(LintCommand.run, ["--threads", "0", "a.nss"]).error.contains("from 1 to 256, not '0'"))
        #expect(InProcessRun(LintCommand.run, ["--fix", "-"]).status == 2)
    }

    @Test func helpVersionRulesAndExplanations() {
        #expect(InProcessRun(LintCommand.run, ["--help"]).output.contains("USAGE: nsslint [options] [PATH...]"))
        #expect(InProcessRun(LintCommand.run, ["--version"]).output == "nsslint \(NSSKitVersion.current)\n")
        let rules = InProcessRun(LintCommand.run, ["--list-rules"]).output
        #expect(rules.contains("unknown-property"))
        #expect(rules.contains("nui-line-comment"))
        let explain = InProcessRun(LintCommand.run, ["--explain", "duplicate-property"])
        #expect(explain.status == 0)
        #expect(explain.output.hasPrefix("duplicate-property (warning, every profile)\n"))
        #expect(explain.output.contains("fixed to:"))
        let typo = InProcessRun(LintCommand.run, ["--explain", "duplicate-propery"])
        #expect(typo.status == 2)
        #expect(typo.error.contains("did you mean 'duplicate-property'?"))
    }

    @Test func profilesChangeWhatIsReported() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("t.nss", "// a comment\nLabel { font-color: #F00 }\n")
        #expect(InProcessRun(LintCommand.run, ["--profile", "fiori-uikit", file.path]).status == 0)
        // A NUI stock class and nothing of Fiori: checked for NUI without being told.
        let nui = InProcessRun(LintCommand.run, ["--reporter", "xcode", file.path])
        #expect(nui.status == 1)
        #expect(
            nui.output.hasPrefix(
                "nsslint: \(file.path) checked for nui (detected: NUI stock class 'Label' at t.nss:2)\n"))
        let rules = XcodeFinding.parse(nui.output).map(\.rule)
        #expect(rules == ["nui-line-comment", "nui-short-hex", "nui-missing-semicolon"])
    }

    @Test func schemaFilesAddComponents() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write(
            "acme.json",
            #"{"properties": [{"name": "glow-color", "type": "Color"}], "groups": [{"name": "GLOW", "inherits": ["VIEW"], "properties": [{"name": "glow-color"}]}], "classPaths": [{"path": "fdlAcmeBadge_title", "group": "GLOW"}]}"#
        )
        let file = try directory.write("t.nss", "fdlAcmeBadge_title { glow-color: red; }\n")
        #expect(InProcessRun(LintCommand.run, [file.path]).status == 0)
        let without = InProcessRun(LintCommand.run, ["--reporter", "xcode", file.path])
        #expect(without.output.contains("[unknown-class-path]"))
        let with = InProcessRun(LintCommand.run, ["--reporter", "xcode", "--schema", schema.path, file.path])
        #expect(with.output == "")
        let bad = try directory.write("bad.json", #"{"classPaths": [{"path": "x", "group": "NOPE"}]}"#)
        let broken = InProcessRun(LintCommand.run, ["--schema", bad.path, file.path])
        #expect(broken.status == 2)
        #expect(broken.error.contains("bad.json: class x: unknown group 'NOPE'"))
    }
}

@Suite("nsslint: configuration and disable comments")
struct LintConfigurationTests {
    @Test func configurationIsFoundByWalkingUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".nsslint.json",
            #"{"profile": "nui", "rules": {"unused-variable": "off", "nui-short-hex": "warning"}, "ignore": ["themes/generated/**"]}"#
        )
        let file = try directory.write("themes/deep/t.nss", "@unused: 1;\nLabel { font-color: #F00; }\n")
        try directory.write("themes/generated/g.nss", "}")
        let run = InProcessRun(
            LintCommand.run, ["--reporter", "xcode", directory.url.appendingPathComponent("themes").path])
        #expect(run.status == 0)
        #expect(
            run.output == """
                nsslint: \(file.path) checked for nui (named in \(directory.url.path)/.nsslint.json)
                \(file.path):2:21: warning: NUI reads no color from '#F00'; write #FF0000 [nui-short-hex]

                """)
        // The command line's profile wins over the file's.
        let uikit = InProcessRun(LintCommand.run, ["--profile", "fiori-uikit", file.path])
        #expect(uikit.output == "")
    }

    @Test func explicitConfigAndCustomClasses() throws {
        let directory = try TemporaryDirectory()
        let config = try directory.write("strict.json", #"{"customClasses": ["SecondaryButton"]}"#)
        let file = try directory.write(
            "t.nss", "SecondaryButton { border-width: 1; }\nTertiaryButton { border-width: 1; }\n")
        let run = InProcessRun(LintCommand.run, ["--config", config.path, "--reporter", "xcode", file.path])
        #expect(run.output.split(separator: "\n").count == 2)
        #expect(run.output.contains("\(file.path):2:1: warning: 'TertiaryButton' is not a documented class path"))
    }

    @Test(arguments: [
        (
            #"{"rules": {"unused-variabel": "off"}}"#,
            "$.rules.unused-variabel: unknown rule 'unused-variabel'; did you mean 'unused-variable'?"
        ),
        (
            #"{"rules": {"unused-variable": "loud"}}"#,
            "$.rules.unused-variable: expected \"off\", \"note\", \"warning\" or \"error\""
        ),
        (#"{"profile": "uikit"}"#, "$.profile: unknown profile 'uikit'"),
        (#"{"ignores": []}"#, "$.ignores: unknown field 'ignores'; did you mean 'ignore'?"),
        ("{", "line 1, column 2"),
    ])
    func badConfigurationsAreUsageErrors(_ json: String, _ expected: String) throws {
        let directory = try TemporaryDirectory()
        let config = try directory.write(".nsslint.json", json)
        let file = try directory.write("t.nss", "Label { font-size: 1; }")
        let run = InProcessRun(LintCommand.run, [file.path])
        #expect(run.status == 2)
        #expect(run.error.contains("\(config.path): "), "\(run.error)")
        #expect(run.error.contains(expected), "\(run.error)")
    }

    @Test func disableCommentsSuppressAndUnusedOnesAreReported() throws {
        let text = """
            /* nsslint-disable-next-line unknown-property */
            One { font-colr: 1; }
            Two { font-colr: 2; }
            /* nsslint-disable unknown-property, unknown-state */
            Three { font-colr: 3; font-color-focused: red; }
            /* nsslint-enable */
            Four { font-colr: 4; } // nsslint-disable-line unknown-property
            /* nsslint-disable-next-line empty-rule */
            Five { font-size: 1; }
            /* nsslint-disable-next-line no-such-rule */
            Six { font-size 2; } /* nsslint-disable-line expected-colon */
            """
        let directory = try TemporaryDirectory()
        let file = try directory.write("t.nss", text)
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", file.path])
        let lines = XcodeFinding.parse(run.output).map(\.description)
        // Checked for NUI (stock classes), where the // comment is a syntax error.
        #expect(
            lines == ["3:7 unknown-property", "7:24 nui-line-comment", "8:1 unused-disable", "10:1 unused-disable"])
    }
}

@Suite("nsslint --fix")
struct LintFixTests {
    let original = """
        /* Brand */
        Label {
            font-color: red;
            font-size: 12;
            font-color: primary1;
        }

        Empty {
        }
        Button { glow: 1; }
        """

    /// A folder whose configuration turns on empty-rule, off by default, so that its fix runs.
    func folder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".nsslint.json", #"{"rules": {"empty-rule": "warning"}}"#)
        return directory
    }

    @Test func fixWritesOnlyTheFixesAndReLintsCleanOfThem() throws {
        let directory = try folder()
        let file = try directory.write("t.nss", original)
        let run = InProcessRun(LintCommand.run, ["--fix", "--reporter", "xcode", file.path])
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(
            fixed == """
                /* Brand */
                Label {
                    font-size: 12;
                    font-color: primaryLabel;
                }

                Button { glow: 1; }
                """)
        #expect(
            run.error == "\(file.path): fixed 3 problems (deprecated-color ×1, duplicate-property ×1, empty-rule ×1)\n")
        // What remains is what has no safe fix.
        #expect(run.output.hasSuffix("\n\(file.path):7:10: warning: unknown property 'glow' [unknown-property]\n"))
        #expect(run.status == 0)
        // Nothing is left in the folder but the file.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == [
                ".nsslint.json", "t.nss",
            ])
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let directory = try folder()
        let file = try directory.write("t.nss", original)
        let run = InProcessRun(LintCommand.run, ["--fix", "--dry-run", file.path])
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(
            run.output == """
                --- \(file.path)
                +++ \(file.path)
                @@ -1,10 +1,7 @@
                 /* Brand */
                 Label {
                -    font-color: red;
                     font-size: 12;
                -    font-color: primary1;
                +    font-color: primaryLabel;
                 }
                 
                -Empty {
                -}
                 Button { glow: 1; }
                \\ No newline at end of file

                """)
        #expect(run.error.contains("would fix 3 problems"))
    }

    @Test func fixKeepsPermissions() throws {
        let directory = try folder()
        let file = try directory.write("t.nss", "Label {}\nButton { font-size: 1; }\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        _ = InProcessRun(LintCommand.run, ["--fix", file.path])
        #expect(try String(contentsOf: file, encoding: .utf8) == "Button { font-size: 1; }\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }
}
