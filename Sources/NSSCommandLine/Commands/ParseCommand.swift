import NSSSyntax

/// `nss parse FILE`: the syntax tree as indented text; `--reprint` writes the source back from
/// the tree instead, byte for byte.
enum ParseCommand {
    static let tool = "nss parse"

    static let parser = ArgumentParser([
        .flag("reprint", help: "write the source reprinted from the tree instead of the tree"),
        .flag("help", short: "h", help: "show this help"),
    ])

    static var help: String {
        """
        USAGE: nss parse [--reprint] FILE

        Prints the lossless syntax tree of FILE ('-' for standard input): each node and token with
        its kind, byte range and text. Syntax diagnostics go to standard error.

        OPTIONS:
        \(parser.helpText)

        EXIT STATUS: 0 no syntax errors, 1 syntax errors (the output is still complete), 2 usage
        error or unreadable file.
        """
    }

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let parsed: ParsedArguments
        switch context.parse(arguments, with: parser, tool: tool, help: { help }) {
        case .exit(let status): return status
        case .run(let arguments): parsed = arguments
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            return context.usage(tool, UsageError("give exactly one file (or '-' for standard input)"))
        }
        let source: SourceFile
        do {
            source = try Inputs.load(path, context: context)
        } catch {
            context.fail(tool, error.description)
            return ExitCode.failure
        }
        let tree = SyntaxTree.parse(source)
        if parsed.has("reprint") {
            context.standardOutput.write(bytes: tree.printed())
        } else {
            tree.dump { context.standardOutput.write($0) }
        }
        let renderer = DiagnosticRenderer(colors: false)
        for diagnostic in tree.diagnostics {
            context.standardError.line(renderer.line(diagnostic, in: source))
        }
        return tree.hasErrors ? ExitCode.findings : ExitCode.success
    }
}
