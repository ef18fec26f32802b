import NSSSyntax

/// Reads the built-in schema's line-based text format:
///
///     source KEY PREFIX
///     family NAME state|state|...
///     property NAME TYPE EXAMPLE... @SOURCE
///     group NAME [< PARENT, PARENT] @SOURCE
///         PROPERTY [{state|state}] [+gradient] [@SOURCE]
///     class PATH GROUP @SOURCE
///
/// `@KEY` and `@KEY:rest` expand to the source's prefix followed by the rest; `#` starts a comment
/// line. Property lines belong to the group above them.
enum SchemaText {
    static func parse(_ text: String) -> (draft: SchemaDraft, errors: [SchemaError]) {
        var draft = SchemaDraft()
        var errors: [SchemaError] = []
        var currentGroup: Int?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "built-in schema line \(offset + 1)"
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            var source: String?
            if let last = words.last, last.hasPrefix("@") {
                words.removeLast()
                switch expand(last, sources: draft.sources) {
                case .success(let expanded): source = expanded
                case .failure(let error): errors.append(SchemaError(message: error.message, location: location))
                }
            }
            let indented = rawLine.first == " " && !rawLine.trimmingSpaces.isEmpty
            func fail(_ message: String) { errors.append(SchemaError(message: message, location: location)) }
            if indented {
                guard let group = currentGroup else {
                    fail("a group property line outside of a group")
                    continue
                }
                var property = GroupProperty(
                    name: words[0], states: [], gradient: false, source: source ?? draft.groups[group].source)
                for word in words.dropFirst() {
                    if word == "+gradient" {
                        property.gradient = true
                    } else if word.hasPrefix("{") && word.hasSuffix("}") {
                        for state in word.dropFirst().dropLast().split(separator: "|") {
                            property.states.formUnion(draft.stateFamilies[String(state)] ?? [String(state)])
                        }
                    } else {
                        fail("unexpected '\(word)' on a group property line")
                    }
                }
                draft.groups[group].ownProperties.append(property)
                continue
            }
            currentGroup = nil
            switch words.first {
            case "source":
                guard words.count >= 3 else {
                    fail("expected: source KEY PREFIX")
                    continue
                }
                draft.sources[words[1]] = words.dropFirst(2).joined(separator: " ")
            case "family":
                guard words.count == 3 else {
                    fail("expected: family NAME state|state|...")
                    continue
                }
                draft.stateFamilies[words[1]] = Set(words[2].split(separator: "|").map(String.init))
            case "property":
                guard words.count >= 4, let type = ValueType(rawValue: words[2]), let source else {
                    fail("expected: property NAME TYPE EXAMPLE @SOURCE")
                    continue
                }
                draft.properties.append(
                    PropertySpec(
                        name: words[1], type: type, example: words.dropFirst(3).joined(separator: " "), source: source))
            case "group":
                guard words.count >= 2, let source else {
                    fail("expected: group NAME [< PARENT, ...] @SOURCE")
                    continue
                }
                var parents: [String] = []
                if words.count > 2 {
                    guard words[2] == "<" else {
                        fail("expected '<' before the parent groups")
                        continue
                    }
                    parents = words.dropFirst(3).joined().split(separator: ",").map(String.init)
                }
                draft.groups.append(PropertyGroup(name: words[1], parents: parents, source: source, ownProperties: []))
                currentGroup = draft.groups.count - 1
            case "class":
                guard words.count == 3, let source else {
                    fail("expected: class PATH GROUP @SOURCE")
                    continue
                }
                draft.classPaths.append(ClassPathSpec(path: words[1], group: words[2], source: source))
            default:
                fail("unknown line '\(words.first ?? "")'")
            }
        }
        return (draft, errors)
    }

    private static func expand(_ reference: String, sources: [String: String]) -> Result<String, SchemaError> {
        let body = reference.dropFirst()
        let key = body.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        guard let prefix = sources[key] else {
            // A literal URL such as @https://... is its own source.
            return PlainText.contains("://", in: body)
                ? .success(String(body)) : .failure(SchemaError(message: "unknown source '\(key)'", location: ""))
        }
        let rest = body.dropFirst(key.count + 1)
        return .success(prefix + rest)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
