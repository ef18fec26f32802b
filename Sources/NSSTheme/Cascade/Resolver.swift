import NSSSyntax

/// Options for resolving.
public struct ResolveOptions: Sendable, Hashable {
    /// How eight-digit hex colors are read.
    public var colors: ColorOptions
    /// Which definition of a variable wins.
    public var precedence: DefinitionPrecedence
    /// Whether Fiori palette names read SAP's v8 defaults when the theme does not define them.
    public var paletteDefaults: Bool
    /// How the runtime being modelled reads what runtimes read differently.
    public var runtime: RuntimeModel

    /// Creates options.
    public init(
        colors: ColorOptions = .default, precedence: DefinitionPrecedence = .lastWins, paletteDefaults: Bool = true,
        runtime: RuntimeModel = .nsskit
    ) {
        self.colors = colors
        self.precedence = precedence
        self.paletteDefaults = paletteDefaults
        self.runtime = runtime
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
        for name in ClassPath.chain(classPath) {
            for path in [name] + (ClassPath.unnumbered(name).map { [$0] } ?? []) {
                guard let entry = index.entry(path) else { continue }
                let declarations = entry.lists.joined().sorted()
                for declaration in declarations {
                    guard let state = index.states[Int(index.declarations[declaration].stateID)] else { continue }
                    if state != "normal", !states.contains(state) { states.append(state) }
                }
            }
        }
        return states
    }

    fileprivate var cascade: CascadeIndex { index }
}

/// A declaration of the cascade, indexed: one per declaration and selector, in cascade order
/// (its position is its order). Small, because a large theme has hundreds of thousands.
struct IndexedDeclaration {
    /// The same for every selector of the rule: one per declaration of the theme.
    let declarationID: Int32
    /// The class path of its selector.
    let classID: Int32
    /// Its state suffix; ``CascadeIndex/noState`` when it has none.
    let stateID: Int32
    /// Its cascade item (rule).
    let item: Int32
}

/// A declaration of the theme, once however many selectors its rule has.
struct DistinctDeclaration {
    let declaration: Declaration
    let propertyID: Int32
    /// Its value text and value type, interned: equal keys read equally in a session.
    let valueKey: Int
    /// Its bytes and its value's bytes.
    let range: Range<Int>
    let valueRange: Range<Int>
}

/// A distinct property name as the schema reads it.
struct PropertyReading {
    let name: String
    let parts: PropertyNameParts
    let known: Bool
    let attributeID: Int
    let stateID: Int
    /// The value type's ordinal + 1, or 0 when the property has no known type.
    let typeOrdinal: Int
}

/// The declarations one class path styles, grouped by attribute.
struct ClassEntry {
    let path: String
    /// Attributes in order of first declaration, so results do not depend on hashing.
    var attributeOrder: [Int] = []
    /// Declaration indices of each attribute of `attributeOrder`, in cascade order.
    var lists: [[Int]] = []
}

/// The theme's declarations by class path and attribute, in cascade order. Names are interned
/// once here, so resolving compares integers rather than hashing strings.
struct CascadeIndex: Sendable {
    static let noState: Int32 = 0

    private(set) var declarations: [IndexedDeclaration] = []
    private(set) var distinct: [DistinctDeclaration] = []
    private(set) var propertyReadings: [PropertyReading] = []
    private(set) var classes: [ClassEntry] = []
    private(set) var classIDs: [String: Int] = [:]
    /// Attributes by identifier: a property and its modifier.
    private(set) var attributes: [(base: String, modifier: PropertyModifier?)] = []
    /// Each attribute's name as resolved output shows it, and that name's rank in sorted order.
    private(set) var attributeNames: [String] = []
    private(set) var attributeRanks: [Int] = []
    /// State suffixes by identifier; the first is no suffix at all.
    private(set) var states: [String?] = [nil]
    private(set) var stateIDs: [String: Int32] = [:]

    var classPathOrder: [String] { classes.map(\.path) }
    /// The number of distinct declarations (selector lists count once).
    var declarationCount: Int { distinct.count }

    init(theme: Theme, schema: Schema) {
        var names = Interner()
        var propertyByName: [Int: Int32] = [:]
        var classByName: [Int: Int] = [:]
        var attributeIDs: [String: Int] = [:]
        var values = Interner()
        /// (class, attribute) -> the attribute's position in the class's entry.
        var positions: [Int: Int] = [:]
        let ordinals = Dictionary(uniqueKeysWithValues: ValueType.allCases.enumerated().map { ($1.rawValue, $0) })
        for (itemIndex, item) in theme.items.enumerated() {
            guard let rule = Rule(item.node) else { continue }
            let bytes = item.node.tree.source.bytes
            let classIDs = rule.selectors.map { selector in
                let nameID = names.intern(bytes[selector.range])
                if let known = classByName[nameID] { return known }
                let id = classes.count
                let path = selector.text
                classes.append(ClassEntry(path: path))
                self.classIDs[path] = id
                classByName[nameID] = id
                return id
            }
            for declaration in rule.declarations {
                let nameRange = declaration.name.range
                let nameID = names.intern(bytes[nameRange])
                let propertyID: Int32
                if let known = propertyByName[nameID] {
                    propertyID = known
                } else {
                    let name = String(decoding: bytes[nameRange], as: UTF8.self)
                    let (parts, known): (PropertyNameParts, Bool)
                    switch schema.splitPropertyName(name) {
                    case .known(let split, _): (parts, known) = (split, true)
                    default: (parts, known) = (PropertyNameParts(base: name, state: nil, modifier: nil), false)
                    }
                    let attributeKey = parts.base + "|" + (parts.modifier?.rawValue ?? "")
                    let attributeID =
                        attributeIDs[attributeKey]
                        ?? {
                            attributes.append((parts.base, parts.modifier))
                            attributeIDs[attributeKey] = attributes.count - 1
                            return attributes.count - 1
                        }()
                    var stateID = Self.noState
                    if let state = parts.state {
                        stateID =
                            stateIDs[state]
                            ?? {
                                states.append(state)
                                stateIDs[state] = Int32(states.count - 1)
                                return Int32(states.count - 1)
                            }()
                    }
                    let type = known ? schema.valueType(of: parts) : nil
                    propertyID = Int32(propertyReadings.count)
                    propertyReadings.append(
                        PropertyReading(
                            name: name, parts: parts, known: known, attributeID: attributeID, stateID: Int(stateID),
                            typeOrdinal: type.flatMap { ordinals[$0.rawValue] }.map { $0 + 1 } ?? 0))
                    propertyByName[nameID] = propertyID
                }
                let property = propertyReadings[Int(propertyID)]
                let declarationID = Int32(distinct.count)
                let valueRange = declaration.valueRange
                distinct.append(
                    DistinctDeclaration(
                        declaration: declaration, propertyID: propertyID,
                        valueKey: values.intern(bytes[valueRange]) &* 64 &+ property.typeOrdinal,
                        range: declaration.node.range, valueRange: valueRange))
                for classID in classIDs {
                    let index = declarations.count
                    declarations.append(
                        IndexedDeclaration(
                            declarationID: declarationID, classID: Int32(classID), stateID: Int32(property.stateID),
                            item: Int32(itemIndex)))
                    let key = classID << 32 | property.attributeID
                    if let position = positions[key] {
                        classes[classID].lists[position].append(index)
                    } else {
                        positions[key] = classes[classID].attributeOrder.count
                        classes[classID].attributeOrder.append(property.attributeID)
                        classes[classID].lists.append([index])
                    }
                }
            }
        }
        attributeNames = attributes.map { attribute in
            switch attribute.modifier {
            case .top, .bottom: attribute.base + "-" + attribute.modifier!.rawValue
            case .insets: attribute.base + "-insets"
            case nil: attribute.base
            }
        }
        attributeRanks = Array(repeating: 0, count: attributes.count)
        var rank = 0
        let sorted = attributeNames.indices.sorted { attributeNames[$0] < attributeNames[$1] }
        for (position, attribute) in sorted.enumerated() {
            if position > 0 && attributeNames[sorted[position - 1]] != attributeNames[attribute] { rank += 1 }
            attributeRanks[attribute] = rank
        }
    }

    /// The entry of a class path, when the theme styles it.
    func entry(_ path: String) -> ClassEntry? {
        classIDs[path].map { classes[$0] }
    }

    /// The distinct declaration and property of an indexed one.
    func reading(_ declarationIndex: Int) -> (DistinctDeclaration, PropertyReading) {
        let declaration = distinct[Int(declarations[declarationIndex].declarationID)]
        return (declaration, propertyReadings[Int(declaration.propertyID)])
    }
}

/// One resolution pass: a scheme, an environment and their variable table, with a memo shared
/// by every class path resolved in the pass.
struct ResolveSession {
    let resolver: Resolver
    let scheme: ColorScheme
    let environment: Environment
    private var expander: VariableExpander
    private let table: VariableTable
    /// Read values, by declaration and by value key (value text and type).
    private var readIndexByDeclaration: [Int32]
    private var readIndexByValue: [Int: Int32] = [:]
    private var readValues: [ReadValue] = []
    /// Whether each cascade item's `@media` applies: 0 not yet known, 1 yes, 2 no.
    private var itemApplies: [UInt8]
    /// Scratch for grouping a path's declarations by attribute: -1, or the attribute's group.
    private var attributeGroup: [Int32]

    /// A declaration's value read in this session.
    private enum ReadValue {
        case valid(TypedValue, RGBAColor?, [ValueStep])
        case invalid(String)
    }

    init(resolver: Resolver, scheme: ColorScheme, environment requested: Environment) {
        self.resolver = resolver
        self.scheme = scheme
        let runtime = resolver.options.runtime
        var environment = requested
        if runtime.unknownMediaFeaturesHold { environment.unknownFeaturesHold = true }
        self.environment = environment
        table = VariableTable(
            resolver.theme.variableDefinitions, environment: environment, precedence: resolver.options.precedence,
            paletteDefaults: resolver.options.paletteDefaults, schemeFallback: runtime.schemeFallback)
        expander = VariableExpander(table: table, scheme: scheme, substitution: runtime.substitution)
        readIndexByDeclaration = Array(repeating: -1, count: resolver.cascade.declarationCount)
        itemApplies = Array(repeating: 0, count: resolver.theme.items.count)
        attributeGroup = Array(repeating: -1, count: resolver.cascade.attributes.count)
    }

    private mutating func applies(_ itemIndex: Int) -> Bool {
        if itemApplies[itemIndex] == 0 {
            let item = resolver.theme.items[itemIndex]
            itemApplies[itemIndex] = !item.mediaIsInvalid && environment.matches(item.media) ? 1 : 2
        }
        return itemApplies[itemIndex] == 1
    }

    mutating func resolve(classPath: String, state requestedState: String?) -> AttributeSet {
        let schema = resolver.schema
        let index = resolver.cascade
        let classes = ClassPath.chain(classPath)
        let state = requestedState == "normal" ? nil : requestedState
        guard resolver.options.runtime.readsRules else {
            return AttributeSet(
                classPath: classPath, classes: classes, group: nil, state: state, scheme: scheme,
                environment: environment, attributes: [], problems: [])
        }
        // States the theme never uses cannot match; the rest become identifiers.
        let states = Self.stateChain(state).map { state in
            state.map { index.stateIDs[$0] ?? -1 } ?? CascadeIndex.noState
        }
        // Candidate class paths per class: the class itself, then its unnumbered path.
        var candidates: [(entry: ClassEntry, classIndex: Int, fallback: Bool)] = []
        for (position, name) in classes.enumerated().reversed() {
            if let entry = index.entry(name) { candidates.append((entry, position, false)) }
            if let unnumbered = ClassPath.unnumbered(name), let entry = index.entry(unnumbered) {
                candidates.append((entry, position, true))
            }
        }
        let group = classes.reversed().lazy.compactMap { schema.lookup($0).spec?.group }.first
        // Every attribute any candidate sets, for any state, in order of first declaration, with
        // each candidate's declarations of it.
        var groups: [Int] = []
        var members: [(group: Int, candidate: Int, list: [Int])] = []
        for (candidateIndex, candidate) in candidates.enumerated() {
            for (position, attribute) in candidate.entry.attributeOrder.enumerated() {
                var group = Int(attributeGroup[attribute])
                if group < 0 {
                    group = groups.count
                    attributeGroup[attribute] = Int32(group)
                    groups.append(attribute)
                }
                members.append((group, candidateIndex, candidate.entry.lists[position]))
            }
        }
        for attribute in groups { attributeGroup[attribute] = -1 }
        if candidates.count > 1 {
            members = members.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }
                .map(\.element)
        }
        // Output is sorted by name; equal names keep their order of first declaration.
        let order = groups.indices.sorted {
            (index.attributeRanks[groups[$0]], $0) < (index.attributeRanks[groups[$1]], $1)
        }
        var memberStart = [Int](repeating: 0, count: groups.count + 1)
        for member in members { memberStart[member.group + 1] += 1 }
        for group in groups.indices { memberStart[group + 1] += memberStart[group] }
        var attributes: [ResolvedAttribute] = []
        attributes.reserveCapacity(groups.count)
        var problems: [ResolveProblem] = []
        for group in order {
            let attributeID = groups[group]
            let groupMembers = members[memberStart[group]..<memberStart[group + 1]]
            // All declarations that could set this attribute, best candidate first.
            var winner: (declaration: Int, value: ReadValue)?
            var winnerRank = (state: 0, classIndex: 0, fallback: false)
            var losers: [(Int, OverrideReason)] = []
            for (stateRank, stateID) in states.enumerated() where stateID >= 0 {
                for member in groupMembers {
                    let candidate = candidates[member.candidate]
                    let list = member.list
                    for declarationIndex in list.reversed()
                    where index.declarations[declarationIndex].stateID == stateID {
                        let reason: OverrideReason
                        if !applies(Int(index.declarations[declarationIndex].item)) {
                            reason = .mediaDoesNotApply
                        } else if winner == nil {
                            let value = read(declarationIndex)
                            if case .invalid(let message) = value {
                                problems.append(ResolveProblem(origin: origin(declarationIndex), message: message))
                                guard resolver.options.runtime.lastDeclarationWins else {
                                    reason = .invalidValue
                                    losers.append((declarationIndex, reason))
                                    continue
                                }
                                // The runtime keeps it anyway: nothing earlier applies.
                                winner = (declarationIndex, value)
                                winnerRank = (stateRank, candidate.classIndex, candidate.fallback)
                                continue
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
            let winnerProperty = index.reading(winnerIndex).1
            let overridden = losers.sorted { $0.0 < $1.0 }.map {
                OverriddenDeclaration(origin: origin($0.0), reason: $0.1)
            }
            attributes.append(
                ResolvedAttribute(
                    name: index.attributeNames[attributeID], parts: winnerProperty.parts, value: value, color: color,
                    provenance: Provenance(winner: origin(winnerIndex), overridden: overridden, steps: steps)))
        }
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
        let cascade = resolver.cascade
        let indexed = cascade.declarations[declarationIndex]
        let (distinct, property) = cascade.reading(declarationIndex)
        let item = resolver.theme.items[Int(indexed.item)]
        return DeclarationOrigin(
            span: SourceSpan(file: distinct.declaration.node.tree.source, range: distinct.range),
            selector: cascade.classes[Int(indexed.classID)].path, property: property.name,
            layer: resolver.theme.files[item.file].layer, order: declarationIndex, valueRange: distinct.valueRange)
    }

    /// Reads a declaration's value: variables expanded, typed, palette colors resolved. Equal
    /// value texts of the same type read the same in a session, so each is read once.
    private mutating func read(_ declarationIndex: Int) -> ReadValue {
        let declarationID = Int(resolver.cascade.declarations[declarationIndex].declarationID)
        let known = readIndexByDeclaration[declarationID]
        if known >= 0 { return readValues[Int(known)] }
        let (distinct, property) = resolver.cascade.reading(declarationIndex)
        if let shared = readIndexByValue[distinct.valueKey] {
            readIndexByDeclaration[declarationID] = shared
            return readValues[Int(shared)]
        }
        let result: ReadValue
        let written = ValuePart.parts(of: distinct.declaration)
        let (parts, problems) = expander.expand(written)
        if let problem = problems.first {
            result = .invalid(problem.description)
        } else if property.known, let type = resolver.schema.valueType(of: property.parts) {
            switch type.parse(parts, colors: resolver.options.colors) {
            case .failure(let error):
                result = .invalid(error.message)
            case .success(let value):
                var steps = variableSteps(in: written)
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
        let readIndex = Int32(readValues.count)
        readValues.append(result)
        readIndexByValue[distinct.valueKey] = readIndex
        readIndexByDeclaration[declarationID] = readIndex
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
