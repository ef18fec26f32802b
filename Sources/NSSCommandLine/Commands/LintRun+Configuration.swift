import NSSAppSources
import NSSLint
import NSSTheme

/// Where a run's configuration comes from: --config, or the nearest .nsslint.json above each
/// file; and the schema each configuration asks for.
extension LintRun {
    /// The configuration for a file: --config, else the nearest .nsslint.json above it, with the
    /// command line's profile and schema files on top.
    mutating func configuration(for path: String) -> LintConfiguration? {
        var configuration = explicitConfiguration ?? discoveredConfiguration(for: path) ?? LintConfiguration()
        if let profile = options.profile { configuration.profile = profile }
        let sources = configuration.sources.map { FilePaths.join(configuration.directory, $0) } + options.sources
        if !sources.isEmpty { configuration.appSources = appSources(sources) }
        return configuration
    }

    mutating func discoveredConfiguration(for path: String) -> LintConfiguration? {
        var problems: [String] = []
        defer { for problem in problems { fail(problem) } }
        return configurationSearch.configuration(for: path) { problems.append($0) }
    }

    mutating func loadConfiguration(at path: String) -> LintConfiguration? {
        var problems: [String] = []
        defer { for problem in problems { fail(problem) } }
        return ConfigurationSearch.load(at: path) { problems.append($0) }
    }

    mutating func schema(for configuration: LintConfiguration) -> Schema? {
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

    /// The app's sources scanned, once per set of paths. A file that cannot be read fails the
    /// run: a cross-reference that silently missed files would report live rules as dead.
    mutating func appSources(_ paths: [String]) -> AppSources {
        let key = paths.joined(separator: "\u{0}")
        if let cached = scannedSources[key] { return cached }
        var problems: [String] = []
        var warnings: [String] = []
        let sources = AppSourceScan.scan(paths, fail: { problems.append($0) }, warn: { warnings.append($0) })
        for warning in warnings { context.warn("nsslint", warning) }
        for problem in problems { fail(problem) }
        scannedSources[key] = sources
        return sources
    }
}
