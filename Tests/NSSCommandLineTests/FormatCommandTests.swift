import Foundation
import NSSCommandLine
import Testing

/// `nss fmt`: in place, `--check`, standard input, configuration, and the files it refuses.
@Suite("nss fmt")
struct FormatCommandTests {
    static let messy = "Label{font-color:red}\n"
    static let tidy = "Label {\n    font-color: red;\n}\n"

    @Test func rewritesFilesInPlaceAndLeavesTidyOnesAlone() throws {
        let directory = try TemporaryDirectory()
        let messy = try directory.write("themes/a.nss", Self.messy)
        let tidy = try directory.write("themes/b.nss", Self.tidy)
        let before = try FileManager.default.attributesOfItem(atPath: tidy.path)[.modificationDate] as? Date
        let run = InProcessRun(NSSCommand.run, ["fmt", directory.url.appendingPathComponent("themes").path])
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.tidy)
        #expect(try FileManager.default.attributesOfItem(atPath: tidy.path)[.modificationDate] as? Date == before)
    }

    @Test func checkChangesNothingAndListsWhatWouldChange() throws {
        let directory = try TemporaryDirectory()
        let messy = try directory.write("a.nss", Self.messy)
        let tidy = try directory.write("b.nss", Self.tidy)
        let run = InProcessRun(NSSCommand.run, ["fmt", "--check", messy.path, tidy.path])
        #expect(run.status == 1)
        #expect(run.output == "\(messy.path)\n")
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.messy)
        #expect(InProcessRun(NSSCommand.run, ["fmt", "--check", tidy.path]).status == 0)
    }

    @Test func standardInputGoesToStandardOutput() {
        let run = InProcessRun(NSSCommand.run, ["fmt", "-"], stdin: Self.messy)
        #expect(run.status == 0 && run.output == Self.tidy, "\(run.error)")
    }

    @Test func syntaxErrorsAreReportedAndTheFileKept() throws {
        let directory = try TemporaryDirectory()
        let broken = try directory.write("broken.nss", "Label { font-color red; }\n")
        let run = InProcessRun(NSSCommand.run, ["fmt", broken.path])
        #expect(run.status == 1)
        #expect(run.error.contains("broken.nss:1:19: error: expected ':' after 'font-color'"), "\(run.error)")
        #expect(run.error.contains("not formatted: it has syntax errors"))
        #expect(try String(contentsOf: broken, encoding: .utf8) == "Label { font-color red; }\n")
    }

    @Test func theConfigurationSetsTheLayoutAndWhatToIgnore() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".nsslint.json", #"{"format": {"indent": 2}, "ignore": ["Generated/**"]}"#)
        let theme = try directory.write("a.nss", Self.messy)
        let generated = try directory.write("Generated/g.nss", Self.messy)
        let run = InProcessRun(NSSCommand.run, ["fmt", directory.url.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOf: theme, encoding: .utf8) == "Label {\n  font-color: red;\n}\n")
        #expect(try String(contentsOf: generated, encoding: .utf8) == Self.messy)
        let wrong = try directory.write("bad/.nsslint.json", #"{"format": {"indent": 40}}"#)
        try directory.write("bad/b.nss", Self.messy)
        let refused = InProcessRun(NSSCommand.run, ["fmt", directory.url.appendingPathComponent("bad/b.nss").path])
        #expect(
            refused.error.contains("\(wrong.path): $.format.indent: expected an indent of 0 to 16 spaces"),
            "\(refused.error)")
    }

    @Test func aLinkIsNotWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("real.nss", Self.messy)
        let link = directory.url.appendingPathComponent("link.nss").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let run = InProcessRun(NSSCommand.run, ["fmt", link])
        #expect(run.status == 2)
        #expect(run.error.contains("a symbolic link"), "\(run.error)")
        #expect(try String(contentsOf: target, encoding: .utf8) == Self.messy)
    }

    @Test(arguments: [["fmt"], ["fmt", "--indent", "x", "a.nss"], ["fmt", "--check", "-"], ["fmt", "-", "a.nss"]])
    func usageMistakes(arguments: [String]) {
        let run = InProcessRun(NSSCommand.run, arguments)
        #expect(run.status == 2, "\(arguments)")
    }
}
