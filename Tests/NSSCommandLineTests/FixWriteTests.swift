import Foundation
import NSSCommandLine
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--fix` writes only the linted file, whole, as it was in everything but its text: a file it
/// cannot rewrite so is refused with the reason (exit 2) and left byte for byte as it was.
@Suite("--fix writes only what was asked")
struct FixWriteTests {
    static let fixable = "Label { font-size: 12;; }\n"

    func refused(_ file: URL, _ reason: String, arguments: [String] = []) throws {
        let before = try Data(contentsOf: file)
        let run = InProcessRun(LintCommand.run, ["--fix", "--profile", "nui"] + arguments + [file.path])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.error.contains(reason), "\(run.error)")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aLinkStaysALinkAndItsTargetIsUntouched() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("real.nss", Self.fixable)
        let link = directory.url.appendingPathComponent("link.nss")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.nss")
        try refused(link, "a symbolic link to \(resolvedPath(target.path)): --fix edits files, not links")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.nss")
    }

    @Test func hardLinksAreNotSplit() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.nss", Self.fixable)
        let twin = directory.url.appendingPathComponent("b.nss")
        try FileManager.default.linkItem(at: file, to: twin)
        try refused(file, "has 2 hard links, which a rewrite would split")
        var first = stat()
        var second = stat()
        #expect(stat(file.path, &first) == 0 && stat(twin.path, &second) == 0)
        #expect(first.st_ino == second.st_ino)
    }

    @Test func aReadOnlyFileIsNotRewritten() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("ro.nss", Self.fixable)
        #expect(chmod(file.path, 0o444) == 0)
        try refused(file, "read-only; not fixed")
        var status = stat()
        #expect(stat(file.path, &status) == 0 && status.st_mode & 0o777 == 0o444)
    }

    /// Sets a user extended attribute on a file; false where the file system keeps none (tmpfs
    /// before Linux 6.6), where the case cannot apply.
    static func setUserAttribute(_ path: String) -> Bool {
        let set = Process()
        set.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        set.arguments = ["python3", "-c", "import os,sys; os.setxattr(sys.argv[1], 'user.tag', b'1')", path]
        set.standardError = FileHandle.nullDevice
        do {
            try set.run()
        } catch {
            return false  // no python3 to set one with: the case cannot be set up here
        }
        set.waitUntilExit()
        return set.terminationStatus == 0
    }

    /// Whether the temporary folder keeps user attributes. A probe file that cannot even be made
    /// says yes, so that the test runs and reports that failure instead of being skipped.
    static var userAttributesWork: Bool {
        let probe = NSTemporaryDirectory() + "/nsskit-xattr-probe-\(getpid())"
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return true }
        defer { unlink(probe) }
        return setUserAttribute(probe)
    }

    @Test(.enabled(if: userAttributesWork, "the temporary folder's file system keeps no user extended attributes"))
    func extendedAttributesAreNotDropped() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("tagged.nss", Self.fixable)
        try #require(Self.setUserAttribute(file.path))
        try refused(file, "has extended attributes, which a rewrite would drop")
    }

    /// As root on another user's file: the owner and a set-user-ID bit survive the rewrite.
    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anotherUsersFileKeepsItsOwnerAndMode() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("theirs.nss", Self.fixable)
        #expect(chown(file.path, 65534, 65534) == 0)
        #expect(chmod(file.path, 0o4644) == 0)
        let run = InProcessRun(LintCommand.run, ["--fix", "--profile", "nui", file.path])
        #expect(run.status == 0, "\(run.error)")
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
        #expect(status.st_mode & 0o7777 == 0o4644)
        #expect(try String(contentsOf: file, encoding: .utf8) == "Label { font-size: 12; }\n")
    }
}

/// Ctrl-C while `--fix` writes: the file stays as it was and no temporary file is left. strace
/// holds the write at its fsync (between writing the temporary file and renaming it over the
/// theme) so that the signal lands there every time, not by luck of timing.
@Suite("--fix interrupted")
struct FixInterruptTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        .enabled(if: strace != nil, "needs strace to hold the write (.ci/run installs it)"),
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalLeavesTheFileAndNoTemporaryFile(_ signalNumber: Int32) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("app.nss", FixWriteTests.fixable)
        let process = Process()
        // A terminal's Ctrl-C reaches a process whose signals are not blocked; the test runner's
        // are (and a child inherits that), so Python unblocks them before it starts strace.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
            Self.strace!, "-f", "-qq", "-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=4000000",
            ProcessRun.productsDirectory.appendingPathComponent("nsslint").path, "--fix", "--profile", "nui", file.path,
        ]
        try process.run()
        let temporary = try #require(try Self.waitForTemporaryFile(in: directory.url), "no temporary file appeared")
        let child = try #require(
            try Self.onlyChild(of: process.processIdentifier), "nsslint did not start under strace")
        #expect(kill(child, signalNumber) == 0)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signalNumber)
        #expect(!FileManager.default.fileExists(atPath: temporary.path), "\(temporary.path) was left behind")
        #expect(try String(contentsOf: file, encoding: .utf8) == FixWriteTests.fixable)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["app.nss"])
    }

    /// The `--fix` temporary file once it is written (within 20 s).
    static func waitForTemporaryFile(in directory: URL) throws -> URL? {
        for _ in 0..<2_000 {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            // Written (not only created): nsslint records the file for its signal handlers before
            // it writes, so a signal from here on finds them in place.
            if let name = names.first(where: { $0.hasPrefix(".app.nss.nsslint-") }),
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size]
                    as? Int ?? 0 > 0
            {
                return directory.appendingPathComponent(name)
            }
            usleep(10_000)
        }
        return nil
    }

    /// The one process a process started (strace's tracee: Python became strace by exec).
    static func onlyChild(of pid: Int32) throws -> Int32? {
        let text = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        return text.split(separator: " ").first.flatMap { Int32($0) }
    }
}

private func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
