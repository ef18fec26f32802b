import NSSAppSources
import NSSLint
import NSSSyntax
import NSSTheme

/// What one lint reads as one stylesheet: a file, or a theme of several files read in order.
struct LintUnit {
    /// The files as given (`-` for standard input), in load order.
    var paths: [String]
    /// How the app loads them.
    var loading: ThemeLoadingMode
}

/// One nsslint run: collect the files, group them into themes, configure, lint, fix, report.
struct LintRun {
    let options: LintCommand.Options
    let context: CommandContext
    private var failed = false
    /// The `.nsslint.json` files found, by folder.
    var configurationSearch = ConfigurationSearch()
    /// Schemas built, by their extra files.
    var schemas: [String: Schema] = [:]
    /// The configuration given with --config.
    var explicitConfiguration: LintConfiguration?
    /// App sources scanned, by their paths.
    var scannedSources: [String: AppSources] = [:]
    /// The files that could not be linted, in the order met.
    private(set) var unlinted: [UnlintedFile] = []
    private var siblingCache: [String: [(normalized: String, sibling: SiblingStylesheet)]] = [:]

    init(options: LintCommand.Options, context: CommandContext) {
        self.options = options
        self.context = context
    }

    mutating func fail(_ message: String) {
        context.fail(LintCommand.tool, message)
        failed = true
    }

    /// A file given or found that could not be linted (or written back): said on standard error
    /// and kept for the reporters that carry such files.
    mutating func fail(file path: String, _ reason: String) {
        fail("\(path): \(reason)")
        unlinted.append(UnlintedFile(path: path, reason: reason))
    }

    mutating func fail(_ error: FileError) {
        fail(file: error.path, error.reason)
    }

    mutating func execute() -> Int32 {
        if let path = options.configPath {
            guard let configuration = loadConfiguration(at: path) else { return ExitCode.failure }
            explicitConfiguration = configuration
        }
        var reports: [FileReport] = []
        for unit in units() {
            reports += lint(unit)
        }
        if let path = options.writeBaselinePath { writeBaseline(reports, to: path) }
        if let path = options.baselinePath {
            guard let filtered = applyBaseline(at: path, to: reports) else { return ExitCode.failure }
            reports = filtered
        }
        if options.quiet {
            reports = reports.map {
                var report = FileReport(
                    file: $0.file, findings: $0.findings.filter { $0.severity == .error }, runtime: $0.runtime)
                report.omitted = $0.omitted.filter { $0.key == .error }
                return report
            }
        }
        if !(options.fix && options.dryRun) {
            let limits = FindingLimits()
            writeReport(options.reporter.render(reports.map(limits.apply), unlinted: unlinted))
        }
        let summary = RunSummary(reports)
        let status = exitStatus(summary)
        if status == ExitCode.success, let path = options.stampPath { writeStamp(summary, to: path) }
        return failed ? ExitCode.failure : status
    }

    private mutating func exitStatus(_ summary: RunSummary) -> Int32 {
        if failed { return ExitCode.failure }
        if summary.errors > 0 { return ExitCode.findings }
        if let maximum = options.maximumWarnings, summary.warnings > maximum {
            let noun = summary.warnings == 1 ? "warning" : "warnings"
            context.standardError.line("nsslint: \(summary.warnings) \(noun), more than the \(maximum) allowed")
            return ExitCode.findings
        }
        return ExitCode.success
    }

    // MARK: Inputs

    /// The themes named with --theme, then each file found: alone, or with the configured theme
    /// it belongs to (once per theme).
    private mutating func units() -> [LintUnit] {
        var units = options.themes.map { LintUnit(paths: $0, loading: .joined) }
        var claimed = Set(options.themes.joined().map(Self.identity))
        for path in collectInputs() where !claimed.contains(Self.identity(path)) {
            if path != "-", let spec = configuration(for: path)?.theme(containing: Self.identity(path)) {
                let paths = spec.files.map { file in Self.identity(path) == file ? path : file }
                units.append(LintUnit(paths: paths, loading: spec.loading))
                claimed.formUnion(spec.files)
            } else {
                units.append(LintUnit(paths: [path], loading: .joined))
                claimed.insert(Self.identity(path))
            }
        }
        return units
    }

    /// A path as configured themes name files: with links resolved where it exists.
    static func identity(_ path: String) -> String {
        path == "-" ? path : FilePaths.normalize(POSIX.realPath(path) ?? path)
    }

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
                fail(error)
                continue
            }
            switch kind {
            case .file:
                inputs.append(path)
            case .directory:
                var problems: [FileError] = []
                var skipped: [FileError] = []
                let found = FileSystem.nssFiles(
                    under: path, problem: { problems.append($0) }, skipped: { skipped.append($0) })
                for entry in skipped { context.warn("nsslint", "skipped \(entry.description)") }
                for problem in problems { fail(problem) }
                if found.isEmpty && problems.isEmpty { fail(file: path, "no .nss files in this folder") }
                // Files a configuration ignores are left out of folders (named explicitly, they are linted).
                inputs += found.filter { !(configuration(for: $0)?.isIgnored(POSIX.realPath($0) ?? $0) ?? false) }
            case .other:
                fail(file: path, "not a regular file or folder")
            }
        }
        return inputs
    }

    // MARK: Linting and fixing

    /// Lints a unit; with --fix, applies the safe fixes to each of its files.
    private mutating func lint(_ unit: LintUnit) -> [FileReport] {
        // Standard input named with --stdin-filename is configured as that file.
        let first = unit.paths[0] == "-" ? options.stdinFilename ?? "-" : unit.paths[0]
        guard let configuration = configuration(for: first),
            let schema = schema(for: configuration)
        else { return [] }
        var texts: [String: [UInt8]] = [:]
        for path in unit.paths {
            let display = display(path)
            do {
                texts[display] = path == "-" ? try context.readStandardInput() : try FileSystem.read(path, text: true)
            } catch {
                fail(error)
                return []
            }
            // Files are probed as they are read; standard input only here.
            if path == "-", FileSystem.looksBinary(texts[display]!) {
                fail(file: display, "a binary file, not an NSS stylesheet")
                return []
            }
        }
        let linter = Linter(schema: schema, configuration: configuration, maximumThreads: options.maximumThreads)
        let displayPaths = unit.paths.map(display)
        if !options.fix && options.baselinePath == nil && options.writeBaselinePath == nil {
            return lintLimited(unit, paths: displayPaths, texts: texts, linter: linter)
        }
        var result = lint(displayPaths, texts: texts, loading: unit.loading, linter: linter)
        if options.fix, let binary = unit.paths.first(where: { texts[display($0)]?.contains(0) == true }) {
            // A NUL past the first 8,000 bytes: linted as text, but a rewrite would change what
            // is not text.
            fail(file: display(binary), "holds a NUL byte, so it is not a text file: --fix leaves it unchanged")
        } else if options.fix {
            result = fix(displayPaths, texts: texts, first: result, loading: unit.loading, linter: linter)
        }
        // Siblings are read only for a file with undefined variables: the hint is about those.
        if unit.paths.count == 1, unit.paths[0] != "-",
            result.contains(where: { SplitThemeHint.wantsSiblings($0.findings) })
        {
            let siblings = siblings(of: unit.paths[0])
            result = result.map { report in
                var report = report
                report.findings = SplitThemeHint.collapse(report.findings, siblings: siblings)
                return report
            }
        }
        return result
    }

    /// The name a file is shown under.
    /// Standard input is shown as `--stdin-filename`, else `<stdin>`.
    func display(_ path: String) -> String { path == "-" ? options.stdinFilename ?? "<stdin>" : path }

    /// Applies safe fixes in a few passes (a fix can make another possible), then writes each
    /// changed file atomically, or prints the diff with --dry-run.
    private mutating func fix(
        _ paths: [String], texts original: [String: [UInt8]], first: [FileReport], loading: ThemeLoadingMode,
        linter: Linter
    ) -> [FileReport] {
        var texts = original
        var reports = first
        var applied: [String: [Finding]] = [:]
        for _ in 0..<4 {
            var changed = false
            for report in reports {
                let path = report.file.path
                guard let bytes = texts[path] else { continue }
                let result = Fixer.apply(report.findings, to: bytes)
                guard !result.applied.isEmpty else { continue }
                applied[path, default: []] += result.applied
                texts[path] = result.bytes
                changed = true
            }
            guard changed else { break }
            reports = lint(paths, texts: texts, loading: loading, linter: linter)
        }
        for path in paths {
            guard let fixes = applied[path], let before = original[path], let after = texts[path] else { continue }
            let counts = Dictionary(grouping: fixes, by: \.ruleID).map { "\($0.key) ×\($0.value.count)" }.sorted()
            let summary = "\(fixes.count) problem\(fixes.count == 1 ? "" : "s") (\(counts.joined(separator: ", ")))"
            if options.dryRun {
                context.standardOutput.write(UnifiedDiff.render(old: before, new: after, path: path))
                context.standardError.line("\(PrintableText.escaped(path)): would fix \(summary)")
                continue
            }
            do {
                try FileSystem.replace(path, with: after, expecting: before)
                context.standardError.line("\(PrintableText.escaped(path)): fixed \(summary)")
            } catch {
                fail(error)
                texts[path] = before
                reports = lint(paths, texts: texts, loading: loading, linter: linter)
            }
        }
        return reports
    }

    /// Lints a unit into reports already limited as they are shown: what nothing after the
    /// lint needs whole (no fix, no baseline) is let go rule by rule, so a file with a flood of
    /// findings holds only what its report shows.
    private mutating func lintLimited(
        _ unit: LintUnit, paths: [String], texts: [String: [UInt8]], linter: Linter
    ) -> [FileReport] {
        // Siblings are read only for a file with undefined variables: the hint is about those.
        let hints = unit.paths.count == 1 && unit.paths[0] != "-"
        let held: Set<String> = hints ? [SplitThemeHint.replacedRule] : []
        let result = linter.lintLayers(theme(paths, texts: texts), loading: unit.loading) { file in
            LimitedFindings(file: file, errorsOnly: options.quiet, heldRules: held)
        }
        return result.files.map { file, findings in
            var findings = findings
            let held = findings.held
            if !held.isEmpty {
                findings.releaseHeld(
                    replacingWith: SplitThemeHint.hint(for: held, siblings: siblings(of: unit.paths[0])))
            }
            return findings.report(runtime: result.runtime)
        }
    }

    /// Lints texts as the files at `paths`, following their imports from disk.
    private func lint(
        _ paths: [String], texts: [String: [UInt8]], loading: ThemeLoadingMode, linter: Linter
    ) -> [FileReport] {
        reports(linter.lintLayers(theme(paths, texts: texts), loading: loading))
    }

    /// The theme of texts read as the files at `paths`, their imports read from disk; on an import
    /// problem, the files alone.
    private func theme(_ paths: [String], texts: [String: [UInt8]]) -> Theme {
        let given = Dictionary(texts.map { (FilePaths.normalize($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        let access = ThemeFileAccess(
            read: { requested in
                try given[FilePaths.normalize(requested)] ?? FileSystem.read(requested)
            },
            canonicalPath: { requested in
                let normalized = FilePaths.normalize(requested)
                return given[normalized] != nil ? (POSIX.realPath(requested) ?? normalized) : POSIX.realPath(requested)
            })
        do {
            return try Theme.load(
                paths: paths, access: access,
                options: ThemeLoadOptions(allowImportsOutsideRoot: options.allowOutsideRoot))
        } catch {
            return Theme(trees: paths.map { SyntaxTree.parse(SourceFile(path: $0, bytes: texts[$0] ?? [])) })
        }
    }

    private func reports(
        _ result: (runtime: RuntimeChoice, files: [(file: SourceFile, findings: [Finding])])
    ) -> [FileReport] {
        result.files.map { FileReport(file: $0.file, findings: $0.findings, runtime: result.runtime) }
    }

    /// The other stylesheets in a file's folder, with the variables each defines.
    private mutating func siblings(of path: String) -> [SiblingStylesheet] {
        let directory = FilePaths.directory(of: path)
        let own = FilePaths.normalize(path)
        if let cached = siblingCache[directory] {
            return cached.filter { $0.normalized != own }.map(\.sibling)
        }
        var found: [(normalized: String, sibling: SiblingStylesheet)] = []
        // Only the folder itself, and only files of a theme's size: a hint must stay cheap beside
        // a folder of generated stylesheets.
        for candidate in FileSystem.nssFiles(in: directory, maximumSize: 1 << 20) {
            // Only a hint reads siblings: one that cannot be read is left out of it.
            guard
                case .success(let bytes) = Result(catching: { () throws(FileError) in
                    try FileSystem.read(candidate, text: true)
                })
            else { continue }
            found.append((FilePaths.normalize(candidate), SiblingStylesheet(path: candidate, bytes: bytes)))
        }
        siblingCache[directory] = found
        return found.filter { $0.normalized != own }.map(\.sibling)
    }
}
