import NSSSyntax

/// One resolved attribute: a property (with its modifier) and its typed value for the state and
/// scheme asked for, with provenance.
public struct ResolvedAttribute: Hashable, Sendable {
    /// The attribute's name: the property with a gradient half or insets, without the state:
    /// `font-color`, `background-color-top`, `background-image-insets`.
    public var name: String
    /// The property name split into base, state and modifier, as the winner wrote it.
    public var parts: PropertyNameParts
    /// The value, typed.
    public var value: TypedValue
    /// For colors: the concrete color in the scheme, palette names resolved.
    public var color: RGBAColor?
    /// Where the value came from.
    public var provenance: Provenance

    /// The value as NSSKit writes it: colors as `#RRGGBBAA`, everything else canonically.
    public var canonicalValue: String { color?.hex ?? value.description }
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
