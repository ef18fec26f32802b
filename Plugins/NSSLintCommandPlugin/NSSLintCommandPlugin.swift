import Foundation
import PackagePlugin

/// `swift package nsslint [nsslint options] [PATH...]`: lints the package's themes (its folder,
/// or the paths given) and fails when nsslint does. It asks for no permission: `--fix` is
/// `swift package nsslint-fix`, the one plugin that may write.
@main
struct NSSLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--fix") {
            Diagnostics.error("nsslint: this plugin only reads; use 'swift package nsslint-fix' to apply fixes")
            throw NSSLintPluginError.failed
        }
        try run(try context.tool(named: "nsslint").url, arguments, in: context.package.directoryURL)
    }
}

/// Runs nsslint in the package's folder (the whole folder when no path is given) and reports its
/// exit status to SwiftPM.
func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let paths = arguments.filter { !$0.hasPrefix("-") }
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = directory
    process.arguments = paths.isEmpty ? arguments + ["."] : arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        Diagnostics.error("nsslint exited with status \(process.terminationStatus)")
        throw NSSLintPluginError.failed
    }
}

enum NSSLintPluginError: Error, CustomStringConvertible {
    case failed
    var description: String { "nsslint found problems" }
}
