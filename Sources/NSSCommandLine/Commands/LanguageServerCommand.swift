import NSSJSON
import NSSLanguageServer
import NSSLint

/// `nss lsp`: the NSS language server over standard input and output (LSP base protocol).
enum LanguageServerCommand {
    static let tool = "nss lsp"

    static let parser = ArgumentParser([.flag("help", short: "h", help: "show this help")])

    static var help: String {
        """
        USAGE: nss lsp

        A Language Server Protocol 3.17 server for NSS on standard input and output, for any
        editor: nsslint's findings as diagnostics after each change, document and range
        formatting (nss fmt's layout). Start it from the editor; it ends on 'exit' or when its
        input closes.

        OPTIONS:
        \(parser.helpText)
        """
    }

    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        switch context.parse(arguments, with: parser, tool: tool, help: { help }) {
        case .exit(let status): return status
        case .run: break
        }
        // Each file is linted with the .nsslint.json nsslint would find for it.
        nonisolated(unsafe) var search = ConfigurationSearch()
        let server = LanguageServer(
            configuration: { path in search.configuration(for: path) { context.warn(tool, $0) } ?? LintConfiguration()
            },
            files: FileSystem.themeAccess)
        var reader = MessageReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !server.hasExited {
            let count = POSIX.readSome(0, into: &chunk)
            guard count > 0 else { break }
            reader.append(chunk[..<count])
            while let frame = reader.next() {
                let replies: [JSONValue]
                switch frame {
                case .message(let body): replies = server.handle(body)
                case .broken(let reason):
                    context.fail(tool, reason)
                    return ExitCode.failure
                }
                for reply in replies {
                    let bytes = MessageReader.frame(reply)
                    guard bytes.withUnsafeBytes({ POSIX.writeAll(1, $0) }) else { return ExitCode.failure }
                }
                if server.hasExited { break }
            }
        }
        // LSP: exit after shutdown is a clean end; anything else is not.
        return server.isShutDown ? ExitCode.success : ExitCode.findings
    }
}
