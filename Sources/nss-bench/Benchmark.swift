import NSSCommandLine
import NSSFormat
import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Seconds of processor time every thread of this process has used so far.
func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Timings of repeated runs.
struct Timing {
    var samples: [Double]
    var median: Double { samples.sorted()[samples.count / 2] }
    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
}

/// The stages measured.
enum Stage: String, CaseIterable {
    case lex, parse, resolve, lint
    /// Parse once, resolve every class path and lint, on the same tree: the whole job.
    case pipeline
    /// `nss fmt`'s work: parse, then write the canonical layout.
    case format

    /// Runs the stage once on a file's bytes; returns a count so the work is not optimized away.
    func run(_ source: SourceFile) -> Int {
        switch self {
        case .lex:
            var count = 0
            source.forEachToken { _, _ in count += 1 }
            return count
        case .parse:
            return SyntaxTree.parse(source).tokenCount
        case .resolve:
            let tree = SyntaxTree.parse(source)
            return Resolver(theme: Theme(trees: [tree])).resolveAll().count
        case .lint:
            let tree = SyntaxTree.parse(source)
            return Linter().lint(Theme(trees: [tree])).count
        case .pipeline:
            // As a converter and `nsslint` consume them: each resolved set and each batch of
            // findings taken as it comes, none kept.
            let theme = Theme(trees: [SyntaxTree.parse(source)])
            var count = 0
            Resolver(theme: theme).forEachResolved { _ in count += 1 }
            let linter = Linter()
            var findings = FindingCount()
            linter.lint(theme, file: 0, runtime: linter.runtime(for: theme), into: &findings)
            return count + findings.count
        case .format:
            return (try? Formatter.format(SyntaxTree.parse(source)))?.count ?? 0
        }
    }
}

/// Counts findings and keeps none.
struct FindingCount: FindingConsumer {
    var count = 0

    mutating func consume(_ findings: [Finding]) { count += findings.count }

    mutating func consume(_ batch: FindingBatch) { count += batch.count }
}

struct Benchmark {
    static let usage = """
        usage: nss-bench [--json] [--iterations N] [--generate MB] [--only lex|parse|resolve|lint|pipeline|format] [--rules] [--phases]
                         [--process-file FILE] FILE...
               nss-bench --process-only [--process-file FILE] [--iterations N]
               nss-bench --scan-sources MB [--iterations N]
               nss-bench --many-files N
               nss-bench --hostile
               nss-bench --command FILE...
               nss-bench --digest FILE...
               nss-bench --lookups FILE [--iterations N]
               nss-bench --lsp FILE [--iterations N]
        """
    var files: [String] = []
    var json = false
    var iterations = 5
    var generate: Double?
    var only: Stage?
    var childStage: (stage: Stage, path: String, report: String)?
    var processFile: String?
    var processOnly = false
    var ruleBreakdown = false
    var phaseBreakdown = false
    var digestFiles = false
    var scanSources: Double?
    var manyFiles: Int?
    var lookupsFile: String?
    var languageServerFile: String?
    var childFolder: (path: String, report: String)?
    var childLint: (path: String, report: String)?
    var hostile = false
    var commandFiles = false
    var help = false

    init(arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            func value() -> String {
                defer { index += 1 }
                return index < arguments.count ? arguments[index] : ""
            }
            switch argument {
            case "--json": json = true
            case "--iterations": iterations = max(1, Int(value()) ?? 5)
            case "--generate": generate = Double(value())
            case "--only": only = Stage(rawValue: value())
            case "--process-file": processFile = value()
            case "--process-only": processOnly = true
            case "--rules": ruleBreakdown = true
            case "--phases": phaseBreakdown = true
            case "--digest": digestFiles = true
            case "--scan-sources": scanSources = Double(value())
            case "--many-files": manyFiles = Int(value())
            case "--lookups": lookupsFile = value()
            case "--lsp": languageServerFile = value()
            case "--child-folder": childFolder = (value(), value())
            case "--child-lint": childLint = (value(), value())
            case "--hostile": hostile = true
            case "--command": commandFiles = true
            case "--help", "-h": help = true
            case "--child":
                let stage = Stage(rawValue: value()) ?? .lint
                let path = value()
                childStage = (stage, path, value())
            default: files.append(argument)
            }
        }
    }

    func run() -> Int32 {
        if let (stage, path, report) = childStage {
            // One stage in a child, which writes its own peak memory in kilobytes to `report`. The
            // child sets up malloc as `nss` and `nsslint` do (with glibc's defaults, the pipeline
            // on the generated 50 MB theme peaks at 3.70x its input instead of 3.63x).
            CommandContext.prepareProcess()
            guard let bytes = try? FileSystem.read(path) else { return 2 }
            _ = stage.run(SourceFile(path: path, bytes: bytes))
            writeFile(report, String(ownPeakKilobytes()))
            return 0
        }
        if let megabytes = scanSources { return runSourceScan(megabytes: megabytes) }
        if let (path, report) = childFolder { return lintFolderInChild(path, report: report) }
        if let count = manyFiles { return runManyFiles(count) }
        if let (path, report) = childLint { return lintFileInChild(path, report: report) }
        if hostile { return runHostile() }
        if commandFiles { return runCommands(files) }
        if digestFiles { return printFindingsDigests(files) }
        if let path = lookupsFile { return runLookups(path) }
        if let path = languageServerFile { return runLanguageServer(path) }
        var inputs = files
        if let megabytes = generate {
            let path = "/tmp/nss-bench-generated-\(Int(megabytes * 1000))kb.nss"
            writeFile(path, ThemeGenerator.generate(bytes: Int(megabytes * 1_000_000), seed: 42))
            inputs.append(path)
        }
        guard !inputs.isEmpty || processOnly, !help else {
            print(Self.usage)
            return help ? 0 : 2
        }
        var last: [(key: String, value: JSONValue)] = []
        for path in inputs {
            guard let results = measureFile(path) else { return 2 }
            last = results
        }
        if only == nil {
            let file =
                processFile
                ?? {
                    let path = "/tmp/nss-bench-typical-50kb.nss"
                    writeFile(path, ThemeGenerator.typical(bytes: 50_000))
                    return path
                }()
            guard let timing = processTiming(file) else { return 2 }
            print(
                "  nsslint on a 50 KB theme as a process: median \(format(timing.median * 1000)) ms, min \(format(timing.minimum * 1000)) ms"
            )
            last.append(("process_50kb_ms", .number(timing.median * 1000)))
        }
        if json {
            let members = last
            print(JSONWriter().string(.object(members)))
        }
        return 0
    }

    /// Every stage on one file, its peak memory, printed; the figures for `--json`.
    func measureFile(_ path: String) -> [(key: String, value: JSONValue)]? {
        guard let bytes = try? FileSystem.read(path) else {
            print("cannot read \(path)")
            return nil
        }
        let source = SourceFile(path: path, bytes: bytes)
        let megabytes = Double(bytes.count) / 1e6
        print("\(path): \(bytes.count) bytes")
        var results: [(key: String, value: JSONValue)] = [
            ("file", .string(path)), ("bytes", .number(Double(bytes.count))),
        ]
        for stage in Stage.allCases where only == nil || only == stage {
            var count = 0
            let timing = measure { count = stage.run(source) }
            let mbps = megabytes / timing.median
            print(
                "  \(stage.rawValue.padding(10))\(format(mbps)) MB/s  median \(format(timing.median * 1000)) ms, "
                    + "min \(format(timing.minimum * 1000)) ms, max \(format(timing.maximum * 1000)) ms  (\(count))"
            )
            results.append(("\(stage.rawValue)_mbps", .number(mbps)))
            results.append(("\(stage.rawValue)_ms", .number(timing.median * 1000)))
        }
        if ruleBreakdown { printRuleBreakdown(source) }
        if phaseBreakdown { printPipelinePhases(source) }
        if only == nil {
            let parsePeak = childPeakMegabytes(stage: .parse, path: path)
            let peak = childPeakMegabytes(stage: .pipeline, path: path)
            print(
                "  peak memory in a child process: parse \(format(parsePeak)) MB (\(format(parsePeak / megabytes)) x the input), "
                    + "parse + resolve + lint \(format(peak)) MB (\(format(peak / megabytes)) x)")
            results.append(("peak_rss_mb", .number(peak)))
            results.append(("peak_parse_rss_mb", .number(parsePeak)))
        }
        return results
    }

    /// Where a full lint's time goes: the shared facts, then each rule (median milliseconds).
    /// Rules the default configuration leaves off (which the pipeline does not run) are marked.
    func printRuleBreakdown(_ source: SourceFile) {
        let theme = Theme(trees: [SyntaxTree.parse(source)])
        let linter = Linter()
        var context: LintContext?
        let contextTiming = measure {
            context = LintContext(
                theme: theme, schema: linter.schema, configuration: linter.configuration,
                runtime: linter.runtime(for: theme))
        }
        print("    facts (LintContext) \(format(contextTiming.median * 1000)) ms")
        guard let context else { return }
        var rows: [(String, Double, Int)] = []
        for ruleType in Linter.rules {
            let description = ruleType.description
            guard description.applies(to: context.profile) else { continue }
            let isOff = linter.configuration.setting(for: description) == .off
            var count = 0
            let timing = measure {
                var collector = FindingCollector(ruleID: description.id, severity: .warning, file: source)
                ruleType.init().check(context, &collector)
                count = collector.batch.count
            }
            rows.append((description.id + (isOff ? " (off)" : ""), timing.median * 1000, count))
        }
        for (id, milliseconds, count) in rows.sorted(by: { $0.1 > $1.1 }) where milliseconds >= 0.05 {
            print("    \(id.padding(32))\(format(milliseconds)) ms  (\(count) findings)")
        }
    }

    func measure(_ body: () -> Void) -> Timing {
        body()  // warm-up: page cache, lazy tables
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = now()
            body()
            samples.append(now() - start)
        }
        return Timing(samples: samples)
    }

    /// The peak resident memory of a child process that runs one stage on the file.
    func childPeakMegabytes(stage: Stage, path: String) -> Double {
        let executable = CommandLine.arguments[0]
        let report = "/tmp/nss-bench-peak-\(getpid()).txt"
        defer { unlink(report) }
        guard let status = spawn(executable, ["--child", stage.rawValue, path, report]), status.exited,
            let text = try? FileSystem.read(report), let kilobytes = Double(String(decoding: text, as: UTF8.self))
        else { return 0 }
        return megabytes(kilobytes: kilobytes)
    }

    /// Wall time of `nsslint FILE` (the binary beside this one), output discarded; nil, said on
    /// standard error, when it cannot be run or does not end by itself: timing a spawn that
    /// failed printed a figure of a tenth of a millisecond.
    func processTiming(_ file: String) -> Timing? {
        let directory = CommandLine.arguments[0].split(separator: "/").dropLast().joined(separator: "/")
        let nsslint = (CommandLine.arguments[0].hasPrefix("/") ? "/" : "") + directory + "/nsslint"
        guard let first = spawn(nsslint, [file]), first.exited, first.status <= 1 else {
            fputs("nss-bench: cannot time \(nsslint) \(file): build nsslint beside nss-bench\n", stderr)
            return nil
        }
        return measure { _ = spawn(nsslint, [file]) }
    }
}

/// Runs a program, output discarded, and waits for it; nil when it cannot be started.
func spawn(_ path: String, _ arguments: [String]) -> (exited: Bool, status: Int32)? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid else { return nil }
    // A normal exit leaves the low 7 bits (the terminating signal) zero.
    return (status & 0x7F == 0, (status >> 8) & 0xFF)
}

/// Megabytes (10^6 bytes, as input sizes are given) of a figure the kernel gives in kilobytes
/// (1,024 bytes): dividing by 1,024 alone gave mebibytes, and ratios to the input 4.9% low.
func megabytes(kilobytes: Double) -> Double { kilobytes * 1024 / 1e6 }

/// This process's peak resident memory in kilobytes. On Linux from /proc (VmHWM), read line by
/// line since /proc files have no size: getrusage's figure for a spawned child starts from its
/// parent's peak.
func ownPeakKilobytes() -> Int {
    #if os(Linux)
        if let file = fopen("/proc/self/status", "r") {
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard text.hasPrefix("VmHWM:") else { continue }
                let fields = text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" })
                if let value = Int(fields.first ?? "") { return value }
            }
        }
    #endif
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
    #endif
}

func writeFile(_ path: String, _ text: String) {
    guard let handle = fopen(path, "w") else { return }
    _ = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, handle) }
    fclose(handle)
}

func format(_ value: Double) -> String {
    NumberFormat.string((value * 10).rounded() / 10)
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
