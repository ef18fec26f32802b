import NSSJSON
import NSSSyntax

/// The three JSON forms of a theme, and the way back from the first.
public enum ThemeJSON {
    /// The document form: the stylesheets as written, every file with its items (definitions,
    /// rules with their declarations, `@media` blocks, imports), each with its source range; each
    /// declaration with its property split into base, state and modifier, the raw value text and
    /// the typed value. Described by `Grammar/schemas/nss-document.schema.json`.
    public static func document(_ theme: Theme, schema: Schema = .builtin, colors: ColorOptions = .default) -> JSONValue
    {
        documentStream(theme, schema: schema, colors: colors).materialized()
    }

    /// Writes ``document(_:schema:colors:)`` exactly as `writer.string` would, an item at a time:
    /// whole, a 5 MB theme's document took 240 MB.
    public static func writeDocument(
        _ theme: Theme, schema: Schema = .builtin, colors: ColorOptions = .default, writer: JSONWriter,
        to sink: ([UInt8]) -> Void
    ) {
        writer.write(documentStream(theme, schema: schema, colors: colors), to: sink)
    }

    /// The document form, its files' items made as a writer asks for them.
    private static func documentStream(_ theme: Theme, schema: Schema, colors: ColorOptions) -> StreamedJSON {
        var expander = documentExpander(theme)
        return .object(
            documentHeader, streamingLast: "files",
            elements: { emitFile in
                for file in theme.files {
                    emitFile(
                        .object(
                            documentFileMembers(file), streamingLast: "items",
                            elements: { emitItem in
                                forEachDocumentItem(of: file, schema: schema, colors: colors, expander: &expander) {
                                    emitItem(.whole($0))
                                }
                            }))
                }
            })
    }

    private static let documentHeader: [(key: String, value: JSONValue)] = [
        ("format", "nsskit-document"), ("version", 1),
    ]

    private static func documentExpander(_ theme: Theme) -> VariableExpander {
        VariableExpander(table: VariableTable(theme.variableDefinitions, environment: .any), scheme: nil)
    }

    private static func documentFileMembers(_ file: Theme.File) -> [(key: String, value: JSONValue)] {
        [
            ("path", .string(file.path)),
            ("layer", .number(Double(file.layer))),
            ("importedBy", file.importedBy.map(JSONValue.string) ?? .null),
        ]
    }

    private static func forEachDocumentItem(
        of file: Theme.File, schema: Schema, colors: ColorOptions, expander: inout VariableExpander,
        _ body: (JSONValue) -> Void
    ) {
        for item in file.tree.items {
            if let value = documentItem(
                item, file: file.tree.source, schema: schema, colors: colors, expander: &expander)
            {
                body(value)
            }
        }
    }

    private static func documentItem(
        _ node: SyntaxNode, file: SourceFile, schema: Schema, colors: ColorOptions, expander: inout VariableExpander
    ) -> JSONValue? {
        switch node.kind {
        case .variableDefinition:
            guard let definition = Declaration(node) else { return nil }
            let name = String(definition.name.text.dropFirst())
            let (base, scheme) = ColorScheme.split(name)
            var members: [(key: String, value: JSONValue)] = [
                ("kind", "variable"),
                ("name", .string(name)),
                ("palette", FioriColors.isColorName(base) ? .string(base) : .null),
                ("scheme", scheme.map { .string($0.shortName) } ?? .null),
                ("value", .string(definition.valueText)),
            ]
            let (parts, problems) = expander.expand(ValuePart.parts(of: definition))
            var typed: JSONValue = .null
            if problems.isEmpty, case .success(let color) = ColorValue.parse(parts, options: colors) {
                typed = .object([("type", "Color"), ("value", TypedValue.color(color).json)])
            }
            members += [("typed", typed), ("range", range(node.range, in: file))]
            return .object(members)
        case .rule:
            guard let rule = Rule(node) else { return nil }
            let declarations = rule.declarations.map { declaration in
                documentDeclaration(declaration, file: file, schema: schema, colors: colors, expander: &expander)
            }
            return .object([
                ("kind", "rule"),
                ("selectors", .array(rule.selectors.map { .string($0.text) })),
                ("declarations", .array(declarations)),
                ("range", range(node.range, in: file)),
            ])
        case .mediaRule:
            guard let media = MediaRule(node) else { return nil }
            let items = media.items.compactMap { item in
                documentItem(item, file: file, schema: schema, colors: colors, expander: &expander)
            }
            return .object([
                ("kind", "media"),
                ("query", .string(media.query?.text ?? "")),
                (
                    "conditions",
                    .array(
                        media.conditions.map {
                            .object([("feature", .string($0.feature)), ("value", .string($0.value))])
                        })
                ),
                ("items", .array(items)),
                ("range", range(node.range, in: file)),
            ])
        case .importRule:
            guard let rule = NSSSyntax.ImportRule(node) else { return nil }
            return .object([
                ("kind", "import"),
                ("path", rule.path.map(JSONValue.string) ?? .null),
                ("range", range(node.range, in: file)),
            ])
        default:
            return nil
        }
    }

    private static func documentDeclaration(
        _ declaration: Declaration, file: SourceFile, schema: Schema, colors: ColorOptions,
        expander: inout VariableExpander
    ) -> JSONValue {
        let name = declaration.name.text
        var base: JSONValue = .null
        var state: JSONValue = .null
        var modifier: JSONValue = .null
        var typed: JSONValue = .null
        var error: JSONValue = .null
        if case .known(let parts, _) = schema.splitPropertyName(name) {
            base = .string(parts.base)
            state = parts.state.map(JSONValue.string) ?? .null
            modifier = parts.modifier.map { .string($0.rawValue) } ?? .null
            let (expanded, problems) = expander.expand(ValuePart.parts(of: declaration))
            if let problem = problems.first {
                error = .string(problem.description)
            } else if let type = schema.valueType(of: parts) {
                switch type.parse(expanded, colors: colors) {
                case .success(let value): typed = .object([("type", .string(type.rawValue)), ("value", value.json)])
                case .failure(let problem): error = .string(problem.message)
                }
            }
        }
        var members: [(key: String, value: JSONValue)] = [
            ("property", .string(name)),
            ("base", base),
            ("state", state),
            ("modifier", modifier),
            ("value", .string(declaration.valueText)),
            ("typed", typed),
        ]
        if error != .null { members.append(("error", error)) }
        members.append(("range", range(declaration.node.range, in: file)))
        return .object(members)
    }

    /// `{"line", "column", "endLine", "endColumn", "offset", "length"}`: 1-based lines and
    /// columns (Unicode scalars), 0-based byte offsets.
    static func range(_ range: Range<Int>, in file: SourceFile) -> JSONValue {
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        return .object([
            ("line", .number(Double(start.line))), ("column", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
            ("offset", .number(Double(range.lowerBound))), ("length", .number(Double(range.count))),
        ])
    }
}
