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
        var lineNumber = 0
        // Read as bytes: every process that lints reads the whole table first.
        for rawLine in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            let number = lineNumber
            func fail(_ message: String) {
                errors.append(SchemaError(message: message, location: "built-in schema line \(number)"))
            }
            let line = trimmedSpaces(rawLine)
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            var words = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map {
                String(decoding: $0, as: UTF8.self)
            }
            var source: String?
            if let last = words.last, last.hasPrefix("@") {
                words.removeLast()
                switch expand(last, sources: draft.sources) {
                case .success(let expanded): source = expanded
                case .failure(let error): fail(error.message)
                }
            }
            if rawLine.first == 0x20 {
                guard let group = currentGroup else {
                    fail("a group property line outside of a group")
                    continue
                }
                readGroupProperty(words, source: source, into: &draft, group: group, fail: fail)
                continue
            }
            currentGroup = readEntry(words, source: source, into: &draft, fail: fail)
        }
        return (draft, errors)
    }

    /// A line without the blanks around it (and a CR before its line feed).
    private static func trimmedSpaces(_ line: Substring.UTF8View) -> Substring.UTF8View {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let first = line.firstIndex(where: { !blank($0) }), let last = line.lastIndex(where: { !blank($0) })
        else { return line[line.endIndex...] }
        return line[first...last]
    }

    /// A top-level line: `source`, `family`, `property`, `group` or `class`. Returns the group a
    /// `group` line opens, for the property lines under it.
    private static func readEntry(
        _ words: [String], source: String?, into draft: inout SchemaDraft, fail: (String) -> Void
    ) -> Int? {
        switch words.first {
        case "source":
            guard words.count >= 3 else {
                fail("expected: source KEY PREFIX")
                return nil
            }
            draft.sources[words[1]] = words.dropFirst(2).joined(separator: " ")
        case "family":
            guard words.count == 3 else {
                fail("expected: family NAME state|state|...")
                return nil
            }
            draft.stateFamilies[words[1]] = Set(words[2].split(separator: "|").map(String.init))
        case "property":
            guard words.count >= 4, let type = ValueType(rawValue: words[2]), let source else {
                fail("expected: property NAME TYPE EXAMPLE @SOURCE")
                return nil
            }
            draft.properties.append(
                PropertySpec(
                    name: words[1], type: type, example: words.dropFirst(3).joined(separator: " "), source: source))
        case "group":
            guard words.count >= 2, let source else {
                fail("expected: group NAME [< PARENT, ...] @SOURCE")
                return nil
            }
            var parents: [String] = []
            if words.count > 2 {
                guard words[2] == "<" else {
                    fail("expected '<' before the parent groups")
                    return nil
                }
                parents = words.dropFirst(3).joined().split(separator: ",").map(String.init)
            }
            draft.groups.append(PropertyGroup(name: words[1], parents: parents, source: source, ownProperties: []))
            return draft.groups.count - 1
        case "class":
            guard words.count == 3, let source else {
                fail("expected: class PATH GROUP @SOURCE")
                return nil
            }
            draft.classPaths.append(ClassPathSpec(path: words[1], group: words[2], source: source))
        default:
            fail("unknown line '\(words.first ?? "")'")
        }
        return nil
    }

    /// A property line of a group: the name, then `{states}`, `{family}` and `+gradient`.
    private static func readGroupProperty(
        _ words: [String], source: String?, into draft: inout SchemaDraft, group: Int, fail: (String) -> Void
    ) {
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
