#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What a path is.
    public enum Kind: Sendable {
        /// A regular file (or a link to one).
        case file
        /// A directory (or a link to one).
        case directory
        /// Something else: a device, a socket, a pipe.
        case other
    }

    /// What `path` is, following links; an error says why it cannot be looked at.
    public static func kind(of path: String) throws(FileError) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileError(path: path, reason: POSIX.describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The `.nss` files below a directory, in byte order of their paths. Links are followed only
    /// to places inside the directory, and a directory never twice (so a link loop ends); what
    /// is left out is said through `skipped` (a link out of the folder, a FIFO or device with a
    /// stylesheet's name). Entries that cannot be looked at, unreadable subdirectories and names
    /// that are not UTF-8 go to `problem`: they could be stylesheets, and were not linted.
    public static func nssFiles(
        under directory: String, skip: (String) -> Bool = { _ in false }, problem: (FileError) -> Void,
        skipped: (FileError) -> Void = { _ in }
    ) -> [String] {
        files(under: directory, named: { $0.hasSuffix(".nss") }, skip: skip, problem: problem, skipped: skipped)
    }

    /// The files below a directory whose names `named` accepts, walked as ``nssFiles(under:skip:problem:skipped:)``.
    public static func files(
        under directory: String, named: (String) -> Bool, skip: (String) -> Bool = { _ in false },
        problem: (FileError) -> Void, skipped: (FileError) -> Void = { _ in }
    ) -> [String] {
        withoutActuallyEscaping(named) { named in
            var walker = Walker(root: POSIX.realPath(directory) ?? directory, named: named)
            walker.walk(directory, skip: skip, problem: problem, skipped: skipped)
            return walker.result
        }
    }

    /// One walk of a folder tree: what was found, and the directories already entered.
    private struct Walker {
        let root: String
        let named: (String) -> Bool
        var result: [String] = []
        var visited: Set<[UInt64]> = []

        /// Whether a resolved path is the root or below it.
        func isInside(_ resolved: String) -> Bool {
            resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
        }

        mutating func walk(
            _ path: String, skip: (String) -> Bool, problem: (FileError) -> Void, skipped: (FileError) -> Void
        ) {
            var status = stat()
            guard stat(path, &status) == 0 else {
                problem(FileError(path: path, reason: POSIX.describe(errno)))
                return
            }
            guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
            guard let handle = opendir(path) else {
                problem(FileError(path: path, reason: POSIX.describe(errno)))
                return
            }
            var names: [[UInt8]] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if name == [0x2E] || name == [0x2E, 0x2E] { continue }
                names.append(name)
            }
            closedir(handle)
            for raw in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard let name = String(validating: raw, as: UTF8.self) else {
                    // A path made of replacement characters would name another file, or none.
                    let shown = String(decoding: raw, as: UTF8.self)
                    problem(
                        FileError(path: path + "/" + shown, reason: "the name is not UTF-8, so it cannot be linted"))
                    continue
                }
                let child = path == "/" ? "/" + name : path + "/" + name
                if name.hasPrefix(".") || skip(child) { continue }
                visit(child, name: name, skip: skip, problem: problem, skipped: skipped)
            }
        }

        private mutating func visit(
            _ child: String, name: String, skip: (String) -> Bool, problem: (FileError) -> Void,
            skipped: (FileError) -> Void
        ) {
            var own = stat()
            guard lstat(child, &own) == 0 else {
                // Gone since the folder was read: nothing to say. Anything else (a path past
                // PATH_MAX, no permission) may hide stylesheets, so it is said, whatever the name.
                let code = errno
                if named(name) || code != ENOENT { problem(FileError(path: child, reason: POSIX.describe(code))) }
                return
            }
            if own.st_mode & S_IFMT == S_IFLNK {
                guard let target = POSIX.realPath(child) else {
                    // A dangling link or a loop: said only when it looks like a stylesheet.
                    if named(name) { problem(FileError(path: child, reason: "a link to nothing that can be read")) }
                    return
                }
                guard isInside(target) else {
                    skipped(FileError(path: child, reason: "a link to \(target), outside \(root): not followed"))
                    return
                }
            }
            var status = stat()
            guard stat(child, &status) == 0 else {
                if named(name) { problem(FileError(path: child, reason: POSIX.describe(errno))) }
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(child, skip: skip, problem: problem, skipped: skipped)
            case S_IFREG:
                if named(name) { result.append(child) }
            default:
                if named(name) {
                    skipped(FileError(path: child, reason: "not a regular file (a FIFO, socket or device)"))
                }
            }
        }
    }

    /// The regular `.nss` files directly in a directory (not below it) of at most `maximumSize`
    /// bytes, in byte order; nothing when the directory cannot be read.
    public static func nssFiles(in directory: String, maximumSize: Int) -> [String] {
        nssFiles(
            under: directory,
            skip: { child in
                var status = stat()
                guard stat(child, &status) == 0 else { return true }
                return status.st_mode & S_IFMT != S_IFREG || Int(status.st_size) > maximumSize
            }, problem: { _ in })
    }

    /// Replaces a file's content atomically: the bytes go to a temporary file in the same
    /// folder, which then takes the file's place by rename, keeping its permissions. Before the
    /// rename the file is read again, and if it no longer holds `expected` nothing is replaced.
    public static func replace(_ path: String, with bytes: [UInt8], expecting expected: [UInt8]) throws(FileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw FileError(path: path, reason: POSIX.describe(errno)) }
        try checkReplaceable(path, status)
        try writeAtomically(
            bytes, to: path, failure: "not fixed",
            prepare: { descriptor throws(FileError) in
                // The owner first: a change of owner clears the set-user-ID bit the mode then restores.
                if status.st_uid != geteuid() || status.st_gid != getegid() {
                    guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
                        throw FileError(
                            path: path, reason: "owned by another user, whose ownership a rewrite would lose; not fixed"
                        )
                    }
                }
                fchmod(descriptor, status.st_mode & 0o7777)
            },
            beforeRename: { () throws(FileError) in
                let current: [UInt8]
                switch Result(catching: { () throws(FileError) in try read(path) }) {
                case .success(let bytes): current = bytes
                case .failure(let error): throw FileError(path: path, reason: "not fixed: " + error.reason)
                }
                guard current == expected else {
                    throw FileError(
                        path: path, reason: "changed since it was read; not fixed (run nsslint --fix again)")
                }
            })
    }

    /// The one way files are written: the bytes into a new temporary file beside `path`,
    /// `prepare`d (owner, mode), synced, checked by `beforeRename`, then renamed over `path`. The
    /// temporary file is removed on any failure and on SIGINT, SIGTERM or SIGHUP.
    static func writeAtomically(
        _ bytes: [UInt8], to path: String, failure: String, prepare: (Int32) throws(FileError) -> Void,
        beforeRename: () throws(FileError) -> Void = {}
    ) throws(FileError) {
        let (descriptor, temporary) = try temporaryFile(beside: path)
        var cleanup = true
        defer {
            if cleanup { unlink(temporary) }
        }
        TemporaryFiles.pending(temporary)
        defer { TemporaryFiles.pending(nil) }
        let written = bytes.withUnsafeBytes { POSIX.writeAll(descriptor, $0) }
        let writeError = errno
        do {
            try prepare(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        let synced = fsync(descriptor) == 0
        let syncError = errno
        close(descriptor)
        guard written else { throw FileError(path: path, reason: "\(failure): " + POSIX.describe(writeError)) }
        guard synced else { throw FileError(path: path, reason: "\(failure): " + POSIX.describe(syncError)) }
        try beforeRename()
        guard rename(temporary, path) == 0 else {
            throw FileError(path: path, reason: "\(failure): " + POSIX.describe(errno))
        }
        cleanup = false
    }

    /// A new temporary file (mode 0600) in the folder of `path`, named after it, open for
    /// writing: a rename from there to `path` is atomic.
    static func temporaryFile(beside path: String) throws(FileError) -> (descriptor: Int32, path: String) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(name).nsslint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: "cannot write beside it: " + POSIX.describe(errno))
        }
        return (descriptor, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Refuses, with the reason, a file that a rewrite by rename would not keep as it is: a link
    /// (it would become a copy), a file with several hard links (they would be split), a read-only
    /// file, one with extended attributes (they would be dropped).
    static func checkReplaceable(_ path: String, _ status: stat) throws(FileError) {
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            let target = POSIX.realPath(path).map { " to \($0)" } ?? ""
            throw FileError(path: path, reason: "a symbolic link\(target): --fix edits files, not links; not fixed")
        case S_IFREG:
            break
        default:
            throw FileError(path: path, reason: "not a regular file; not fixed")
        }
        if status.st_nlink > 1 {
            throw FileError(
                path: path, reason: "has \(status.st_nlink) hard links, which a rewrite would split; not fixed")
        }
        if status.st_mode & S_IWUSR == 0 {
            throw FileError(path: path, reason: "read-only; not fixed")
        }
        if POSIX.hasExtendedAttributes(path) {
            throw FileError(path: path, reason: "has extended attributes, which a rewrite would drop; not fixed")
        }
    }
}

extension FileSystem {
    /// Writes a file the tool produces (a report with `--output`, a baseline) atomically: into a
    /// temporary file beside it, synced, then renamed over it, so that a reader never sees half a
    /// report and an interruption leaves the old one. A symbolic link at `path` is replaced by the
    /// file, never written through (a link planted in a checkout cannot redirect the write); an
    /// existing file keeps its permission bits, a new one gets 0666 less the umask.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists && status.st_mode & S_IFMT == S_IFDIR { throw FileError(path: path, reason: "is a directory") }
        let mask = umask(0o022)
        umask(mask)
        let mode = exists && status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : 0o666 & ~mask
        try writeAtomically(bytes, to: path, failure: "not written", prepare: { fchmod($0, mode) })
    }
}
