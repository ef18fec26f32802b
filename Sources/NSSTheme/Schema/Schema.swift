import NSSSyntax

/// The one table of NSS knowledge: class paths and their property groups, properties with their
/// value types and state suffixes, and where each fact is documented. The resolver, the linter and
/// the JSON converter all read it.
///
/// ``builtin`` holds what NUI's README and code and SAP's Fiori documentation say;
/// ``extended(with:origin:)`` adds a user's own components from a schema file.
public final class Schema: Sendable {
    /// Source keys and their prefixes (`seed` → `seeds/`).
    public let sources: [String: String]
    /// Properties by base name.
    public let properties: [String: PropertySpec]
    /// Groups by name.
    public let groups: [String: PropertyGroup]
    /// Documented class paths by path.
    public let classPaths: [String: ClassPathSpec]
    /// The same by their bytes, for ``lookup(utf8:)``: a path's `String` hash was half the cost
    /// of looking it up, for each distinct class path of a theme, in each of its passes.
    private let classPathIDs: Interner
    private let classPathsByID: [ClassPathSpec]
    /// Whether every documented path is ASCII: then an ASCII path equals one only byte for byte.
    private let classPathsAreASCII: Bool
    /// Every state suffix any group accepts.
    public let allStates: Set<String>
    /// The effective properties of each group: its own and its ancestors', states merged.
    private let effective: [String: [String: GroupProperty]]
    /// Properties in the order the schema lists them.
    public let propertyOrder: [String]
    /// For each numbered family `X_0`, `X_1`, ...: the lowest-numbered member, by `X`.
    private let numberedSiblings: [String: ClassPathSpec]
    /// "Did you mean" over the class paths, over all properties, and over each group's: each
    /// built the first time a name of its kind is unknown, since most lints never ask. (Built
    /// together, a theme with one unknown property paid 7.8 M instructions for all of them.)
    private let classPathSuggestions = OnceCell<SuggestionIndex>()
    private let propertySuggestions = OnceCell<SuggestionIndex>()
    private let groupPropertySuggestions = Locked<[String: SuggestionIndex]>([:])
    /// NUI's stock classes: the class paths NUI's own renderers style (`Button`, `NavigationBar`).
    public let nuiStockClasses: Set<String>
    let draft: SchemaDraft

    init(draft: SchemaDraft) {
        self.draft = draft
        // A stock class is its own group and is documented by NUI itself.
        nuiStockClasses = Set(
            draft.classPaths.lazy.filter { $0.path == $0.group && $0.source.hasPrefix(Self.nuiSourcePrefix) }.map(
                \.path))
        sources = draft.sources
        properties = Dictionary(draft.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        propertyOrder = draft.properties.map(\.name)
        groups = Dictionary(draft.groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        classPaths = Dictionary(draft.classPaths.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var classPathIDs = Interner()
        var classPathsByID: [ClassPathSpec] = []
        var allASCII = true
        for spec in draft.classPaths {
            // On the path's bytes: a walk of its UTF-8 view cost twice the interning, at every start.
            var path = spec.path
            let id = path.withUTF8 { bytes in
                allASCII = allASCII && UnsafeRawBufferPointer(bytes).isASCII
                return classPathIDs.intern(bytes)
            }
            if id == classPathsByID.count { classPathsByID.append(spec) }
        }
        self.classPathIDs = classPathIDs
        self.classPathsByID = classPathsByID
        classPathsAreASCII = allASCII
        var siblings: [String: (index: Int, spec: ClassPathSpec)] = [:]
        for spec in draft.classPaths {
            // Only a path ending in a digit can be numbered; parsing every path would cost a
            // tenth of a small lint's time.
            guard let last = spec.path.utf8.last, last >= UInt8(ascii: "0"), last <= UInt8(ascii: "9") else {
                continue
            }
            let parsed = ClassPath(spec.path)
            guard let index = parsed.index, let unnumbered = parsed.unnumbered else { continue }
            if siblings[unnumbered].map({ index < $0.index }) ?? true { siblings[unnumbered] = (index, spec) }
        }
        numberedSiblings = siblings.mapValues(\.spec)
        let effective = Self.effectiveProperties(draft.groups)
        self.effective = effective
        allStates = Set(draft.groups.flatMap { $0.ownProperties.flatMap(\.states) })
    }

    /// Each group's properties with its ancestors', every group resolved once after its parents,
    /// without recursion: a chain of 20,000 groups takes time in proportion to its length. A
    /// group met again while its own ancestors are resolved (a cycle, which validation reports)
    /// contributes nothing there.
    static func effectiveProperties(_ groups: [PropertyGroup]) -> [String: [String: GroupProperty]] {
        let byName = Dictionary(groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var effective: [String: [String: GroupProperty]] = [:]
        var inProgress: Set<String> = []
        for root in groups where effective[root.name] == nil {
            var stack: [(name: String, nextParent: Int)] = [(root.name, 0)]
            inProgress.insert(root.name)
            while let (name, nextParent) = stack.last {
                let group = byName[name]
                if let group, nextParent < group.parents.count {
                    stack[stack.count - 1].nextParent += 1
                    let parent = group.parents[nextParent]
                    if effective[parent] == nil, byName[parent] != nil, inProgress.insert(parent).inserted {
                        stack.append((parent, 0))
                    }
                    continue
                }
                // The first parent's table is shared as it is (copied only when written to):
                // merging it into an empty table would hash each of its properties again.
                let parents = group?.parents ?? []
                var merged = parents.first.flatMap { effective[$0] } ?? [:]
                for parent in parents.dropFirst() {
                    for (key, property) in effective[parent] ?? [:] {
                        merged[key] = merged[key].map { Self.merge($0, property) } ?? property
                    }
                }
                for property in group?.ownProperties ?? [] {
                    merged[property.name] = merged[property.name].map { Self.merge($0, property) } ?? property
                }
                effective[name] = merged
                inProgress.remove(name)
                stack.removeLast()
            }
        }
        return effective
    }

    private static func merge(_ inherited: GroupProperty, _ own: GroupProperty) -> GroupProperty {
        var result = own
        result.states.formUnion(inherited.states)
        result.gradient = result.gradient || inherited.gradient
        return result
    }

    /// The schema NSSKit ships.
    public static let builtin: Schema = {
        let (draft, errors) = SchemaText.parse(BuiltinSchema.text)
        precondition(errors.isEmpty, "the built-in schema does not read: \(errors)")
        // Validating the compiled-in table would cost every process; the tests check it
        // (`builtinProblems`), and debug builds check again here.
        assert(draft.validate().isEmpty, "the built-in schema is inconsistent: \(draft.validate())")
        return Schema(draft: draft)
    }()

    /// Problems in the built-in table (none in a release; the tests check).
    static var builtinProblems: [SchemaError] {
        let (draft, errors) = SchemaText.parse(BuiltinSchema.text)
        return errors + draft.validate()
    }

    // MARK: Groups and properties

    /// The properties a group accepts, its ancestors' included.
    public func properties(ofGroup group: String) -> [String: GroupProperty] {
        effective[group] ?? [:]
    }

    /// Every property name that any group accepts (for custom classes, whose group is unknown).
    public var allPropertyNames: [String] { propertyOrder }

    /// Splits a written property name into base, state and modifier using the schema's
    /// properties and states: `thumb-color-disabled-unselected` is `thumb-color` + state
    /// `disabled-unselected`; `background-image-selected-insets` is `background-image` + state
    /// `selected` + `insets`; `background-color-top-selected` is `background-color` + `top` +
    /// `selected`.
    public func splitPropertyName(_ name: String) -> PropertyNameSplit {
        var bases: [String] = []
        var index = name.startIndex
        while let dash = name[index...].firstIndex(of: "-") {
            if dash > name.startIndex { bases.append(String(name[..<dash])) }
            index = name.index(after: dash)
        }
        bases.append(name)
        var firstKnownBase: (base: String, rest: String)?
        for base in bases.reversed() {
            guard let spec = properties[base] else { continue }
            if base.count == name.count {
                return .known(PropertyNameParts(base: base, state: nil, modifier: nil), spec)
            }
            let rest = String(name.dropFirst(base.count + 1))
            if let parts = splitSuffix(rest, base: base, type: spec.type) { return .known(parts, spec) }
            if firstKnownBase == nil { firstKnownBase = (base, rest) }
        }
        if let (base, rest) = firstKnownBase { return .unknownSuffix(base: base, suffix: rest) }
        return .unknownProperty
    }

    private func splitSuffix(_ rest: String, base: String, type: ValueType) -> PropertyNameParts? {
        func isState(_ text: Substring) -> Bool { allStates.contains(String(text)) }
        if type == .image {
            if rest == "insets" { return PropertyNameParts(base: base, state: nil, modifier: .insets) }
            if rest.hasSuffix("-insets") {
                let state = rest.dropLast("-insets".count)
                if isState(state) { return PropertyNameParts(base: base, state: String(state), modifier: .insets) }
            }
        }
        if type == .color {
            for modifier in [PropertyModifier.top, .bottom] {
                if rest == modifier.rawValue { return PropertyNameParts(base: base, state: nil, modifier: modifier) }
                let prefix = modifier.rawValue + "-"
                if rest.hasPrefix(prefix), isState(rest.dropFirst(prefix.count)) {
                    return PropertyNameParts(
                        base: base, state: String(rest.dropFirst(prefix.count)), modifier: modifier)
                }
            }
        }
        if isState(Substring(rest)) { return PropertyNameParts(base: base, state: rest, modifier: nil) }
        return nil
    }

    /// Whether a group accepts a property name, and if not, why.
    public func check(_ parts: PropertyNameParts, inGroup group: String) -> PropertyCheck {
        guard let property = properties(ofGroup: group)[parts.base] else { return .notInGroup }
        if let state = parts.state, !property.states.contains(state) {
            return .stateNotAccepted(accepted: property.states.sorted())
        }
        if parts.modifier == .top || parts.modifier == .bottom, !property.gradient {
            return .gradientNotAccepted
        }
        return .accepted(property)
    }

    /// The value type of a property name's values: the base's type, or Box for image insets.
    public func valueType(of parts: PropertyNameParts) -> ValueType? {
        if parts.modifier == .insets { return .box }
        return properties[parts.base]?.type
    }

    // MARK: Class paths

    /// Where NUI's own documentation and code live; the stock classes cite it.
    static let nuiSourcePrefix = "https://github.com/tombenner/nui"

    /// Whether a class is one of NUI's stock classes.
    public func isNUIStockClass(_ path: String) -> Bool { nuiStockClasses.contains(path) }

    /// What the schema knows of a class path.
    public func lookup(_ path: String) -> ClassPathMatch {
        var path = path
        return path.withUTF8 { lookup(utf8: $0) }
    }

    /// ``lookup(_:)`` of a class path's UTF-8 bytes, which need not be a `String`. An ASCII
    /// path is answered from its bytes (unless it ends in a digit and may be a numbered item):
    /// `String` compares Characters, which for ASCII text are its bytes.
    package func lookup(utf8 path: UnsafeBufferPointer<UInt8>) -> ClassPathMatch {
        guard classPathsAreASCII, UnsafeRawBufferPointer(path).isASCII else {
            return lookupByCharacters(String(decoding: path, as: UTF8.self))
        }
        if let id = classPathIDs.lookup(path) { return .documented(classPathsByID[id]) }
        if let last = path.last, last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9") {
            return lookupByCharacters(String(decoding: path, as: UTF8.self))
        }
        let startsWithFDL =
            path.count > 3 && path[0] == UInt8(ascii: "f") && path[1] == UInt8(ascii: "d")
            && path[2] == UInt8(ascii: "l")
        return startsWithFDL ? .unknown : .custom
    }

    /// ``lookup(_:)`` for a path not documented as it is: a numbered item, or one the bytes leave
    /// open.
    private func lookupByCharacters(_ path: String) -> ClassPathMatch {
        if let spec = classPaths[path] { return .documented(spec) }
        if let (unnumbered, index) = ClassPath.numbered(path) {
            if let spec = classPaths[unnumbered] { return .numbered(spec, index: index) }
            // Numbered siblings share a group: avatar_0 and avatar_1 document avatar_2.
            if let sibling = numberedSiblings[unnumbered] { return .numbered(sibling, index: index) }
        }
        // As ClassPath reads it, without splitting the path.
        guard path.hasPrefix("fdl") && path.hasMoreCharacters(than: 3) else { return .custom }
        return .unknown
    }

    /// Documented class paths closest to `path`, best first.
    public func suggestions(forClassPath path: String, count: Int = 3) -> [String] {
        classPathSuggestions.get { SuggestionIndex(draft.classPaths.map(\.path)) }
            .closest(to: path, count: count, maximumDistance: 6)
    }

    /// Property names closest to `name`: among a group's properties, or all properties.
    public func suggestions(forProperty name: String, inGroup group: String? = nil, count: Int = 1) -> [String] {
        if let group, let properties = effective[group] {
            let index = groupPropertySuggestions.withLock { built in
                if let index = built[group] { return index }
                let index = SuggestionIndex(properties.keys)
                built[group] = index
                return index
            }
            return index.closest(to: name, count: count)
        }
        return propertySuggestions.get { SuggestionIndex(draft.properties.map(\.name)) }.closest(to: name, count: count)
    }
}

/// A property name split into its parts.
public struct PropertyNameParts: Hashable, Sendable, CustomStringConvertible {
    /// The property, such as `thumb-color`.
    public var base: String
    /// The state suffix, such as `disabled-unselected`.
    public var state: String?
    /// A gradient half or image insets.
    public var modifier: PropertyModifier?

    /// Creates parts.
    public init(base: String, state: String?, modifier: PropertyModifier?) {
        self.base = base
        self.state = state
        self.modifier = modifier
    }

    /// The name written back: base, then the gradient half, the state, and insets last.
    public var description: String {
        var result = base
        if modifier == .top || modifier == .bottom { result += "-" + modifier!.rawValue }
        if let state { result += "-" + state }
        if modifier == .insets { result += "-insets" }
        return result
    }
}

/// How a written property name splits.
public enum PropertyNameSplit: Hashable, Sendable {
    /// Into a known base and a known suffix.
    case known(PropertyNameParts, PropertySpec)
    /// Into a known base and a suffix that is no state or modifier: `font-color-focused`.
    case unknownSuffix(base: String, suffix: String)
    /// Not at all: no known property starts the name.
    case unknownProperty
}

/// Whether a group accepts a property.
public enum PropertyCheck: Hashable, Sendable {
    /// Yes, as documented by this entry.
    case accepted(GroupProperty)
    /// The group has no such property.
    case notInGroup
    /// The group has the property, but not with that state; these it takes.
    case stateNotAccepted(accepted: [String])
    /// The group has the property, but not as a gradient.
    case gradientNotAccepted
}

/// What the schema knows of a class path.
public enum ClassPathMatch: Hashable, Sendable {
    /// The path is documented.
    case documented(ClassPathSpec)
    /// `X_N`, documented through the unnumbered `X` or a numbered sibling.
    case numbered(ClassPathSpec, index: Int)
    /// No fdl prefix and not documented: a custom style class an app assigns through nuiClass.
    case custom
    /// An fdl path the schema does not know (``Schema/suggestions(forClassPath:count:)`` finds
    /// the closest documented ones).
    case unknown

    /// The documented entry, if any.
    public var spec: ClassPathSpec? {
        switch self {
        case .documented(let spec), .numbered(let spec, _): spec
        case .custom, .unknown: nil
        }
    }
}
