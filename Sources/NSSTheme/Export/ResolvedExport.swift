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
        resolvedStream(
            theme, schemes: schemes, environment: environment, includeSchema: includeSchema, schema: schema,
            options: options
        ).materialized()
    }

    /// Writes ``resolved(_:schemes:environment:includeSchema:schema:options:)`` as `writer` would
    /// write it, handing the text to `sink` a class path at a time: neither the resolved sets nor
    /// the JSON of a large theme are held whole (for a 5 MB theme, over a gigabyte).
    public static func writeResolved(
        _ theme: Theme, schemes: [ColorScheme] = [.lightBackground, .darkBackground],
        environment: Environment = .default, includeSchema: Bool = false, schema: Schema = .builtin,
        options: ResolveOptions = ResolveOptions(), writer: JSONWriter, to sink: ([UInt8]) -> Void
    ) {
        let stream = resolvedStream(
            theme, schemes: schemes, environment: environment, includeSchema: includeSchema, schema: schema,
            options: options)
        writer.write(stream, to: sink)
    }

    /// The resolved form, its class paths resolved as a writer asks for them.
    private static func resolvedStream(
        _ theme: Theme, schemes: [ColorScheme], environment: Environment, includeSchema: Bool, schema: Schema,
        options: ResolveOptions
    ) -> StreamedJSON {
        let export = ResolvedExport(
            theme, schemes: schemes, environment: environment, includeSchema: includeSchema, schema: schema,
            options: options)
        return .object(
            export.header, streamingLast: "classPaths",
            elements: { emit in export.forEachClassPath { emit(.whole($0)) } })
    }
}

/// The resolved form, a class path at a time: one resolve session per scheme, each class path
/// resolved in all of them before the next.
private struct ResolvedExport {
    let resolver: Resolver
    let schemes: [ColorScheme]
    let environment: Environment
    let paths: [String]

    init(
        _ theme: Theme, schemes: [ColorScheme], environment: Environment, includeSchema: Bool, schema: Schema,
        options: ResolveOptions
    ) {
        resolver = Resolver(theme: theme, schema: schema, options: options)
        self.schemes = schemes
        self.environment = environment
        paths = resolver.classPaths(includeSchema: includeSchema)
    }

    /// The members before `classPaths`.
    var header: [(key: String, value: JSONValue)] {
        [
            ("format", "nsskit-resolved"),
            ("version", 1),
            ("environment", environment.json),
            ("schemes", .array(schemes.map { .string($0.shortName) })),
        ]
    }

    /// Each class path's object, in order.
    func forEachClassPath(_ body: (JSONValue) -> Void) {
        var sessions = schemes.map { ResolveSession(resolver: resolver, scheme: $0, environment: environment) }
        for path in paths {
            let states = [nil] + resolver.statesUsed(by: path).map { $0 as String? }
            var resolutions: [JSONValue] = []
            var group: String?
            for (schemeIndex, scheme) in schemes.enumerated() {
                for state in states {
                    let set = sessions[schemeIndex].resolve(classPath: path, state: state)
                    if schemeIndex == 0 && state == nil { group = set.group }
                    resolutions.append(Self.resolution(set, scheme: scheme))
                }
            }
            body(
                .object([
                    ("classPath", .string(path)),
                    ("group", group.map(JSONValue.string) ?? .null),
                    ("resolutions", .array(resolutions)),
                ]))
        }
    }

    private static func resolution(_ set: AttributeSet, scheme: ColorScheme) -> JSONValue {
        .object([
            ("state", .string(set.state ?? "normal")),
            ("scheme", .string(scheme.shortName)),
            ("attributes", .array(set.attributes.map(\.json))),
            (
                "problems",
                .array(set.problems.map { .object([("origin", $0.origin.json), ("message", .string($0.message))]) })
            ),
        ])
    }
}
