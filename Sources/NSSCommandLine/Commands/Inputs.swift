import NSSSyntax

/// Reads what a command was asked to read: a file path, or `-` for standard input.
enum Inputs {
    static func load(_ path: String, context: CommandContext) throws(FileError) -> SourceFile {
        if path == "-" {
            return SourceFile(path: "<stdin>", bytes: try context.readStandardInput())
        }
        return SourceFile(path: path, bytes: try FileSystem.read(path))
    }
}

extension CommandContext {
    /// Prints `tool: error: message` to standard error, on one line whatever the message holds.
    func fail(_ tool: String, _ message: String) {
        standardError.line("\(tool): error: \(PrintableText.escaped(message))")
    }

    /// Prints `tool: warning: message` to standard error, on one line whatever the message holds.
    func warn(_ tool: String, _ message: String) {
        standardError.line("\(tool): warning: \(PrintableText.escaped(message))")
    }

    /// Prints a usage error and a pointer to `--help`; returns the usage exit status.
    func usage(_ tool: String, _ error: UsageError) -> Int32 {
        fail(tool, error.message)
        standardError.line("Run '\(tool) --help' for usage.")
        return ExitCode.failure
    }
}

/// What a command does after its arguments are read: run with them, or exit (after `--help`,
/// or a usage error already printed) with a status.
enum ArgumentsOutcome {
    case run(ParsedArguments)
    case exit(Int32)
}

extension CommandContext {
    /// Reads a command's arguments the one way every command does: a usage error is printed
    /// with a pointer to `--help` (exit 2), `--help` prints the help (exit 0), deprecated
    /// spellings are warned about.
    func parse(_ arguments: [String], with parser: ArgumentParser, tool: String, help: () -> String)
        -> ArgumentsOutcome
    {
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return .exit(usage(tool, error))
        }
        if parsed.has("help") {
            standardOutput.line(help())
            return .exit(ExitCode.success)
        }
        for warning in parsed.warnings { warn(tool, warning) }
        return .run(parsed)
    }
}
