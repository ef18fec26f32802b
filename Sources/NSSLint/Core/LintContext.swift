import NSSSyntax
import NSSTheme

/// What a class path selector of a rule is, for the rules that check it.
public struct SelectorFacts: Sendable {
    /// The selector token.
    public let token: Token
    /// What the schema knows of it.
    public let match: ClassPathMatch
    /// Its property group, when it has one.
    public var group: String? { match.spec?.group }
}

/// A declaration of a rule, read once for all lint rules: its name split by the schema, its value
/// parts as written and expanded, and its typed value.
public struct DeclarationFacts: Sendable {
    /// The declaration.
    public let declaration: Declaration
    /// The property name as the schema splits it.
    public let split: PropertyNameSplit
    /// The value parts as written.
    public let parts: [ValuePart]
    /// The value parts with variables expanded (scheme-independent).
    public let expanded: [ValuePart]
    /// Problems met expanding variables.
    public let variableProblems: [VariableProblem]
    /// The typed value, when the property is known and the value expanded cleanly.
    public let typed: Result<TypedValue, ValueError>?
}

/// A rule of the file with its selectors and declarations read.
public struct RuleFacts: Sendable {
    /// The rule.
    public let rule: Rule
    /// The `@media` conditions it sits under, or nil at the top level.
    public let media: [MediaCondition]?
    /// Its selectors.
    public let selectors: [SelectorFacts]
    /// Its declarations.
    public let declarations: [DeclarationFacts]
}

/// Everything the lint rules read about one file, computed once: the tree, the theme it belongs
/// to (the file and its imports), the schema, the profile, the variables and the facts of each
/// rule and declaration.
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
    /// The variable definitions of the file.
    public let definitions: [VariableDefinition]

    /// The profile.
    public var profile: Profile { configuration.profile }

    /// Reads the facts of the theme's first file.
    public init(theme: Theme, schema: Schema, configuration: LintConfiguration) {
        let tree = theme.files[0].tree
        self.tree = tree
        self.file = tree.source
        self.theme = theme
        self.schema = schema
        self.configuration = configuration
        let profile = configuration.profile
        variables = VariableTable(
            theme.variableDefinitions, environment: .any, precedence: profile.definitionPrecedence,
            paletteDefaults: profile.predefinesPalette)
        definitions = VariableDefinition.collect(from: tree)
        let colors = ColorOptions(hexAlphaOrder: configuration.hexAlphaOrder)
        var expander = VariableExpander(table: variables, scheme: nil)
        var splits: [String: PropertyNameSplit] = [:]
        var matches: [String: ClassPathMatch] = [:]
        var rules: [RuleFacts] = []
        func add(_ node: SyntaxNode, media: [MediaCondition]?) {
            guard let rule = Rule(node) else { return }
            let selectors = rule.selectors.map { token -> SelectorFacts in
                let text = token.text
                let match = matches[text] ?? schema.lookup(text)
                matches[text] = match
                return SelectorFacts(token: token, match: match)
            }
            let declarations = rule.declarations.map { declaration -> DeclarationFacts in
                let name = declaration.name.text
                let split = splits[name] ?? schema.splitPropertyName(name)
                splits[name] = split
                let parts = ValuePart.parts(of: declaration)
                let (expanded, problems) = expander.expand(parts)
                var typed: Result<TypedValue, ValueError>?
                if case .known(let nameParts, _) = split, problems.isEmpty, let type = schema.valueType(of: nameParts) {
                    typed = type.parse(expanded, colors: colors)
                }
                return DeclarationFacts(
                    declaration: declaration, split: split, parts: parts, expanded: expanded,
                    variableProblems: problems,
                    typed: typed)
            }
            rules.append(RuleFacts(rule: rule, media: media, selectors: selectors, declarations: declarations))
        }
        for item in tree.items {
            if item.kind == .rule {
                add(item, media: nil)
            } else if let media = MediaRule(item) {
                for inner in media.items { add(inner, media: media.conditions) }
            }
        }
        self.rules = rules
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
