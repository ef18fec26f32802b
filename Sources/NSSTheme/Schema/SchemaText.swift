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
        // Read as contiguous bytes, one line at a time, a string made only of the words kept:
        // every process that lints reads the whole table first.
        var number = 0
        forEachLine(of: text) { line in
            number += 1
            func fail(_ message: String) {
                errors.append(SchemaError(message: message, location: "built-in schema line \(number)"))
            }
            if line.count == 0 || line.firstByte(of: 0) == UInt8(ascii: "#") { return }
            var source: String?
            if line.firstByte(of: line.count - 1) == UInt8(ascii: "@") {
                switch expand(line.bytes(of: line.count - 1), sources: draft.sources) {
                case .success(let expanded): source = expanded
                case .failure(let error): fail(error.message)
                }
                line.words.removeLast()
                guard line.count > 0 else {
                    fail("a source reference alone on a line")
                    return
                }
            }
            if line.isIndented {
                guard let group = currentGroup else {
                    fail("a group property line outside of a group")
                    return
                }
                readGroupProperty(line, source: source, into: &draft, group: group, fail: fail)
                return
            }
            currentGroup = readEntry(line, source: source, into: &draft, fail: fail)
        }
        return (draft, errors)
    }

    /// One line's blank-separated words as byte ranges of the text (a CR before a line feed is a
    /// blank), and whether the line starts with a space, which makes it a group's property line.
    struct Line {
        let text: UnsafeBufferPointer<UInt8>
        fileprivate(set) var words: [Range<Int>] = []
        fileprivate(set) var isIndented = false

        var count: Int { words.count }
        /// The word at `index` as a string.
        subscript(index: Int) -> String { String(decoding: bytes(of: index), as: UTF8.self) }
        func bytes(of index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: text[words[index]]) }
        func firstByte(of index: Int) -> UInt8 { text[words[index].lowerBound] }
        /// Whether the word at `index` is `keyword`, compared without making a string.
        func word(_ index: Int, is keyword: StaticString) -> Bool {
            index < count && keyword.withUTF8Buffer { $0.elementsEqual(bytes(of: index)) }
        }
        /// The words from `index` on, joined by `separator`.
        func joined(from index: Int, separator: String) -> String {
            (index..<count).map { self[$0] }.joined(separator: separator)
        }
    }

    /// Calls `body` with each line. The line's word list is reused from line to line, so `body`
    /// may change it but not keep it.
    private static func forEachLine(of text: String, _ body: (inout Line) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var line = Line(text: bytes)
            var wordStart = -1
            var lineStart = 0
            for position in 0...bytes.count {
                let byte = position < bytes.count ? bytes[position] : 0x0A
                switch byte {
                case 0x0A, 0x20, 0x09, 0x0D:
                    if wordStart >= 0 { line.words.append(wordStart..<position) }
                    wordStart = -1
                    guard byte == 0x0A else { continue }
                    line.isIndented = lineStart < bytes.count && bytes[lineStart] == 0x20
                    body(&line)
                    line.words.removeAll(keepingCapacity: true)
                    lineStart = position + 1
                default:
                    if wordStart < 0 { wordStart = position }
                }
            }
        }
    }

    /// A top-level line: `source`, `family`, `property`, `group` or `class`. Returns the group a
    /// `group` line opens, for the property lines under it.
    private static func readEntry(
        _ words: Line, source: String?, into draft: inout SchemaDraft, fail: (String) -> Void
    ) -> Int? {
        if words.word(0, is: "class") {
            guard words.count == 3, let source else {
                fail("expected: class PATH GROUP @SOURCE")
                return nil
            }
            draft.classPaths.append(ClassPathSpec(path: words[1], group: words[2], source: source))
        } else if words.word(0, is: "source") {
            guard words.count >= 3 else {
                fail("expected: source KEY PREFIX")
                return nil
            }
            draft.sources[words[1]] = words.joined(from: 2, separator: " ")
        } else if words.word(0, is: "family") {
            guard words.count == 3 else {
                fail("expected: family NAME state|state|...")
                return nil
            }
            draft.stateFamilies[words[1]] = Set(words[2].split(separator: "|").map(String.init))
        } else if words.word(0, is: "property") {
            guard words.count >= 4, let type = ValueType(rawValue: words[2]), let source else {
                fail("expected: property NAME TYPE EXAMPLE @SOURCE")
                return nil
            }
            draft.properties.append(
                PropertySpec(name: words[1], type: type, example: words.joined(from: 3, separator: " "), source: source)
            )
        } else if words.word(0, is: "group") {
            guard words.count >= 2, let source else {
                fail("expected: group NAME [< PARENT, ...] @SOURCE")
                return nil
            }
            var parents: [String] = []
            if words.count > 2 {
                guard words.word(2, is: "<") else {
                    fail("expected '<' before the parent groups")
                    return nil
                }
                parents = words.joined(from: 3, separator: "").split(separator: ",").map(String.init)
            }
            draft.groups.append(PropertyGroup(name: words[1], parents: parents, source: source, ownProperties: []))
            return draft.groups.count - 1
        } else {
            fail("unknown line '\(words[0])'")
        }
        return nil
    }

    /// A property line of a group: the name, then `{states}`, `{family}` and `+gradient`.
    private static func readGroupProperty(
        _ words: Line, source: String?, into draft: inout SchemaDraft, group: Int, fail: (String) -> Void
    ) {
        var property = GroupProperty(
            name: words[0], states: [], gradient: false, source: source ?? draft.groups[group].source)
        for index in 1..<words.count {
            if words.word(index, is: "+gradient") {
                property.gradient = true
                continue
            }
            let bytes = words.bytes(of: index)
            guard bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else {
                fail("unexpected '\(words[index])' on a group property line")
                continue
            }
            for state in UnsafeBufferPointer(rebasing: bytes.dropFirst().dropLast()).split(separator: UInt8(ascii: "|"))
            {
                let name = String(decoding: state, as: UTF8.self)
                property.states.formUnion(draft.stateFamilies[name] ?? [name])
            }
        }
        draft.groups[group].ownProperties.append(property)
    }

    /// `@KEY` or `@KEY:rest` as the source's prefix followed by the rest; `@https://...` as itself.
    private static func expand(_ reference: UnsafeBufferPointer<UInt8>, sources: [String: String]) -> Result<
        String, SchemaError
    > {
        // On bytes, one string made: the table holds a thousand references, each expanded on
        // start-up, and most are distinct (a file and an anchor after the key).
        let body = UnsafeBufferPointer(rebasing: reference.dropFirst())
        let colon = body.firstIndex(of: UInt8(ascii: ":")) ?? body.endIndex
        let key = String(decoding: UnsafeBufferPointer(rebasing: body[..<colon]), as: UTF8.self)
        guard var prefix = sources[key] else {
            let whole = String(decoding: body, as: UTF8.self)
            // A literal URL such as @https://... is its own source.
            return PlainText.contains("://", in: Substring(whole))
                ? .success(whole)
                : .failure(SchemaError(message: "unknown source '\(key)'", location: ""))
        }
        guard colon < body.endIndex else { return .success(prefix) }
        let rest = UnsafeBufferPointer(rebasing: body[(colon + 1)...])
        let expanded = prefix.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + rest.count) { buffer in
                _ = buffer.initialize(fromContentsOf: head)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(fromContentsOf: rest)
                return head.count + rest.count
            }
        }
        return .success(expanded)
    }
}
