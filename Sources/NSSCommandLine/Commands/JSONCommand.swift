import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// `nss json THEME...`: the theme as JSON, in one of three forms.
enum JSONCommand {
    static let tool = "nss json"

    static let modes = ["document", "resolved", "tokens", "tokens-resolver"]

    static let parser = ArgumentParser(
        [
            .option("mode", short: "m", value: "MODE", help: "document (default), resolved, tokens or tokens-resolver"),
            .option(
                "scheme", value: "SCHEME", repeatable: true,
                help:
                    "resolved: the schemes (default light and dark; repeatable, or 'all'); tokens: the components' scheme"
            ),
            .flag("all", help: "resolved: every class path of the schema too, not only those the theme styles"),
            .flag("pretty", help: "indent the output"),
        ] + ThemeOptions.specs + [.flag("help", short: "h", help: "show this help")])

    static var help: String {
        """
        USAGE: nss json THEME... [--mode document|resolved|tokens|tokens-resolver] [options]

        document         the stylesheets as written: variables, rules, declarations (property,
                         base, state, raw value, typed value), @media and @import, with ranges
        resolved         every styled class path resolved per state and scheme, typed, with provenance
        tokens           Design Tokens (DTCG Format Module 2025.10) for one scheme: $value and
                         $type, colors as sRGB objects, aliases as {group.name}
        tokens-resolver  every scheme's tokens in one DTCG Resolver Module 2025.10 document: a
                         'scheme' modifier with a context per scheme (light by default)

        The JSON is deterministic (fixed key order, one number format). Schemas:
        Grammar/schemas/nss-document.schema.json and nss-resolved.schema.json; the token forms
        follow the official DTCG 2025.10 schemas. A theme with syntax errors gives no tokens:
        its errors go to standard error and the exit status is 1.

        OPTIONS:
        \(parser.helpText)
        """
    }

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let parsed: ParsedArguments
        switch context.parse(arguments, with: parser, tool: tool, help: { help }) {
        case .exit(let status): return status
        case .run(let arguments): parsed = arguments
        }
        let request: Request
        do {
            request = try Request(parsed)
        } catch {
            return context.usage(tool, error)
        }
        let theme: Theme
        do {
            theme = try Theme.load(
                paths: parsed.positionals, access: FileSystem.themeAccess, options: request.theme.loading)
        } catch {
            context.fail(tool, "\(error)")
            return ExitCode.failure
        }
        let renderer = DiagnosticRenderer()
        for item in theme.diagnostics {
            context.standardError.line(renderer.line(item.diagnostic, in: item.file))
        }
        if request.mode.hasPrefix("tokens"), theme.diagnostics.contains(where: { $0.diagnostic.severity == .error }) {
            // Tokens of a theme the runtime would read differently, or drop, would be wrong in silence.
            context.fail(tool, "no tokens: the theme has syntax errors (above)")
            return ExitCode.findings
        }
        var options = ResolveOptions(colors: request.theme.colors)
        if request.mode != "document" {
            let runtime = RuntimeOption.choose(theme, named: request.theme.profile)
            context.standardError.line("\(tool): \(PrintableText.escaped(RuntimeOption.note(runtime)))")
            options = runtime.profile.resolveOptions(colors: request.theme.colors)
        }
        write(
            request, theme: theme, options: options, all: parsed.has("all"), paths: parsed.positionals,
            writer: JSONWriter(pretty: parsed.has("pretty")), to: context.standardOutput)
        return ExitCode.success
    }

    /// Writes the form asked for, and a line break.
    static func write(
        _ request: Request, theme: Theme, options: ResolveOptions, all: Bool, paths: [String], writer: JSONWriter,
        to output: OutputChannel
    ) {
        let environment = request.theme.environment
        let sink: ([UInt8]) -> Void = { output.write(bytes: $0) }
        // Each form is written a part at a time: whole, a 5 MB theme's resolved form took 1.3 GB,
        // its document 240 MB, its tokens 86.9 MB and their resolver document 575.8 MB.
        switch request.mode {
        case "resolved":
            ThemeJSON.writeResolved(
                theme, schemes: request.resolvedSchemes, environment: environment, includeSchema: all,
                options: options, writer: writer, to: sink)
        case "tokens":
            ThemeJSON.writeTokens(
                theme, scheme: request.schemes.first ?? .lightBackground, environment: environment, options: options,
                writer: writer, to: sink)
        case "tokens-resolver":
            let name = paths.map { FilePaths.displayName($0) }.joined(separator: " + ")
            ThemeJSON.writeTokenResolver(
                theme, name: name, environment: environment, options: options, writer: writer, to: sink)
        default:
            ThemeJSON.writeDocument(theme, colors: request.theme.colors, writer: writer, to: sink)
        }
        output.line("")
    }

    /// What was asked, checked.
    struct Request {
        var mode: String
        var schemes: [ColorScheme] = []
        var theme: ThemeOptions
        /// The schemes of the resolved form: those asked for, or light and dark.
        var resolvedSchemes: [ColorScheme] { schemes.isEmpty ? [.lightBackground, .darkBackground] : schemes }

        init(_ parsed: ParsedArguments) throws(UsageError) {
            guard !parsed.positionals.isEmpty else { throw UsageError("give one or more theme files") }
            mode = parsed.value("mode") ?? "document"
            guard JSONCommand.modes.contains(mode) else {
                throw UsageError(UsageError.unknown("mode", mode, among: JSONCommand.modes))
            }
            for name in parsed.values("scheme") {
                if name == "all" {
                    schemes += ColorScheme.allCases
                } else {
                    schemes.append(try ThemeOptions.scheme(name))
                }
            }
            if mode == "tokens" && schemes.count > 1 {
                throw UsageError("tokens take one --scheme (the scheme components are resolved in)")
            }
            if mode == "tokens-resolver" && !schemes.isEmpty {
                throw UsageError("tokens-resolver holds every scheme: leave out --scheme")
            }
            theme = try ThemeOptions(parsed)
        }
    }
}

/// `nss from-json FILE`: a document-form JSON back to NSS.
enum FromJSONCommand {
    static let tool = "nss from-json"

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            context.standardOutput.line(
                """
                USAGE: nss from-json FILE

                Writes the NSS stylesheet of a document-form JSON (nss json --mode document) to standard
                output: the layers in order, imports replaced by the imported files' items. '-' reads
                standard input.
                """)
            return ExitCode.success
        }
        guard arguments.count == 1, let path = arguments.first else {
            return context.usage(tool, UsageError("give exactly one JSON file (or '-' for standard input)"))
        }
        let bytes: [UInt8]
        do {
            bytes = path == "-" ? try context.readStandardInput() : try FileSystem.read(path)
        } catch {
            context.fail(tool, error.description)
            return ExitCode.failure
        }
        do {
            context.standardOutput.write(try ThemeJSON.stylesheet(fromDocument: bytes))
            return ExitCode.success
        } catch {
            context.fail(tool, "\(path == "-" ? "<stdin>" : path): \(error.description)")
            return ExitCode.failure
        }
    }
}
