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
            switch Result(catching: { () throws(FileError) in try FileSystem.kind(of: candidate) }) {
            case .success(.file), .success(.other):
                // A FIFO or device under that name is refused by the read, with its reason.
                let loaded = loadConfiguration(at: candidate) ?? LintConfiguration()
                for folder in visited { configurations[folder] = loaded }
                return loaded.origin == nil ? nil : loaded
            case .success(.directory), .failure:
                break
            }
            // A configuration above the repository, or on another file system (a shared /tmp, a
            // home folder), is not the project's: the search ends at the folder holding .git and
            // at a mount point.
            let parent = FilePaths.directory(of: directory)
            if parent == directory || directory == "/" || directory == "." || FileSystem.exists(directory + "/.git")
                || !FileSystem.sameDevice(directory, parent)
            {
                break
            }
            directory = parent
        }
        for folder in visited { configurations[folder] = LintConfiguration() }
        return nil
    }

    mutating func loadConfiguration(at path: String) -> LintConfiguration? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            fail(error.description)
            return nil
        }
        do {
            // The folder resolved, as for a configuration found by the search: ignore patterns
            // are matched against resolved paths, however the file was named (`-c conf.json`).
            let folder = FilePaths.directory(of: path)
            return try LintConfiguration.parse(
                bytes, origin: path, directory: POSIX.realPath(folder) ?? folder,
                knownRules: Linter.rules.map { $0.description.id })
        } catch {
            fail("\(path): \(error.description)")
            return nil
        }
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
