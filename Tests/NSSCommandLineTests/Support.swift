import Foundation
import NSSCommandLine
import Testing

/// Runs a command in-process, capturing its output.
struct InProcessRun {
    var status: Int32
    var output: String
    var error: String

    init(
        _ run: (([String], CommandContext) -> Int32), _ arguments: [String], stdin: String = "",
        environment: [String: String] = [:], terminal: Bool = false
    ) {
        let context = CommandContext(
            standardOutput: .memory(isTerminal: terminal),
            standardError: .memory(),
            readStandardInput: { () throws(FileError) -> [UInt8] in Array(stdin.utf8) },
            environment: { environment[$0] }
        )
        status = run(arguments, context)
        output = context.standardOutput.text
        error = context.standardError.text
    }
}

/// Runs a built executable of the package as a separate process.
struct ProcessRun {
    var status: Int32
    var output: String
    var error: String

    static let productsDirectory: URL = {
        // The test bundle sits beside the package's executables in the build folder.
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("nsslint").path),
            directory.path != "/"
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// Runs `tool`; with a `launcher`, runs the launcher's command with the tool's path and the
    /// arguments after it (`setpriv ...`, `sh -c 'ulimit ...; exec "$0" "$@"'`).
    init(
        _ tool: String, _ arguments: [String], stdin: String? = nil, directory: URL? = nil,
        environment: [String: String] = [:], launcher: [String] = []
    ) throws {
        let process = Process()
        let toolURL = Self.productsDirectory.appendingPathComponent(tool)
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [toolURL.path] + arguments
        } else {
            process.executableURL = toolURL
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.error = String(decoding: errorData, as: UTF8.self)
    }
}

/// A fresh temporary folder, removed when the value is.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nsskit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}

enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// One finding line of the xcode reporter, `path:line:col: severity: message [rule]`, read back.
struct XcodeFinding: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var rule: String

    /// `line:column rule`, for comparing lists of findings.
    var description: String { "\(line):\(column) \(rule)" }

    /// The findings of an xcode report, in order: its `nsslint:` lines and the `note:` lines under
    /// each finding left out.
    static func parse(_ output: String) -> [XcodeFinding] {
        output.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("nsslint: "), line.hasSuffix("]"),
                let open = line.range(of: " [", options: .backwards)
            else { return nil }
            let rule = String(line[open.upperBound...].dropLast())
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let number = Int(place[place.count - 2]),
                    let column = Int(place[place.count - 1])
                else { return nil }
                return XcodeFinding(
                    path: place.dropLast(2).joined(separator: ":"), line: number, column: column, severity: severity,
                    message: String(line[marker.upperBound..<open.lowerBound]), rule: rule)
            }
            return nil
        }
    }
}
