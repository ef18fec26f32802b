#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls the tools need, behind names that read the same on every platform.
enum POSIX {
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        case ELOOP: return "too many levels of symbolic links"
        case ENOTDIR: return "a component of the path is not a directory"
        case ENAMETOOLONG: return "file name too long"
        case ENOSPC: return "no space left on device"
        case EROFS: return "read-only file system"
        case EFBIG: return "file too large for the file system or the file size limit"
        case EMFILE, ENFILE: return "too many open files"
        default:
            guard let message = strerror(code) else { return "error \(code)" }
            return String(cString: message).lowercased()
        }
    }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Ignores SIGXFSZ, so a write past the file size limit fails with EFBIG instead.
    static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Makes glibc's malloc take every buffer of 64 KB or more straight from mmap, so that one
    /// freed in the middle of a run (a parse's scratch, a rule's tables) goes back to the system.
    /// By default glibc raises that threshold to the largest buffer freed so far (the file just
    /// read, megabytes), and later buffers freed between live ones stay resident: 4.5 MB more
    /// peak memory linting a 21 MB theme.
    static func returnFreedBuffersToTheSystem() {
        #if canImport(Glibc)
            // Swift's Glibc module leaves <malloc.h> out: mallopt is looked up, and
            // M_MMAP_THRESHOLD is that header's -3.
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mmapThreshold: Int32 = -3
            _ = unsafeBitCast(symbol, to: MallocOption.self)(mmapThreshold, 64 * 1024)
        #endif
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Writes all of `bytes`, retrying after interruptions and short writes.
    @discardableResult
    /// Reads what is available from a descriptor into `buffer` (waiting for at least a byte):
    /// the count, 0 at the end, -1 on an error other than an interruption.
    static func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

extension POSIX {
    /// The process's current folder, or nil when it cannot be named (deleted, or too long).
    static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// The path with symbolic links resolved, or nil when it does not exist (or loops).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension POSIX {
    /// Whether a file (not a link's target) has extended attributes.
    static func hasExtendedAttributes(_ path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl)
            // <sys/xattr.h> is not in the Glibc module: the C library's function is looked up.
            typealias ListAttributes = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
            guard let symbol = dlsym(nil, "llistxattr") else { return false }
            return unsafeBitCast(symbol, to: ListAttributes.self)(path, nil, 0) > 0
        #elseif canImport(Darwin)
            return listxattr(path, nil, 0, XATTR_NOFOLLOW) > 0
        #else
            return false
        #endif
    }
}

/// The temporary file `--fix` is writing, removed if the process is interrupted before it takes
/// the file's place: a signal handler may only call async-signal-safe functions, so the path is
/// kept as a C string ready for unlink(2).
enum TemporaryFiles {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    /// Records the file being written (nil when there is none) and installs the handlers once.
    static func pending(_ file: String?) {
        if !installed {
            installed = true
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber) { received in
                    if let pending = TemporaryFiles.path { unlink(pending) }
                    _exit(128 + received)
                }
            }
        }
        let old = path
        path = file.map { strdup($0) }
        free(old)
    }
}
