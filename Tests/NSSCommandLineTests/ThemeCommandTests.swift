import Foundation
import NSSCommandLine
import Testing

/// Themes split over several stylesheets, named with --theme or in .nsslint.json.
@Suite("nsslint: split themes")
struct ThemeCommandTests {
    func folder(config: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("base.nss", "@brand: #FF0000;\nLabel { font-size: 12; }\n")
        try directory.write("app.nss", "Label { font-color: @brand; }\nButton { font-color: @missing; }\n")
        if let config { try directory.write(".nsslint.json", config) }
        return directory
    }

    /// Lines `file:line:column rule` of an xcode report.
    func findings(_ run: InProcessRun, in directory: TemporaryDirectory) -> [String] {
        XcodeFinding.parse(run.output).map { finding in
            "\(finding.path.dropFirst(directory.url.path.count + 1)):\(finding.line):\(finding.column) \(finding.rule)"
        }
    }

    @Test func themeOptionLintsTheFilesAsOne() throws {
        let directory = try folder()
        let base = directory.url.appendingPathComponent("base.nss").path
        let app = directory.url.appendingPathComponent("app.nss").path
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", "--theme", "\(base),\(app)"])
        #expect(findings(run, in: directory) == ["app.nss:2:22 undefined-variable"])
        #expect(run.status == 1)
    }

    @Test func alonePerFileSiblingsAreHinted() throws {
        let directory = try folder()
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", directory.url.path])
        // '@missing' is defined nowhere, so each use is reported as it is.
        #expect(findings(run, in: directory) == ["app.nss:1:21 undefined-variable", "app.nss:2:22 undefined-variable"])
        // Only the folder's own files are siblings, not those below it.
        try directory.write("sub/more.nss", "@missing: #00FF00;\n")
        let again = InProcessRun(
            LintCommand.run, ["--reporter", "xcode", directory.url.appendingPathComponent("app.nss").path])
        #expect(
            findings(again, in: directory) == ["app.nss:1:21 undefined-variable", "app.nss:2:22 undefined-variable"])
        let app = try directory.write("app.nss", "Label { font-color: @brand; }\n")
        let hinted = InProcessRun(LintCommand.run, ["--reporter", "xcode", app.path])
        #expect(findings(hinted, in: directory) == ["app.nss:1:21 undefined-variable"])
        #expect(hinted.output.contains("warning: 1 variable used here ('@brand') is defined only in"))
        #expect(hinted.status == 0)
    }

    @Test func configuredThemesAreLintedOnceAsOne() throws {
        let directory = try folder(config: #"{"themes": [["base.nss", "app.nss"]]}"#)
        let run = InProcessRun(LintCommand.run, ["--reporter", "json", directory.url.path])
        let paths = run.output.split(separator: "\n").filter { $0.contains("\"path\"") }
        #expect(paths.count == 2, "\(run.output)")
        #expect(
            findings(InProcessRun(LintCommand.run, ["--reporter", "xcode", directory.url.path]), in: directory) == [
                "app.nss:2:22 undefined-variable"
            ])
    }

    @Test func appendedThemesKeepVariablesPerFile() throws {
        let directory = try folder(config: #"{"themes": [{"files": ["base.nss", "app.nss"], "loading": "append"}]}"#)
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", directory.url.path])
        #expect(findings(run, in: directory) == ["app.nss:1:21 undefined-variable", "app.nss:2:22 undefined-variable"])
    }

    @Test(arguments: [
        (#"{"themes": [{"loading": "append"}]}"#, "$.themes[0]: a theme needs \"files\""),
        (#"{"themes": [{"files": ["a.nss"], "loading": "later"}]}"#, "expected \"joined\" or \"append\""),
        (#"{"themes": [[]]}"#, "a theme needs at least one file"),
        (#"{"nuiVersion": "0.3"}"#, "expected \"0.5\" (the default), \"0.4\", \"0.2\" or \"master\""),
        (#"{"customProperties": {"Card": "blur"}}"#, "$.customProperties.Card: expected an array"),
    ])
    func badThemeConfigurations(_ json: String, _ expected: String) throws {
        let directory = try folder(config: json)
        let run = InProcessRun(LintCommand.run, [directory.url.path])
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "\(run.error)")
    }
}

/// `--sources`: the app's code, storyboards and MDK pages cross-referenced with the theme.
@Suite("nsslint: app sources")
struct AppSourcesCommandTests {
    /// nsslint's xcode report on a theme, with the `src` folder beside it as the app's sources.
    static func lint(_ theme: URL, sources directory: TemporaryDirectory) -> InProcessRun {
        InProcessRun(
            LintCommand.run,
            ["--reporter", "xcode", "--sources", directory.url.appendingPathComponent("src").path, theme.path])
    }

    @Test func deadRulesAndUnstyledClasses() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write(
            "Theme/app.nss", "CardTitel { font-color: red; }\nCard { font-color: blue; blur: 4; }\n")
        try directory.write("App/Card.swift", "title.nuiClass = \"CardTitle\"\ncard.nuiClass = \"Card\"\n")
        try directory.write("App/Card.m", "CGFloat b = [NUISettings getFloat:@\"blur\" withClass:@\"Card\"];\n")
        try directory.write(
            "App/Main.storyboard", #"<userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="Hero"/>"#)
        try directory.write("App/Pods/NUI/UIView+NUI.m", "self.nuiClass = kNUIClassNone;\n")
        try directory.write("App/Latin1.swift", "// caf\u{E9}\nx.nuiClass = \"Legacy\"\n")
        let run = InProcessRun(
            LintCommand.run,
            ["--reporter", "xcode", "--sources", directory.url.appendingPathComponent("App").path, theme.path])
        let lines = XcodeFinding.parse(run.output).map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }
        // The dead rule, named as a likely misspelling; classes assigned but not styled as notes;
        // 'blur' is read by the app, so no unknown-property; Pods are not the app's code.
        #expect(lines.count == 4, "\(run.output)")
        #expect(lines.contains { $0.hasPrefix("1:1: note: the app assigns 'Hero'") })
        #expect(
            lines.contains {
                $0.hasPrefix("1:1: warning: no view of the app is assigned 'CardTitel'")
                    && $0.contains("did you mean 'CardTitle'?")
            })
        #expect(lines.contains { $0.contains("the app assigns 'Legacy'") })
        #expect(!run.output.contains("blur"))
        #expect(run.status == 0)
    }

    /// A class the app misspells names the styled class it most likely means.
    @Test func anAssignedClassCloseToAStyledOneIsNamed() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("app.nss", "/* cards */\nCardTitle { font-color: red; }\n")
        try directory.write("src/Card.swift", "title.nuiClass = \"CardTitel\"\nbody.nuiClass = \"Unstyled\"\n")
        let run = Self.lint(theme, sources: directory)
        let messages = XcodeFinding.parse(run.output).map(\.message)
        #expect(
            messages.contains { $0.hasSuffix("no rule of this theme styles it; did you mean 'CardTitle' (app.nss:2)?") }
        )
        #expect(messages.contains { $0.hasPrefix("the app assigns 'Unstyled'") && !$0.contains("did you mean") })
    }

    @Test func aClassBuiltAtRunTimeMakesItANote() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("app.nss", "Row3 { font-color: red; }\n")
        try directory.write("src/Row.swift", "cell.nuiClass = \"Row\\(index)\"\n")
        let run = Self.lint(theme, sources: directory)
        #expect(run.output.contains("note: no view of the app is assigned 'Row3'"), "\(run.output)")
        #expect(run.output.contains("unless a class built at run time names it"))
    }

    /// A class assigned through a constant, or returned by an MDK rule, is named in a string.
    @Test func classesNamedInStringsAreNotReportedUnused() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("app.nss", "CardHeader { font-color: red; }\nRowStyle { font-color: red; }\n")
        try directory.write(
            "src/Constants.m", "NSString *const kCardHeader = @\"CardHeader\";\nlabel.nuiClass = kCardHeader;\n")
        try directory.write("src/Rules/Style.js", "export default function() { return 'RowStyle'; }\n")
        let run = Self.lint(theme, sources: directory)
        #expect(!run.output.contains("unused-class"), "\(run.output)")
    }

    @Test func unreadableSourcesFailTheRun() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("app.nss", "Card { font-color: red; }\n")
        let run = InProcessRun(
            LintCommand.run, ["--sources", directory.url.appendingPathComponent("missing").path, theme.path])
        #expect(run.status == 2)
        #expect(run.error.contains("no such file or directory"))
    }

    /// A folder with nothing to scan would make every custom class look unused: an error instead.
    @Test func aSourcesFolderWithNothingToScanFailsTheRun() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write("app.nss", "Card { font-color: red; }\n")
        _ = try directory.write("src/README.md", "Card\n")
        let run = InProcessRun(
            LintCommand.run, ["--sources", directory.url.appendingPathComponent("src").path, theme.path])
        #expect(run.status == 2)
        #expect(run.error.contains("no Swift, Objective-C, storyboard, xib or MDK file to scan"), "\(run.error)")
        #expect(!run.output.contains("unused-class"), "\(run.output)")
    }

    @Test func tenThousandFilesAreScanned() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<10_000 {
            try directory.write("src/f\(index / 100)/V\(index).swift", "v.nuiClass = \"C\(index)\"\n")
        }
        let theme = try directory.write("app.nss", "C9999 { font-color: red; }\nC10000 { font-color: red; }\n")
        let run = Self.lint(theme, sources: directory)
        #expect(run.output.contains("'C10000' (10000 source files scanned)"), "\(run.output.prefix(300))")
        #expect(!run.output.contains("no view of the app is assigned 'C9999'"))
    }
}
