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
