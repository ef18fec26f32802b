import NSSCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--many-files N`: nsslint's time and peak memory on a folder of N small themes, the shape of a
/// repository of generated or per-screen stylesheets.
extension Benchmark {
    /// Writes N small themes (500 to a folder), then lints the tree in a child process that
    /// reports its own peak memory.
    func runManyFiles(_ count: Int) -> Int32 {
        let root = "/tmp/nss-bench-many-\(count)"
        if access(root + "/.complete", F_OK) != 0 {
            for index in 0..<count {
                let folder = "\(root)/d\(index / 500)"
                mkdir(root, 0o755)
                mkdir(folder, 0o755)
                writeFile(
                    "\(folder)/t\(index).nss",
                    "@accent: #FF0000;\nLabel { font-color: @accent; font-size: 12; }\nButton { background-color: #GG0000; }\n"
                )
            }
            writeFile(root + "/.complete", "")
        }
        let executable = CommandLine.arguments[0]
        let report = "/tmp/nss-bench-many-peak-\(getpid()).txt"
        defer { unlink(report) }
        let start = now()
        let status = spawn(executable, ["--child-folder", root, report])
        let seconds = now() - start
        guard let status, status.exited, let text = try? FileSystem.read(report),
            let kilobytes = Double(String(decoding: text, as: UTF8.self))
        else {
            print("the child lint failed")
            return 2
        }
        print(
            "\(count) small themes linted in one process (json reporter): \(format(seconds * 1000)) ms, "
                + "peak memory \(format(megabytes(kilobytes: kilobytes))) MB")
        return 0
    }

    /// In the child: `nsslint -r json FOLDER`, output kept in memory and dropped, then its peak.
    func lintFolderInChild(_ path: String, report: String) -> Int32 {
        let context = CommandContext(
            standardOutput: .memory(), standardError: .memory(),
            readStandardInput: { () throws(FileError) -> [UInt8] in [] }, environment: { _ in nil })
        _ = LintCommand.run(["-r", "json", path], context: context)
        writeFile(report, String(ownPeakKilobytes()))
        return 0
    }
}
