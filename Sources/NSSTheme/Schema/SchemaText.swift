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
        // Most lines name one of a few sources: each reference is expanded once.
        var expansions: [String: Result<String, SchemaError>] = [:]
        // Read as contiguous bytes, one line at a time: every process that lints reads the whole
        // table first.
        var number = 0
        forEachLine(of: text) { words, isIndented in
            number += 1
            func fail(_ message: String) {
                errors.append(SchemaError(message: message, location: "built-in schema line \(number)"))
            }
            if words.isEmpty || words[0].hasPrefix("#") { return }
            var source: String?
            if let last = words.last, last.hasPrefix("@") {
                words.removeLast()
                let expansion: Result<String, SchemaError>
                if let known = expansions[last] {
                    expansion = known
                } else {
                    expansion = expand(last, sources: draft.sources)
                    expansions[last] = expansion
                }
                switch expansion {
                case .success(let expanded): source = expanded
                case .failure(let error): fail(error.message)
                }
            }
            if isIndented {
                guard let group = currentGroup else {
                    fail("a group property line outside of a group")
                    return
                }
                readGroupProperty(words, source: source, into: &draft, group: group, fail: fail)
                return
            }
            // A new or redefined source changes what references expand to.
            if words.first == "source" { expansions.removeAll() }
            currentGroup = readEntry(words, source: source, into: &draft, fail: fail)
        }
        return (draft, errors)
    }

    /// Calls `body` with each line's blank-separated words (a CR before a line feed is a blank),
    /// and whether the line starts with a space, which makes it a group's property line. The
    /// words' array is reused from line to line, so `body` may change it but not keep it.
    private static func forEachLine(of text: String, _ body: (inout [String], Bool) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var words: [String] = []
            var wordStart: Int?
            var lineStart = 0
            func endWord(at end: Int) {
                if let start = wordStart {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                wordStart = nil
            }
            for position in 0...bytes.count {
                let byte = position < bytes.count ? bytes[position] : 0x0A
                switch byte {
                case 0x0A:
                    endWord(at: position)
                    body(&words, lineStart < bytes.count && bytes[lineStart] == 0x20)
                    words.removeAll(keepingCapacity: true)
                    lineStart = position + 1
                case 0x20, 0x09, 0x0D:
                    endWord(at: position)
                default:
                    if wordStart == nil { wordStart = position }
                }
            }
        }
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
        // Sliced on bytes: the table holds a thousand references, each expanded on start-up.
        let body = reference.utf8.dropFirst()
        let colon = body.firstIndex(of: UInt8(ascii: ":")) ?? body.endIndex
        let key = String(Substring(body[..<colon]))
        guard let prefix = sources[key] else {
            // A literal URL such as @https://... is its own source.
            return PlainText.contains("://", in: Substring(body))
                ? .success(String(Substring(body)))
                : .failure(SchemaError(message: "unknown source '\(key)'", location: ""))
        }
        let rest = colon < body.endIndex ? Substring(body[body.index(after: colon)...]) : ""
        return .success(prefix + rest)
    }
}
