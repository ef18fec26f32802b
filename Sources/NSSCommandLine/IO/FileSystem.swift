import NSSTheme

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that could not be read or written, with a message that names it.
public struct FileError: Error, CustomStringConvertible, Equatable {
    /// The path as the user gave it.
    public var path: String
    /// What went wrong, in words: "no such file or directory".
    public var reason: String

    /// A short human-readable form.
    public var description: String { "\(path): \(reason)" }
}

/// Reading files with POSIX calls: no Foundation in the tools' start-up path, and every failure
/// turned into a ``FileError`` with the system's reason.
public enum FileSystem {
    /// The largest file the tools read: larger inputs are refused with a clear message rather than
    /// read into memory. Real themes are a few hundred kilobytes.
    public static let maximumFileSize = 512 * 1024 * 1024

    /// The contents of the file at `path`.
    /// Only a regular file is read: opening does not wait for a FIFO's writer (O_NONBLOCK), and a
    /// FIFO, device or socket is refused before a byte of it is read.
    /// With `text`, a file with a NUL byte in its first 8,000 bytes is refused as binary as soon as
    /// they are read, not after the whole file.
    public static func read(_ path: String, limit: Int = maximumFileSize, text: Bool = false) throws(FileError)
        -> [UInt8]
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw FileError(path: path, reason: POSIX.describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, reason: POSIX.describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError(path: path, reason: "is a directory")
        default: throw FileError(path: path, reason: "not a regular file (a FIFO, socket or device): not read")
        }
        let expected = Int(status.st_size)
        if expected > limit {
            throw FileError(path: path, reason: "file is too large (\(expected) bytes; the limit is \(limit) bytes)")
        }
        return try readAll(descriptor, path: path, sizeHint: expected, limit: limit, text: text)
    }

    /// The bytes a text file must not have a NUL in: a binary file is told apart as Git does.
    public static let binaryProbeLength = 8000

    /// Whether bytes are a binary file's: a NUL in the first ``binaryProbeLength``.
    public static func looksBinary(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.prefix(binaryProbeLength).contains(0)
    }

    /// Everything readable from standard input.
    public static func readStandardInput(limit: Int = maximumFileSize) throws(FileError) -> [UInt8] {
        try readAll(0, path: "<stdin>", sizeHint: 0, limit: limit)
    }

    private static func readAll(
        _ descriptor: Int32, path: String, sizeHint: Int, limit: Int, text: Bool = false
    ) throws(FileError) -> [UInt8] {
        var probed = !text
        var bytes: [UInt8] = []
        // The size the file said, plus one byte to see its end: a file's bytes live as long as
        // its findings, so 20,000 small files must not each keep a 64 KB buffer.
        var capacity = sizeHint > 0 ? sizeHint + 1 : 64 * 1024
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: POSIX.describe(errno))
            }
            if count == 0 { break }
            if !probed, bytes.count + count >= binaryProbeLength || count < chunk.count {
                probed = true
                if looksBinary(bytes + chunk[0..<count]) {
                    throw FileError(path: path, reason: "a binary file, not an NSS stylesheet")
                }
            }
            if bytes.count + count > limit {
                throw FileError(path: path, reason: "file is too large (more than \(limit) bytes)")
            }
            if bytes.count + count > capacity {
                capacity *= 2
                bytes.reserveCapacity(capacity)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        // Grown past what it holds (standard input, a file that grew while read): trimmed.
        return bytes.capacity > bytes.count + bytes.count / 2 + 4096 ? Array(bytes) : bytes
    }

    /// Whether anything exists at `path` (a dangling link counts).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether two existing paths are on the same file system (following links).
    public static func sameDevice(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
    }

    /// Whether `path` names a directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

/// `read(2)`, under a name no method shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension FileSystem {
    /// File access for themes: POSIX reads and `realpath`, so imports are checked against the
    /// theme's folder after symbolic links are followed.
    public static let themeAccess = ThemeFileAccess(
        read: { path in try FileSystem.read(path) },
        canonicalPath: { path in POSIX.realPath(path) }
    )
}
