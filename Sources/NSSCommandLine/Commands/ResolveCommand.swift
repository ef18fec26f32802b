import NSSAppSources
import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// `nss resolve THEME... --class PATH`: what the theme says for a view, with where each value
/// comes from.
enum ResolveCommand {
    static let tool = "nss resolve"

    static let parser = ArgumentParser(
        [
            // `-c` is nsslint's --config; here it still means --class, with a warning, for old scripts.
            .option("class", deprecatedShort: "c", value: "PATH", help: "the class path or chain (A:B:C) to resolve"),
            .flag("all", help: "resolve every class path the theme styles"),
            .option(
                "view", value: "FILE:LINE",
                help: "resolve the class chain the app assigns at FILE:LINE (a nuiClass in code, a storyboard or xib)"),
            .option("sources", value: "PATH", repeatable: true, help: "the app's sources, for --view (repeatable)"),
            .option(
                "state", value: "STATE", help: "the state: normal (default), disabled, selected, disabled-selected, ..."
            ),
            .option(
                "scheme", value: "SCHEME",
                help: "light (default), dark, elevated-light, elevated-dark, contrast-light, contrast-dark, ..."),
            .option("format", value: "FORMAT", help: "text (default) or json"),
        ] + ThemeOptions.specs + [.flag("help", short: "h", help: "show this help")])

    static var help: String {
        """
        USAGE: nss resolve THEME... (--class PATH | --all | --view FILE:LINE --sources PATH) [options]

        Cascades the stylesheets (layered in the order given, imports followed) and prints the
        attributes a view with the class path has, each with the declaration it comes from, the
        variables and palette colors it went through, and the declarations it overrides.
        Colors are written #RRGGBBAA. With --view, the class path is the chain the app's sources
        assign at that line: the answer to "why does my style not apply to this view".

        OPTIONS:
        \(parser.helpText)

        EXIT STATUS: 0 resolved (theme problems are reported on standard error), 2 usage error or
        unreadable file.
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
                paths: parsed.positionals, access: FileSystem.themeAccess,
                options: request.theme.loading)
        } catch {
            context.fail(tool, "\(error)")
            return ExitCode.failure
        }
        let renderer = DiagnosticRenderer()
        for item in theme.diagnostics {
            context.standardError.line(renderer.line(item.diagnostic, in: item.file))
        }
        let runtime = RuntimeOption.choose(theme, named: request.profile)
        context.standardError.line("\(tool): \(PrintableText.escaped(RuntimeOption.note(runtime)))")
        let resolver = Resolver(
            theme: theme, options: runtime.profile.resolveOptions(colors: request.theme.colors)
        )
        let effect = runtime.profile.runtimeModel.lastDeclarationWins ? "kept, but unreadable" : "ignored"
        if request.classPath == nil && request.view == nil {
            writeAll(request, with: resolver, effect: effect, context: context)
            return ExitCode.success
        }
        guard let (views, sets) = resolve(request, with: resolver, sources: parsed.values("sources"), context: context)
        else { return ExitCode.failure }
        for set in sets { reportProblems(of: set, effect: effect, context: context) }
        if request.json {
            let value: JSONValue =
                views.isEmpty ? sets[0].json : .array(zip(views, sets).map { view, set in viewJSON(view, set) })
            context.standardOutput.line(JSONWriter(pretty: true).string(value))
        } else if !views.isEmpty {
            let blocks = zip(views, sets).map { view, set in
                PrintableText.escaped("view at \(view.location): nuiClass '\(view.classes)'") + "\n" + text(set)
            }
            context.standardOutput.write(blocks.joined(separator: "\n"))
        } else {
            context.standardOutput.write(text(sets[0]))
        }
        return ExitCode.success
    }

    /// `--all`: every class path the theme styles, each written as it is resolved (its problems
    /// to standard error first) and let go: kept whole, a 50 MB theme's sets alone took 460 MB.
    static func writeAll(_ request: Request, with resolver: Resolver, effect: String, context: CommandContext) {
        let environment = request.theme.environment
        let resolveEach: ((AttributeSet) -> Void) -> Void = { body in
            resolver.forEachResolved(state: request.state, scheme: request.scheme, environment: environment) { set in
                reportProblems(of: set, effect: effect, context: context)
                body(set)
            }
        }
        if request.json {
            JSONWriter(pretty: true).writeArray(
                elements: { yield in resolveEach { yield($0.json) } }, to: { context.standardOutput.write(bytes: $0) })
            context.standardOutput.line("")
            return
        }
        var first = true
        resolveEach { set in
            if !first { context.standardOutput.write("\n") }
            first = false
            context.standardOutput.write(text(set))
        }
    }

    static func reportProblems(of set: AttributeSet, effect: String, context: CommandContext) {
        for problem in set.problems {
            context.standardError.line(
                PrintableText.escaped("\(problem.origin.location): warning: \(effect): \(problem.message)"))
        }
    }

    /// The attribute sets asked for: of each view the app assigns at `--view` (with its
    /// assignment), or of one class path. Nil after saying why `--view` found nothing (and for
    /// `--all`, which ``writeAll(_:with:effect:context:)`` writes).
    static func resolve(
        _ request: Request, with resolver: Resolver, sources: [String], context: CommandContext
    ) -> (views: [AppSources.Assignment], sets: [AttributeSet])? {
        let environment = request.theme.environment
        if let view = request.view {
            guard let found = assignments(at: view, sources: sources, context: context) else { return nil }
            let sets = found.map {
                resolver.resolve(
                    classPath: $0.classes, state: request.state, scheme: request.scheme, environment: environment)
            }
            return (found, sets)
        }
        // `--all` does not come here: `writeAll` writes each set as it is made.
        guard let classPath = request.classPath else { return nil }
        let set = resolver.resolve(
            classPath: classPath, state: request.state, scheme: request.scheme, environment: environment)
        return ([], [set])
    }

    /// What was asked, checked.
    struct Request {
        var classPath: String?
        var view: AppLocation?
        var state: String?
        var scheme: ColorScheme = .lightBackground
        var json = false
        var theme: ThemeOptions
        var profile: Profile? { theme.profile }

        init(_ parsed: ParsedArguments) throws(UsageError) {
            theme = try ThemeOptions(parsed)
            guard !parsed.positionals.isEmpty else { throw UsageError("give one or more theme files") }
            classPath = parsed.value("class")
            let modes = [classPath != nil, parsed.has("all"), parsed.value("view") != nil].filter { $0 }.count
            guard modes == 1 else {
                throw UsageError(
                    modes == 0
                        ? "give --class PATH, --all or --view FILE:LINE" : "give one of --class, --all and --view")
            }
            if let text = parsed.value("view") {
                guard let colon = text.lastIndex(of: ":"), colon > text.startIndex,
                    let line = Int(text[text.index(after: colon)...]), line > 0
                else { throw UsageError("--view takes FILE:LINE, such as Cells/CardCell.swift:42, not '\(text)'") }
                view = AppLocation(path: String(text[..<colon]), line: line)
                guard !parsed.values("sources").isEmpty else {
                    throw UsageError("--view needs the app's sources: give --sources PATH")
                }
            } else if !parsed.values("sources").isEmpty {
                throw UsageError("--sources is read with --view only")
            }
            if let state = parsed.value("state") {
                let known = Schema.builtin.allStates.union(["normal"])
                guard known.contains(state) else {
                    throw UsageError(UsageError.unknown("state", state, among: known.sorted()))
                }
                self.state = state
            }
            if let name = parsed.value("scheme") { scheme = try ThemeOptions.scheme(name) }
            switch parsed.value("format") ?? "text" {
            case "text": json = false
            case "json": json = true
            case let other: throw UsageError(UsageError.unknown("format", other, among: ["text", "json"]))
            }
        }
    }

    /// The class chains the app's sources assign at a place, or nil after saying why there are none.
    static func assignments(at view: AppLocation, sources paths: [String], context: CommandContext)
        -> [AppSources.Assignment]?
    {
        var failed = false
        let sources = AppSourceScan.scan(
            paths,
            fail: {
                context.fail(tool, $0)
                failed = true
            }, warn: { context.warn(tool, $0) })
        if failed { return nil }
        let (found, dynamic) = sources.assignments(inFile: view.path, line: view.line)
        if !found.isEmpty { return found }
        if dynamic {
            context.fail(
                tool, "\(view): the class assigned here is built at run time, so the sources cannot say which it is")
            return nil
        }
        var message = "\(view): the app's sources assign no class on this line"
        let nearby = sources.assignmentsInOrder.filter { AppSources.samePath($0.location.path, view.path) }
        if nearby.isEmpty {
            message += "; no file of the sources matching '\(view.path)' assigns one"
        } else {
            message +=
                "; this file assigns on lines "
                + nearby.prefix(10).map { "\($0.location.line) ('\($0.classes)')" }.joined(separator: ", ")
        }
        context.fail(tool, message)
        return nil
    }

    /// The JSON form of a view's answer: where, the chain, and the attributes.
    static func viewJSON(_ view: AppSources.Assignment, _ set: AttributeSet) -> JSONValue {
        .object([
            ("view", .object([("path", .string(view.location.path)), ("line", .number(Double(view.location.line)))])),
            ("nuiClass", .string(view.classes)),
            ("resolved", set.json),
        ])
    }

    /// The text form: one block per attribute with where it comes from.
    static func text(_ set: AttributeSet) -> String {
        // Every line is built from file contents and names: each is escaped before it is printed.
        text(lines: set).map { PrintableText.escaped($0) }.joined(separator: "\n") + "\n"
    }

    private static func text(lines set: AttributeSet) -> [String] {
        let environment =
            "\(set.environment.device?.rawValue ?? "any device") \(set.environment.orientation?.rawValue ?? "any orientation")"
        var lines = [
            "\(set.classPath) (\(set.group ?? "no group")), state \(set.state ?? "normal"), scheme \(set.scheme.shortName), "
                + environment
        ]
        if set.attributes.isEmpty { lines.append("  (the theme sets nothing for this view)") }
        let width = (set.attributes.map(\.name.count).max() ?? 0) + 2
        for attribute in set.attributes {
            var value = attribute.canonicalValue
            if case .color(.palette(let reference)) = attribute.value { value += "  (\(reference))" }
            lines.append("  " + attribute.name + String(repeating: " ", count: width - attribute.name.count) + value)
            let winner = attribute.provenance.winner
            lines.append("      from \(winner.location)  \(winner.text)")
            for step in attribute.provenance.steps { lines.append("      via \(step)") }
            for overridden in attribute.provenance.overridden {
                lines.append(
                    "      overrides \(overridden.origin.location)  \(overridden.origin.text)  (\(overridden.reason.rawValue))"
                )
            }
        }
        return lines
    }
}
