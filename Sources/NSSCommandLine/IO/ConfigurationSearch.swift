import NSSLint
import NSSTheme

/// Finds and reads `.nsslint.json` files for the tools, once per folder.
struct ConfigurationSearch {
    /// Configurations found, by folder; an entry without an origin means none.
    private var configurations: [String: LintConfiguration] = [:]

    /// The nearest `.nsslint.json` above a file (`-` looks from the working folder), or nil.
    /// The search ends at the folder holding `.git` and at a mount point: a configuration above
    /// the repository, or on another file system, is not the project's.
    mutating func configuration(for path: String, fail: (String) -> Void) -> LintConfiguration? {
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
                let loaded = Self.load(at: candidate, fail: fail) ?? LintConfiguration()
                for folder in visited { configurations[folder] = loaded }
                return loaded.origin == nil ? nil : loaded
            case .success(.directory), .failure:
                break
            }
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

    /// A configuration file read and checked; nil after saying why it cannot be used.
    static func load(at path: String, fail: (String) -> Void) -> LintConfiguration? {
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
}
