import Foundation
import NSSCommandLine
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system misbehaving under the tools: each fault gets one clear line and a non-zero
/// exit, and no file is ever left half-written.
@Suite("File-system faults")
struct FileSystemFaultTests {
    /// Every name in a folder, hidden ones included (a leftover temporary file would be hidden).
    static func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// A launcher that runs a tool as the unprivileged user `nobody` (for tests run as root).
    static func asNobody() throws -> [String] {
        let setpriv = "/usr/bin/setpriv"
        try #require(FileManager.default.isExecutableFile(atPath: setpriv), "running as root needs setpriv")
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    @Test func missingPath() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("nope/missing.nss").path
        let run = InProcessRun(LintCommand.run, [missing])
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: \(missing): no such file or directory\n")
    }

    @Test func permissionDenied() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("secret.nss", "Label { font-size: 12; }")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
        let run: ProcessRun
        if geteuid() == 0 {
            // Root reads anything: run the tool as nobody, who may enter the folder but not read the file.
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
            run = try ProcessRun("nsslint", [file.path], launcher: try Self.asNobody())
        } else {
            run = try ProcessRun("nsslint", [file.path])
        }
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: \(file.path): permission denied\n")
    }

    @Test func aDirectoryNamedLikeAStylesheet() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("x.nss")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = InProcessRun(LintCommand.run, [folder.path])
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: \(folder.path): no .nss files in this folder\n")
        // Inside a folder it is walked like any folder, not read as a file.
        try directory.write("x.nss/inner.nss", "Label { font-size: 12; }")
        let walked = InProcessRun(LintCommand.run, [directory.url.path])
        #expect(walked.status == 0)
        #expect(walked.error == "")
    }

    @Test func symbolicLinkLoops() throws {
        let directory = try TemporaryDirectory()
        let loop = directory.url.appendingPathComponent("loop.nss")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.nss")
        let run = InProcessRun(LintCommand.run, [loop.path])
        #expect(run.status == 2)
        #expect(run.error == "nsslint: error: \(loop.path): too many levels of symbolic links\n")

        // A folder that links back to its parent is walked once: its one finding is reported once.
        try directory.write("themes/a.nss", "Label { font-size: 12; font-size: 13; }")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("themes/again").path, withDestinationPath: "..")
        try FileManager.default.removeItem(at: loop)
        let walked = InProcessRun(LintCommand.run, [directory.url.path, "--reporter", "xcode"])
        #expect(walked.status == 0)
        #expect(walked.error == "")
        #expect(walked.output.split(separator: "\n").filter { $0.contains("duplicate-property") }.count == 1)
    }

    @Test func aFileTooLargeIsRefusedWithoutReadingIt() throws {
        let directory = try TemporaryDirectory()
        let huge = directory.url.appendingPathComponent("huge.nss")
        // A sparse gigabyte: no disk space used, but its size is what the tools see.
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let run = InProcessRun(LintCommand.run, [huge.path])
        #expect(run.status == 2)
        #expect(
            run.error
                == "nsslint: error: \(huge.path): file is too large (1073741824 bytes; the limit is \(FileSystem.maximumFileSize) bytes)\n"
        )
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("t.nss", "Label {}\n")
        let original = Array("Label {}\n".utf8)
        // Someone saves the file between nsslint reading it and writing the fix.
        try Data("Label { font-size: 3; }\n".utf8).write(to: file)
        #expect(throws: FileError.self) {
            try FileSystem.replace(file.path, with: Array("".utf8), expecting: original)
        }
        do {
            try FileSystem.replace(file.path, with: [], expecting: original)
        } catch {
            #expect(error.reason == "changed since it was read; not fixed (run nsslint --fix again)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "Label { font-size: 3; }\n")
        #expect(try Self.names(in: directory.url) == ["t.nss"])
    }

    @Test func aFullDiskLeavesTheFileAsItWas() throws {
        // The file size limit stands in for a full disk: the fix's write fails part-way.
        let directory = try TemporaryDirectory()
        var text = ""
        for index in 0..<400 { text += "Label\(index) { font-size: 1; font-size: 2; }\n" }
        let file = try directory.write("big.nss", text)
        let run = try ProcessRun(
            "nsslint", ["--fix", file.path], launcher: ["/bin/sh", "-c", "ulimit -f 8; exec \"$0\" \"$@\""])
        #expect(run.status == 2)
        #expect(run.error.contains("\(file.path): not fixed: file too large"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(try Self.names(in: directory.url) == ["big.nss"])
    }

    @Test func aReadOnlyFolderLeavesTheFileAsItWas() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("t.nss", "Label { font-size: 1; font-size: 2; }\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path) }
        // Root writes anywhere: run the tool as nobody.
        let run = try ProcessRun("nsslint", ["--fix", file.path], launcher: geteuid() == 0 ? try Self.asNobody() : [])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot write beside it: permission denied"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Label { font-size: 1; font-size: 2; }\n")
    }
}
