import NSSSyntax

/// One resolved attribute: a property (with its modifier) and its typed value for the state and
/// scheme asked for, with provenance.
///
/// Until a caller sets a field, the attribute keeps its winner and losers as integers into the
/// resolver's index, and reads its name, parts and provenance from there when asked: a whole
/// theme resolved makes hundreds of thousands of attributes, and most callers read their values
/// alone. Each reference an attribute holds is a count to take and to let go of (with the winner's
/// origin, losers and steps kept apart, letting go of the 5 MB pipeline's sets cost 24 M of its
/// 860 M instructions a run).
public struct ResolvedAttribute: Hashable, Sendable {
    /// The attribute's name: the property with a gradient half or insets, without the state:
    /// `font-color`, `background-color-top`, `background-image-insets`.
    public var name: String {
        get { given?.name ?? resolved.resolver.index.attributeName(ofIndexed: Int(winner)) }
        set { give(name: newValue) }
    }
    /// The property name split into base, state and modifier, as the winner wrote it.
    public var parts: PropertyNameParts {
        get { given?.parts ?? resolved.resolver.index.parts(ofIndexed: Int(winner)) }
        set { give(parts: newValue) }
    }
    /// The value, typed.
    public var value: TypedValue {
        get { resolved.value }
        set { resolved = resolved.with(value: newValue, color: resolved.color) }
    }
    /// For colors: the concrete color in the scheme, palette names resolved.
    public var color: RGBAColor? {
        get { resolved.color }
        set { resolved = resolved.with(value: resolved.value, color: newValue) }
    }
    /// Where the value came from.
    public var provenance: Provenance {
        get {
            if let given { return given.provenance }
            let resolver = resolved.resolver
            return Provenance(
                winner: resolver.origin(ofIndexed: Int(winner), classID: Int(winnerClassID)),
                losers: loserList.map { Array($0[Int(loserStart)..<Int(loserEnd)]) } ?? [],
                in: resolver, steps: resolved.steps)
        }
        set { give(provenance: newValue) }
    }
    /// The value and color, shared with the resolve session's memo and every other attribute
    /// whose declaration reads the same, with the resolver whose index holds the winner: copied
    /// into each attribute, a value was 117 instructions and its reference counts, and as much
    /// again to let go (25.7 M of the 5 MB pipeline's 1,866 M instructions, two runs).
    private var resolved: ResolvedValue
    /// The winning declaration in the resolver's index, and the class that reached it.
    private let winner: Int32
    private let winnerClassID: Int32
    /// The declarations the winner beat, in cascade order: `loserStart..<loserEnd` of the list
    /// its set's attributes share, nil when it beat none.
    private var loserList: [Provenance.Loser]?
    private let loserStart: Int32
    private let loserEnd: Int32
    /// The name, parts and provenance once a caller has set one of them; until then they are read
    /// from the resolver's index. Kept in each attribute, the strings were 29.5 M of the 5 MB
    /// pipeline's 1,923 M instructions (two runs).
    private var given: GivenFields?

    private final class GivenFields: Sendable {
        let name: String
        let parts: PropertyNameParts
        let provenance: Provenance

        init(name: String, parts: PropertyNameParts, provenance: Provenance) {
            self.name = name
            self.parts = parts
            self.provenance = provenance
        }
    }

    /// The attribute whose winner is the indexed declaration `winner`, reached through the class
    /// `classID`, with the losers it beat in cascade order at `losers` of the list its set's
    /// attributes will share (``share(_:)``).
    init(_ resolved: ResolvedValue, winner: Int, classID: Int, losers: Range<Int>) {
        self.resolved = resolved
        self.winner = Int32(truncatingIfNeeded: winner)
        winnerClassID = Int32(truncatingIfNeeded: classID)
        loserStart = Int32(truncatingIfNeeded: losers.lowerBound)
        loserEnd = Int32(truncatingIfNeeded: losers.upperBound)
    }

    /// Takes its losers from `list`, the losers of its set's attributes, when it beat any.
    mutating func share(_ list: [Provenance.Loser]) {
        if loserEnd > loserStart { loserList = list }
    }

    /// Keeps the name, parts and provenance, with the ones given replaced.
    private mutating func give(name: String? = nil, parts: PropertyNameParts? = nil, provenance: Provenance? = nil) {
        given = GivenFields(
            name: name ?? self.name, parts: parts ?? self.parts, provenance: provenance ?? self.provenance)
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
        hasher.combine(provenance)
    }
}

/// A declaration's value read cleanly: typed, and for a color its concrete color, with the
/// variables and palette entries it was read through, and the resolver that read it. Kept by
/// reference: a tuple payload was copied out of the session's memo through the runtime's generic
/// tuple copy, 216 instructions an attribute, and a struct through two value-witness copies.
final class ResolvedValue: Sendable {
    let value: TypedValue
    let color: RGBAColor?
    let steps: [ValueStep]
    let resolver: Resolver

    init(value: TypedValue, color: RGBAColor?, steps: [ValueStep], resolver: Resolver) {
        self.value = value
        self.color = color
        self.steps = steps
        self.resolver = resolver
    }

    /// The same steps and resolver, with another value and color.
    func with(value: TypedValue, color: RGBAColor?) -> ResolvedValue {
        ResolvedValue(value: value, color: color, steps: steps, resolver: resolver)
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
    public var classPath: String {
        get { path }
        set {
            // The classes stay those of the path they were read from.
            if chain == nil { chain = [path] }
            path = newValue
        }
    }
    /// The classes of the chain, left to right.
    public var classes: [String] {
        get { chain ?? [path] }
        set { chain = newValue }
    }
    private var path: String
    /// The chain, unless it is the path alone: a view of one class (nearly every view of a
    /// theme) keeps no array of its own, which was an allocation a set in a pass over every
    /// class path.
    private var chain: [String]?
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

    /// A set for `classPath` read as the chain `classes`; nil when the path is its own chain of
    /// one class.
    init(
        classPath: String, classes: [String]?, group: String?, state: String?, scheme: ColorScheme,
        environment: Environment, attributes: [ResolvedAttribute], problems: [ResolveProblem]
    ) {
        path = classPath
        chain = classes
        self.group = group
        self.state = state
        self.scheme = scheme
        self.environment = environment
        self.attributes = attributes
        self.problems = problems
    }

    /// The attribute named `name` (`font-color`, `background-color-top`).
    public subscript(name: String) -> ResolvedAttribute? {
        attributes.first { $0.name == name }
    }

    /// Sets are equal when every public property is: a chain of one class kept as the path
    /// alone equals the same chain kept whole.
    public static func == (lhs: AttributeSet, rhs: AttributeSet) -> Bool {
        lhs.path == rhs.path && lhs.classes == rhs.classes && lhs.group == rhs.group && lhs.state == rhs.state
            && lhs.scheme == rhs.scheme && lhs.environment == rhs.environment && lhs.attributes == rhs.attributes
            && lhs.problems == rhs.problems
    }

    /// Hashes every public property, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(classes)
        hasher.combine(group)
        hasher.combine(state)
        hasher.combine(scheme)
        hasher.combine(environment)
        hasher.combine(attributes)
        hasher.combine(problems)
    }
}
