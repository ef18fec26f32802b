import NSSAppSources
import NSSTheme

/// Reads an app's sources from disk for the cross-reference (`nsslint --sources`, `nss resolve
/// --view`): the files under each path that the scan understands, outside foreign folders.
enum AppSourceScan {
    /// Folders that hold other projects' code or build products, not the app's own.
    static let foreignFolders: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData"]

    /// Scans the paths (folders or files). Every problem is passed to `fail`: a file that cannot
    /// be read, a path that is no file or folder, a folder with nothing to scan (which would make
    /// every custom class look unused). What the walk leaves out (a link out of the folder) goes
    /// to `warn`.
    static func scan(_ paths: [String], fail: (String) -> Void, warn: (String) -> Void) -> AppSources {
        var sources = AppSources()
        for path in paths {
            var files: [String] = []
            switch Result(catching: { () throws(FileError) in try FileSystem.kind(of: path) }) {
            case .success(.directory):
                files = FileSystem.files(
                    under: path, named: AppSources.isScannable,
                    skip: { foreignFolders.contains(FilePaths.displayName($0)) },
                    problem: { fail($0.description) }, skipped: { warn("skipped \($0.description)") })
                if files.isEmpty {
                    fail("\(path): no Swift, Objective-C, storyboard, xib or MDK file to scan for the app's classes")
                }
            case .success(.file):
                files = [path]
            case .success(.other):
                fail("\(path): not a regular file or folder")
            case .failure(let error):
                fail(error.description)
            }
            for file in files {
                do {
                    sources.scan(try FileSystem.read(file), path: file)
                } catch {
                    fail(error.description)
                }
            }
        }
        return sources
    }
}
