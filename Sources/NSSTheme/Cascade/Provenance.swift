import NSSSyntax

/// A declaration in the cascade, as provenance reports it: where it is and what it says. Its
/// selector, property, bytes, line, column and text are found in the resolver's index and syntax
/// tree when asked for: a whole theme resolved names hundreds of thousands of declarations, and
/// most callers read few of them. An origin made by a resolver keeps that resolver (its theme and
/// index) alive.
public struct DeclarationOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The layer (stylesheet) it comes from: 0 for the first stylesheet given.
    public var layer: Int
    /// Its position in the cascade: later wins.
    public var order: Int
    private var place: Place

    /// Where the declaration is: its place in a resolver's index until a caller sets a field that
    /// is read from there.
    private enum Place: Sendable {
        case indexed(Resolver, declaration: Int32, classID: Int32)
        case given(GivenPlace)
    }

    /// The fields read from the index, once a caller has set one of them.
    private final class GivenPlace: Sendable {
        let selector: String
        let property: String
        let span: SourceSpan
        let valueRange: Range<Int>

        init(selector: String, property: String, span: SourceSpan, valueRange: Range<Int>) {
            self.selector = selector
            self.property = property
            self.span = span
            self.valueRange = valueRange
        }
    }

    /// The declaration at `declaration` in `resolver`'s cascade index, as the selector `classID`
    /// reaches it. Its place is kept as two integers and the resolver, which each origin of a
    /// pass shares: with the class path, property and tree kept, an origin was three reference
    /// counts and 90 bytes.
    init(resolver: Resolver, declaration: Int, classID: Int, layer: Int) {
        self.layer = layer
        order = declaration
        place = .indexed(
            resolver, declaration: Int32(truncatingIfNeeded: declaration), classID: Int32(truncatingIfNeeded: classID))
    }

    /// The class path of the rule it is in.
    public var selector: String {
        get {
            switch place {
            case .indexed(let resolver, _, let classID): resolver.index.classPaths[Int(classID)]
            case .given(let given): given.selector
            }
        }
        set { give(selector: newValue) }
    }

    /// The property as written: `font-color-disabled`.
    public var property: String {
        get {
            switch place {
            case .indexed(let resolver, let declaration, _): resolver.index.propertyName(ofIndexed: Int(declaration))
            case .given(let given): given.property
            }
        }
        set { give(property: newValue) }
    }

    /// The declaration's bytes.
    public var span: SourceSpan {
        get {
            switch place {
            case .indexed(let resolver, let declaration, _):
                let (tree, node) = resolver.node(ofIndexed: Int(declaration))
                return SourceSpan(file: tree.source, range: tree.node(at: node).range)
            case .given(let given):
                return given.span
            }
        }
        set { give(span: newValue) }
    }

    /// The bytes of its value, after the colon.
    public var valueRange: Range<Int> {
        get {
            switch place {
            case .indexed(let resolver, let declaration, _):
                let (tree, node) = resolver.node(ofIndexed: Int(declaration))
                return Declaration(unchecked: tree.node(at: node)).valueRange
            case .given(let given):
                return given.valueRange
            }
        }
        set { give(valueRange: newValue) }
    }

    /// Keeps every field read from the index, with the ones given replaced.
    private mutating func give(
        selector: String? = nil, property: String? = nil, span: SourceSpan? = nil, valueRange: Range<Int>? = nil
    ) {
        place = .given(
            GivenPlace(
                selector: selector ?? self.selector, property: property ?? self.property, span: span ?? self.span,
                valueRange: valueRange ?? self.valueRange))
    }

    /// The file's path.
    public var path: String { span.file.path }
    /// The 1-based line of the declaration.
    public var line: Int { span.file.location(of: span.range.lowerBound).line }
    /// The 1-based column of the declaration.
    public var column: Int { span.file.location(of: span.range.lowerBound).column }
    /// The declaration as written: `font-color: @primary1;`.
    public var text: String { span.file.text(span.range) }
    /// The value as written: `@primary1`.
    public var valueText: String { span.file.text(valueRange) }

    /// `path:line:col`.
    public var location: String {
        let location = span.file.location(of: span.range.lowerBound)
        return "\(path):\(location.line):\(location.column)"
    }

    /// `path:line:col text`.
    public var description: String { "\(location) \(text)" }

    /// Origins are equal when every property is: the same bytes of the same file, selector,
    /// property, layer and order.
    public static func == (lhs: DeclarationOrigin, rhs: DeclarationOrigin) -> Bool {
        guard lhs.order == rhs.order && lhs.layer == rhs.layer else { return false }
        if case .indexed(let left, let leftDeclaration, let leftClass) = lhs.place,
            case .indexed(let right, let rightDeclaration, let rightClass) = rhs.place, left === right,
            leftDeclaration == rightDeclaration && leftClass == rightClass
        {
            return true
        }
        return lhs.selector == rhs.selector && lhs.property == rhs.property && lhs.span == rhs.span
            && lhs.valueRange == rhs.valueRange
    }

    /// Hashes the cascade position and selector, which tell origins of one theme apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(selector)
    }
}

/// Why a declaration did not win.
public enum OverrideReason: String, Hashable, Sendable {
    /// It sets the same property, state and class, earlier in the cascade.
    case earlier
    /// It sets the property for a less specific state (`font-color` when `font-color-disabled` won).
    case lessSpecificState = "less-specific-state"
    /// It comes from a class further left in the view's class chain.
    case classFurtherLeft = "class-further-left"
    /// It comes from the unnumbered class path a numbered item falls back to.
    case unnumberedFallback = "unnumbered-fallback"
    /// Its value is not valid for the property; it is ignored.
    case invalidValue = "invalid-value"
    /// Its `@media` conditions do not hold in the environment.
    case mediaDoesNotApply = "media-does-not-apply"
}

/// A declaration that lost to the winner, and why.
public struct OverriddenDeclaration: Hashable, Sendable {
    /// The declaration.
    public var origin: DeclarationOrigin
    /// Why it lost.
    public var reason: OverrideReason
}

/// One step from the declaration's text to the final value: a variable definition, or a palette
/// color (the theme's own definition or SAP's default).
public struct ValueStep: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of steps.
    public enum Kind: Hashable, Sendable {
        /// `@name` read through its definition.
        case variable(name: String)
        /// A palette name's default value in a scheme.
        case paletteDefault(name: String, scheme: ColorScheme)
    }

    /// The step.
    public var kind: Kind
    /// Where the definition is (nil for a palette default).
    public var origin: SourceSpan?

    /// `@tintColor_darkBackground (Themes/a.nss:3:1)` or `palette v8 tintColor (dark)`.
    public var description: String {
        switch kind {
        case .variable(let name):
            guard let origin else { return "@\(name)" }
            return "@\(name) (\(origin.file.path):\(origin.file.location(of: origin.range.lowerBound)))"
        case .paletteDefault(let name, let scheme):
            return "palette v8 \(name) (\(scheme.shortName))"
        }
    }
}

/// Where a resolved value came from: the declaration that won, the ones it beat (in cascade
/// order), and the variables and palette entries its value went through.
public struct Provenance: Hashable, Sendable {
    /// The winning declaration.
    public var winner: DeclarationOrigin
    /// The other declarations that set this attribute, in cascade order. Made from the
    /// resolver's index when read: most callers read the winner alone.
    public var overridden: [OverriddenDeclaration] {
        get {
            switch losers {
            case .indexed(let resolver, let losers):
                losers.map {
                    OverriddenDeclaration(
                        origin: resolver.origin(ofIndexed: Int($0.declaration), classID: Int($0.classID)),
                        reason: $0.reason)
                }
            case .given(let overridden): overridden
            case .none: []
            }
        }
        set { losers = .given(newValue) }
    }
    /// The variables and palette colors the value was read through, outermost first.
    public var steps: [ValueStep]
    private var losers: Losers

    /// The declarations the winner beat: as the resolver found them until a caller sets them.
    /// Made at once, an origin each (a reference to the resolver) in an array of its own, they
    /// were 48.7 M of the 5 MB pipeline's 1,923 M instructions (two runs).
    private enum Losers: Sendable {
        case indexed(Resolver, [Loser])
        case given([OverriddenDeclaration])
        /// None: let go of without a call.
        case none
    }

    /// A declaration the winner beat, as the index has it.
    struct Loser: Sendable {
        var declaration: Int32
        var classID: Int32
        var reason: OverrideReason

        /// A planned declaration that lost, and why.
        init(_ entry: PlanEntry, reason: OverrideReason) {
            declaration = entry.declaration
            classID = entry.classID
            self.reason = reason
        }
    }

    /// The provenance of a winner that beat `losers` (in cascade order) in `resolver`'s index.
    init(winner: DeclarationOrigin, losers: [Loser], in resolver: Resolver, steps: [ValueStep]) {
        self.winner = winner
        self.losers = losers.isEmpty ? .none : .indexed(resolver, losers)
        self.steps = steps
    }

    /// Provenances are equal when their winners, overridden declarations and steps are.
    public static func == (lhs: Provenance, rhs: Provenance) -> Bool {
        lhs.winner == rhs.winner && lhs.steps == rhs.steps && lhs.overridden == rhs.overridden
    }

    /// Hashes the winner and the steps.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(winner)
        hasher.combine(steps)
    }
}
