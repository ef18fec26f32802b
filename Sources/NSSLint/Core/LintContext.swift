import NSSSyntax
import NSSTheme

/// What a class path selector of a rule is, for the rules that check it.
public struct SelectorFacts: Sendable {
    /// The selector token.
    public let token: Token
    /// The selector's text, interned: equal selectors have equal identifiers.
    public let classID: Int
    /// What the schema knows of it.
    public let match: ClassPathMatch
    /// Its property group, when it has one.
    public var group: String? { match.spec?.group }
}

/// A declaration of a rule, read once for all lint rules: its name split by the schema, its slot
/// (property, modifier and state) as an identifier, and its typed value.
///
/// A large theme repeats the same property names and values thousands of times, so what a name
/// and a value read as is kept once, in boxes the declarations share, and each declaration holds
/// only references to them.
public final class DeclarationFacts: Sendable {
    /// The declaration.
    public let declaration: Declaration
    private let property: PropertyReading
    private let value: ValueReading

    /// The property name as the schema splits it.
    public var split: PropertyNameSplit { property.split }
    /// What the declaration sets, interned: the split name (or the name as written when unknown).
    public var slotID: Int { property.slot }
    /// Problems met expanding its variables (scheme-independent).
    public var variableProblems: [VariableProblem] { value.variableProblems }
    /// The typed value, when the property is known and the value expanded cleanly.
    public var typed: Result<TypedValue, ValueError>? { value.typed }

    init(declaration: Declaration, property: PropertyReading, value: ValueReading) {
        self.declaration = declaration
        self.property = property
        self.value = value
    }
}

/// What a property name reads as, shared by every declaration that writes it.
final class PropertyReading: Sendable {
    let split: PropertyNameSplit
    let slot: Int
    /// The value type and its ordinal, when the property is known.
    let type: (type: ValueType, ordinal: Int)?

    init(split: PropertyNameSplit, slot: Int, type: (type: ValueType, ordinal: Int)?) {
        self.split = split
        self.slot = slot
        self.type = type
    }
}

/// What a value reads as for a property's type; a clean reading is shared by every declaration
/// with the same value text and type.
final class ValueReading: Sendable {
    let variableProblems: [VariableProblem]
    let typed: Result<TypedValue, ValueError>?

    /// The reading of a value that is not read (the property is unknown or untyped).
    static let unread = ValueReading(variableProblems: [], typed: nil)

    init(variableProblems: [VariableProblem], typed: Result<TypedValue, ValueError>?) {
        self.variableProblems = variableProblems
        self.typed = typed
    }
}

/// A rule of the file with its selectors and declarations read.
public final class RuleFacts: Sendable {
    /// The rule.
    public let rule: Rule
    /// The `@media` conditions it sits under, or nil at the top level.
    public let media: [MediaCondition]?
    /// Its selectors.
    public let selectors: [SelectorFacts]
    /// Its declarations.
    public let declarations: [DeclarationFacts]

    init(rule: Rule, media: [MediaCondition]?, selectors: [SelectorFacts], declarations: [DeclarationFacts]) {
        self.rule = rule
        self.media = media
        self.selectors = selectors
        self.declarations = declarations
    }
}

/// Everything the lint rules read about one file, computed once: the tree, the theme it belongs
/// to (the file and its imports), the schema, the profile, the variables and the facts of each
/// rule and declaration.
///
/// Reading a large theme is dominated by repetition (the same class paths, property names and
/// values thousands of times), so names are interned by their bytes and a value's typed reading
/// is computed once per distinct value text and type.
public final class LintContext: Sendable {
    /// The file being linted.
    public let file: SourceFile
    /// Its syntax tree.
    public let tree: SyntaxTree
    /// The theme: the file and the files it imports.
    public let theme: Theme
    /// The schema.
    public let schema: Schema
    /// The configuration, profile included.
    public let configuration: LintConfiguration
    /// The variables of the theme, every `@media` block included.
    public let variables: VariableTable
    /// The rules of the file, top-level and inside `@media`, in order.
    public let rules: [RuleFacts]
    /// Every declaration of the file's rules, with the index of its rule, in order.
    public let declarations: [(rule: Int, facts: DeclarationFacts)]
    /// The variable definitions of the file.
    public let definitions: [VariableDefinition]
    /// The interned names: class paths, property slots, value texts.
    public let names: Interner

    /// The runtime checked for, and why.
    public let runtime: RuntimeChoice
    /// The variable definitions the file sees: the whole theme's, or its own layer's when the
    /// theme's stylesheets are loaded one by one.
    public let variableDefinitions: [VariableDefinition]

    /// The profile.
    public var profile: Profile { runtime.profile }

    /// Reads the facts of one of the theme's files (the first by default). `loading` says
    /// whether the theme's stylesheets share their variables.
    public init(
        theme: Theme, file index: Int = 0, schema: Schema, configuration: LintConfiguration, runtime: RuntimeChoice,
        loading: ThemeLoadingMode = .joined
    ) {
        let tree = theme.files[index].tree
        self.tree = tree
        self.file = tree.source
        self.theme = theme
        self.schema = schema
        self.configuration = configuration
        self.runtime = runtime
        let profile = runtime.profile
        variableDefinitions = theme.variableDefinitions(inLayer: loading == .append ? theme.files[index].layer : nil)
        variables = VariableTable(
            variableDefinitions, environment: .any, precedence: profile.definitionPrecedence,
            paletteDefaults: profile.predefinesPalette)
        definitions = VariableDefinition.collect(from: tree)
        var reader = FactReader(
            schema: schema, variables: variables, colors: ColorOptions(hexAlphaOrder: configuration.hexAlphaOrder),
            bytes: tree.source.bytes)
        var rules: [RuleFacts] = []
        var declarations: [(rule: Int, facts: DeclarationFacts)] = []
        func add(_ node: SyntaxNode, media: [MediaCondition]?) {
            guard let rule = Rule(node) else { return }
            let selectors = rule.selectors.map { reader.selector($0) }
            let facts = rule.declarations.map { reader.declaration($0) }
            for fact in facts { declarations.append((rules.count, fact)) }
            rules.append(RuleFacts(rule: rule, media: media, selectors: selectors, declarations: facts))
        }
        for item in tree.items {
            if item.kind == .rule {
                add(item, media: nil)
            } else if let media = MediaRule(item) {
                for inner in media.items { add(inner, media: media.conditions) }
            }
        }
        self.rules = rules
        self.declarations = declarations
        names = reader.names
    }

    /// A declaration's value parts as written.
    public func parts(of facts: DeclarationFacts) -> [ValuePart] {
        ValuePart.parts(of: facts.declaration)
    }

    /// The source text of a range.
    public func text(_ range: Range<Int>) -> String { file.text(range) }

    /// The range of a node's whole lines, line break included, when nothing else shares them;
    /// otherwise the node's own range. Removing it leaves no blank line behind.
    public func removalRange(of node: SyntaxNode) -> Range<Int> {
        let bytes = file.bytes
        var start = node.range.lowerBound
        var end = node.range.upperBound
        var lineStart = start
        while lineStart > 0 && (bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09) { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count && (bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09) { lineEnd += 1 }
        let startsLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D
        let endsLine = lineEnd == bytes.count || bytes[lineEnd] == 0x0A || bytes[lineEnd] == 0x0D
        if startsLine && endsLine {
            start = lineStart
            end = lineEnd
            if end < bytes.count && bytes[end] == 0x0D { end += 1 }
            if end < bytes.count && bytes[end] == 0x0A { end += 1 }
        } else if !endsLine {
            // Shares its line with what follows: take the spaces up to it too.
            end = lineEnd
        }
        return start..<end
    }
}

/// Reads selectors and declarations, caching by interned bytes.
private struct FactReader {
    let schema: Schema
    let variables: VariableTable
    let colors: ColorOptions
    let bytes: [UInt8]
    var names = Interner()
    var expander: VariableExpander
    var matches: [Int: ClassPathMatch] = [:]
    /// What each distinct property name reads as: its split, slot and value type.
    var properties: [Int: PropertyReading] = [:]
    /// Clean typed readings by (value type, value text).
    var typedValues: [Int: ValueReading] = [:]

    init(schema: Schema, variables: VariableTable, colors: ColorOptions, bytes: [UInt8]) {
        self.schema = schema
        self.variables = variables
        self.colors = colors
        self.bytes = bytes
        expander = VariableExpander(table: variables, scheme: nil)
    }

    mutating func selector(_ token: Token) -> SelectorFacts {
        let id = names.intern(bytes[token.range])
        if let match = matches[id] { return SelectorFacts(token: token, classID: id, match: match) }
        let match = schema.lookup(token.text)
        matches[id] = match
        return SelectorFacts(token: token, classID: id, match: match)
    }

    mutating func declaration(_ declaration: Declaration) -> DeclarationFacts {
        let nameRange = declaration.name.range
        let nameID = names.intern(bytes[nameRange])
        let property: PropertyReading
        if let known = properties[nameID] {
            property = known
        } else {
            property = readProperty(String(decoding: bytes[nameRange], as: UTF8.self), nameID: nameID)
            properties[nameID] = property
        }
        guard let (type, ordinal) = property.type else {
            return DeclarationFacts(declaration: declaration, property: property, value: .unread)
        }
        let valueKey = names.intern(bytes[declaration.valueRange]) &* 32 &+ ordinal
        if let value = typedValues[valueKey] {
            return DeclarationFacts(declaration: declaration, property: property, value: value)
        }
        let (expanded, problems) = expander.expand(ValuePart.parts(of: declaration))
        guard problems.isEmpty else {
            return DeclarationFacts(
                declaration: declaration, property: property,
                value: ValueReading(variableProblems: problems, typed: nil))
        }
        let value = ValueReading(variableProblems: [], typed: type.parse(expanded, colors: colors))
        if case .success = value.typed { typedValues[valueKey] = value }
        return DeclarationFacts(declaration: declaration, property: property, value: value)
    }

    private mutating func readProperty(_ name: String, nameID: Int) -> PropertyReading {
        let split = schema.splitPropertyName(name)
        guard case .known(let parts, _) = split else { return PropertyReading(split: split, slot: nameID, type: nil) }
        let slot = names.intern(parts.description)
        guard let type = schema.valueType(of: parts) else {
            return PropertyReading(split: split, slot: slot, type: nil)
        }
        let ordinal = ValueType.allCases.firstIndex(of: type) ?? 31
        return PropertyReading(split: split, slot: slot, type: (type, ordinal))
    }
}
