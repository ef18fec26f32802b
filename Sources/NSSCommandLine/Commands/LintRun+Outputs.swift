import NSSLint
import NSSTheme

/// Where a run's results go besides standard output: `--output`, and the baseline read with
/// `--baseline` and written with `--write-baseline`.
extension LintRun {
    /// The report, to `--output` (atomically) or standard output.
    mutating func writeReport(_ text: String) {
        guard let path = options.outputPath else {
            context.standardOutput.write(text)
            return
        }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            fail(error.description)
        }
    }

    /// The file a build system waits for (`--stamp`): written only after a run that passed, so a
    /// failed lint runs again on the next build.
    mutating func writeStamp(_ summary: RunSummary, to path: String) {
        let text = "nsslint: \(summary.files) files, \(summary.warnings) warnings, \(summary.notes) notes\n"
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            fail(error.description)
        }
    }

    /// Records every finding of the run (before `--baseline` and `--quiet` leave any out).
    mutating func writeBaseline(_ reports: [FileReport], to path: String) {
        let baseline = Baseline(reports) { Self.baselineName(of: $0, baseline: path) }
        do {
            try FileSystem.writeAtomically(Array(baseline.json.utf8), to: path)
        } catch {
            fail(error.description)
        }
    }

    /// The reports without the findings the baseline at `path` accepts; nil when it cannot be read.
    mutating func applyBaseline(at path: String, to reports: [FileReport]) -> [FileReport]? {
        let baseline: Baseline
        do {
            baseline = try Baseline(parsing: try FileSystem.read(path, text: true))
        } catch let error as FileError {
            fail(error.description)
            return nil
        } catch {
            fail("\(path): \(error)")
            return nil
        }
        return baseline.filter(reports) { Self.baselineName(of: $0, baseline: path) }
    }

    /// A linted file as a baseline names it: relative to the baseline's folder when inside it, so
    /// the same baseline matches from any working folder; standard input by its name.
    static func baselineName(of path: String, baseline: String) -> String {
        guard path != "<stdin>", let current = POSIX.currentDirectory() else { return FilePaths.normalize(path) }
        let absolute = FilePaths.join(current, path)
        let folder = FilePaths.join(current, FilePaths.directory(of: baseline))
        let root = POSIX.realPath(folder) ?? folder
        let resolved =
            POSIX.realPath(FilePaths.directory(of: absolute)).map {
                FilePaths.join($0, String(absolute.split(separator: "/").last ?? ""))
            } ?? absolute
        guard FilePaths.isInside(resolved, root: root), resolved != root else { return resolved }
        return String(resolved.dropFirst(root == "/" ? 1 : root.count + 1))
    }
}
