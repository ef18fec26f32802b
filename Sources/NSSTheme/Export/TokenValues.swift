import NSSJSON

/// Token names as the DTCG format allows them (no `.`, `{`, `}`, no leading `$`), distinct: two
/// source names that normalise to the same token name get `-2`, `-3`, ... in the order they are
/// first named, so no JSON object ever holds a key twice.
struct TokenNames {
    private var assigned: [String: String] = [:]
    private var taken: Set<String> = []

    /// A name with the characters the format reserves replaced by `_`.
    static func normalized(_ name: String) -> String {
        // Nearly every name has none of those bytes: kept as it is, unread by Characters.
        if !name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
            && name.utf8.first != UInt8(ascii: "$")
        {
            return name
        }
        var result = String(name.map { ".{}".contains($0) ? "_" : $0 })
        if result.hasPrefix("$") { result = "_" + result.dropFirst() }
        return result
    }

    /// The token name of `name`, assigned on first request.
    mutating func name(for name: String) -> String {
        if let existing = assigned[name] { return existing }
        let base = Self.normalized(name)
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) || taken.contains(candidate + "-weight") {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        // A weighted font's companion token is `<name>-weight`: reserve it too.
        taken.formUnion([candidate, candidate + "-weight"])
        assigned[name] = candidate
        return candidate
    }

    /// The token name already assigned to `name`, if any.
    func existing(_ name: String) -> String? { assigned[name] }
}

extension TokenBuilder {
    /// A color as the 2025.10 format writes it: sRGB components in 0...1, alpha, and the 6-digit
    /// hex fallback.
    static func colorValue(_ color: RGBAColor) -> JSONValue {
        let hex = color.hex  // #RRGGBBAA
        return .object([
            ("colorSpace", "srgb"),
            ("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
            ("alpha", .number(color.alpha)),
            ("hex", .string("#" + hex.dropFirst().prefix(6).lowercased())),
        ])
    }

    /// A length in points, which NSS writes as plain numbers: DTCG's `px`.
    static func dimensionToken(_ value: Double) -> JSONValue {
        .object([("$type", "dimension"), ("$value", .object([("value", .number(value)), ("unit", "px")]))])
    }

    /// A font: its family, and for NUI's weighted system fonts (`boldSystem`, `lightSystem`, ...)
    /// a `fontWeight` token `<key>-weight` beside it.
    static func fontTokens(_ font: FontName, key: String) -> [(key: String, value: JSONValue)] {
        switch font {
        case .named(let name):
            return [(key, .object([("$type", "fontFamily"), ("$value", .string(name))]))]
        case .system(let system):
            var tokens: [(key: String, value: JSONValue)] = [
                (key, .object([("$type", "fontFamily"), ("$value", "system-ui")]))
            ]
            if let weight = fontWeights[system] {
                tokens.append((key + "-weight", .object([("$type", "fontWeight"), ("$value", .number(weight))])))
            }
            return tokens
        }
    }

    /// The numeric weight of each weighted system font: UIFont.Weight's names, on the
    /// 100-900 scale the DTCG format (and CSS) uses. `system` and `italicSystem` are regular.
    static let fontWeights: [FontName.SystemFont: Double] = [
        .ultraLightSystem: 200, .thinSystem: 100, .lightSystem: 300, .mediumSystem: 500, .semiboldSystem: 600,
        .boldSystem: 700, .heavySystem: 800, .blackSystem: 900,
    ]
}

extension ThemeJSON {
    /// The `$schema` of a resolver document of the DTCG Resolver Module 2025.10.
    public static let tokenResolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// Every color scheme's tokens in one document of the DTCG Resolver Module 2025.10: a
    /// `scheme` modifier whose contexts (`light`, `dark`, `elevated-light`, ...) each hold the
    /// ``tokens(_:scheme:environment:schema:options:)`` document of that scheme inline, `light`
    /// by default, and a resolution order of that one modifier. A tool picks the scheme as the
    /// modifier's input instead of reading one export per scheme.
    public static func tokenResolver(
        _ theme: Theme, name: String, environment: Environment = .default, schema: Schema = .builtin,
        options: ResolveOptions = ResolveOptions()
    ) -> JSONValue {
        tokenResolverDocument(theme, name: name, environment: environment, schema: schema, options: options)
            .materialized()
    }

    /// Writes ``tokenResolver(_:name:environment:schema:options:)`` exactly as `writer` would
    /// write it, a scheme's document and in it a class path at a time.
    public static func writeTokenResolver(
        _ theme: Theme, name: String, environment: Environment = .default, schema: Schema = .builtin,
        options: ResolveOptions = ResolveOptions(), writer: JSONWriter, to sink: ([UInt8]) -> Void
    ) {
        writer.write(
            tokenResolverDocument(theme, name: name, environment: environment, schema: schema, options: options),
            to: sink)
    }

    private static func tokenResolverDocument(
        _ theme: Theme, name: String, environment: Environment, schema: Schema, options: ResolveOptions
    ) -> StreamedJSON {
        // Each scheme's document is begun only when the writer reaches it.
        let contexts: StreamedJSON = .object(members: { emit in
            for scheme in ColorScheme.allCases {
                let document = tokenDocument(
                    theme, scheme: scheme, environment: environment, schema: schema, options: options)
                emit(scheme.shortName, .array(elements: { $0(document) }))
            }
        })
        let modifier: StreamedJSON = .object(members: { emit in
            emit("description", .whole("The color scheme: light and dark, elevated and increased-contrast variants"))
            emit("contexts", contexts)
            emit("default", .whole(.string(ColorScheme.lightBackground.shortName)))
        })
        return .object(members: { emit in
            emit("$schema", .whole(.string(tokenResolverSchema)))
            emit("name", .whole(.string(name)))
            emit("version", .whole("2025.10"))
            emit("description", .whole("Design tokens of an NSS theme per color scheme, exported by NSSKit"))
            emit("modifiers", .object(members: { $0("scheme", modifier) }))
            emit("resolutionOrder", .whole(.array([.object([("$ref", "#/modifiers/scheme")])])))
        })
    }
}
