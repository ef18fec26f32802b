import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// `nsslint`: checks stylesheets and reports what is wrong with them, for people, editors, Xcode
/// and CI; `--fix` applies the safe fixes.
public enum LintCommand {
    static let tool = "nsslint"

    static let parser = ArgumentParser([
        .option("reporter", short: "r", value: "NAME", help: "text (default), xcode, json, sarif or github"),
        .option("profile", short: "p", value: "NAME", help: "the runtime: fiori-uikit (default), nui or fiori-swiftui"),
        .option("config", short: "c", value: "FILE", help: "use this configuration instead of .nsslint.json files"),
        .option("schema", value: "FILE", repeatable: true, help: "add a schema file of custom components (repeatable)"),
        .flag("fix", help: "apply the safe fixes, writing each file atomically"),
        .flag("dry-run", help: "with --fix: print the changes as a diff instead of writing them"),
        .option("max-warnings", value: "N", help: "exit 1 when there are more than N warnings"),
        .flag("quiet", short: "q", help: "report errors only"),
        .flag("allow-outside-root", help: "let @import read files outside each stylesheet's folder"),
        .flag("list-rules", help: "list the rules"),
        .option("explain", value: "RULE", help: "explain a rule, with its examples"),
        .flag("version", help: "show the version"),
        .flag("help", short: "h", help: "show this help"),
    ])

    static var help: String {
        """
        USAGE: nsslint [options] [PATH...]

        Checks NSS stylesheets: syntax, class paths, properties and states against the schema,
        values, variables, and what the chosen runtime would reject, drop or misread. PATH is a
        file, a folder (its .nss files, recursively) or '-' for standard input; the default is
        the current folder. Configuration: the nearest .nsslint.json above each file.

        OPTIONS:
        \(parser.helpText)

        EXIT STATUS: 0 no errors, 1 errors found (or more warnings than --max-warnings allows),
        2 usage error or a file that could not be read or written.
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
        if parsed.has("list-rules") {
            context.standardOutput.write(RuleDocumentation.list())
            return ExitCode.success
        }
        if let id = parsed.value("explain") {
            guard let text = RuleDocumentation.explain(id) else {
                return context.usage(tool, UsageError(RuleDocumentation.unknownRule(id)))
            }
            context.standardOutput.write(text)
            return ExitCode.success
        }
        let options: Options
        do {
            options = try Options(parsed, context: context)
        } catch {
            return context.usage(tool, error)
        }
        var run = LintRun(options: options, context: context)
        return run.execute()
    }

    /// What was asked, checked.
    struct Options {
        var paths: [String]
        var reporter: any Reporter
        var reporterName: String
        var profile: Profile?
        var configPath: String?
        var schemaFiles: [String]
        var fix: Bool
        var dryRun: Bool
        var maximumWarnings: Int?
        var quiet: Bool
        var allowOutsideRoot: Bool

        init(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) {
            paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
            reporterName = parsed.value("reporter") ?? "text"
            guard let reporter = Reporters.named(reporterName, colors: context.wantsColor) else {
                throw UsageError(ResolveCommand.Request.unknown("reporter", reporterName, among: Reporters.names))
            }
            self.reporter = reporter
            if let name = parsed.value("profile") {
                guard let profile = Profile(rawValue: name) else {
                    throw UsageError(
                        ResolveCommand.Request.unknown("profile", name, among: Profile.allCases.map(\.rawValue)))
                }
                self.profile = profile
            }
            configPath = parsed.value("config")
            schemaFiles = parsed.values("schema")
            fix = parsed.has("fix")
            dryRun = parsed.has("dry-run")
            if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
            if fix && paths.contains("-") { throw UsageError("--fix cannot write standard input; lint a file instead") }
            if let text = parsed.value("max-warnings") {
                guard let number = Int(text), number >= 0 else {
                    throw UsageError("--max-warnings takes a whole number, not '\(text)'")
                }
                maximumWarnings = number
            }
            quiet = parsed.has("quiet")
            allowOutsideRoot = parsed.has("allow-outside-root")
        }
    }
}

/// One nsslint run: collect the files, configure, lint, fix, report.
struct LintRun {
    let options: LintCommand.Options
    let context: CommandContext
    private var failed = false
    private var configurations: [String: LintConfiguration] = [:]
    private var schemas: [String: Schema] = [:]
    private var explicitConfiguration: LintConfiguration?

    init(options: LintCommand.Options, context: CommandContext) {
        self.options = options
        self.context = context
    }

    private mutating func fail(_ message: String) {
        context.fail(LintCommand.tool, message)
        failed = true
    }

    mutating func execute() -> Int32 {
        if let path = options.configPath {
            guard let configuration = loadConfiguration(at: path) else { return ExitCode.failure }
            explicitConfiguration = configuration
        }
        var reports: [FileReport] = []
        for input in collectInputs() {
            if let report = lint(input) { reports.append(report) }
        }
        if options.quiet {
            reports = reports.map { FileReport(file: $0.file, findings: $0.findings.filter { $0.severity == .error }) }
        }
        if !(options.fix && options.dryRun) {
            context.standardOutput.write(options.reporter.render(reports))
        }
        let summary = RunSummary(reports)
        if failed { return ExitCode.failure }
        if summary.errors > 0 { return ExitCode.findings }
        if let maximum = options.maximumWarnings, summary.warnings > maximum {
            context.standardError.line("nsslint: \(summary.warnings) warnings, more than the \(maximum) allowed")
            return ExitCode.findings
        }
        return ExitCode.success
    }

    // MARK: Inputs

    private mutating func collectInputs() -> [String] {
        var inputs: [String] = []
        for path in options.paths {
            if path == "-" {
                inputs.append(path)
                continue
            }
            let kind: FileSystem.Kind
            do {
                kind = try FileSystem.kind(of: path)
            } catch {
                fail(error.description)
                continue
            }
            switch kind {
            case .file:
                inputs.append(path)
            case .directory:
                var problems: [FileError] = []
                let found = FileSystem.nssFiles(under: path, problem: { problems.append($0) })
                for problem in problems { fail(problem.description) }
                if found.isEmpty && problems.isEmpty { fail("\(path): no .nss files in this folder") }
                // Files a configuration ignores are left out of folders (named explicitly, they are linted).
                inputs += found.filter { !(configuration(for: $0)?.isIgnored(POSIX.realPath($0) ?? $0) ?? false) }
            case .other:
                fail("\(path): not a regular file or folder")
            }
        }
        return inputs
    }

    // MARK: Configuration

    /// The configuration for a file: --config, else the nearest .nsslint.json above it, with the
    /// command line's profile and schema files on top.
    private mutating func configuration(for path: String) -> LintConfiguration? {
        var configuration = explicitConfiguration ?? discoveredConfiguration(for: path) ?? LintConfiguration()
        if let profile = options.profile { configuration.profile = profile }
        return configuration
    }

    private mutating func discoveredConfiguration(for path: String) -> LintConfiguration? {
        let start = path == "-" ? "." : FilePaths.directory(of: path)
        var directory = POSIX.realPath(start) ?? start
        var visited: [String] = []
        while true {
            if let cached = configurations[directory] {
                for folder in visited { configurations[folder] = cached }
                return cached.origin == nil ? nil : cached
            }
            visited.append(directory)
            let candidate = directory == "/" ? "/.nsslint.json" : directory + "/.nsslint.json"
            if (try? FileSystem.kind(of: candidate)) == .file {
                let loaded = loadConfiguration(at: candidate) ?? LintConfiguration()
                for folder in visited { configurations[folder] = loaded }
                return loaded.origin == nil ? nil : loaded
            }
            let parent = FilePaths.directory(of: directory)
            if parent == directory || directory == "/" || directory == "." { break }
            directory = parent
        }
        for folder in visited { configurations[folder] = LintConfiguration() }
        return nil
    }

    private mutating func loadConfiguration(at path: String) -> LintConfiguration? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            fail(error.description)
            return nil
        }
        do {
            return try LintConfiguration.parse(
                bytes, origin: path, directory: FilePaths.directory(of: path),
                knownRules: Linter.rules.map { $0.description.id })
        } catch {
            fail("\(path): \(error.description)")
            return nil
        }
    }

    private mutating func schema(for configuration: LintConfiguration) -> Schema? {
        let files = configuration.schemaFiles.map { FilePaths.join(configuration.directory, $0) } + options.schemaFiles
        let key = files.joined(separator: "\u{0}")
        if let cached = schemas[key] { return cached }
        var schema = Schema.builtin
        for file in files {
            do {
                schema = try schema.extended(with: try FileSystem.read(file), origin: file)
            } catch let error as FileError {
                fail(error.description)
                return nil
            } catch {
                fail("\(error)")
                return nil
            }
        }
        schemas[key] = schema
        return schema
    }

    // MARK: Linting and fixing

    private mutating func lint(_ path: String) -> FileReport? {
        guard let configuration = configuration(for: path), let schema = schema(for: configuration) else { return nil }
        let displayPath = path == "-" ? "<stdin>" : path
        var bytes: [UInt8]
        do {
            bytes = path == "-" ? try context.readStandardInput() : try FileSystem.read(path)
        } catch {
            fail(error.description)
            return nil
        }
        if bytes.prefix(8000).contains(0) {
            fail("\(displayPath): a binary file, not an NSS stylesheet")
            return nil
        }
        let linter = Linter(schema: schema, configuration: configuration)
        var findings = lint(bytes, path: displayPath, linter: linter)
        guard options.fix else { return FileReport(file: findings.file, findings: findings.findings) }
        let original = bytes
        var applied: [Finding] = []
        // Fixes can make others possible (or overlap): a few passes, each re-linting.
        for _ in 0..<4 {
            let result = Fixer.apply(findings.findings, to: bytes)
            guard !result.applied.isEmpty else { break }
            applied += result.applied
            bytes = result.bytes
            findings = lint(bytes, path: displayPath, linter: linter)
        }
        guard !applied.isEmpty else { return FileReport(file: findings.file, findings: findings.findings) }
        let counts = Dictionary(grouping: applied, by: \.ruleID).map { "\($0.key) ×\($0.value.count)" }.sorted()
        if options.dryRun {
            context.standardOutput.write(UnifiedDiff.render(old: original, new: bytes, path: displayPath))
            context.standardError.line(
                "\(displayPath): would fix \(applied.count) problem\(applied.count == 1 ? "" : "s") (\(counts.joined(separator: ", ")))"
            )
        } else {
            do {
                try FileSystem.replace(path, with: bytes, expecting: original)
                context.standardError.line(
                    "\(displayPath): fixed \(applied.count) problem\(applied.count == 1 ? "" : "s") (\(counts.joined(separator: ", ")))"
                )
            } catch {
                fail(error.description)
                let unchanged = lint(original, path: displayPath, linter: linter)
                return FileReport(file: unchanged.file, findings: unchanged.findings)
            }
        }
        return FileReport(file: findings.file, findings: findings.findings)
    }

    /// Lints bytes as the file at `path`, following its imports from disk.
    private func lint(_ bytes: [UInt8], path: String, linter: Linter) -> (file: SourceFile, findings: [Finding]) {
        let main = FilePaths.normalize(path)
        let access = ThemeFileAccess(
            read: { requested in
                FilePaths.normalize(requested) == main ? bytes : try FileSystem.read(requested)
            },
            canonicalPath: { requested in
                FilePaths.normalize(requested) == main ? (POSIX.realPath(requested) ?? main) : POSIX.realPath(requested)
            })
        let theme: Theme
        do {
            theme = try Theme.load(
                paths: [path], access: access,
                options: ThemeLoadOptions(allowImportsOutsideRoot: options.allowOutsideRoot))
        } catch {
            let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
            return (tree.source, linter.lint(Theme(trees: [tree])))
        }
        return (theme.files[0].tree.source, linter.lint(theme))
    }
}
