import NSSJSON
import NSSSyntax
import NSSTheme

/// Completion by where the cursor is: a class path where a selector goes, the properties of the
/// rule's class path inside a block, and values after a `:` (variables always; palette names
/// for colors; text styles for font-style).
extension LanguageServer {
    enum CompletionPlace: Equatable {
        case selector
        case property(classPaths: [String])
        case value(property: String)
    }

    /// Where the cursor is, read back from the text before it.
    static func place(in bytes: [UInt8], at offset: Int) -> CompletionPlace {
        var index = min(offset, bytes.count)
        while index > 0 {
            index -= 1
            switch bytes[index] {
            case UInt8(ascii: ":"):
                // A value, if the colon is inside a rule's block.
                guard let open = openBrace(in: bytes, before: index), !isMedia(bytes, before: open) else { break }
                return .value(property: word(in: bytes, endingBefore: index))
            case UInt8(ascii: "{"), UInt8(ascii: ";"):
                guard let open = bytes[index] == UInt8(ascii: "{") ? index : openBrace(in: bytes, before: index),
                    !isMedia(bytes, before: open)
                else { return .selector }
                let selectors = String(decoding: bytes[(lineStart(bytes, before: open))..<open], as: UTF8.self)
                return .property(classPaths: selectors.split(separator: ",").map { $0.filter { !$0.isWhitespace } })
            case UInt8(ascii: "}"):
                return .selector
            default:
                continue
            }
        }
        return .selector
    }

    /// The `{` of the block the offset is in, if any.
    static func openBrace(in bytes: [UInt8], before offset: Int) -> Int? {
        var depth = 0
        var index = offset
        while index > 0 {
            index -= 1
            if bytes[index] == UInt8(ascii: "}") { depth += 1 }
            if bytes[index] == UInt8(ascii: "{") {
                if depth == 0 { return index }
                depth -= 1
            }
        }
        return nil
    }

    static func isMedia(_ bytes: [UInt8], before brace: Int) -> Bool {
        PlainText.contains(
            "@media", in: String(decoding: bytes[lineStart(bytes, before: brace)..<brace], as: UTF8.self))
    }

    /// Where the selector text before a `{` starts: after the previous `}`, `;` or `{`.
    static func lineStart(_ bytes: [UInt8], before offset: Int) -> Int {
        var index = offset
        while index > 0, ![UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "{")].contains(bytes[index - 1]) {
            index -= 1
        }
        return index
    }

    static func word(in bytes: [UInt8], endingBefore offset: Int) -> String {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var start = end
        while start > 0,
            bytes[start - 1] == UInt8(ascii: "-") || bytes[start - 1] == UInt8(ascii: "_")
                || (bytes[start - 1] >= 0x30 && bytes[start - 1] <= 0x39)
                || (bytes[start - 1] | 0x20 >= 0x61 && bytes[start - 1] | 0x20 <= 0x7A)
        {
            start -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The completion items at an offset of a document.
    func completions(_ bytes: [UInt8], tree: SyntaxTree, at offset: Int) -> JSONValue {
        let schema = Schema.builtin
        var items: [JSONValue] = []
        switch Self.place(in: bytes, at: offset) {
        case .selector:
            let styled = Set(tree.allRules.flatMap { $0.selectors.map(\.text) })
            for path in (Array(styled) + schema.classPaths.keys).sorted() where !path.isEmpty {
                items.append(Self.item(path, kind: 7, detail: schema.lookup(path).spec?.group))
            }
        case .property(let classPaths):
            let group = classPaths.lazy.compactMap { schema.lookup($0).spec?.group }.first
            let properties = group.map { schema.properties(ofGroup: $0) } ?? [:]
            let names = properties.isEmpty ? schema.allPropertyNames : Array(properties.keys)
            for name in names.sorted() {
                let documentation = Self.propertyDocumentation(name, schema: schema)
                items.append(Self.item(name, kind: 10, detail: group, documentation: documentation))
                for state in (properties[name]?.states ?? []).sorted() where state != "normal" {
                    items.append(Self.item("\(name)-\(state)", kind: 10, detail: group, documentation: documentation))
                }
            }
        case .value(let property):
            for definition in tree.allVariableDefinitions {
                items.append(
                    Self.item(
                        definition.name.text, kind: 6, detail: definition.valueText,
                        documentation: "```nss\n\(definition.node.text)\n```"))
            }
            var base = property
            if case .known(let parts, _) = schema.splitPropertyName(property) { base = parts.base }
            let type = schema.valueType(of: PropertyNameParts(base: base, state: nil, modifier: nil))
            if type == .color {
                items += FioriColors.paletteNames.map {
                    Self.item($0, kind: 16, detail: "Fiori palette", documentation: Self.paletteDocumentation($0))
                }
            }
            items += Self.keywords(for: type).map { Self.item($0.word, kind: 12, detail: $0.kind) }
        }
        return .object([("isIncomplete", false), ("items", .array(items))])
    }

    /// The words a keyword-typed property takes, with what they are.
    static func keywords(for type: ValueType?) -> [(word: String, kind: String)] {
        func words<Keyword: KeywordValue>(_: Keyword.Type) -> [(word: String, kind: String)] {
            Keyword.allCases.map { ($0.rawValue, Keyword.typeDescription) }
        }
        switch type {
        case .textStyle?: return words(TextStyle.self)
        case .textAlign?: return words(TextAlign.self)
        case .verticalAlign?: return words(VerticalAlign.self)
        case .borderStyle?: return words(BorderStyle.self)
        case .separatorStyle?: return words(SeparatorStyle.self)
        case .keyboardAppearance?: return words(KeyboardAppearance.self)
        case .textTransform?: return words(TextTransform.self)
        case .boolean?: return [("true", "a boolean"), ("false", "a boolean")]
        default: return []
        }
    }

    static func item(_ label: String, kind: Double, detail: String?, documentation: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("label", .string(label)), ("kind", .number(kind))]
        if let detail { members.append(("detail", .string(detail))) }
        if let documentation {
            members.append(("documentation", .object([("kind", "markdown"), ("value", .string(documentation))])))
        }
        return .object(members)
    }

    /// A property's documentation: its type, an example and where it is documented.
    static func propertyDocumentation(_ name: String, schema: Schema) -> String? {
        guard case .known(_, let spec) = schema.splitPropertyName(name) else { return nil }
        return "\(spec.type.rawValue), for example `\(spec.example)`. Documented: \(spec.source)"
    }

    /// A palette color's documentation: SAP's default in light and dark.
    static func paletteDocumentation(_ name: String) -> String {
        let light = FioriColors.defaultColor(name, scheme: .lightBackground)?.hex ?? "none"
        let dark = FioriColors.defaultColor(name, scheme: .darkBackground)?.hex ?? "none"
        return "Fiori palette color: light `\(light)`, dark `\(dark)` (SAP's defaults)"
    }
}
