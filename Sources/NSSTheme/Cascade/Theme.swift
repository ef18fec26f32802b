import NSSSyntax

/// How a theme reaches files: reading, and (optionally) resolving symbolic links so that an import
/// cannot leave the theme's folder through a link.
public struct ThemeFileAccess: Sendable {
    /// The bytes of a file, or an error whose description says why not.
    public var read: @Sendable (String) throws -> [UInt8]
    /// The path with symbolic links resolved, or nil when it does not exist.
    public var canonicalPath: @Sendable (String) -> String?

    /// Creates file access from two functions.
    public init(
        read: @escaping @Sendable (String) throws -> [UInt8], canonicalPath: @escaping @Sendable (String) -> String?
    ) {
        self.read = read
        self.canonicalPath = canonicalPath
    }

    /// Files held in memory, by path: for tests and editors with unsaved buffers.
    public static func memory(_ files: [String: String]) -> ThemeFileAccess {
        ThemeFileAccess(
            read: { path in
                guard let text = files[FilePaths.normalize(path)] else { throw MissingFile(path: path) }
                return Array(text.utf8)
            },
            canonicalPath: { path in files[FilePaths.normalize(path)] == nil ? nil : FilePaths.normalize(path) }
        )
    }

    struct MissingFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "no such file or directory" }
    }
}

/// Options for loading a theme.
public struct ThemeLoadOptions: Sendable {
    /// Whether `@import` may read files outside the folder of the stylesheet that (directly or
    /// through other imports) imports them. Off by default: a theme cannot read arbitrary files.
    public var allowImportsOutsideRoot: Bool
    /// The deepest chain of imports followed.
    public var maximumImportDepth: Int

    /// Creates options.
    public init(allowImportsOutsideRoot: Bool = false, maximumImportDepth: Int = 16) {
        self.allowImportsOutsideRoot = allowImportsOutsideRoot
        self.maximumImportDepth = maximumImportDepth
    }
}

/// A diagnostic about a theme's files: in which file, and what.
public struct ThemeDiagnostic: Hashable, Sendable {
    /// The file the diagnostic is about.
    public var file: SourceFile
    /// The diagnostic.
    public var diagnostic: Diagnostic

    /// Diagnostics compare by file identity and content.
    public static func == (lhs: ThemeDiagnostic, rhs: ThemeDiagnostic) -> Bool {
        lhs.file === rhs.file && lhs.diagnostic == rhs.diagnostic
    }

    /// Hashes the diagnostic.
    public func hash(into hasher: inout Hasher) { hasher.combine(diagnostic) }
}

extension DiagnosticCode {
    /// An `@import` whose file cannot be read.
    public static let importNotFound: DiagnosticCode = "import-not-found"
    /// An `@import` that leads back to a file already being imported.
    public static let importCycle: DiagnosticCode = "import-cycle"
    /// An `@import` of a file outside the theme's folder.
    public static let importOutsideRoot: DiagnosticCode = "import-outside-root"
    /// Imports nested deeper than allowed.
    public static let importTooDeep: DiagnosticCode = "import-too-deep"
}

/// A theme: one or more stylesheets layered in order (a base theme, then an app's overrides, as
/// NUI's `appendStylesheet` does), with the files they `@import` read in place of each import.
///
/// Imports resolve relative to the importing file and are read once each: a file imported a
/// second time adds nothing, and a file importing itself (directly or not) is a reported cycle.
/// Unless allowed, an import may not leave the folder of the stylesheet it was given under.
public final class Theme: Sendable {
    /// A stylesheet of the theme: a layer, or a file imported by one.
    public struct File: Sendable {
        /// The path, as given or as resolved from the importing file.
        public let path: String
        /// The parsed stylesheet.
        public let tree: SyntaxTree
        /// The layer (0 for the first stylesheet given) this file belongs to.
        public let layer: Int
        /// The path of the file that imports it, or nil for a layer.
        public let importedBy: String?
    }

    /// One item of the cascade, in cascade order: a rule or a definition, with the `@media`
    /// conditions it sits under.
    public struct CascadeItem: Sendable {
        /// The rule or definition node.
        public let node: SyntaxNode
        /// The file it is in.
        public let file: Int
        /// The conditions of the enclosing `@media`; empty at the top level.
        public let media: [MediaCondition]
        /// Whether the enclosing `@media` query is malformed (the item then never applies).
        public let mediaIsInvalid: Bool
    }

    /// Every file, layers and imports, in the order they were read.
    public let files: [File]
    /// Rules and definitions in cascade order: later items win.
    public let items: CascadeItems
    /// Problems with imports (the files' own syntax diagnostics are in their trees).
    public let importDiagnostics: [ThemeDiagnostic]

    /// The variable definitions of the whole theme, in cascade order. Read once here: every
    /// resolve session starts from them, and a walk of the items per session made resolving
    /// many class paths one by one quadratic.
    public let variableDefinitions: [VariableDefinition]

    init(files: [File], items: CascadeItems, importDiagnostics: [ThemeDiagnostic]) {
        self.files = files
        self.items = items
        self.importDiagnostics = importDiagnostics
        variableDefinitions = Self.variableDefinitions(of: items, files: files, inLayer: nil)
    }

    /// Every diagnostic of the theme: syntax diagnostics of each file, then import problems.
    public var diagnostics: [ThemeDiagnostic] {
        files.flatMap { file in file.tree.diagnostics.map { ThemeDiagnostic(file: file.tree.source, diagnostic: $0) } }
            + importDiagnostics
    }

    /// A theme of stylesheets already parsed (imports are not followed).
    public convenience init(trees: [SyntaxTree]) {
        var loader = ThemeLoading(access: nil, options: ThemeLoadOptions())
        for (layer, tree) in trees.enumerated() { loader.addLayer(tree: tree, path: tree.source.path, layer: layer) }
        self.init(files: loader.files, items: loader.items, importDiagnostics: loader.diagnostics)
    }

    /// Loads stylesheets from paths, following imports. A stylesheet that cannot be read throws;
    /// an import that cannot be read is a diagnostic.
    public static func load(
        paths: [String], access: ThemeFileAccess, options: ThemeLoadOptions = ThemeLoadOptions()
    ) throws -> Theme {
        var loader = ThemeLoading(access: access, options: options)
        for (layer, path) in paths.enumerated() {
            let bytes = try access.read(path)
            let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
            loader.addLayer(tree: tree, path: path, layer: layer)
        }
        return Theme(files: loader.files, items: loader.items, importDiagnostics: loader.diagnostics)
    }

    /// The variable definitions of one layer (the stylesheet and its imports), or of every layer
    /// when `layer` is nil, in cascade order. NUI's `appendStylesheet` parses each stylesheet with
    /// its own variables, so a layer sees only its own.
    public func variableDefinitions(inLayer layer: Int?) -> [VariableDefinition] {
        layer == nil ? variableDefinitions : Self.variableDefinitions(of: items, files: files, inLayer: layer)
    }

    private static func variableDefinitions(of items: CascadeItems, files: [File], inLayer layer: Int?)
        -> [VariableDefinition]
    {
        var result: [VariableDefinition] = []
        // Each item's kind read from its tree, a view made only of a definition: a view of each
        // item held its tree and its conditions.
        for position in 0..<items.count
        where items.tree(ofItem: position).nodeKind(at: items.nodeIndex(ofItem: position)) == .variableDefinition
            && (layer == nil || files[items.file(ofItem: position)].layer == layer)
        {
            let item = items[position]
            let declaration = Declaration(unchecked: item.node)
            let file = declaration.node.tree.source
            result.append(
                VariableDefinition(
                    name: String(declaration.name.text.dropFirst()), parts: ValuePart.parts(of: declaration),
                    span: SourceSpan(file: file, range: declaration.node.range),
                    nameSpan: SourceSpan(file: file, range: declaration.name.range),
                    media: item.media, mediaIsInvalid: item.mediaIsInvalid, order: result.count))
        }
        return result
    }
}

/// The walk that builds a theme: items in order, imports read in place.
struct ThemeLoading {
    let access: ThemeFileAccess?
    let options: ThemeLoadOptions
    var files: [Theme.File] = []
    var items = CascadeItems()
    var diagnostics: [ThemeDiagnostic] = []
    private var loaded: Set<String> = []
    private var importStack: [String] = []

    init(access: ThemeFileAccess?, options: ThemeLoadOptions) {
        self.access = access
        self.options = options
    }

    mutating func addLayer(tree: SyntaxTree, path: String, layer: Int) {
        let key = canonical(path) ?? FilePaths.normalize(path)
        loaded.insert(key)
        importStack = [key]
        let root = FilePaths.directory(of: canonical(path) ?? FilePaths.normalize(path))
        walk(tree: tree, path: path, layer: layer, importedBy: nil, root: root)
    }

    private func canonical(_ path: String) -> String? {
        access?.canonicalPath(path)
    }

    private mutating func walk(tree: SyntaxTree, path: String, layer: Int, importedBy: String?, root: String) {
        let fileIndex = files.count
        files.append(Theme.File(path: path, tree: tree, layer: layer, importedBy: importedBy))
        items.addFile(tree)
        // The items by node index, a view made only of a media or import rule: a view of each
        // item held the tree, counted for each.
        tree.forEachChildNode(of: 0) { item, kind in
            switch kind {
            case .rule, .variableDefinition:
                items.append(node: item, file: fileIndex, media: nil)
            case .mediaRule:
                guard let media = MediaRule(tree.node(at: item)) else { return }
                let conditions = media.conditions
                for inner in media.items where inner.kind == .rule || inner.kind == .variableDefinition {
                    items.append(inner, file: fileIndex, media: conditions)
                }
            case .importRule:
                if let rule = ImportRule(tree.node(at: item)) {
                    followImport(rule, from: tree, path: path, layer: layer, root: root)
                }
            default:
                return
            }
        }
    }

    private mutating func followImport(
        _ rule: ImportRule, from tree: SyntaxTree, path: String, layer: Int, root: String
    ) {
        guard let access, let target = rule.path, !target.isEmpty else { return }
        let range = rule.pathRange ?? rule.node.range
        func report(_ code: DiagnosticCode, _ message: String, notes: [DiagnosticNote] = []) {
            diagnostics.append(
                ThemeDiagnostic(
                    file: tree.source,
                    diagnostic: Diagnostic(code: code, severity: .error, message: message, range: range, notes: notes)))
        }
        let resolved = FilePaths.join(FilePaths.directory(of: path), target)
        guard let canonicalPath = access.canonicalPath(resolved) else {
            report(.importNotFound, "cannot import '\(target)': \(resolved) does not exist")
            return
        }
        if !options.allowImportsOutsideRoot && !FilePaths.isInside(canonicalPath, root: root) {
            report(
                .importOutsideRoot,
                "'\(target)' is outside the theme's folder (\(root)); imports may not leave it unless allowed")
            return
        }
        if let start = importStack.firstIndex(of: canonicalPath) {
            let cycle = (importStack[start...] + [canonicalPath]).map(FilePaths.displayName).joined(separator: " -> ")
            report(.importCycle, "import cycle: \(cycle)")
            return
        }
        guard importStack.count <= options.maximumImportDepth else {
            report(
                .importTooDeep,
                "imports are nested more than \(options.maximumImportDepth) deep; '\(target)' is not read")
            return
        }
        guard loaded.insert(canonicalPath).inserted else { return }
        let bytes: [UInt8]
        do {
            bytes = try access.read(resolved)
        } catch {
            report(.importNotFound, "cannot import '\(target)': \(error)")
            return
        }
        let importedTree = SyntaxTree.parse(SourceFile(path: resolved, bytes: bytes))
        importStack.append(canonicalPath)
        walk(tree: importedTree, path: resolved, layer: layer, importedBy: path, root: root)
        importStack.removeLast()
    }
}

extension FilePaths {
    /// The last path component, for compact messages.
    public static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
