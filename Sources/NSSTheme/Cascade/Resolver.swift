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
    /// Each file's layer: read from the theme's files, a file's record was copied for each origin.
    private let layers: [Int]

    /// Indexes a theme for resolving.
    public init(theme: Theme, schema: Schema = .builtin, options: ResolveOptions = ResolveOptions()) {
        self.theme = theme
        self.schema = schema
        self.options = options
        index = CascadeIndex(theme: theme, schema: schema)
        layers = theme.files.map(\.layer)
    }

    /// A resolver over the same theme and index, for another thread: each thread then counts
    /// references on a resolver of its own, where one shared moved its count between the cores.
    init(forAnotherThread other: Resolver) {
        theme = other.theme
        schema = other.schema
        options = other.options
        index = other.index
        layers = other.layers
    }

    /// Where an indexed declaration is, as the selector `classID` reaches it.
    func origin(ofIndexed declarationIndex: Int, classID: Int) -> DeclarationOrigin {
        // Only the item is read, for the layer: the rest is read from the index when asked.
        let file = theme.items.file(ofItem: index.item(ofIndexed: declarationIndex))
        return DeclarationOrigin(resolver: self, declaration: declarationIndex, classID: classID, layer: layers[file])
    }

    /// The tree and node of an indexed declaration.
    func node(ofIndexed declarationIndex: Int) -> (tree: SyntaxTree, node: Int) {
        let distinct = index.distinct[Int(index.declarations[declarationIndex].declarationID)]
        return (theme.items.tree(ofItem: Int(distinct.item)), Int(distinct.node))
    }

    /// The class paths the theme's rules style, in order of first appearance.
    public var styledClassPaths: [String] { index.classPaths }

    /// The styled class paths, then, with `includeSchema`, every documented one the theme does
    /// not style, sorted: the paths the whole-theme answers (`resolveAll`, the resolved export,
    /// ``ThemeStyles``) cover.
    func classPaths(includeSchema: Bool) -> [String] {
        guard includeSchema else { return index.classPaths }
        let styled = Set(index.classPaths)
        return index.classPaths + schema.classPaths.keys.sorted().filter { !styled.contains($0) }
    }

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
        var sets: [AttributeSet] = []
        forEachResolved(state: state, scheme: scheme, environment: environment, includeSchema: includeSchema) {
            sets.append($0)
        }
        return sets
    }

    /// Resolves what ``resolveAll(state:scheme:environment:includeSchema:)`` does, in the same
    /// order, handing each attribute set to `body` as it is made and keeping none: a converter or
    /// renderer that writes each set out never holds the whole theme's sets (for a 50 MB theme,
    /// hundreds of megabytes). Over a theme of one file, the pass leaves with its tree which
    /// value texts read as literals (4 bytes a declaration and one a distinct text, until a lint
    /// of the tree takes them): the lint then need not look those up again.
    public func forEachResolved<Failure: Error>(
        state: String? = nil, scheme: ColorScheme = .lightBackground, environment: Environment = .default,
        includeSchema: Bool = false, _ body: (AttributeSet) throws(Failure) -> Void
    ) throws(Failure) {
        var session = ResolveSession(resolver: self, scheme: scheme, environment: environment)
        let paths = classPaths(includeSchema: includeSchema)
        guard options.runtime.readsRules else {
            for path in paths { try body(session.resolve(classPath: path, state: state)) }
            return
        }
        // What the pass reads as literals is kept for a lint of the same tree.
        session.noteLiterals()
        if ResolveSession.plansOnAnotherThread(paths: paths.count) {
            // The paths start with the index's own, in order.
            try session.resolvePlanningAhead(paths, styled: index.classPaths.count, state: state, body)
        } else {
            for path in paths { try body(session.resolve(classPath: path, state: state)) }
        }
        session.keepLiteralReadings()
    }

    /// A session for resolving many views in a scheme and environment, each reusing what the
    /// ones before read: for passes over many class paths (a preview, an export).
    public func session(scheme: ColorScheme = .lightBackground, environment: Environment = .default)
        -> ResolveSession
    {
        ResolveSession(resolver: self, scheme: scheme, environment: environment)
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
                guard let classID = index.classIDs[path] else { continue }
                let stateIDs = withCascadeLists { lists in
                    index.slots(ofClass: classID).flatMap { slot in
                        lists.declarationRange(ofSlot: slot).map { Int(lists.slotDeclarations[$0]) }
                    }.sorted().map { lists.stateID(ofIndexed: $0) }
                }
                for stateID in stateIDs {
                    guard let state = index.states[Int(stateID)] else { continue }
                    if state != "normal", !states.contains(state) { states.append(state) }
                }
            }
        }
        return states
    }
}
