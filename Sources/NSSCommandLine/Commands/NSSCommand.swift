import NSSSyntax

/// `nss`: the multi-tool. Each subcommand is one job on stylesheets.
public enum NSSCommand {
    static let tool = "nss"

    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var run: @Sendable ([String], CommandContext) -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "parse", summary: "print a stylesheet's syntax tree, or reprint it from the tree",
            run: ParseCommand.run),
        Subcommand(
            name: "resolve", summary: "what a theme says for a view, in a state and scheme, and why",
            run: ResolveCommand.run),
        Subcommand(
            name: "json", summary: "the theme as JSON: the document, resolved attributes, or design tokens",
            run: JSONCommand.run),
        Subcommand(
            name: "from-json", summary: "a document-form JSON back to an NSS stylesheet", run: FromJSONCommand.run),
        Subcommand(name: "fmt", summary: "lay stylesheets out in the one canonical layout", run: FormatCommand.run),
        Subcommand(
            name: "preview", summary: "the theme drawn as an HTML page, light and dark", run: PreviewCommand.run),
        Subcommand(
            name: "lsp", summary: "the language server, on standard input and output", run: LanguageServerCommand.run),
    ]

    static var help: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let rows = subcommands.map {
            "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary
        }
        return """
            USAGE: nss SUBCOMMAND [options] ...

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

            Run 'nss SUBCOMMAND --help' for a subcommand's options.
            """
    }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.standardError.line(help)
            return ExitCode.failure
        }
        switch first {
        case "--help", "-h", "help":
            context.standardOutput.line(help)
            return ExitCode.success
        case "--version":
            context.standardOutput.line("\(tool) \(NSSKitVersion.current)")
            return ExitCode.success
        default:
            guard let subcommand = subcommands.first(where: { $0.name == first }) else {
                var message = "unknown subcommand '\(first)'"
                if let suggestion = Suggestions.closest(to: first, in: subcommands.map(\.name)).first {
                    message += "; did you mean '\(suggestion)'?"
                }
                return context.usage(tool, UsageError(message))
            }
            return subcommand.run(Array(arguments.dropFirst()), context)
        }
    }
}
