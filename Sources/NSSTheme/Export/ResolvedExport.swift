import NSSJSON
import NSSSyntax

extension ThemeJSON {
    /// The resolved form: every class path the theme styles (and, with `includeSchema`, every
    /// documented one), each resolved in the normal state and every state the theme sets for it,
    /// in each of `schemes`, with typed values and provenance. Described by
    /// `Grammar/schemas/nss-resolved.schema.json`.
    public static func resolved(
        _ theme: Theme, schemes: [ColorScheme] = [.lightBackground, .darkBackground],
        environment: Environment = .default, includeSchema: Bool = false, schema: Schema = .builtin,
        options: ResolveOptions = ResolveOptions()
    ) -> JSONValue {
        let resolver = Resolver(theme: theme, schema: schema, options: options)
        var paths = resolver.styledClassPaths
        if includeSchema {
            let styled = Set(paths)
            paths += schema.classPaths.keys.sorted().filter { !styled.contains($0) }
        }
        let requests: [(classPath: String, state: String?)] = paths.flatMap { path in
            [(path, nil as String?)] + resolver.statesUsed(by: path).map { (path, $0) }
        }
        var byScheme: [[AttributeSet]] = []
        for scheme in schemes {
            byScheme.append(resolver.resolve(requests, scheme: scheme, environment: environment))
        }
        var classPaths: [JSONValue] = []
        var requestIndex = 0
        for path in paths {
            let count = 1 + resolver.statesUsed(by: path).count
            var resolutions: [JSONValue] = []
            for (schemeIndex, scheme) in schemes.enumerated() {
                for offset in 0..<count {
                    let set = byScheme[schemeIndex][requestIndex + offset]
                    resolutions.append(
                        .object([
                            ("state", .string(set.state ?? "normal")),
                            ("scheme", .string(scheme.shortName)),
                            ("attributes", .array(set.attributes.map(\.json))),
                            (
                                "problems",
                                .array(
                                    set.problems.map {
                                        .object([("origin", $0.origin.json), ("message", .string($0.message))])
                                    })
                            ),
                        ]))
                }
            }
            let group = byScheme.first?[requestIndex].group
            classPaths.append(
                .object([
                    ("classPath", .string(path)),
                    ("group", group.map(JSONValue.string) ?? .null),
                    ("resolutions", .array(resolutions)),
                ]))
            requestIndex += count
        }
        return .object([
            ("format", "nsskit-resolved"),
            ("version", 1),
            ("environment", environment.json),
            ("schemes", .array(schemes.map { .string($0.shortName) })),
            ("classPaths", .array(classPaths)),
        ])
    }
}
