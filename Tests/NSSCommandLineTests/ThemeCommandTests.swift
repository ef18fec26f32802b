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
        run.output.split(separator: "\n").filter { !$0.hasPrefix("nsslint: ") }.map { line in
            let relative = line.dropFirst(directory.url.path.count + 1)
            let position = relative.split(separator: ":").prefix(3).joined(separator: ":")
            return position + " " + (line.split(separator: "(").last.map { String($0.dropLast()) } ?? "")
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
        (#"{"nuiVersion": "0.3"}"#, "expected \"0.5\" (the default) or \"0.4\""),
        (#"{"customProperties": {"Card": "blur"}}"#, "$.customProperties.Card: expected an array"),
    ])
    func badThemeConfigurations(_ json: String, _ expected: String) throws {
        let directory = try folder(config: json)
        let run = InProcessRun(LintCommand.run, [directory.url.path])
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "\(run.error)")
    }
}
