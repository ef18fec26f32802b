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
    /// Read in place by the sessions (`resolver.index.declarations[i]`): a stored constant of a
    /// final class is borrowed, where a local copy of the struct retained and released its eleven
    /// tables, a million times for a 5 MB theme.
    let index: CascadeIndex

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
                    propertyID = addReading(
                        String(decoding: bytes[nameRange], as: UTF8.self), schema: schema,
                        attributeIDs: &attributeIDs, ordinals: ordinals)
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
        rankAttributes()
    }

    /// Reads a property name once: its parts, attribute and state identifiers, and value type.
    private mutating func addReading(
        _ name: String, schema: Schema, attributeIDs: inout [String: Int], ordinals: [String: Int]
    ) -> Int32 {
        let (parts, known): (PropertyNameParts, Bool)
        switch schema.splitPropertyName(name) {
        case .known(let split, _): (parts, known) = (split, true)
        default: (parts, known) = (PropertyNameParts(base: name, state: nil, modifier: nil), false)
        }
        let attributeKey = parts.base + "|" + (parts.modifier?.rawValue ?? "")
        let attributeID: Int
        if let existing = attributeIDs[attributeKey] {
            attributeID = existing
        } else {
            attributes.append((parts.base, parts.modifier))
            attributeID = attributes.count - 1
            attributeIDs[attributeKey] = attributeID
        }
        var stateID = Self.noState
        if let state = parts.state {
            if let existing = stateIDs[state] {
                stateID = existing
            } else {
                states.append(state)
                stateID = Int32(states.count - 1)
                stateIDs[state] = stateID
            }
        }
        let type = known ? schema.valueType(of: parts) : nil
        propertyReadings.append(
            PropertyReading(
                name: name, parts: parts, known: known, attributeID: attributeID, stateID: Int(stateID),
                typeOrdinal: type.flatMap { ordinals[$0.rawValue] }.map { $0 + 1 } ?? 0))
        return Int32(propertyReadings.count - 1)
    }

    /// Attribute names as written (`background-color-top`), and their ranks in name order.
    private mutating func rankAttributes() {
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
