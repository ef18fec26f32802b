import NSSFormat
import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// A Language Server Protocol 3.17 server for NSS, without I/O: ``handle(_:)`` takes one message's
/// bytes and returns the messages to send (responses and notifications), so any transport (the
/// `nss lsp` command's standard input and output, a test) can drive it. It keeps the open
/// documents, publishes nsslint's findings after each change, and formats.
///
/// What it offers: full and incremental text sync, diagnostics (rule id as code, related
/// information for notes, ranges in UTF-16 code units), document and range formatting. A
/// malformed message gets a -32700 error, an unknown request -32601, and the server goes on.
public final class LanguageServer {
    private var documents: [String: [UInt8]] = [:]
    /// The configuration a file gets, by its path (nsslint's `.nsslint.json` search in `nss lsp`).
    private let configuration: (String) -> LintConfiguration
    /// Whether `shutdown` was received; after `exit` the transport should stop.
    public private(set) var isShutDown = false
    /// Whether `exit` was received.
    public private(set) var hasExited = false

    /// How files that are not open are read, for `@import` (none: imports are not followed).
    private let files: ThemeFileAccess?

    /// A server that lints each file with the configuration `configuration` gives for its path
    /// (the defaults unless given), as nsslint would, following its imports through `files`
    /// (open documents are read from the editor's text).
    public init(
        configuration: @escaping (String) -> LintConfiguration = { _ in LintConfiguration() },
        files: ThemeFileAccess? = nil
    ) {
        self.configuration = configuration
        self.files = files
    }

    /// File access that reads open documents from the editor's text and the rest through `files`.
    func overlay(_ files: ThemeFileAccess) -> ThemeFileAccess {
        let open = Dictionary(
            documents.map { (FilePaths.normalize(Self.path(of: $0.key)), $0.value) }, uniquingKeysWith: { a, _ in a })
        return ThemeFileAccess(
            read: { requested in try open[FilePaths.normalize(requested)] ?? files.read(requested) },
            canonicalPath: { requested in
                files.canonicalPath(requested) ?? (open[FilePaths.normalize(requested)] != nil ? requested : nil)
            })
    }

    /// What a document is linted as: the split theme of its `.nsslint.json` it belongs to (with
    /// the index of its file and how the app loads the theme), else the document and its imports.
    func unit(_ uri: String) -> (theme: Theme, file: Int, loading: ThemeLoadingMode) {
        let path = Self.path(of: uri)
        let bytes = documents[uri] ?? []
        let alone = Theme(trees: [SyntaxTree.parse(SourceFile(path: path, bytes: bytes))])
        guard let files else { return (alone, 0, .joined) }
        let access = overlay(files)
        let identity = FilePaths.normalize(files.canonicalPath(path) ?? path)
        var paths = [path]
        var loading = ThemeLoadingMode.joined
        if let spec = configuration(path).theme(containing: identity) {
            paths = spec.files.map { $0 == identity ? path : $0 }
            loading = spec.loading
        }
        // The document itself is read from memory, so only other files can fail: then it is
        // linted alone, as nsslint does when a theme's file cannot be read.
        guard let theme = try? Theme.load(paths: paths, access: access) else { return (alone, 0, .joined) }
        let index =
            theme.files.indices.first {
                theme.files[$0].importedBy == nil
                    && FilePaths.normalize(theme.files[$0].tree.source.path) == FilePaths.normalize(path)
            } ?? 0
        return (theme, index, loading)
    }

    /// The theme a document starts, for navigation.
    func theme(_ uri: String) -> Theme { unit(uri).theme }

    /// The messages to send in answer to one received message.
    public func handle(_ bytes: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do {
            message = try JSONParser.parse(bytes)
        } catch {
            return [Self.error(id: .null, code: -32700, message: "parse error: \(error.description)")]
        }
        guard let method = message["method"]?.stringValue else {
            // A response to a request the server never sends, or junk: nothing to answer.
            return message["id"] == nil
                ? [] : [Self.error(id: message["id"]!, code: -32600, message: "invalid request")]
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        switch method {
        case "initialize": return id.map { [Self.result(id: $0, Self.capabilities)] } ?? []
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return []
        case "shutdown":
            isShutDown = true
            return id.map { [Self.result(id: $0, .null)] } ?? []
        case "exit":
            hasExited = true
            return []
        case "textDocument/didOpen": return didOpen(params)
        case "textDocument/didChange": return didChange(params)
        case "textDocument/didClose": return didClose(params)
        case "textDocument/codeAction", "textDocument/documentColor", "textDocument/colorPresentation":
            guard let id else { return [] }
            return [Self.result(id: id, edit(method, params))]
        case "textDocument/completion":
            guard let id else { return [] }
            return [Self.result(id: id, complete(params))]
        case "textDocument/rename":
            guard let id else { return [] }
            return [renameReply(id: id, params)]
        case "textDocument/documentSymbol", "textDocument/hover", "textDocument/definition", "textDocument/references":
            guard let id else { return [] }
            return [Self.result(id: id, navigate(method, params))]
        case "textDocument/formatting", "textDocument/rangeFormatting":
            guard let id else { return [] }
            return [Self.result(id: id, format(params, range: method == "textDocument/rangeFormatting"))]
        default:
            guard let id else { return [] }  // an unknown notification is ignored
            return [Self.error(id: id, code: -32601, message: "method not found: \(method)")]
        }
    }

    static let capabilities: JSONValue = .object([
        (
            "capabilities",
            .object([
                ("positionEncoding", "utf-16"),
                ("textDocumentSync", .object([("openClose", true), ("change", 2)])),
                ("documentFormattingProvider", true),
                ("documentSymbolProvider", true),
                ("hoverProvider", true),
                ("definitionProvider", true),
                ("referencesProvider", true),
                ("renameProvider", true),
                ("codeActionProvider", true),
                ("colorProvider", true),
                ("completionProvider", .object([("triggerCharacters", .array([":", "-", "_", "@"]))])),
                ("documentRangeFormattingProvider", true),
            ])
        ),
        ("serverInfo", .object([("name", "nss lsp"), ("version", .string(NSSKitVersion.current))])),
    ])

    // MARK: Documents

    private func didOpen(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue,
            let text = params["textDocument"]?["text"]?.stringValue
        else { return [] }
        documents[uri] = Array(text.utf8)
        return [diagnostics(uri)]
    }

    private func didChange(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var bytes = documents[uri],
            let changes = params["contentChanges"]?.arrayValue
        else { return [] }
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"], let bytesRange = DocumentPositions(bytes).byteRange(range) {
                bytes.replaceSubrange(bytesRange, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
        }
        documents[uri] = bytes
        return [diagnostics(uri)]
    }

    private func didClose(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        documents[uri] = nil
        return [
            Self.notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", [])]))
        ]
    }

    /// The text of an open document, as the server holds it after the changes received.
    public func text(of uri: String) -> String? { documents[uri].map { String(decoding: $0, as: UTF8.self) } }

    /// Symbols, hover and definition on an open document; null when it is not open.
    func navigate(_ method: String, _ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let bytes = documents[uri] else { return .null }
        let tree = SyntaxTree.parse(SourceFile(path: Self.path(of: uri), bytes: bytes))
        let positions = DocumentPositions(bytes)
        if method == "textDocument/documentSymbol" { return documentSymbols(tree, positions: positions) }
        guard let line = params["position"]?["line"]?.numberValue,
            let character = params["position"]?["character"]?.numberValue
        else { return .null }
        let offset = positions.offset(
            line: DocumentPositions.index(line), character: DocumentPositions.index(character))
        switch method {
        case "textDocument/hover": return hover(tree, at: offset, uri: uri, positions: positions)
        case "textDocument/references": return references(tree, at: offset, uri: uri, positions: positions)
        default: return definition(tree, at: offset, uri: uri, positions: positions)
        }
    }

    /// The edit that renames the variable at the position, or an error response saying why not.
    func renameReply(id: JSONValue, _ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let bytes = documents[uri],
            let line = params["position"]?["line"]?.numberValue,
            let character = params["position"]?["character"]?.numberValue,
            let newName = params["newName"]?.stringValue
        else { return Self.error(id: id, code: -32602, message: "invalid rename parameters") }
        let positions = DocumentPositions(bytes)
        let tree = SyntaxTree.parse(SourceFile(path: Self.path(of: uri), bytes: bytes))
        switch rename(
            tree,
            at: positions.offset(line: DocumentPositions.index(line), character: DocumentPositions.index(character)),
            to: newName, uri: uri,
            positions: positions)
        {
        case .success(let edit): return Self.result(id: id, edit)
        case .failure(let error): return Self.error(id: id, code: -32602, message: error.message)
        }
    }

    /// Completion on an open document; null when it is not open.
    func complete(_ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let bytes = documents[uri],
            let line = params["position"]?["line"]?.numberValue,
            let character = params["position"]?["character"]?.numberValue
        else { return .null }
        let offset = DocumentPositions(bytes).offset(
            line: DocumentPositions.index(line), character: DocumentPositions.index(character))
        return completions(
            bytes, tree: SyntaxTree.parse(SourceFile(path: Self.path(of: uri), bytes: bytes)), at: offset)
    }

    /// Code actions and colors on an open document; null when it is not open.
    func edit(_ method: String, _ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let bytes = documents[uri] else { return .null }
        let path = Self.path(of: uri)
        let source = SourceFile(path: path, bytes: bytes)
        let tree = SyntaxTree.parse(source)
        let positions = DocumentPositions(bytes)
        switch method {
        case "textDocument/documentColor":
            return documentColors(tree, positions: positions)
        case "textDocument/colorPresentation":
            guard let range = params["range"].flatMap(positions.byteRange), let color = params["color"],
                let red = color["red"]?.numberValue, let green = color["green"]?.numberValue,
                let blue = color["blue"]?.numberValue, let alpha = color["alpha"]?.numberValue
            else { return [] }
            let original = String(decoding: bytes[range], as: UTF8.self)
            let label = Self.colorPresentation(
                RGBAColor(red: red, green: green, blue: blue, alpha: alpha), replacing: original)
            return [
                .object([
                    ("label", .string(label)), ("textEdit", Self.textEdit(positions.range(range), Array(label.utf8))),
                ])
            ]
        default:
            guard let range = params["range"].flatMap(positions.byteRange) else { return [] }
            let findings = Linter(configuration: configuration(path)).lint(Theme(trees: [tree]))
                .filter { $0.file === tree.source }
            return codeActions(uri: uri, findings: findings, range: range, positions: positions)
        }
    }

    // MARK: Diagnostics and formatting

    /// nsslint's findings for a document, as a publishDiagnostics notification.
    func diagnostics(_ uri: String) -> JSONValue {
        let bytes = documents[uri] ?? []
        let (theme, file, loading) = unit(uri)
        let linter = Linter(configuration: configuration(Self.path(of: uri)))
        let findings = linter.lint(theme, file: file, runtime: linter.runtime(for: theme), loading: loading)
        let positions = DocumentPositions(bytes)
        let diagnostics = findings.map { finding in
            Self.diagnostic(finding, uri: uri, positions: positions)
        }
        return Self.notification(
            "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))]))
    }

    static func diagnostic(_ finding: Finding, uri: String, positions: DocumentPositions) -> JSONValue {
        let severity: Double =
            switch finding.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        var members: [(key: String, value: JSONValue)] = [
            ("range", positions.range(finding.diagnostic.range)),
            ("severity", .number(severity)),
            ("code", .string(finding.ruleID)),
            ("source", "nsslint"),
            ("message", .string(finding.diagnostic.message)),
        ]
        let related = finding.diagnostic.notes.map { note -> JSONValue in
            .object([
                (
                    "location",
                    .object([
                        ("uri", .string(uri)),
                        ("range", positions.range(note.range ?? finding.diagnostic.range)),
                    ])
                ),
                ("message", .string(note.message)),
            ])
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// The edits that format a document (or the items a range touches); null when it has syntax
    /// errors, as there is nothing safe to offer.
    func format(_ params: JSONValue, range: Bool) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let bytes = documents[uri] else { return .null }
        var options = FormatOptions()
        if let tabSize = params["options"]?["tabSize"]?.numberValue {
            options.indent = min(DocumentPositions.index(tabSize), 16)
        }
        let tree = SyntaxTree.parse(SourceFile(path: Self.path(of: uri), bytes: bytes))
        let positions = DocumentPositions(bytes)
        do {
            if range {
                guard let requested = params["range"].flatMap(positions.byteRange),
                    let edit = try Formatter.format(tree, range: requested, options: options)
                else { return [] }
                return [Self.textEdit(positions.range(edit.range), edit.replacement)]
            }
            let formatted = try Formatter.format(tree, options: options)
            return formatted == bytes ? [] : [Self.textEdit(positions.range(0..<bytes.count), formatted)]
        } catch {
            return .null
        }
    }

    static func textEdit(_ range: JSONValue, _ text: [UInt8]) -> JSONValue {
        .object([("range", range), ("newText", .string(String(decoding: text, as: UTF8.self)))])
    }

    /// A `file://` URI's path, percent-decoded; another URI as it is.
    static func path(of uri: String) -> String { FileURI.path(of: uri) }

    /// A path as a `file://` URI.
    static func fileURI(_ path: String) -> String { FileURI.from(path: path) }

    // MARK: Messages

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        .object([
            ("jsonrpc", "2.0"), ("id", id),
            ("error", .object([("code", .number(Double(code))), ("message", .string(message))])),
        ])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
    }
}
