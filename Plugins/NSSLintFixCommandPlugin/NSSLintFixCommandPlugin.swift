import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory nsslint-fix [PATH...]`: nsslint --fix on
/// the package's themes, writing each fixed file atomically. The only NSSKit plugin that asks for
/// write access.
@main
struct NSSLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "nsslint").url
        process.currentDirectoryURL = context.package.directoryURL
        let paths = arguments.filter { !$0.hasPrefix("-") }
        process.arguments = ["--fix"] + arguments.filter { $0 != "--fix" } + (paths.isEmpty ? ["."] : [])
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("nsslint --fix exited with status \(process.terminationStatus)")
        }
    }
}
