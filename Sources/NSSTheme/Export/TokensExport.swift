import NSSJSON
import NSSSyntax

extension ThemeJSON {
    /// The design-token form, in the Design Tokens Format Module 2025.10 of the W3C Design Tokens
    /// Community Group: every token has `$value` and `$type`; a value written as a variable or
    /// palette name is an alias (`{variables.brand}`, `{palette.darkBackground.tintColor}`) to a
    /// token of the file.
    ///
    /// - `palette.<scheme>.<name>`: the Fiori palette colors the theme defines, per scheme;
    /// - `variables.<name>`: the theme's other variables (colors, dimensions, font families,
    ///   numbers);
    /// - `components.<classPath>.<property>`: each styled class path's resolved attributes in
    ///   `scheme` (other states under `states.<state>`); values with no DTCG type (text styles,
    ///   alignments, images, ...) go to the group's `$extensions["com.nsskit"]`.
    ///
    /// Colors are sRGB objects (`colorSpace`, `components` in 0...1, `alpha`, `hex`), dimensions
    /// `{"value": n, "unit": "px"}`, fonts `fontFamily` (`system-ui` for NUI's system fonts,
    /// whose weight is a `fontWeight` token beside them, `<name>-weight`). Names are made valid
    /// (`.`, `{`, `}` become `_`, a leading `$` too); two names that become the same get distinct
    /// tokens, the later with `-2`, `-3`, ... in order of definition. Valid against the official
    /// 2025.10 schema (`format.json`).
    public static func tokens(
        _ theme: Theme, scheme: ColorScheme = .lightBackground, environment: Environment = .default,
        schema: Schema = .builtin, options: ResolveOptions = ResolveOptions()
    ) -> JSONValue {
        tokenDocument(theme, scheme: scheme, environment: environment, schema: schema, options: options).materialized()
    }

    /// Writes ``tokens(_:scheme:environment:schema:options:)`` exactly as `writer` would write it,
    /// handing the text to `sink` a class path at a time.
    public static func writeTokens(
        _ theme: Theme, scheme: ColorScheme = .lightBackground, environment: Environment = .default,
        schema: Schema = .builtin, options: ResolveOptions = ResolveOptions(), writer: JSONWriter,
        to sink: ([UInt8]) -> Void
    ) {
        writer.write(
            tokenDocument(theme, scheme: scheme, environment: environment, schema: schema, options: options), to: sink)
    }

    /// The token document, its components made as a writer asks for them.
    static func tokenDocument(
        _ theme: Theme, scheme: ColorScheme, environment: Environment, schema: Schema, options: ResolveOptions
    ) -> StreamedJSON {
        var builder = TokenBuilder(
            theme: theme, scheme: scheme, environment: environment, schema: schema, options: options)
        return builder.streamed()
    }
}

/// Builds the token document.
struct TokenBuilder {
    let theme: Theme
    let scheme: ColorScheme
    let environment: Environment
    let schema: Schema
    let options: ResolveOptions
    let table: VariableTable
    /// One expander per scheme for the whole export, each definition expanded once: with one
    /// for each value, every variable of a chain walked the chain below it again.
    let expanders: SharedExpanders

    /// The palette tokens that exist, as `scheme/name`.
    var paletteTokens: Set<String> = []
    /// The variable tokens that exist.
    var variableTokens: Set<String> = []
    /// Each variable's token name, distinct after normalisation.
    var variableNames = TokenNames()

    init(theme: Theme, scheme: ColorScheme, environment: Environment, schema: Schema, options: ResolveOptions) {
        self.theme = theme
        self.scheme = scheme
        self.environment = environment
        self.schema = schema
        self.options = options
        table = VariableTable(
            theme.variableDefinitions, environment: environment, precedence: options.precedence,
            paletteDefaults: options.paletteDefaults)
        expanders = SharedExpanders(table: table)
    }

    static func tokenName(_ name: String) -> String { TokenNames.normalized(name) }

    /// The document with its components handed over one class path at a time: whole, the
    /// tokens of a 5 MB theme took 86.9 MB, and its resolver document, every scheme's, 575.8 MB.
    mutating func streamed() -> StreamedJSON {
        let document = head()
        var components = componentTokens()
        // The group is left out when it would be empty, so the first member is made before it.
        let first = components.next()
        return .object(members: { emit in
            for member in document { emit(member.key, .whole(member.value)) }
            guard let first else { return }
            emit(
                "components",
                .object(members: { emitComponent in
                    emitComponent(first.key, .whole(first.value))
                    while let next = components.next() { emitComponent(next.key, .whole(next.value)) }
                }))
        })
    }

    /// The members before the components: the description, the palette and the variables.
    mutating func head() -> [(key: String, value: JSONValue)] {
        // Which palette and variable tokens there will be, first: aliases may only point at them.
        let definitions = table.definitions.values.sorted { $0.order < $1.order }
        for definition in definitions {
            let (base, definedScheme) = definition.schemeSplit
            if FioriColors.isColorName(base) {
                paletteTokens.insert("\((definedScheme ?? .lightBackground).suffix)/\(base)")
            }
        }
        let usage = variableUsage()
        for definition in definitions where !FioriColors.isColorName(definition.schemeSplit.name) {
            if variableType(definition, usage: usage) != nil {
                variableTokens.insert(definition.name)
                _ = variableNames.name(for: definition.name)
            }
        }
        var document: [(key: String, value: JSONValue)] = [
            (
                "$description",
                .string(
                    "Design tokens of an NSS theme, exported by NSSKit; components resolved in scheme \(scheme.shortName)"
                )
            )
        ]
        let palette = paletteGroups(definitions)
        if !palette.isEmpty { document.append(("palette", .object(palette))) }
        let variables = variableMembers(definitions, usage: usage)
        if !variables.isEmpty { document.append(("variables", .object(variables))) }
        return document
    }

    /// The palette colors the theme defines, a group per scheme.
    func paletteGroups(_ definitions: [VariableDefinition]) -> [(key: String, value: JSONValue)] {
        var palette: [(key: String, value: JSONValue)] = []
        for paletteScheme in ColorScheme.allCases {
            var members: [(key: String, value: JSONValue)] = []
            for definition in definitions {
                let (base, definedScheme) = definition.schemeSplit
                guard FioriColors.isColorName(base), (definedScheme ?? .lightBackground) == paletteScheme else {
                    continue
                }
                if let token = colorToken(parts: definition.parts, scheme: paletteScheme, selfName: base) {
                    members.append((Self.tokenName(base), token))
                }
            }
            if !members.isEmpty { palette.append((paletteScheme.suffix, .object(members))) }
        }
        return palette
    }

    /// The other variables' tokens, those without a token type under `$extensions`.
    func variableMembers(
        _ definitions: [VariableDefinition], usage: [String: ValueType]
    ) -> [(key: String, value: JSONValue)] {
        var variables: [(key: String, value: JSONValue)] = []
        var untypedVariables: [(key: String, value: JSONValue)] = []
        for definition in definitions where !FioriColors.isColorName(definition.schemeSplit.name) {
            if let tokens = variableTokens(definition, usage: usage) {
                variables += tokens
            } else {
                untypedVariables.append((definition.name, .string(ValuePart.text(definition.parts))))
            }
        }
        if !untypedVariables.isEmpty {
            variables.append(("$extensions", .object([("com.nsskit", .object(untypedVariables))])))
        }
        return variables
    }

    // MARK: Colors

    /// A color token for a definition's value in a scheme: an alias when the value names another
    /// palette color or variable token, the concrete color otherwise.
    func colorToken(parts: [ValuePart], scheme: ColorScheme, selfName: String?) -> JSONValue? {
        if let alias = alias(for: parts, scheme: scheme, selfName: selfName) {
            return .object([("$type", "color"), ("$value", .string(alias))])
        }
        guard let color = concreteColor(parts, scheme: scheme) else { return nil }
        return .object([("$type", "color"), ("$value", Self.colorValue(color))])
    }

    /// `{palette.<scheme>.<name>}` or `{variables.<name>}` when `parts` is one reference to a
    /// token that exists.
    func alias(for parts: [ValuePart], scheme: ColorScheme, selfName: String?) -> String? {
        guard parts.count == 1, let token = parts[0].token else { return nil }
        var name = token.text
        if token.kind == .atKeyword {
            name = String(name.dropFirst())
            if variableTokens.contains(name), let key = variableNames.existing(name) { return "{variables.\(key)}" }
        } else if token.kind != .identifier {
            return nil
        }
        let (base, pinned) = ColorScheme.split(name)
        guard FioriColors.isColorName(base), base != selfName || pinned != nil else { return nil }
        let target = pinned ?? scheme
        guard paletteTokens.contains("\(target.suffix)/\(base)") else { return nil }
        return "{palette.\(target.suffix).\(Self.tokenName(base))}"
    }

    func concreteColor(_ parts: [ValuePart], scheme: ColorScheme) -> RGBAColor? {
        let (expanded, problems) = expanders.expand(parts, scheme: scheme)
        guard problems.isEmpty, case .success(let value) = ColorValue.parse(expanded, options: options.colors) else {
            return nil
        }
        switch value {
        case .literal(let color, _): return color
        case .palette(let reference):
            return FioriColors.defaultColor(reference.name, scheme: reference.scheme ?? scheme)
        }
    }

    // MARK: Variables

    /// The value types of the properties each variable is the whole value of.
    func variableUsage() -> [String: ValueType] {
        var usage: [String: ValueType] = [:]
        for item in theme.items {
            guard let rule = Rule(item.node) else { continue }
            for declaration in rule.declarations {
                let indices = declaration.valueTokenIndices
                guard indices.count == 1 else { continue }
                let token = declaration.node.tree.token(at: indices.lowerBound)
                guard token.kind == .atKeyword,
                    case .known(let parts, _) = schema.splitPropertyName(declaration.name.text),
                    let type = schema.valueType(of: parts)
                else { continue }
                let name = String(token.text.dropFirst())
                if usage[name] == nil {
                    usage[name] = type == .number && Self.isDimension(parts.base) ? .size : type
                }
            }
        }
        return usage
    }

    static func isDimension(_ property: String) -> Bool { ValueFacts.lengthProperties.contains(property) }

    /// The DTCG type of a variable: from the property it is used for, else from its value.
    func variableType(_ definition: VariableDefinition, usage: [String: ValueType]) -> String? {
        let (expanded, problems) = expanders.expand(definition.parts, scheme: scheme)
        guard problems.isEmpty else { return nil }
        switch usage[definition.name] {
        case .fontName?: return "fontFamily"
        case .size?: return NumberValue.parse(expanded).isSuccess ? "dimension" : nil
        case .number?, .integer?: return NumberValue.parse(expanded).isSuccess ? "number" : nil
        case .color?: return ColorValue.parse(expanded).isSuccess ? "color" : nil
        case nil:
            if ColorValue.parse(expanded).isSuccess { return "color" }
            if NumberValue.parse(expanded).isSuccess { return "number" }
            return nil
        default:
            return nil
        }
    }

    /// A variable's token (and, for a weighted system font, its `-weight` token), under their
    /// names; nil when it has no DTCG type.
    func variableTokens(_ definition: VariableDefinition, usage: [String: ValueType]) -> [(
        key: String, value: JSONValue
    )]? {
        guard let type = variableType(definition, usage: usage), let key = variableNames.existing(definition.name)
        else {
            return nil
        }
        if let alias = alias(for: definition.parts, scheme: scheme, selfName: nil) {
            return [(key, .object([("$type", .string(type)), ("$value", .string(alias))]))]
        }
        let (expanded, _) = expanders.expand(definition.parts, scheme: scheme)
        switch type {
        case "color":
            return colorToken(parts: definition.parts, scheme: scheme, selfName: nil).map { [(key, $0)] }
        case "dimension":
            guard case .success(let number) = NumberValue.parse(expanded) else { return nil }
            return [(key, Self.dimensionToken(number.value))]
        case "number":
            guard case .success(let number) = NumberValue.parse(expanded) else { return nil }
            return [(key, .object([("$type", "number"), ("$value", .number(number.value))]))]
        case "fontFamily":
            guard case .success(let font) = FontName.parse(expanded) else { return nil }
            return Self.fontTokens(font, key: key)
        default:
            return nil
        }
    }

    // MARK: Components

    /// The components' tokens, a styled class path at a time.
    func componentTokens() -> ComponentTokens {
        ComponentTokens(builder: self, resolver: Resolver(theme: theme, schema: schema, options: options))
    }

    func attributeTokens(_ set: AttributeSet) -> [(key: String, value: JSONValue)] {
        var tokens: [(key: String, value: JSONValue)] = []
        var untyped: [(key: String, value: JSONValue)] = []
        if let group = set.group { untyped.append(("group", .string(group))) }
        for attribute in set.attributes {
            let name = Self.tokenName(attribute.name)
            switch attribute.value {
            case .color:
                let written = ValuePart.parse(text: attribute.provenance.winner.valueText)
                if let alias = alias(for: written, scheme: scheme, selfName: nil) {
                    tokens.append((name, .object([("$type", "color"), ("$value", .string(alias))])))
                } else if let color = attribute.color {
                    tokens.append((name, .object([("$type", "color"), ("$value", Self.colorValue(color))])))
                }
            case .number(let number):
                if Self.isDimension(attribute.parts.base) {
                    tokens.append((name, Self.dimensionToken(number.value)))
                } else {
                    tokens.append((name, .object([("$type", "number"), ("$value", .number(number.value))])))
                }
            case .integer(let integer):
                tokens.append((name, .object([("$type", "number"), ("$value", .number(Double(integer.value)))])))
            case .fontName(let font):
                tokens += Self.fontTokens(font, key: name)
            default:
                untyped.append((attribute.name, attribute.value.json))
            }
        }
        if !untyped.isEmpty { tokens.append(("$extensions", .object([("com.nsskit", .object(untyped))]))) }
        return tokens
    }
}

/// Each styled class path's group of tokens, made when asked for.
struct ComponentTokens: IteratorProtocol {
    let builder: TokenBuilder
    let paths: [String]
    var position = 0
    var names = TokenNames()
    // One session for the pass: one for each path made the export quadratic.
    var session: ResolveSession

    init(builder: TokenBuilder, resolver: Resolver) {
        self.builder = builder
        paths = resolver.styledClassPaths
        session = resolver.session(scheme: builder.scheme, environment: builder.environment)
    }

    /// The next class path's group: its tokens in the normal state, then a group per state that
    /// sets a typed token. A path with no tokens is passed over.
    mutating func next() -> (key: String, value: JSONValue)? {
        while position < paths.count {
            let path = paths[position]
            position += 1
            let states = [nil] + session.resolver.statesUsed(by: path).map { Optional($0) }
            let sets = states.map { session.resolve(classPath: path, state: $0) }
            var members = builder.attributeTokens(sets[0])
            var stateGroups: [(key: String, value: JSONValue)] = []
            for set in sets.dropFirst() {
                let tokens = builder.attributeTokens(set).filter { $0.key != "$extensions" }
                if !tokens.isEmpty {
                    stateGroups.append((TokenBuilder.tokenName(set.state ?? "normal"), .object(tokens)))
                }
            }
            if !stateGroups.isEmpty { members.append(("states", .object(stateGroups))) }
            if !members.isEmpty { return (names.name(for: path), .object(members)) }
        }
        return nil
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

/// Variable expanders by scheme, shared by an export's values so that each definition is
/// expanded once per scheme.
final class SharedExpanders {
    private let table: VariableTable
    private var byScheme: [ColorScheme: VariableExpander] = [:]

    init(table: VariableTable) { self.table = table }

    /// `parts` expanded in `scheme`, as `VariableTable.expand(_:scheme:)` expands them.
    func expand(_ parts: [ValuePart], scheme: ColorScheme) -> (parts: [ValuePart], problems: [VariableProblem]) {
        var expander = byScheme.removeValue(forKey: scheme) ?? VariableExpander(table: table, scheme: scheme)
        defer { byScheme[scheme] = expander }
        return expander.expand(parts)
    }
}
