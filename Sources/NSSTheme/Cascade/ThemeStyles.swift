/// A theme resolved once for a renderer: every class path the theme styles or the schema
/// documents, in each state the theme uses for it, in each scheme asked for. Views ask
/// ``attributes(for:state:scheme:)`` as they are laid out; the answers are built in `init`, so the
/// read path is a dictionary lookup on immutable storage: no lock, safe from any thread.
///
/// A chain of several classes (`Button:Primary`), a scheme not built and a state the theme never
/// names for the class path are resolved on each call: for those, keep the answer.
public final class ThemeStyles: Sendable {
    /// The resolver the answers come from.
    public let resolver: Resolver
    /// The schemes built.
    public let schemes: [ColorScheme]
    /// The device and orientation `@media` was evaluated for.
    public let environment: Environment
    private let table: [Key: AttributeSet]

    private struct Key: Hashable {
        var classPath: String
        var state: String
        var scheme: ColorScheme
    }

    /// Resolves every class path of the theme and the schema in each state used, once per scheme.
    public init(
        resolver: Resolver, schemes: [ColorScheme] = [.lightBackground, .darkBackground],
        environment: Environment = .default
    ) {
        self.resolver = resolver
        self.schemes = schemes
        self.environment = environment
        let paths = resolver.classPaths(includeSchema: true)
        var requests: [(classPath: String, state: String?)] = []
        for path in paths {
            requests.append((path, nil))
            for state in resolver.statesUsed(by: path) { requests.append((path, state)) }
        }
        var table: [Key: AttributeSet] = [:]
        table.reserveCapacity(requests.count * schemes.count)
        for scheme in schemes {
            let answers = resolver.resolve(requests, scheme: scheme, environment: environment)
            for (request, answer) in zip(requests, answers) {
                table[Key(classPath: request.classPath, state: request.state ?? "normal", scheme: scheme)] = answer
            }
        }
        self.table = table
    }

    /// The attributes of a view with `classPath` in `state` (nil or `normal` for the normal state)
    /// and `scheme`: built in `init`, or resolved now for a chain, a scheme not built or a state
    /// the theme never names for the class path.
    public func attributes(
        for classPath: String, state: String? = nil, scheme: ColorScheme = .lightBackground
    ) -> AttributeSet {
        if let answer = table[Key(classPath: classPath, state: state ?? "normal", scheme: scheme)] { return answer }
        return resolver.resolve(classPath: classPath, state: state, scheme: scheme, environment: environment)
    }

    /// How many answers were built.
    public var count: Int { table.count }
}
