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
        .option(
            "profile", short: "p", value: "NAME",
            help: "the runtime: nui, fiori-uikit or fiori-swiftui (default: detected)"),
        .option("config", short: "c", value: "FILE", help: "use this configuration instead of .nsslint.json files"),
        .option("schema", value: "FILE", repeatable: true, help: "add a schema file of custom components (repeatable)"),
        .option(
            "sources", value: "PATH", repeatable: true,
            help: "the app's sources to cross-reference: style classes assigned, properties read (repeatable)"),
        .option(
            "theme", value: "A.nss,B.nss", repeatable: true,
            help: "lint these stylesheets as one theme, read in this order (repeatable)"),
        .flag("fix", help: "apply the safe fixes, writing each file atomically"),
        .flag("dry-run", help: "with --fix: print the changes as a diff instead of writing them"),
        .option("max-warnings", value: "N", help: "exit 1 when there are more than N warnings"),
        .option("threads", value: "N", help: "run a large file's rules on up to N threads (default 8; 1 for none)"),
        .option(
            "output", short: "o", value: "FILE",
            help: "write the report to FILE (atomically) instead of standard output"),
        .option(
            "color", value: "WHEN",
            help: "color the text report: auto (default: on a terminal, without NO_COLOR), always or never"),
        .option(
            "stdin-filename", value: "NAME",
            help: "with '-': report standard input as NAME, configured and importing as that file"),
        .option("baseline", value: "FILE", help: "report only findings that are not in this baseline"),
        .option("write-baseline", value: "FILE", help: "record this run's findings as a baseline in FILE"),
        .option("stamp", value: "FILE", help: "write FILE after a run that passes (an output for build systems)"),
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
        switch context.parse(arguments, with: parser, tool: tool, help: { help }) {
        case .exit(let status): return status
        case .run(let arguments): parsed = arguments
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
        var maximumThreads = 8
        var quiet: Bool
        var allowOutsideRoot: Bool
        var themes: [[String]]
        var sources: [String]
        var outputPath: String?
        var stdinFilename: String?
        var baselinePath: String?
        var writeBaselinePath: String?
        var stampPath: String?

        init(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) {
            sources = parsed.values("sources")
            themes = parsed.values("theme").map { list in
                list.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
            }
            if themes.contains(where: \.isEmpty) { throw UsageError("--theme takes a comma-separated list of files") }
            paths = parsed.positionals.isEmpty && themes.isEmpty ? ["."] : parsed.positionals
            reporterName = parsed.value("reporter") ?? "text"
            outputPath = parsed.value("output")
            let colors: Bool
            switch parsed.value("color") ?? "auto" {
            case "auto": colors = outputPath == nil && context.wantsColor
            case "always": colors = true
            case "never": colors = false
            case let other:
                throw UsageError(UsageError.unknown("color", other, among: ["auto", "always", "never"]))
            }
            guard
                let reporter = Reporters.named(
                    reporterName, colors: colors, workingDirectory: POSIX.currentDirectory())
            else {
                throw UsageError(UsageError.unknown("reporter", reporterName, among: Reporters.names))
            }
            self.reporter = reporter
            if let name = parsed.value("profile") {
                guard let profile = Profile(rawValue: name) else {
                    throw UsageError(
                        UsageError.unknown("profile", name, among: Profile.allCases.map(\.rawValue)))
                }
                self.profile = profile
            }
            configPath = parsed.value("config")
            schemaFiles = parsed.values("schema")
            fix = parsed.has("fix")
            dryRun = parsed.has("dry-run")
            if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
            if fix && (paths.contains("-") || themes.joined().contains("-")) {
                throw UsageError("--fix cannot write standard input; lint a file instead")
            }
            if let text = parsed.value("max-warnings") {
                guard let number = Int(text), number >= 0 else {
                    throw UsageError("--max-warnings takes a whole number, not '\(text)'")
                }
                maximumWarnings = number
            }
            if let text = parsed.value("threads") {
                guard let number = Int(text), (1...256).contains(number) else {
                    throw UsageError("--threads takes a whole number from 1 to 256, not '\(text)'")
                }
                maximumThreads = number
            }
            quiet = parsed.has("quiet")
            allowOutsideRoot = parsed.has("allow-outside-root")
            stdinFilename = parsed.value("stdin-filename")
            if stdinFilename != nil && !(paths.contains("-") || themes.joined().contains("-")) {
                throw UsageError("--stdin-filename names standard input: give '-' too")
            }
            if stdinFilename == "-" || stdinFilename?.isEmpty == true {
                throw UsageError("--stdin-filename takes a file name")
            }
            baselinePath = parsed.value("baseline")
            writeBaselinePath = parsed.value("write-baseline")
            stampPath = parsed.value("stamp")
        }
    }
}
