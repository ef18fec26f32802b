import NSSJSON
import NSSSyntax

extension ThemeJSON {
    /// Turns a document-form JSON back into one NSS stylesheet that resolves to the same
    /// attributes: the layers in order with each import replaced by the imported file's items,
    /// definitions, rules and `@media` blocks written from their raw values. Fields the converter
    /// does not know, a wrong shape, or a value that is not one NSS value are errors naming the
    /// JSON path.
    public static func stylesheet(fromDocument json: [UInt8]) throws(JSONError) -> String {
        let root = JSONCursor(root: try JSONParser.parse(json))
        let object = try root.object(allowing: ["format", "version", "files"])
        let formatCursor = try object.required("format")
        guard try formatCursor.string() == "nsskit-document" else {
            throw formatCursor.error("expected \"nsskit-document\"; only the document form converts back to NSS")
        }
        let versionCursor = try object.required("version")
        guard try versionCursor.integer() == 1 else {
            throw versionCursor.error("unsupported version; this converter reads version 1")
        }
        var files: [(path: String, layer: Int, importedBy: String?, items: [JSONCursor])] = []
        for element in try object.required("files").array() {
            let file = try element.object(allowing: ["path", "layer", "importedBy", "items"])
            let importedByCursor = file.optional("importedBy")
            let importedBy: String? = try importedByCursor.flatMap { cursor throws(JSONError) -> String? in
                cursor.value == .null ? nil : try cursor.string()
            }
            files.append(
                (
                    try file.required("path").string(), try file.optional("layer")?.integer() ?? 0, importedBy,
                    try file.required("items").array()
                ))
        }
        var writer = StylesheetWriter(files: files)
        for file in files where file.importedBy == nil {
            try writer.write(file.items, path: file.path, indent: "", at: root)
        }
        // A file that no root file reaches would be dropped from the stylesheet: said instead.
        for (index, file) in files.enumerated() where !writer.written.contains(FilePaths.normalize(file.path)) {
            throw try object.required("files").array()[index].error(
                "'\(file.path)' is imported by '\(file.importedBy ?? "")', which does not import it: no root file reaches it"
            )
        }
        return writer.output
    }
}

/// Writes document items as NSS, following imports into the document's other files.
private struct StylesheetWriter {
    let files: [(path: String, layer: Int, importedBy: String?, items: [JSONCursor])]
    var output = ""
    /// The files written, by normalised path.
    var written: Set<String> = []
    /// The files being written, outermost first: an import of one of them is a cycle.
    var chain: [String] = []
    /// How deep imports may nest: the writer recurses once per level.
    static let maximumDepth = 256

    init(files: [(path: String, layer: Int, importedBy: String?, items: [JSONCursor])]) {
        self.files = files
    }

    mutating func write(_ items: [JSONCursor], path: String, indent: String, at place: JSONCursor) throws(JSONError) {
        let normalized = FilePaths.normalize(path)
        guard chain.count < Self.maximumDepth else {
            throw place.error("imports nested deeper than \(Self.maximumDepth) files")
        }
        written.insert(normalized)
        chain.append(normalized)
        defer { chain.removeLast() }
        for item in items {
            guard let kindCursor = try item.member("kind") else { throw item.error("missing field 'kind'") }
            switch try kindCursor.string() {
            case "variable": try writeVariable(item, indent: indent)
            case "rule": try writeRule(item, indent: indent)
            case "media": try writeMedia(item, path: path, indent: indent)
            case "import": try writeImport(item, path: path, importer: normalized, indent: indent)
            case let other:
                throw kindCursor.error("unknown item kind '\(other)'; the kinds are variable, rule, media and import")
            }
        }
    }

    private mutating func writeVariable(_ item: JSONCursor, indent: String) throws(JSONError) {
        let object = try item.object(allowing: ["kind", "name", "palette", "scheme", "value", "typed", "range"])
        let nameCursor = try object.required("name")
        let name = try nameCursor.string()
        try Self.checkWord(name, at: nameCursor, what: "a variable name")
        let valueCursor = try object.required("value")
        let value = try valueCursor.string()
        try Self.checkValue(value, at: valueCursor)
        output += "\(indent)@\(name): \(value);\n"
    }

    private mutating func writeRule(_ item: JSONCursor, indent: String) throws(JSONError) {
        let object = try item.object(allowing: ["kind", "selectors", "declarations", "range"])
        let selectorsCursor = try object.required("selectors")
        let selectors = try selectorsCursor.strings()
        guard !selectors.isEmpty else { throw selectorsCursor.error("a rule needs at least one selector") }
        for (index, selector) in selectors.enumerated() {
            try Self.checkWord(selector, at: try selectorsCursor.array()[index], what: "a class path")
        }
        output += "\(indent)\(selectors.joined(separator: ", ")) {\n"
        for declaration in try object.required("declarations").array() {
            let fields = try declaration.object(allowing: [
                "property", "base", "state", "modifier", "value", "typed", "error", "range",
            ])
            let propertyCursor = try fields.required("property")
            let property = try propertyCursor.string()
            try Self.checkWord(property, at: propertyCursor, what: "a property name")
            let valueCursor = try fields.required("value")
            let value = try valueCursor.string()
            try Self.checkValue(value, at: valueCursor)
            output += "\(indent)    \(property): \(value);\n"
        }
        output += "\(indent)}\n"
    }

    private mutating func writeMedia(_ item: JSONCursor, path: String, indent: String) throws(JSONError) {
        let object = try item.object(allowing: ["kind", "query", "conditions", "items", "range"])
        var query = try object.optional("query")?.string() ?? ""
        if let conditions = object.optional("conditions") {
            var parts: [String] = []
            for condition in try conditions.array() {
                let fields = try condition.object(allowing: ["feature", "value"])
                let featureCursor = try fields.required("feature")
                let valueCursor = try fields.required("value")
                try Self.checkWord(try featureCursor.string(), at: featureCursor, what: "a media feature")
                try Self.checkWord(try valueCursor.string(), at: valueCursor, what: "a media value")
                parts.append("(\(try featureCursor.string()): \(try valueCursor.string()))")
            }
            if !parts.isEmpty { query = parts.joined(separator: " and ") }
        }
        let queryTree = SyntaxTree.parse("@media \(query) {}")
        // Only a query: no block, declaration or comment can ride along into the output.
        guard queryTree.diagnostics.isEmpty, !query.isEmpty,
            !query.contains(where: { "{};".contains($0) }), !PlainText.contains("/*", in: query),
            !PlainText.contains("*/", in: query)
        else {
            throw (object.optional("query") ?? item).error("'\(query)' is not a media query such as (device: ipad)")
        }
        output += "\(indent)@media \(query) {\n"
        try write(try object.required("items").array(), path: path, indent: indent + "    ", at: item)
        output += "\(indent)}\n"
    }

    /// An import: the imported file's items in its place, once, after a comment naming it.
    private mutating func writeImport(_ item: JSONCursor, path: String, importer: String, indent: String)
        throws(JSONError)
    {
        let object = try item.object(allowing: ["kind", "path", "range"])
        guard
            let target = try object.optional("path").flatMap({ cursor throws(JSONError) -> String? in
                cursor.value == .null ? nil : try cursor.string()
            })
        else { return }
        // The path goes into a comment: nothing in it may end the comment or the line.
        guard !PlainText.contains("*/", in: target), !target.unicodeScalars.contains(where: { $0.value < 0x20 })
        else {
            throw try object.required("path").error("'\(target)' is not an import path")
        }
        let resolved = FilePaths.normalize(FilePaths.join(FilePaths.directory(of: path), target))
        if let start = chain.firstIndex(of: resolved) {
            let cycle = (chain[start...] + [resolved]).joined(separator: " -> ")
            throw item.error("import cycle: \(cycle)")
        }
        guard !written.contains(resolved),
            let file = files.first(where: {
                FilePaths.normalize($0.path) == resolved && $0.importedBy.map(FilePaths.normalize) == importer
            })
        else { return }
        output += "\(indent)/* from \(target) */\n"
        try write(file.items, path: file.path, indent: indent, at: item)
    }

    /// A name must be one NSS identifier (or at-keyword body).
    static func checkWord(_ text: String, at cursor: JSONCursor, what: String) throws(JSONError) {
        let (tokens, diagnostics) = SourceFile(path: "<json>", text: text).tokenize()
        guard diagnostics.isEmpty, tokens.count == 2, [.identifier, .number].contains(tokens[0].kind) else {
            throw cursor.error("'\(text)' is not \(what)")
        }
    }

    /// A value must be one NSS value: no ';' or braces outside strings, nothing unterminated.
    static func checkValue(_ text: String, at cursor: JSONCursor) throws(JSONError) {
        let tree = SyntaxTree.parse("X { p: \(text) }")
        guard !text.isEmpty, tree.diagnostics.isEmpty, tree.allRules.count == 1,
            tree.allRules[0].declarations.count == 1, tree.allRules[0].declarations[0].semicolon == nil
        else {
            throw cursor.error("'\(text)' is not one NSS value")
        }
    }
}
