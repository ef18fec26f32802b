import NSSSyntax

/// A declaration in the cascade, as provenance reports it: where it is and what it says. Its
/// bytes, line, column and text are found in the syntax tree when asked for: a whole theme
/// resolved names tens of thousands of declarations, and most callers read few of them.
public struct DeclarationOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The class path of the rule it is in.
    public var selector: String
    /// The property as written: `font-color-disabled`.
    public var property: String
    /// The layer (stylesheet) it comes from: 0 for the first stylesheet given.
    public var layer: Int
    /// Its position in the cascade: later wins.
    public var order: Int
    private var place: Place

    /// Where the declaration is: its node until a caller sets a span or value range.
    private enum Place: Sendable {
        case node(SyntaxTree, index: Int)
        case given(SourceSpan, value: Range<Int>)
    }

    init(tree: SyntaxTree, node: Int, selector: String, property: String, layer: Int, order: Int) {
        self.selector = selector
        self.property = property
        self.layer = layer
        self.order = order
        place = .node(tree, index: node)
    }

    /// The declaration's bytes.
    public var span: SourceSpan {
        get {
            switch place {
            case .node(let tree, let index): SourceSpan(file: tree.source, range: tree.node(at: index).range)
            case .given(let span, _): span
            }
        }
        set { place = .given(newValue, value: valueRange) }
    }

    /// The bytes of its value, after the colon.
    public var valueRange: Range<Int> {
        get {
            switch place {
            case .node(let tree, let index): Declaration(unchecked: tree.node(at: index)).valueRange
            case .given(_, let value): value
            }
        }
        set { place = .given(span, value: newValue) }
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
        lhs.order == rhs.order && lhs.layer == rhs.layer && lhs.selector == rhs.selector
            && lhs.property == rhs.property && lhs.span == rhs.span && lhs.valueRange == rhs.valueRange
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
    /// The other declarations that set this attribute, in cascade order.
    public var overridden: [OverriddenDeclaration]
    /// The variables and palette colors the value was read through, outermost first.
    public var steps: [ValueStep]
}
