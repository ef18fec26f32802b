import NSSLint
import NSSPreview
import NSSSyntax
import NSSTheme

/// `nss preview THEME...`: the theme drawn as one self-contained HTML page (NSSPreview).
enum PreviewCommand {
    static let tool = "nss preview"

    static let parser = ArgumentParser(
        [
            .option(
                "out", short: "o", value: "FILE", help: "write the page to FILE (atomically) instead of standard output"
            ),
            .option("scheme", value: "SCHEMES", help: "light, dark or both (default), or any scheme name"),
        ] + ThemeOptions.specs + [.flag("help", short: "h", help: "show this help")])

    static var help: String {
        """
        USAGE: nss preview THEME... [--out FILE.html] [--scheme light|dark|both] [options]

        Draws the theme as a Fiori app shows it - object cells, buttons, every styled class path,
        the palette - light and dark side by side, in one HTML page with no script, font or
        request. Each element's colors are what the theme resolves for its class path; hovering
        it names the declarations; text below WCAG's contrast minimum is marked.

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
        let options: ThemeOptions
        let schemes: [ColorScheme]
        do throws(UsageError) {
            guard !parsed.positionals.isEmpty else { throw UsageError("give one or more theme files") }
            options = try ThemeOptions(parsed)
            switch parsed.value("scheme") ?? "both" {
            case "both": schemes = [.lightBackground, .darkBackground]
            case let name: schemes = [try ThemeOptions.scheme(name)]
            }
        } catch {
            return context.usage(tool, error)
        }
        let theme: Theme
        do {
            theme = try Theme.load(paths: parsed.positionals, access: FileSystem.themeAccess, options: options.loading)
        } catch {
            context.fail(tool, "\(error)")
            return ExitCode.failure
        }
        let renderer = DiagnosticRenderer()
        for item in theme.diagnostics { context.standardError.line(renderer.line(item.diagnostic, in: item.file)) }
        let runtime = RuntimeOption.choose(theme, named: options.profile)
        let title = parsed.positionals.map(FilePaths.displayName).joined(separator: " + ")
        let page = Preview.html(
            theme, title: title, schemes: schemes, options: runtime.profile.resolveOptions(colors: options.colors))
        guard let out = parsed.value("out") else {
            context.standardOutput.write(page)
            return ExitCode.success
        }
        do {
            try FileSystem.writeAtomically(Array(page.utf8), to: out)
        } catch {
            context.fail(tool, error.description)
            return ExitCode.failure
        }
        return ExitCode.success
    }
}
