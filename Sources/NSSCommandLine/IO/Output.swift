/// Where a command writes: a file descriptor (buffered, flushed at the end) or memory (for tests).
public final class OutputChannel: @unchecked Sendable {
    private enum Target {
        case descriptor(Int32)
        case memory
    }

    private let target: Target
    private var buffer: [UInt8] = []
    /// Whether the channel is an interactive terminal, where color is welcome.
    public let isTerminal: Bool

    /// Standard output.
    public static func standardOutput() -> OutputChannel {
        OutputChannel(target: .descriptor(1), isTerminal: POSIX.isTerminal(1))
    }

    /// Standard error.
    public static func standardError() -> OutputChannel {
        OutputChannel(target: .descriptor(2), isTerminal: POSIX.isTerminal(2))
    }

    /// A channel that keeps what is written, for tests.
    public static func memory(isTerminal: Bool = false) -> OutputChannel {
        OutputChannel(target: .memory, isTerminal: isTerminal)
    }

    private init(target: Target, isTerminal: Bool) {
        self.target = target
        self.isTerminal = isTerminal
    }

    deinit { flush() }

    /// Appends text.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    /// Appends text and a line feed.
    public func line(_ text: String) {
        write(text)
        buffer.append(0x0A)
    }

    /// Appends raw bytes.
    public func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count > 1 << 16 { flush() }
    }

    /// Sends buffered output to its descriptor.
    public func flush() {
        guard case .descriptor(let descriptor) = target, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { _ = POSIX.writeAll(descriptor, $0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// What a memory channel holds.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    /// The bytes a memory channel holds.
    public var bytes: [UInt8] { buffer }
}

/// What a command runs with: its output channels, standard input and environment.
public struct CommandContext: Sendable {
    /// Normal output.
    public var standardOutput: OutputChannel
    /// Errors and progress.
    public var standardError: OutputChannel
    /// Reads standard input when a command is given `-`.
    public var readStandardInput: @Sendable () throws(FileError) -> [UInt8]
    /// Looks up an environment variable.
    public var environment: @Sendable (String) -> String?

    /// Creates a context.
    public init(
        standardOutput: OutputChannel,
        standardError: OutputChannel,
        readStandardInput: @escaping @Sendable () throws(FileError) -> [UInt8],
        environment: @escaping @Sendable (String) -> String?
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.environment = environment
    }

    /// The process's real standard streams and environment. Also makes a write past the file
    /// size limit (`ulimit -f`) fail with an error the tools report, rather than kill the process
    /// halfway through writing a file.
    public static func process() -> CommandContext {
        prepareProcess()
        return CommandContext(
            standardOutput: .standardOutput(),
            standardError: .standardError(),
            readStandardInput: { () throws(FileError) -> [UInt8] in try FileSystem.readStandardInput() },
            environment: { POSIX.environment($0) }
        )
    }

    /// Sets what ``process()`` sets for the whole process, for a caller that makes its own
    /// context: a write past the file size limit fails instead of killing the process, and freed
    /// large buffers go back to the system.
    public static func prepareProcess() {
        POSIX.ignoreFileSizeSignal()
        POSIX.returnFreedBuffersToTheSystem()
    }

    /// Whether diagnostics on standard output should be colored: only on a terminal, and never
    /// when `NO_COLOR` is set (https://no-color.org).
    public var wantsColor: Bool {
        standardOutput.isTerminal && (environment("NO_COLOR") ?? "").isEmpty
    }
}

/// The exit statuses the tools use.
public enum ExitCode {
    /// Success: nothing at error severity was found.
    public static let success: Int32 = 0
    /// Findings at error severity (or more warnings than allowed).
    public static let findings: Int32 = 1
    /// A usage error, or a file that could not be read or written.
    public static let failure: Int32 = 2
}
