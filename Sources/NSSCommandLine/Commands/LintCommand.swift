import NSSSyntax

/// `nsslint`: checks stylesheets and reports what is wrong with them.
public enum LintCommand {
    static let tool = "nsslint"

    static let parser = ArgumentParser([
        .option(
            "reporter", short: "r", value: "NAME",
            help: "output format: text (source snippets, the default) or short (one line each)"),
        .flag("help", short: "h", help: "show this help"),
        .flag("version", help: "show the version"),
    ])

    static var help: String {
        """
        USAGE: nsslint [options] FILE...

        Checks NSS stylesheets and prints every problem with file:line:column.
        '-' reads standard input.

        OPTIONS:
        \(parser.helpText)

        EXIT STATUS: 0 no errors, 1 errors found, 2 usage error or unreadable file.
        """
    }

    /// Runs the command with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return context.usage(tool, error)
        }
        if parsed.has("help") {
            context.standardOutput.line(help)
            return ExitCode.success
        }
        if parsed.has("version") {
            context.standardOutput.line("\(tool) \(NSSKitVersion.current)")
            return ExitCode.success
        }
        let reporter = parsed.value("reporter") ?? "text"
        guard reporter == "text" || reporter == "short" else {
            var message = "unknown reporter '\(reporter)'; the reporters are text and short"
            if let suggestion = Suggestions.closest(to: reporter, in: ["text", "short"]).first {
                message += "; did you mean '\(suggestion)'?"
            }
            return context.usage(tool, UsageError(message))
        }
        guard !parsed.positionals.isEmpty else {
            return context.usage(
                tool, UsageError("no input files; give one or more .nss files, or '-' for standard input"))
        }
        let renderer = DiagnosticRenderer(colors: context.wantsColor)
        var errors = 0
        var warnings = 0
        var filesWithFindings = 0
        var unreadable = false
        for path in parsed.positionals {
            let source: SourceFile
            do {
                source = try Inputs.load(path, context: context)
            } catch {
                context.fail(tool, error.description)
                unreadable = true
                continue
            }
            let tree = SyntaxTree.parse(source)
            if !tree.diagnostics.isEmpty { filesWithFindings += 1 }
            for diagnostic in tree.diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break
                }
                if reporter == "short" {
                    context.standardOutput.line(renderer.line(diagnostic, in: source))
                } else {
                    context.standardOutput.line(renderer.snippet(diagnostic, in: source))
                }
            }
        }
        if reporter == "text" && (errors + warnings) > 0 {
            context.standardOutput.line(
                "\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(filesWithFindings, "file"))"
            )
        }
        if unreadable { return ExitCode.failure }
        return errors > 0 ? ExitCode.findings : ExitCode.success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
