import NSSSyntax

/// Reads declarations' values as one pass sees them: variables expanded through its table,
/// values typed, palette colors resolved in its scheme. Apart from the session's memo, so that
/// the thread planning a pass's views can read values too (``ResolveSession``'s planning
/// thread reads each value first met there, and the session takes it from the plan).
struct SessionValueReader {
    /// The resolver whose theme is read; read values hold it.
    let resolver: Resolver
    /// The scheme colors are resolved in.
    let scheme: ColorScheme
    private var expander: VariableExpander
    private let table: VariableTable

    /// A reader for `scheme` in `environment`, the runtime's handling of unknown features applied.
    init(resolver: Resolver, scheme: ColorScheme, environment: Environment) {
        self.resolver = resolver
        self.scheme = scheme
        let runtime = resolver.options.runtime
        table = VariableTable(
            resolver.theme.variableDefinitions, environment: environment, precedence: resolver.options.precedence,
            paletteDefaults: resolver.options.paletteDefaults, schemeFallback: runtime.schemeFallback)
        expander = VariableExpander(table: table, scheme: scheme, substitution: runtime.substitution)
    }

    /// A declaration's value as read.
    enum Read {
        case valid(ResolvedValue)
        case invalid(String)

        static func valid(_ value: TypedValue, _ color: RGBAColor?, _ steps: [ValueStep], of resolver: Resolver)
            -> Read
        {
            .valid(ResolvedValue(value: value, color: color, steps: steps, resolver: resolver))
        }
    }

    /// The value of indexed declaration `declarationIndex` of `resolver`'s index, read afresh:
    /// this reader's resolver or one over the same theme for another thread. Read through the
    /// resolver: an index given by value was copied, its every list counted, at each read. Also
    /// says whether it read as a plain literal (``ValueType/readPlain(_:colors:)``).
    mutating func read(ofIndexed declarationIndex: Int, of resolver: Resolver) -> (value: Read, isLiteral: Bool) {
        let (distinct, type) = resolver.index.reading(declarationIndex)
        let declaration = resolver.index.declaration(distinct, in: resolver.theme)
        if let type, let value = type.readPlain(declaration, colors: resolver.options.colors) {
            // A literal: no variables, and a color is its own concrete color.
            guard case .color(let color) = value else { return (.valid(value, nil, [], of: resolver), true) }
            return (.valid(value, color.literal, [], of: resolver), true)
        }
        return (read(declaration, type: type), false)
    }

    /// A declaration's value of its property's `type` (which the index found once for every
    /// declaration of the property), not a plain literal, read afresh.
    private mutating func read(_ declaration: Declaration, type: ValueType?) -> Read {
        let result: Read
        let written: [ValuePart]
        let (parts, problems): ([ValuePart], [VariableProblem])
        if let plain = Self.partsWithoutReferences(of: declaration) {
            // Nothing to expand: the expander would give the parts back as they are.
            written = plain
            (parts, problems) = (plain, [])
        } else {
            written = ValuePart.parts(of: declaration)
            (parts, problems) = expander.expand(written)
        }
        if let problem = problems.first {
            result = .invalid(problem.description)
        } else if let type {
            switch type.parse(parts, colors: resolver.options.colors) {
            case .failure(let error):
                result = .invalid(error.message)
            case .success(let value):
                var steps = variableSteps(in: written)
                if case .color(let color) = value {
                    switch resolveColor(color, steps: &steps) {
                    case .success(let rgba): result = .valid(value, rgba, steps, of: resolver)
                    case .failure(let problem): result = .invalid(problem.message)
                    }
                } else {
                    result = .valid(value, nil, steps, of: resolver)
                }
            }
        } else {
            // A property the schema does not know: kept as text.
            result =
                parts.isEmpty ? .invalid("missing value") : .valid(.text(ValuePart.text(parts)), nil, [], of: resolver)
        }
        return result
    }

    /// The parts of a value written as tokens alone, none of them a variable reference, as
    /// ``ValuePart/parts(of:)`` makes them, read from the tree by token; nil for a value with a
    /// function call, a reference, or more parts than an expansion keeps. Most values a pass
    /// reads that are not plain literals are such (a keyword, a font name, the value of a
    /// property the schema does not type): made through the declaration's components and
    /// expanded, each was some 6,000 instructions.
    static func partsWithoutReferences(of declaration: Declaration) -> [ValuePart]? {
        let (tree, node) = (declaration.node.tree, declaration.node.index)
        let tokens = tree.valueTokenIndices(ofDeclarationAt: node)
        guard !tree.hasChildNodes(node), tokens.count <= VariableTable.maximumExpandedParts else { return nil }
        var parts: [ValuePart] = []
        parts.reserveCapacity(tokens.count)
        for index in tokens {
            let kind = tree.kind(ofToken: index)
            guard kind != .atKeyword else { return nil }
            let range = tree.range(ofToken: index)
            let span = SourceSpan(file: tree.source, range: range)
            parts.append(.token(ValueToken(kind: kind, text: tree.source.text(range), span: span)))
        }
        return parts
    }

    /// The variable definitions a value's references go through, outermost first.
    private func variableSteps(in parts: [ValuePart]) -> [ValueStep] {
        var steps: [ValueStep] = []
        var pending = parts
        var seen: Set<String> = []
        while !pending.isEmpty {
            let part = pending.removeFirst()
            switch part {
            case .token(let token) where token.kind == .atKeyword && token.text.hasMoreCharacters(than: 1):
                let name = String(token.text.dropFirst())
                guard seen.insert(name).inserted else { continue }
                if case .definition(let definition) = table.binding(of: name, scheme: scheme) {
                    steps.append(ValueStep(kind: .variable(name: definition.name), origin: definition.span))
                    pending.append(contentsOf: definition.parts)
                }
            case .function(_, let arguments, _):
                pending.append(contentsOf: arguments)
            default:
                continue
            }
        }
        return steps
    }

    /// The concrete color of a color value in the session's scheme: palette names through the
    /// theme's definitions (`@name_<scheme>`), then SAP's defaults.
    private mutating func resolveColor(_ color: ColorValue, steps: inout [ValueStep]) -> Result<RGBAColor, ColorProblem>
    {
        var current = color
        var visited: Set<String> = []
        while true {
            switch current {
            case .literal(let rgba, _):
                return .success(rgba)
            case .palette(let reference):
                if !resolver.options.runtime.readsPaletteNames {
                    if let system = UIKitColors.systemColor(named: reference.description) { return .success(system) }
                    return .failure(
                        ColorProblem(
                            message: "'\(reference)' is a Fiori palette name; UIColor has no '\(reference)Color'"))
                }
                let scheme = reference.scheme ?? self.scheme
                let key = reference.name + "_" + scheme.suffix
                let isRepeat = !visited.insert(key).inserted
                if !isRepeat,
                    case .definition(let definition) = table.binding(of: reference.description, scheme: scheme)
                {
                    steps.append(ValueStep(kind: .variable(name: definition.name), origin: definition.span))
                    let (parts, problems) = expander.expand(definition.parts)
                    if let problem = problems.first { return .failure(ColorProblem(message: problem.description)) }
                    switch ColorValue.parse(parts, options: resolver.options.colors) {
                    case .success(let next): current = next
                    case .failure(let error):
                        return .failure(ColorProblem(message: "@\(definition.name): \(error.message)"))
                    }
                    continue
                }
                guard resolver.options.paletteDefaults,
                    let value = FioriColors.defaultColor(reference.name, scheme: scheme)
                else {
                    return .failure(
                        ColorProblem(message: "palette color '\(reference)' has no value in scheme \(scheme.shortName)")
                    )
                }
                steps.append(
                    ValueStep(
                        kind: .paletteDefault(name: FioriColors.canonicalName(reference.name), scheme: scheme),
                        origin: nil))
                return .success(value)
            }
        }
    }
}

/// Why a color could not be resolved.
struct ColorProblem: Error {
    var message: String
}
