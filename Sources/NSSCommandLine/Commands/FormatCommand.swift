import NSSFormat
import NSSLint
import NSSSyntax
import NSSTheme

/// `nss fmt PATH...`: rewrites stylesheets in NSS's one canonical layout (NSSFormat), in place
/// and atomically with `--fix`'s safety rules; `-` formats standard input to standard output;
/// `--check` changes nothing and lists what would change.
enum FormatCommand {
    static let tool = "nss fmt"

    static let parser = ArgumentParser([
        .flag("check", help: "change nothing; list the files that would change and exit 1 if any would"),
        .option("indent", value: "N", help: "spaces per level (default 4, or the configuration's format.indent)"),
        .option("width", value: "N", help: "line width for selector lists (default 100, or format.width)"),
        .flag("help", short: "h", help: "show this help"),
    ])

    static var help: String {
        """
        USAGE: nss fmt [--check] [--indent N] [--width N] PATH...
               nss fmt -

        Lays stylesheets out one way: one declaration a line as 'property: value;', one
        indentation unit, selector lists one a line when they do not fit the width, a blank line
        around rules, comments kept where they are, line endings kept. Values, selectors, queries
        and import paths are never rewritten. Folders are walked for .nss files (the .nsslint.json
        'ignore' patterns apply); files are rewritten atomically, never through a link. A file
        with syntax errors is not formatted: its errors are printed and the exit status is 1.

        OPTIONS:
        \(parser.helpText)

        EXIT STATUS: 0 formatted (or, with --check, nothing to change), 1 a file would change
        (--check) or has syntax errors, 2 usage error or a file that could not be read or written.
        """
    }

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let parsed: ParsedArguments
        switch context.parse(arguments, with: parser, tool: tool, help: { help }) {
        case .exit(let status): return status
        case .run(let arguments): parsed = arguments
        }
        var run = FormatRun(context: context, check: parsed.has("check"))
        do {
            run.indent = try parsed.value("indent").map { text throws(UsageError) in
                try number(text, "--indent", 0...16)
            }
            run.width = try parsed.value("width").map { text throws(UsageError) in
                try number(text, "--width", 20...1000)
            }
        } catch {
            return context.usage(tool, error)
        }
        guard !parsed.positionals.isEmpty else { return context.usage(tool, UsageError("give files, folders or '-'")) }
        if parsed.positionals.contains("-") {
            guard parsed.positionals == ["-"], !run.check else {
                return context.usage(tool, UsageError("'-' formats standard input alone, to standard output"))
            }
            return run.formatStandardInput()
        }
        return run.format(parsed.positionals)
    }

    static func number(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}

/// One `nss fmt` run over its inputs.
struct FormatRun {
    let context: CommandContext
    let check: Bool
    var indent: Int?
    var width: Int?
    var configurations = ConfigurationSearch()
    private var status = ExitCode.success

    init(context: CommandContext, check: Bool) {
        self.context = context
        self.check = check
    }

    /// The layout for a file: the command line's numbers, else its configuration's, else the defaults.
    mutating func options(for path: String) -> FormatOptions {
        let configuration = configurations.configuration(for: path) { context.fail(FormatCommand.tool, $0) }
        var options = FormatOptions()
        options.indent = indent ?? configuration?.formatIndent ?? options.indent
        options.width = width ?? configuration?.formatWidth ?? options.width
        return options
    }

    mutating func formatStandardInput() -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try context.readStandardInput()
        } catch {
            context.fail(FormatCommand.tool, error.description)
            return ExitCode.failure
        }
        guard let formatted = formatted(SourceFile(path: "<stdin>", bytes: bytes), options: options(for: "-")) else {
            return ExitCode.findings
        }
        context.standardOutput.write(String(decoding: formatted, as: UTF8.self))
        return ExitCode.success
    }

    mutating func format(_ paths: [String]) -> Int32 {
        for path in files(paths) {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path, text: true)
            } catch {
                fail(error.description)
                continue
            }
            guard let formatted = formatted(SourceFile(path: path, bytes: bytes), options: options(for: path)) else {
                status = max(status, ExitCode.findings)
                continue
            }
            guard formatted != bytes else { continue }
            if check {
                context.standardOutput.line(PrintableText.escaped(path))
                status = max(status, ExitCode.findings)
                continue
            }
            do {
                try FileSystem.replace(path, with: formatted, expecting: bytes)
            } catch {
                fail(error.description)
            }
        }
        return status
    }

    /// The formatted bytes, or nil after printing the syntax errors that prevent it.
    func formatted(_ source: SourceFile, options: FormatOptions) -> [UInt8]? {
        do {
            return try Formatter.format(source, options: options)
        } catch {
            let renderer = DiagnosticRenderer()
            for diagnostic in error.diagnostics { context.standardError.line(renderer.line(diagnostic, in: source)) }
            context.fail(FormatCommand.tool, "\(source.path): not formatted: it has syntax errors")
            return nil
        }
    }

    /// The files named, and the `.nss` files of the folders named (less those a configuration ignores).
    mutating func files(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            switch Result(catching: { () throws(FileError) in try FileSystem.kind(of: path) }) {
            case .success(.file):
                files.append(path)
            case .success(.directory):
                let found = FileSystem.nssFiles(
                    under: path, problem: { fail($0.description) },
                    skipped: { context.warn(FormatCommand.tool, "skipped \($0.description)") })
                files += found.filter { file in
                    let configuration = configurations.configuration(for: file) { context.fail(FormatCommand.tool, $0) }
                    return !(configuration?.isIgnored(POSIX.realPath(file) ?? file) ?? false)
                }
            case .success(.other):
                fail("\(path): not a regular file or folder")
            case .failure(let error):
                fail(error.description)
            }
        }
        return files
    }

    mutating func fail(_ message: String) {
        context.fail(FormatCommand.tool, message)
        status = ExitCode.failure
    }
}
