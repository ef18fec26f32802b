import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// `nss json THEME...`: the theme as JSON, in one of three forms.
enum JSONCommand {
    static let tool = "nss json"

    static let parser = ArgumentParser([
        .option("mode", short: "m", value: "MODE", help: "document (default), resolved or tokens"),
        .option(
            "scheme", value: "SCHEME", repeatable: true,
            help: "resolved: the schemes (default light and dark; repeatable, or 'all'); tokens: the components' scheme"
        ),
        .option("device", value: "DEVICE", help: "iphone (default) or ipad, for @media"),
        .option("orientation", value: "ORIENTATION", help: "portrait (default) or landscape, for @media"),
        .flag("all", help: "resolved: every class path of the schema too, not only those the theme styles"),
        .flag("pretty", help: "indent the output"),
        .option("hex-order", value: "ORDER", help: "how to read 8-digit hex: rrggbbaa (default) or aarrggbb"),
        RuntimeOption.spec,
        .flag("allow-outside-root", help: "let @import read files outside each stylesheet's folder"),
        .flag("help", short: "h", help: "show this help"),
    ])

    static var help: String {
        """
        USAGE: nss json THEME... [--mode document|resolved|tokens] [options]

        document  the stylesheets as written: variables, rules, declarations (property, base,
                  state, raw value, typed value), @media and @import, with source ranges
        resolved  every styled class path resolved per state and scheme, typed, with provenance
        tokens    W3C Design Tokens (DTCG): $value and $type, aliases as {group.name}

        The JSON is deterministic (fixed key order, one number format, colors #RRGGBBAA). Schemas:
        Grammar/schemas/nss-document.schema.json, nss-resolved.schema.json, nss-tokens.schema.json.

        OPTIONS:
        \(parser.helpText)
        """
    }

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
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
        guard !parsed.positionals.isEmpty else {
            return context.usage(tool, UsageError("give one or more theme files"))
        }
        let mode = parsed.value("mode") ?? "document"
        guard ["document", "resolved", "tokens"].contains(mode) else {
            return context.usage(
                tool,
                UsageError(ResolveCommand.Request.unknown("mode", mode, among: ["document", "resolved", "tokens"])))
        }
        var schemes: [ColorScheme] = []
        for name in parsed.values("scheme") {
            if name == "all" {
                schemes += ColorScheme.allCases
                continue
            }
            guard let scheme = ColorScheme(name: name) else {
                return context.usage(
                    tool,
                    UsageError(
                        ResolveCommand.Request.unknown("scheme", name, among: ColorScheme.allCases.map(\.shortName))))
            }
            schemes.append(scheme)
        }
        var environment = Environment.default
        if let name = parsed.value("device") {
            guard let device = Environment.Device(rawValue: name) else {
                return context.usage(
                    tool, UsageError(ResolveCommand.Request.unknown("device", name, among: ["iphone", "ipad"])))
            }
            environment.device = device
        }
        if let name = parsed.value("orientation") {
            guard let orientation = Environment.Orientation(rawValue: name) else {
                return context.usage(
                    tool,
                    UsageError(ResolveCommand.Request.unknown("orientation", name, among: ["portrait", "landscape"])))
            }
            environment.orientation = orientation
        }
        var colors = ColorOptions.default
        if let order = parsed.value("hex-order") {
            guard let value = HexAlphaOrder(rawValue: order) else {
                return context.usage(
                    tool,
                    UsageError(ResolveCommand.Request.unknown("hex order", order, among: ["rrggbbaa", "aarrggbb"])))
            }
            colors.hexAlphaOrder = value
        }
        if mode == "tokens" && schemes.count > 1 {
            return context.usage(tool, UsageError("tokens take one --scheme (the scheme components are resolved in)"))
        }
        let theme: Theme
        do {
            theme = try Theme.load(
                paths: parsed.positionals, access: FileSystem.themeAccess,
                options: ThemeLoadOptions(allowImportsOutsideRoot: parsed.has("allow-outside-root")))
        } catch {
            context.fail(tool, "\(error)")
            return ExitCode.failure
        }
        let renderer = DiagnosticRenderer()
        for item in theme.diagnostics {
            context.standardError.line(renderer.line(item.diagnostic, in: item.file))
        }
        let profile: Profile?
        do {
            profile = try RuntimeOption.profile(parsed)
        } catch {
            return context.usage(tool, error)
        }
        var options = ResolveOptions(colors: colors)
        if mode != "document" {
            let runtime = RuntimeOption.choose(theme, named: profile)
            context.standardError.line("\(tool): \(PrintableText.escaped(RuntimeOption.note(runtime)))")
            options = runtime.profile.resolveOptions(colors: colors)
        }
        let value: JSONValue
        switch mode {
        case "resolved":
            value = ThemeJSON.resolved(
                theme, schemes: schemes.isEmpty ? [.lightBackground, .darkBackground] : schemes,
                environment: environment,
                includeSchema: parsed.has("all"), options: options)
        case "tokens":
            value = ThemeJSON.tokens(
                theme, scheme: schemes.first ?? .lightBackground, environment: environment, options: options)
        default:
            value = ThemeJSON.document(theme, colors: colors)
        }
        context.standardOutput.line(JSONWriter(pretty: parsed.has("pretty")).string(value))
        return ExitCode.success
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
