import NSSCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--hostile`: nsslint, as a whole command, on the input shapes that made earlier versions slow
/// or large: each shape written to /tmp, linted in a child process that reports its own peak
/// memory and how many lines it printed.
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
        let executable = CommandLine.arguments[0]
        let report = "/tmp/nss-bench-hostile-\(getpid()).txt"
        defer { unlink(report) }
        for shape in Self.hostileShapes() {
            let path = "/tmp/nss-bench-hostile-\(shape.name.filter { $0.isLetter || $0.isNumber }).nss"
            writeFile(path, shape.text)
            let start = now()
            let status = spawn(executable, ["--child-lint", path, report])
            let seconds = now() - start
            guard let status, status.exited, let text = try? FileSystem.read(report) else {
                print("  \(shape.name.padding(32)) the child lint failed")
                unlink(path)
                return 2
            }
            let fields = String(decoding: text, as: UTF8.self).split(separator: " ")
            let peak = (Double(fields.first ?? "") ?? 0) / 1024
            let lines = fields.count > 1 ? String(fields[1]) : "?"
            print(
                "  \(shape.name.padding(32))\(format(Double(shape.text.utf8.count) / 1e6)) MB: "
                    + "\(format(seconds * 1000)) ms, peak \(format(peak)) MB, \(lines) lines of output")
            // Each shape can take a while: its line is seen as soon as it is measured.
            fflush(nil)
            unlink(path)
        }
        return 0
    }

    /// In the child: `nsslint FILE` with its output kept in memory, then its peak memory in
    /// kilobytes and the number of lines it printed.
    func lintFileInChild(_ path: String, report: String) -> Int32 {
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
