import Foundation
import PackagePlugin

/// Lints a target's `.nss` files (resources included) on every build that changed one: nsslint's
/// findings, in the `path:line:col: severity:` form SwiftPM and Xcode show as diagnostics, and a
/// failed build when one is an error. The stamp file is the command's output: written only when
/// the lint passes, so a failing theme is linted again on the next build.
@main
struct NSSLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let themes = module.sourceFiles.map(\.url).filter { $0.pathExtension == "nss" }
        return try Self.commands(
            for: themes, name: target.name, tool: context.tool(named: "nsslint").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(for themes: [URL], name: String, tool: URL, workDirectory: URL) -> [Command] {
        guard !themes.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(name).nsslint-stamp")
        return [
            .buildCommand(
                displayName: "nsslint: \(themes.count) theme file\(themes.count == 1 ? "" : "s") of \(name)",
                executable: tool,
                arguments: ["--reporter", "xcode", "--stamp", stamp.path] + themes.map(\.path),
                inputFiles: themes, outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NSSLintBuildPlugin: XcodeBuildToolPlugin {
        /// The same for an Xcode project's target: its `.nss` files, resources included.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let themes = target.inputFiles.map(\.url).filter { $0.pathExtension == "nss" }
            return try Self.commands(
                for: themes, name: target.displayName, tool: context.tool(named: "nsslint").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
