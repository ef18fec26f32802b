import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

/// What a reader asks an editor about the text: its outline, what a property is and resolves
/// to, where a variable is defined.
extension LanguageServer {
    /// The document's items as symbols: rules (by their selectors), variables and `@media` blocks
    /// with the rules inside them.
    func documentSymbols(_ tree: SyntaxTree, positions: DocumentPositions) -> JSONValue {
        .array(tree.items.compactMap { symbol($0, positions: positions) })
    }

    private func symbol(_ node: SyntaxNode, positions: DocumentPositions) -> JSONValue? {
        let name: String
        let kind: Double
        var children: [JSONValue] = []
        switch node.kind {
        case .rule:
            guard let rule = Rule(node) else { return nil }
            name = rule.selectors.map(\.text).joined(separator: ", ")
            kind = 5  // Class
            children = rule.declarations.map { declaration in
                Self.symbolObject(
                    declaration.name.text, kind: 7, range: declaration.node.range, selection: declaration.name.range,
                    positions: positions, children: [])
            }
        case .variableDefinition:
            guard let declaration = Declaration(node) else { return nil }
            name = declaration.name.text
            kind = 13  // Variable
        case .mediaRule:
            guard let media = MediaRule(node) else { return nil }
            name = "@media " + (media.query.map(\.text) ?? "")
            kind = 2  // Module
            children = media.items.compactMap { symbol($0, positions: positions) }
        default:
            return nil
        }
        guard !name.isEmpty else { return nil }
        return Self.symbolObject(
            name, kind: kind, range: node.range, selection: node.range, positions: positions, children: children)
    }

    static func symbolObject(
        _ name: String, kind: Double, range: Range<Int>, selection: Range<Int>, positions: DocumentPositions,
        children: [JSONValue]
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("kind", .number(kind)), ("range", positions.range(range)),
            ("selectionRange", positions.range(selection)),
        ]
        if !children.isEmpty { members.append(("children", .array(children))) }
        return .object(members)
    }

    /// On a property: its type, where it is documented, and what the theme resolves it to for
    /// the rule's class path in light and dark, with the declaration each value comes from. On a
    /// variable: its definition.
    func hover(_ tree: SyntaxTree, at offset: Int, uri: String, positions: DocumentPositions) -> JSONValue {
        for rule in tree.allRules {
            for declaration in rule.declarations where declaration.name.range.contains(offset) {
                return Self.markdown(
                    propertyHover(declaration, in: rule, tree: tree), range: declaration.name.range,
                    positions: positions)
            }
        }
        if let (name, range) = identifier(tree, at: offset), FioriColors.isColorName(name) {
            let values = ColorScheme.allCases.compactMap { scheme in
                FioriColors.defaultColor(name, scheme: scheme).map { "- \(scheme.shortName): `\($0.hex)`" }
            }
            let text = (["**\(name)**: a Fiori palette color; SAP's defaults (palette v8):"] + values)
            return Self.markdown(text.joined(separator: "\n"), range: range, positions: positions)
        }
        if let (name, range) = variableReference(tree, at: offset) {
            let chain = valueChain(of: String(name.dropFirst()), in: theme(uri))
            guard !chain.isEmpty else { return .null }
            return Self.markdown(
                "```nss\n" + chain.joined(separator: "\n") + "\n```", range: range, positions: positions)
        }
        return .null
    }

    private func propertyHover(_ declaration: Declaration, in rule: Rule, tree: SyntaxTree) -> String {
        let name = declaration.name.text
        var lines: [String]
        switch Schema.builtin.splitPropertyName(name) {
        case .known(let parts, let spec):
            lines = [
                "**\(name)**: \(spec.type.rawValue), for example `\(spec.example)`", "", "Documented: \(spec.source)",
            ]
            let resolver = Resolver(theme: Theme(trees: [tree]))
            // Inside `@media`, resolved for the device and orientation the query names.
            var environment = Environment.default
            for condition in rule.enclosingMedia?.conditions ?? [] {
                if condition.feature == "device", let device = Environment.Device(rawValue: condition.value) {
                    environment.device = device
                }
                if condition.feature == "orientation",
                    let orientation = Environment.Orientation(rawValue: condition.value)
                {
                    environment.orientation = orientation
                }
            }
            var sessions = [ColorScheme.lightBackground, .darkBackground].map {
                resolver.session(scheme: $0, environment: environment)
            }
            for selector in rule.selectors {
                for index in sessions.indices {
                    let scheme = sessions[index].scheme
                    let set = sessions[index].resolve(classPath: selector.text, state: parts.state)
                    guard let attribute = set.attributes.first(where: { $0.name == parts.base }) else { continue }
                    lines.append(
                        "- \(selector.text), \(scheme.shortName): `\(attribute.canonicalValue)` from "
                            + attribute.provenance.winner.location)
                }
            }
        default:
            lines = ["**\(name)**: not a property of the schema"]
        }
        return lines.joined(separator: "\n")
    }

    /// The variable named at an offset (an `@name` token), and the token's range.
    func variableReference(_ tree: SyntaxTree, at offset: Int) -> (String, Range<Int>)? {
        for index in 0..<tree.tokenCount where tree.kind(ofToken: index) == .atKeyword {
            let range = tree.range(ofToken: index)
            if range.contains(offset) || range.upperBound == offset {
                return (tree.source.text(range), range)
            }
        }
        return nil
    }

    /// A variable's definition and, while its value is another variable, that one's: the chain
    /// NSSKit follows (NUI reads only the first link), each with its file and line.
    func valueChain(of name: String, in theme: Theme) -> [String] {
        var lines: [String] = []
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, lines.count < 16,
            let definition = theme.variableDefinitions.last(where: { $0.name == current })
        {
            let file = definition.span.file
            let place =
                "\(FilePaths.displayName(file.path)):\(file.location(of: definition.span.range.lowerBound).line)"
            lines.append("\(file.text(definition.span.range))  /* \(place) */")
            guard definition.parts.count == 1, let token = definition.parts[0].token, token.kind == .atKeyword else {
                break
            }
            current = String(token.text.dropFirst())
        }
        return lines
    }

    /// The identifier token at an offset, and its range.
    func identifier(_ tree: SyntaxTree, at offset: Int) -> (String, Range<Int>)? {
        for index in 0..<tree.tokenCount where tree.kind(ofToken: index) == .identifier {
            let range = tree.range(ofToken: index)
            if range.contains(offset) { return (tree.source.text(range), range) }
            if range.lowerBound > offset { break }
        }
        return nil
    }

    /// Where the variable at an offset is defined: the definition that wins in the theme the
    /// document starts, which may be in a file it imports.
    func definition(_ tree: SyntaxTree, at offset: Int, uri: String, positions: DocumentPositions) -> JSONValue {
        guard let (name, _) = variableReference(tree, at: offset) else { return .null }
        let bare = String(name.dropFirst())
        guard let definition = theme(uri).variableDefinitions.last(where: { $0.name == bare }) else { return .null }
        let file = definition.nameSpan.file
        if file.path == Self.path(of: uri) {
            return .object([("uri", .string(uri)), ("range", positions.range(definition.nameSpan.range))])
        }
        return .object([
            ("uri", .string(Self.fileURI(file.path))),
            ("range", DocumentPositions(file.bytes).range(definition.nameSpan.range)),
        ])
    }

    static func markdown(_ text: String, range: Range<Int>, positions: DocumentPositions) -> JSONValue {
        .object([
            ("contents", .object([("kind", "markdown"), ("value", .string(text))])),
            ("range", positions.range(range)),
        ])
    }
}

/// Variables across the document: every use and definition of one, and renaming them together.
extension LanguageServer {
    /// The ranges of every `@name` token naming the same variable (definitions and uses).
    func occurrences(of name: String, in tree: SyntaxTree) -> [Range<Int>] {
        (0..<tree.tokenCount).compactMap { index in
            guard tree.kind(ofToken: index) == .atKeyword else { return nil }
            let range = tree.range(ofToken: index)
            return tree.source.text(range) == name ? range : nil
        }
    }

    /// Every occurrence of the variable at an offset in the files of its theme (imports and split
    /// theme included); on a selector, every rule of those files styling the same class path.
    func references(_ tree: SyntaxTree, at offset: Int, uri: String, positions: DocumentPositions) -> JSONValue {
        let trees = themeTrees(uri, fallback: tree)
        var found: [(SourceFile, Range<Int>)] = []
        if let (name, _) = variableReference(tree, at: offset) {
            found = trees.flatMap { other in occurrences(of: name, in: other).map { (other.source, $0) } }
        } else if let selector = tree.allRules.lazy.flatMap(\.selectors).first(where: { $0.range.contains(offset) }) {
            found = trees.flatMap { other in
                other.allRules.flatMap(\.selectors).filter { $0.text == selector.text }.map { (other.source, $0.range) }
            }
        } else {
            return .null
        }
        return .array(
            found.map { file, range in location(file, range, documentURI: uri, documentPositions: positions) })
    }

    /// The trees of the files the document's theme reads, the document's own (as the editor
    /// holds it) first.
    func themeTrees(_ uri: String, fallback: SyntaxTree) -> [SyntaxTree] {
        let own = FilePaths.normalize(Self.path(of: uri))
        let others = theme(uri).files.map(\.tree).filter { FilePaths.normalize($0.source.path) != own }
        return [fallback] + others
    }

    /// A location object: in the document with its positions, or in another file by its URI.
    func location(_ file: SourceFile, _ range: Range<Int>, documentURI: String, documentPositions: DocumentPositions)
        -> JSONValue
    {
        if FilePaths.normalize(file.path) == FilePaths.normalize(Self.path(of: documentURI)) {
            return .object([("uri", .string(documentURI)), ("range", documentPositions.range(range))])
        }
        return .object([
            ("uri", .string(Self.fileURI(file.path))), ("range", DocumentPositions(file.bytes).range(range)),
        ])
    }

    /// A workspace edit renaming the variable at an offset in every file of its theme; an error
    /// message when the new name is not one NSS variable name.
    func rename(
        _ tree: SyntaxTree, at offset: Int, to newName: String, uri: String, positions: DocumentPositions
    ) -> Result<JSONValue, RenameError> {
        guard let (name, _) = variableReference(tree, at: offset) else {
            return .failure(RenameError("not on a variable"))
        }
        let written = newName.hasPrefix("@") ? newName : "@" + newName
        let (tokens, problems) = SourceFile(path: "<name>", text: written).tokenize()
        guard problems.isEmpty, tokens.count == 2, tokens[0].kind == .atKeyword else {
            return .failure(RenameError("'\(newName)' is not a variable name"))
        }
        // Every file of the theme that names the variable, each with its edits.
        var changes: [(key: String, value: JSONValue)] = []
        for other in themeTrees(uri, fallback: tree) {
            let ranges = occurrences(of: name, in: other)
            guard !ranges.isEmpty else { continue }
            let edits = ranges.map { range -> JSONValue in
                let place = location(other.source, range, documentURI: uri, documentPositions: positions)
                return .object([("range", place["range"]!), ("newText", .string(written))])
            }
            let key = location(other.source, ranges[0], documentURI: uri, documentPositions: positions)["uri"]!
            changes.append((key.stringValue!, .array(edits)))
        }
        return .success(.object([("changes", .object(changes))]))
    }

    /// Why a rename was refused.
    struct RenameError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
