import NSSCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// nsslint as a whole command in a child process that reports its own peak memory and how many
/// lines it printed: `--hostile` on the input shapes that made earlier versions slow or large,
/// each written to /tmp; `--command` on given files.
extension Benchmark {
    /// A generated input and what it is.
    struct HostileShape {
        var name: String
        var text: String
    }

    /// The shapes issue 19 names, at the sizes it names.
    static func hostileShapes() -> [HostileShape] {
        var shapes: [HostileShape] = []
        // 11 MB on one line, two findings per rule (an unknown property, a malformed color).
        let rule = "Label { font-colr: #12345; } "
        shapes.append(HostileShape(name: "one 11 MB line", text: repeated(rule, toBytes: 11_000_000)))
        var chain = "@v0: #FF0000;\n"
        for index in 1..<100_000 { chain += "@v\(index): @v\(index - 1);\n" }
        chain += "Label { font-color: @v99999; }\n"
        shapes.append(HostileShape(name: "100,000 chained variables", text: chain))
        shapes.append(HostileShape(name: "10 MB of nested blocks", text: repeated("A { ", toBytes: 10_000_000)))
        shapes.append(
            HostileShape(name: "10 MB of unclosed blocks", text: repeated("A { b: c;\n", toBytes: 10_000_000)))
        shapes.append(HostileShape(name: "1,000,000 one-character rules", text: repeated("a{}\n", count: 1_000_000)))
        var doubling = "@v0: #FF0000;\n"
        for index in 1...60 { doubling += "@v\(index): @v\(index - 1) @v\(index - 1);\n" }
        doubling += "Label { font-color: @v60; }\n"
        shapes.append(HostileShape(name: "exponential expansion (2^60)", text: doubling))
        shapes.append(HostileShape(name: "100 KB of }", text: String(repeating: "}", count: 100_000)))
        return shapes
    }

    private static func repeated(_ unit: String, toBytes bytes: Int) -> String {
        repeated(unit, count: bytes / unit.utf8.count)
    }

    private static func repeated(_ unit: String, count: Int) -> String {
        String(repeating: unit, count: count)
    }

    /// Writes each shape, lints it in a child and prints time, peak memory and output lines.
    func runHostile() -> Int32 {
        for shape in Self.hostileShapes() {
            let path = "/tmp/nss-bench-hostile-\(shape.name.filter { $0.isLetter || $0.isNumber }).nss"
            writeFile(path, shape.text)
            defer { unlink(path) }
            guard let run = commandRun(path) else {
                print("  \(shape.name.padding(32)) the child lint failed")
                return 2
            }
            print(
                "  \(shape.name.padding(32))\(format(Double(shape.text.utf8.count) / 1e6)) MB: "
                    + "\(format(run.seconds * 1000)) ms, peak \(format(run.peakMegabytes)) MB, "
                    + "\(run.lines) lines of output")
            // Each shape can take a while: its line is seen as soon as it is measured.
            fflush(nil)
        }
        return 0
    }

    /// `--command FILE...`: nsslint on each file as the command runs it (its report limited as
    /// shown), in a child process: time, peak memory against the file's size, lines printed.
    func runCommands(_ paths: [String]) -> Int32 {
        for path in paths {
            guard let size = try? FileSystem.read(path).count, let run = commandRun(path) else {
                print("\(path): cannot be read or linted")
                return 2
            }
            let megabytes = Double(size) / 1e6
            print(
                "\(path): \(format(megabytes)) MB: nsslint as a command \(format(run.seconds * 1000)) ms, peak "
                    + "\(format(run.peakMegabytes)) MB (\(format(run.peakMegabytes / megabytes)) x the input), "
                    + "\(run.lines) lines of output")
            fflush(nil)
        }
        return 0
    }

    /// Lints a file in a child process (`--child-lint`): its wall time, peak memory and lines.
    func commandRun(_ path: String) -> (seconds: Double, peakMegabytes: Double, lines: Int)? {
        let report = "/tmp/nss-bench-command-\(getpid()).txt"
        defer { unlink(report) }
        let start = now()
        let status = spawn(CommandLine.arguments[0], ["--child-lint", path, report])
        let seconds = now() - start
        guard let status, status.exited, let text = try? FileSystem.read(report) else { return nil }
        let fields = String(decoding: text, as: UTF8.self).split(separator: " ")
        guard fields.count == 2, let kilobytes = Double(fields[0]), let lines = Int(fields[1]) else { return nil }
        return (seconds, megabytes(kilobytes: kilobytes), lines)
    }

    /// In the child: `nsslint FILE` with its output kept in memory, then its peak memory in
    /// kilobytes and the number of lines it printed.
    func lintFileInChild(_ path: String, report: String) -> Int32 {
        CommandContext.prepareProcess()
        let output = OutputChannel.memory()
        let context = CommandContext(
            standardOutput: output, standardError: output,
            readStandardInput: { () throws(FileError) -> [UInt8] in [] }, environment: { _ in nil })
        _ = LintCommand.run([path], context: context)
        let lines = output.bytes.lazy.filter { $0 == 0x0A }.count
        writeFile(report, "\(ownPeakKilobytes()) \(lines)")
        return 0
    }
}
