import NSSSyntax

/// One resolved attribute: a property (with its modifier) and its typed value for the state and
/// scheme asked for, with provenance.
public struct ResolvedAttribute: Hashable, Sendable {
    /// The attribute's name: the property with a gradient half or insets, without the state:
    /// `font-color`, `background-color-top`, `background-image-insets`.
    public var name: String {
        get {
            if let given { return given.name }
            let (resolver, declaration) = indexedWinner
            return resolver.index.attributeName(ofIndexed: declaration)
        }
        set { give(name: newValue) }
    }
    /// The property name split into base, state and modifier, as the winner wrote it.
    public var parts: PropertyNameParts {
        get {
            if let given { return given.parts }
            let (resolver, declaration) = indexedWinner
            return resolver.index.parts(ofIndexed: declaration)
        }
        set { give(parts: newValue) }
    }
    /// The value, typed.
    public var value: TypedValue {
        get { resolved.value }
        set { resolved = ResolvedValue(value: newValue, color: resolved.color, steps: resolved.steps) }
    }
    /// For colors: the concrete color in the scheme, palette names resolved.
    public var color: RGBAColor? {
        get { resolved.color }
        set { resolved = ResolvedValue(value: resolved.value, color: newValue, steps: resolved.steps) }
    }
    /// The value and color, shared with the resolve session's memo and every other attribute
    /// whose declaration reads the same: copied into each attribute, a value was 117
    /// instructions and its reference counts, and as much again to let go (25.7 M of the 5 MB
    /// pipeline's 1,866 M instructions, two runs).
    private var resolved: ResolvedValue
    /// Where the value came from.
    public var provenance: Provenance {
        get { storedProvenance }
        set {
            // The name and parts are read through the winner: kept first, as they were.
            if given == nil { give() }
            storedProvenance = newValue
        }
    }
    private var storedProvenance: Provenance
    /// The name and parts once a caller has set a field they are read through; until then they
    /// are read from the resolver's index, through the winner. Kept in each attribute, their
    /// strings were 29.5 M of the 5 MB pipeline's 1,923 M instructions (two runs).
    private var given: GivenNames?

    private final class GivenNames: Sendable {
        let name: String
        let parts: PropertyNameParts

        init(name: String, parts: PropertyNameParts) {
            self.name = name
            self.parts = parts
        }
    }

    /// An attribute whose winner is indexed: its name and parts are read from there.
    init(_ resolved: ResolvedValue, provenance: Provenance) {
        precondition(provenance.winner.indexedPlace != nil, "a resolved attribute's winner is indexed")
        self.resolved = resolved
        storedProvenance = provenance
    }

    private var indexedWinner: (Resolver, Int) {
        guard let place = storedProvenance.winner.indexedPlace else {
            preconditionFailure("an attribute's names are given once its winner is")
        }
        return place
    }

    private mutating func give(name: String? = nil, parts: PropertyNameParts? = nil) {
        given = GivenNames(name: name ?? self.name, parts: parts ?? self.parts)
    }

    /// The value as NSSKit writes it: colors as `#RRGGBBAA`, everything else canonically.
    public var canonicalValue: String { color?.hex ?? value.description }

    /// Attributes are equal when their names, parts, values, colors and provenances are.
    public static func == (lhs: ResolvedAttribute, rhs: ResolvedAttribute) -> Bool {
        let sameValue = lhs.resolved === rhs.resolved || (lhs.value == rhs.value && lhs.color == rhs.color)
        return sameValue && lhs.name == rhs.name && lhs.parts == rhs.parts && lhs.provenance == rhs.provenance
    }

    /// Hashes the name, value and provenance.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
        hasher.combine(storedProvenance)
    }
}

/// A declaration's value read cleanly: typed, and for a color its concrete color, with the
/// variables and palette entries it was read through. Kept by reference: a tuple payload was
/// copied out of the session's memo through the runtime's generic tuple copy, 216 instructions
/// an attribute, and a struct through two value-witness copies.
final class ResolvedValue: Sendable {
    let value: TypedValue
    let color: RGBAColor?
    let steps: [ValueStep]

    init(value: TypedValue, color: RGBAColor?, steps: [ValueStep]) {
        self.value = value
        self.color = color
        self.steps = steps
    }
}

/// A problem met while resolving: a value that is not of its property's type, a variable that is
/// not defined. The declaration is then ignored, as CSS ignores invalid declarations.
public struct ResolveProblem: Hashable, Sendable, CustomStringConvertible {
    /// The declaration concerned.
    public var origin: DeclarationOrigin
    /// What is wrong.
    public var message: String

    /// `path:line:col: message`.
    public var description: String { "\(origin.location): \(message)" }
}

/// What a theme says for one view: its class path (or class chain), state, scheme and
/// environment, and the attributes that result.
public struct AttributeSet: Hashable, Sendable {
    /// The class path or chain asked for: `fdlFUIObjectTableViewCell_headlineLabel`, `A:B:C`.
    public var classPath: String
    /// The classes of the chain, left to right.
    public var classes: [String]
    /// The property group of the view (of the rightmost class the schema knows), if any.
    public var group: String?
    /// The state asked for, nil for normal.
    public var state: String?
    /// The scheme colors were resolved in.
    public var scheme: ColorScheme
    /// The environment `@media` rules were tested against.
    public var environment: Environment
    /// The attributes, sorted by name.
    public var attributes: [ResolvedAttribute]
    /// Declarations ignored because their values were invalid.
    public var problems: [ResolveProblem]

    /// The attribute named `name` (`font-color`, `background-color-top`).
    public subscript(name: String) -> ResolvedAttribute? {
        attributes.first { $0.name == name }
    }
}
