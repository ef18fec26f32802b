import NSSJSON
import NSSSyntax

extension TypedValue {
    /// The value as JSON, one fixed shape per type: colors `"#RRGGBBAA"` (palette references by
    /// name until resolved), numbers as numbers, sizes and offsets `[a, b]`, boxes
    /// `{"top", "right", "bottom", "left"}`, class lists arrays, everything else strings.
    public var json: JSONValue {
        switch self {
        case .color(.literal(let color, _)): .string(color.hex)
        case .color(.palette(let reference)): .string(reference.description)
        case .number(let number): .number(number.value)
        case .integer(let integer): .number(Double(integer.value))
        case .boolean(let boolean): .bool(boolean.value)
        case .size(let pair), .offset(let pair): .array([.number(pair.first), .number(pair.second)])
        case .box(let box):
            .object([
                ("top", .number(box.top)), ("right", .number(box.right)), ("bottom", .number(box.bottom)),
                ("left", .number(box.left)),
            ])
        case .classList(let list): .array(list.names.map(JSONValue.string))
        default: .string(description)
        }
    }
}

extension DeclarationOrigin {
    /// `{"file", "line", "column", "selector", "property", "text", "layer"}`.
    public var json: JSONValue {
        .object([
            ("file", .string(path)), ("line", .number(Double(line))), ("column", .number(Double(column))),
            ("selector", .string(selector)), ("property", .string(property)), ("text", .string(text)),
            ("layer", .number(Double(layer))),
        ])
    }
}

extension ValueStep {
    /// `{"variable": name, "file", "line", "column"}` or `{"palette": name, "scheme": scheme}`.
    public var json: JSONValue {
        switch kind {
        case .variable(let name):
            var members: [(key: String, value: JSONValue)] = [("variable", .string(name))]
            if let origin {
                let location = origin.file.location(of: origin.range.lowerBound)
                members += [
                    ("file", .string(origin.file.path)), ("line", .number(Double(location.line))),
                    ("column", .number(Double(location.column))),
                ]
            }
            return .object(members)
        case .paletteDefault(let name, let scheme):
            return .object([("palette", .string(name)), ("scheme", .string(scheme.shortName))])
        }
    }
}

extension ResolvedAttribute {
    /// The attribute with its typed value, how it was written, and its provenance.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)),
            ("property", .string(provenance.winner.property)),
            ("state", parts.state.map(JSONValue.string) ?? .null),
            ("type", .string(value.type.rawValue)),
            ("value", color.map { .string($0.hex) } ?? value.json),
        ]
        if case .color(.palette(let reference)) = value { members.append(("palette", .string(reference.description))) }
        members += [
            ("origin", provenance.winner.json),
            ("via", .array(provenance.steps.map(\.json))),
            (
                "overridden",
                .array(
                    provenance.overridden.map { overridden in
                        guard case .object(var members) = overridden.origin.json else { return .null }
                        members.append(("reason", .string(overridden.reason.rawValue)))
                        return .object(members)
                    })
            ),
        ]
        return .object(members)
    }
}

extension AttributeSet {
    /// The whole set as JSON: class path, group, state, scheme, environment, attributes, problems.
    public var json: JSONValue {
        .object([
            ("classPath", .string(classPath)),
            ("classes", .array(classes.map(JSONValue.string))),
            ("group", group.map(JSONValue.string) ?? .null),
            ("state", state.map(JSONValue.string) ?? .null),
            ("scheme", .string(scheme.shortName)),
            ("environment", environment.json),
            ("attributes", .array(attributes.map(\.json))),
            (
                "problems",
                .array(problems.map { .object([("origin", $0.origin.json), ("message", .string($0.message))]) })
            ),
        ])
    }
}

extension Environment {
    /// `{"device": "iphone", "orientation": "portrait"}`, null for "any".
    public var json: JSONValue {
        .object([
            ("device", device.map { .string($0.rawValue) } ?? .null),
            ("orientation", orientation.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
