#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
