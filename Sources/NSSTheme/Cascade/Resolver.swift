import NSSSyntax

/// Options for resolving.
public struct ResolveOptions: Sendable, Hashable {
    /// How eight-digit hex colors are read.
    public var colors: ColorOptions
    /// Which definition of a variable wins.
    public var precedence: DefinitionPrecedence
    /// Whether Fiori palette names read SAP's v8 defaults when the theme does not define them.
    public var paletteDefaults: Bool

    /// Creates options.
    public init(
        colors: ColorOptions = .default, precedence: DefinitionPrecedence = .lastWins, paletteDefaults: Bool = true
    ) {
        self.colors = colors
        self.precedence = precedence
        self.paletteDefaults = paletteDefaults
    }
}

/// Cascades a theme's rules into typed attribute sets: "for this view, in this state, in this
/// scheme, what exactly does the theme say, and why".
///
/// The cascade:
/// - a later declaration wins over an earlier one for the same class path, property and state:
///   later in a rule, in a later rule, in a later stylesheet (layer);
/// - `@media (device: ...) and (orientation: ...)` rules take part only when the environment
///   matches;
/// - a class chain `A:B:C` (a view's nuiClass) resolves per property, the rightmost class that
///   sets it winning (NUI);
/// - a numbered item `X_1` falls back to the unnumbered `X`, per property;
/// - a state falls back to less specific states and then to the normal value (UIKit's fallback):
///   `selected-highlighted`, then `selected`, then normal;
/// - values read variables through their chains, palette names through the theme's `@name_<scheme>`
///   definitions and then SAP's v8 defaults;
/// - a declaration whose value is invalid for its property is ignored (and reported).
///
/// The state is the outermost fallback, then the class chain, then the numbered fallback.
public final class Resolver: Sendable {
    /// The theme.
    public let theme: Theme
    /// The schema.
    public let schema: Schema
    /// The options.
    public let options: ResolveOptions
    private let index: CascadeIndex

    /// Indexes a theme for resolving.
    public init(theme: Theme, schema: Schema = .builtin, options: ResolveOptions = ResolveOptions()) {
        self.theme = theme
        self.schema = schema
        self.options = options
        index = CascadeIndex(theme: theme, schema: schema)
    }

    /// The class paths the theme's rules style, in order of first appearance.
    public var styledClassPaths: [String] { index.classPathOrder }

    /// The attributes a view with `classPath` (a class path or a chain `A:B:C`) has in `state`
    /// (nil or `normal` for the normal state), `scheme` and `environment`.
    public func resolve(
        classPath: String, state: String? = nil, scheme: ColorScheme = .lightBackground,
        environment: Environment = .default
    ) -> AttributeSet {
        var session = ResolveSession(resolver: self, scheme: scheme, environment: environment)
        return session.resolve(classPath: classPath, state: state)
    }

    /// The attributes of every class path the theme styles (or every documented one too, with
    /// `includeSchema`), sharing one variable expansion memo.
    public func resolveAll(
        state: String? = nil, scheme: ColorScheme = .lightBackground, environment: Environment = .default,
        includeSchema: Bool = false
    ) -> [AttributeSet] {
        var session = ResolveSession(resolver: self, scheme: scheme, environment: environment)
        var paths = index.classPathOrder
        if includeSchema {
            let styled = Set(paths)
            paths += schema.classPaths.keys.sorted().filter { !styled.contains($0) }
        }
        return paths.map { session.resolve(classPath: $0, state: state) }
    }

    /// Resolves many class paths and states in one scheme and environment, sharing one variable
    /// expansion memo: what exports and whole-screen renderers use.
    public func resolve(
        _ requests: [(classPath: String, state: String?)], scheme: ColorScheme = .lightBackground,
        environment: Environment = .default
    ) -> [AttributeSet] {
        var session = ResolveSession(resolver: self, scheme: scheme, environment: environment)
        return requests.map { session.resolve(classPath: $0.classPath, state: $0.state) }
    }

    /// The state suffixes the theme's declarations use for a class path (or chain), its numbered
    /// fallback included, in order of first use; `normal` is not listed.
    public func statesUsed(by classPath: String) -> [String] {
        var states: [String] = []
        for name in classPath.split(separator: ":").map(String.init) {
            for path in [name] + (ClassPath.unnumbered(name).map { [$0] } ?? []) {
                let slots = (index.byClassPath[path] ?? [:]).sorted { $0.value[0] < $1.value[0] }
                for (slot, _) in slots {
                    if let state = slot.state, state != "normal", !states.contains(state) { states.append(state) }
                }
            }
        }
        return states
    }

    fileprivate var cascade: CascadeIndex { index }
}

/// One slot of the cascade: a property with its modifier and state.
struct SlotKey: Hashable {
    var base: String
    var modifier: PropertyModifier?
    var state: String?
}

/// A declaration of the cascade, indexed.
struct IndexedDeclaration {
    let declaration: Declaration
    /// The same for every selector of the rule: one per declaration of the theme.
    let declarationID: Int
    let selector: String
    let parts: PropertyNameParts
    let known: Bool
    let item: Int
    let order: Int
}

/// The theme's declarations by class path and slot, in cascade order.
struct CascadeIndex: Sendable {
    private(set) var declarations: [IndexedDeclaration] = []
    /// Declarations by class path, then slot, in cascade order.
    private(set) var byClassPath: [String: [SlotKey: [Int]]] = [:]
    private(set) var classPathOrder: [String] = []
    /// The number of distinct declarations (selector lists count once).
    private(set) var declarationCount = 0

    init(theme: Theme, schema: Schema) {
        var splits: [String: (PropertyNameParts, Bool)] = [:]
        for (itemIndex, item) in theme.items.enumerated() {
            guard let rule = Rule(item.node) else { continue }
            let selectors = rule.selectors.map(\.text)
            for declaration in rule.declarations {
                let name = declaration.name.text
                let (parts, known): (PropertyNameParts, Bool)
                if let cached = splits[name] {
                    (parts, known) = cached
                } else {
                    switch schema.splitPropertyName(name) {
                    case .known(let split, _):
                        (parts, known) = (split, true)
                    default:
                        (parts, known) = (PropertyNameParts(base: name, state: nil, modifier: nil), false)
                    }
                    splits[name] = (parts, known)
                }
                let slot = SlotKey(base: parts.base, modifier: parts.modifier, state: parts.state)
                let declarationID = declarationCount
                declarationCount += 1
                for selector in selectors {
                    let index = declarations.count
                    declarations.append(
                        IndexedDeclaration(
                            declaration: declaration, declarationID: declarationID, selector: selector, parts: parts,
                            known: known, item: itemIndex,
                            order: index))
                    if byClassPath[selector] == nil { classPathOrder.append(selector) }
                    byClassPath[selector, default: [:]][slot, default: []].append(index)
                }
            }
        }
    }
}

extension IndexedDeclaration: @unchecked Sendable {}

/// One resolution pass: a scheme, an environment and their variable table, with a memo shared
/// by every class path resolved in the pass.
struct ResolveSession {
    let resolver: Resolver
    let scheme: ColorScheme
    let environment: Environment
    private var expander: VariableExpander
    private let table: VariableTable
    private var readValues: [Int: ReadValue] = [:]

    /// A declaration's value read in this session.
    private enum ReadValue {
        case valid(TypedValue, RGBAColor?, [ValueStep])
        case invalid(String)
    }

    init(resolver: Resolver, scheme: ColorScheme, environment: Environment) {
        self.resolver = resolver
        self.scheme = scheme
        self.environment = environment
        table = VariableTable(
            resolver.theme.variableDefinitions, environment: environment, precedence: resolver.options.precedence,
            paletteDefaults: resolver.options.paletteDefaults)
        expander = VariableExpander(table: table, scheme: scheme)
    }

    mutating func resolve(classPath: String, state requestedState: String?) -> AttributeSet {
        let schema = resolver.schema
        let index = resolver.cascade
        let classes = classPath.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        let state = requestedState == "normal" ? nil : requestedState
        let states = Self.stateChain(state)
        // Candidate class paths per class: the class itself, then its unnumbered path.
        var candidates: [(path: String, classIndex: Int, fallback: Bool)] = []
        for (position, name) in classes.enumerated().reversed() {
            candidates.append((name, position, false))
            if let unnumbered = ClassPath.unnumbered(name) { candidates.append((unnumbered, position, true)) }
        }
        let group = classes.reversed().lazy.compactMap { schema.lookup($0).spec?.group }.first
        // Every attribute (base + modifier) any candidate sets, for any state.
        var attributeKeys: [(base: String, modifier: PropertyModifier?)] = []
        var seenKeys: Set<String> = []
        for candidate in candidates {
            // In order of first declaration, so the output does not depend on hashing.
            let slots = (index.byClassPath[candidate.path] ?? [:]).sorted { $0.value[0] < $1.value[0] }
            for (slot, _) in slots {
                let key = slot.base + "|" + (slot.modifier?.rawValue ?? "")
                if seenKeys.insert(key).inserted { attributeKeys.append((slot.base, slot.modifier)) }
            }
        }
        var attributes: [ResolvedAttribute] = []
        var problems: [ResolveProblem] = []
        for key in attributeKeys {
            // All declarations that could set this attribute, best candidate first.
            var winner: (declaration: Int, value: ReadValue)?
            var winnerRank = (state: 0, classIndex: 0, fallback: false)
            var losers: [(Int, OverrideReason)] = []
            for (stateRank, candidateState) in states.enumerated() {
                for candidate in candidates {
                    let slot = SlotKey(base: key.base, modifier: key.modifier, state: candidateState)
                    guard let list = index.byClassPath[candidate.path]?[slot] else { continue }
                    for declarationIndex in list.reversed() {
                        let item = resolver.theme.items[index.declarations[declarationIndex].item]
                        let reason: OverrideReason
                        if item.mediaIsInvalid || !environment.matches(item.media) {
                            reason = .mediaDoesNotApply
                        } else if winner == nil {
                            let value = read(declarationIndex)
                            if case .invalid(let message) = value {
                                problems.append(ResolveProblem(origin: origin(declarationIndex), message: message))
                                reason = .invalidValue
                            } else {
                                winner = (declarationIndex, value)
                                winnerRank = (stateRank, candidate.classIndex, candidate.fallback)
                                continue
                            }
                        } else if stateRank > winnerRank.state {
                            reason = .lessSpecificState
                        } else if candidate.classIndex < winnerRank.classIndex {
                            reason = .classFurtherLeft
                        } else if candidate.fallback && !winnerRank.fallback {
                            reason = .unnumberedFallback
                        } else {
                            reason = .earlier
                        }
                        losers.append((declarationIndex, reason))
                    }
                }
            }
            guard let (winnerIndex, readValue) = winner, case .valid(let value, let color, let steps) = readValue else {
                continue
            }
            let winnerDeclaration = index.declarations[winnerIndex]
            let overridden = losers.sorted { $0.0 < $1.0 }.map {
                OverriddenDeclaration(origin: origin($0.0), reason: $0.1)
            }
            var name = key.base
            if key.modifier == .top || key.modifier == .bottom { name += "-" + key.modifier!.rawValue }
            if key.modifier == .insets { name += "-insets" }
            attributes.append(
                ResolvedAttribute(
                    name: name, parts: winnerDeclaration.parts, value: value, color: color,
                    provenance: Provenance(winner: origin(winnerIndex), overridden: overridden, steps: steps)))
        }
        attributes.sort { $0.name < $1.name }
        problems.sort { $0.origin.order < $1.origin.order }
        return AttributeSet(
            classPath: classPath, classes: classes, group: group, state: state, scheme: scheme,
            environment: environment, attributes: attributes, problems: problems)
    }

    /// The states to try for a requested state: itself, then shorter and shorter prefixes, then
    /// the normal state written out (`-normal`), then no suffix. `selected-highlighted` gives
    /// selected-highlighted, selected, normal, none. (In NUI, `background-color-normal` is the
    /// normal state's color and `background-color` the view's own, drawn beneath it.)
    static func stateChain(_ state: String?) -> [String?] {
        guard let state, state != "normal" else { return ["normal", nil] }
        var chain: [String?] = [state]
        var current = Substring(state)
        while let dash = current.lastIndex(of: "-") {
            current = current[..<dash]
            chain.append(String(current))
        }
        chain.append("normal")
        chain.append(nil)
        return chain
    }

    private func origin(_ declarationIndex: Int) -> DeclarationOrigin {
        let indexed = resolver.cascade.declarations[declarationIndex]
        let item = resolver.theme.items[indexed.item]
        return DeclarationOrigin(
            span: SourceSpan(file: indexed.declaration.node.tree.source, range: indexed.declaration.node.range),
            selector: indexed.selector, property: indexed.declaration.name.text,
            layer: resolver.theme.files[item.file].layer, order: indexed.order,
            valueRange: indexed.declaration.valueRange)
    }

    /// Reads a declaration's value: variables expanded, typed, palette colors resolved.
    private mutating func read(_ declarationIndex: Int) -> ReadValue {
        let indexed = resolver.cascade.declarations[declarationIndex]
        // Selector lists share one declaration: read it once.
        let key = indexed.declarationID
        if let known = readValues[key] { return known }
        let result: ReadValue
        let (parts, problems) = expander.expand(ValuePart.parts(of: indexed.declaration))
        if let problem = problems.first {
            result = .invalid(problem.description)
        } else if let type = resolver.schema.valueType(of: indexed.parts), indexed.known {
            switch type.parse(parts, colors: resolver.options.colors) {
            case .failure(let error):
                result = .invalid(error.message)
            case .success(let value):
                var steps = variableSteps(in: ValuePart.parts(of: indexed.declaration))
                if case .color(let color) = value {
                    switch resolveColor(color, steps: &steps) {
                    case .success(let rgba): result = .valid(value, rgba, steps)
                    case .failure(let problem): result = .invalid(problem.message)
                    }
                } else {
                    result = .valid(value, nil, steps)
                }
            }
        } else {
            // A property the schema does not know: kept as text.
            result = parts.isEmpty ? .invalid("missing value") : .valid(.text(ValuePart.text(parts)), nil, [])
        }
        readValues[key] = result
        return result
    }

    /// The variable definitions a value's references go through, outermost first.
    private func variableSteps(in parts: [ValuePart]) -> [ValueStep] {
        var steps: [ValueStep] = []
        var pending = parts
        var seen: Set<String> = []
        while !pending.isEmpty {
            let part = pending.removeFirst()
            switch part {
            case .token(let token) where token.kind == .atKeyword && token.text.count > 1:
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
