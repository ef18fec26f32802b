import Foundation
import NSSCommandLine
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What nsslint reads: files of the linted folder, regular ones only, and the project's own
/// configuration. A checkout made by someone else must not make it read, print or wait on
/// anything else.
@Suite("Reading only what belongs to the lint")
struct ReadBoundaryTests {
    /// A linted folder `root` beside a folder `outside` that holds a secret stylesheet whose line
    /// would be printed if it were linted.
    func tree() throws -> (TemporaryDirectory, root: URL, outside: URL) {
        let directory = try TemporaryDirectory()
        try directory.write("outside/secret.nss", "Label { font-color: #SECRET; }\n")
        try directory.write("root/ok.nss", "Label { font-color: red; }\n")
        return (
            directory, directory.url.appendingPathComponent("root"), directory.url.appendingPathComponent("outside")
        )
    }

    @Test func linksOutOfTheFolderAreNotFollowed() throws {
        let (directory, root, outside) = try tree()
        defer { withExtendedLifetime(directory) {} }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("secret.nss").path, withDestinationPath: outside.path + "/secret.nss")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("more").path, withDestinationPath: outside.path)
        let run = InProcessRun(LintCommand.run, [root.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("SECRET") && !run.error.contains("SECRET"), "\(run.output)")
        #expect(run.error.contains("skipped \(root.path)/more: a link to "), "\(run.error)")
        #expect(run.error.contains("skipped \(root.path)/secret.nss: a link to "), "\(run.error)")
        #expect(run.error.contains(", outside "), "\(run.error)")
    }

    @Test func linksInsideTheFolderAreFollowed() throws {
        let (directory, root, _) = try tree()
        defer { withExtendedLifetime(directory) {} }
        try directory.write("root/real/bad.nss", "Label { font-color: #GG0000; }\n")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("alias.nss").path, withDestinationPath: "real/bad.nss")
        let run = InProcessRun(LintCommand.run, ["--reporter", "xcode", root.path])
        #expect(run.status == 1)
        #expect(run.output.contains("\(root.path)/alias.nss:1:21: error:"), "\(run.output)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    /// A FIFO is never opened for reading: in a folder, as --config or imported, it would hang.
    @Test func fifosAreNeverRead() throws {
        let (directory, root, _) = try tree()
        defer { withExtendedLifetime(directory) {} }
        let fifo = root.appendingPathComponent("pipe.nss").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let walked = InProcessRun(LintCommand.run, [root.path])
        #expect(walked.status == 0)
        #expect(walked.error.contains("skipped \(fifo): not a regular file"), "\(walked.error)")
        let named = InProcessRun(LintCommand.run, [fifo])
        #expect(named.status == 2)
        let config = directory.url.appendingPathComponent("config.json").path
        #expect(mkfifo(config, 0o600) == 0)
        let configured = InProcessRun(LintCommand.run, ["--config", config, root.path + "/ok.nss"])
        #expect(configured.status == 2)
        #expect(configured.error.contains("\(config): not a regular file"), "\(configured.error)")
        let importer = try directory.write("root/imports.nss", "@import \"pipe.nss\";\nLabel { font-size: 1; }\n")
        let imported = InProcessRun(LintCommand.run, ["--profile", "fiori-uikit", importer.path])
        #expect(imported.status == 1)
        #expect(imported.output.contains("pipe.nss: not a regular file"), "\(imported.output)")
    }

    @Test func aFIFONamedLikeTheConfigurationIsAnError() throws {
        let (directory, root, _) = try tree()
        defer { withExtendedLifetime(directory) {} }
        #expect(mkfifo(root.appendingPathComponent(".nsslint.json").path, 0o600) == 0)
        let run = InProcessRun(LintCommand.run, [root.path + "/ok.nss"])
        #expect(run.status == 2)
        #expect(run.error.contains(".nsslint.json: not a regular file"), "\(run.error)")
    }

    /// A configuration above the repository (in /tmp, a home folder) could silence every rule.
    @Test func theConfigurationSearchStopsAtTheRepository() throws {
        let (directory, root, _) = try tree()
        defer { withExtendedLifetime(directory) {} }
        try directory.write(".nsslint.json", #"{"rules": {"invalid-value": "off"}}"#)
        try directory.write("root/bad.nss", "Label { font-color: #GG0000; }\n")
        let outsideRepository = InProcessRun(LintCommand.run, [root.path + "/bad.nss"])
        #expect(outsideRepository.status == 0)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let insideRepository = InProcessRun(LintCommand.run, [root.path + "/bad.nss"])
        #expect(insideRepository.status == 1, "\(insideRepository.output)")
    }

    @Test func aNameThatIsNotUTF8IsReportedNotSkipped() throws {
        let (directory, root, _) = try tree()
        defer { withExtendedLifetime(directory) {} }
        let name = root.path + "/bad\u{FF}.nss"
        var bytes = Array(root.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".nss".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o600)
            }
        }
        try #require(descriptor >= 0, "this file system refuses a name that is not UTF-8")
        close(descriptor)
        let run = InProcessRun(LintCommand.run, [root.path])
        #expect(run.status == 2)
        #expect(run.error.contains("the name is not UTF-8, so it cannot be linted"), "\(run.error) \(name)")
    }
}

/// A file that is not text is never rewritten, wherever its NUL byte is.
@Suite("--fix and binary files")
struct FixBinaryTests {
    @Test func aNULPastTheProbeStopsTheFix() throws {
        let directory = try TemporaryDirectory()
        let text = "Label { font-size: 12;; }\n/*" + String(repeating: "x", count: 9000) + "\u{0}*/\n"
        let file = try directory.write("late.nss", text)
        let before = try Data(contentsOf: file)
        let run = InProcessRun(LintCommand.run, ["--fix", "--profile", "nui", file.path])
        #expect(run.status == 2)
        #expect(run.error.contains("holds a NUL byte, so it is not a text file: --fix leaves it unchanged"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func binaryStandardInputIsRefused() {
        let run = InProcessRun(LintCommand.run, ["-"], stdin: "Label {\u{0}}")
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: <stdin>: a binary file, not an NSS stylesheet\n")
    }

    @Test func aBinaryFileIsRefusedFromItsFirstBytes() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("image.nss", "\u{0}PNG" + String(repeating: "z", count: 200_000))
        let run = InProcessRun(LintCommand.run, [file.path])
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: \(file.path): a binary file, not an NSS stylesheet\n")
    }
}

/// `ignore` patterns are relative to the configuration file's folder, however `--config` names it.
@Suite("--config and ignore patterns")
struct ConfigIgnoreTests {
    @Test(arguments: ["proj/conf.json", "./proj/../proj/conf.json"])
    func aRelativeConfigPathKeepsItsPatterns(_ config: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("proj/conf.json", #"{"ignore": ["gen/**"]}"#)
        try directory.write("proj/gen/x.nss", "Label { font-color: #GG0000; }\n")
        try directory.write("proj/ok.nss", "Label { font-color: red; }\n")
        // A process of its own: changing this one's folder would move every test running beside it.
        let run = try ProcessRun("nsslint", ["-c", config, "proj"], directory: directory.url)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("x.nss"), "\(run.output)")
    }
}

/// A stylesheet below a path longer than PATH_MAX cannot be opened by name: the walk says so
/// and the run fails, instead of exiting 0 without it.
@Suite("Paths past PATH_MAX")
struct LongPathTests {
    @Test func aFolderPastPathMaxIsReportedNotSkipped() throws {
        let directory = try TemporaryDirectory()
        var descriptor = open(directory.url.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        let component = String(repeating: "d", count: 200)
        for _ in 0..<25 {
            #expect(mkdirat(descriptor, component, 0o700) == 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            try #require(descriptor >= 0)
        }
        let file = openat(descriptor, "deep.nss", O_CREAT | O_WRONLY, 0o600)
        try #require(file >= 0)
        _ = "Label { font-size: 1; }\n".withCString { write(file, $0, 24) }
        close(file)
        close(descriptor)
        let run = InProcessRun(LintCommand.run, [directory.url.path])
        #expect(run.status == 2)
        #expect(run.error.contains("file name too long"), "\(run.error.suffix(200))")
        #expect(!run.error.contains("no .nss files"), "\(run.error.suffix(200))")
    }
}
