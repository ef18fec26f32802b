import NSSSyntax
import NSSTheme

/// Everything the lint rules read about one file, computed once: the tree, the theme it belongs
/// to (the file and its imports), the schema, the profile, the variables and the facts of each
/// rule and declaration.
///
/// Reading a large theme is dominated by repetition (the same class paths and property names
/// thousands of times), so names are interned by their bytes and read once each; values, mostly
/// distinct, are read when a rule asks.
public final class LintContext: Sendable {
    /// The file being linted.
    public let file: SourceFile
    /// Its syntax tree. A rule running on a thread of its own gets a second object over the same
    /// storage (the theme keeps the first): to ask whether two trees are one file's, compare
    /// their ``SyntaxTree/source``.
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
    public var rules: RuleFactsList { RuleFactsList(table: facts) }
    /// Every declaration of the file's rules, with the index of its rule, in order.
    public var declarations: FileDeclarationsList { FileDeclarationsList(table: facts) }
    /// The variable definitions of the file.
    public let definitions: [VariableDefinition]
    /// The interned names: class paths, property names and slots.
    public let names: Interner
    let facts: FactTable

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
            tree: tree)
        facts = reader.readRules()
        names = reader.names
    }

    private init(copying other: LintContext) {
        facts = other.facts.forAnotherThread()
        tree = facts.tree
        file = other.file
        theme = other.theme
        schema = other.schema
        configuration = other.configuration
        runtime = other.runtime
        variableDefinitions = other.variableDefinitions
        variables = other.variables
        definitions = other.definitions
        names = other.names
    }

    /// The same context for a rule thread of its own: the same facts, read through a tree object,
    /// fact table and value reader no other thread counts references on or locks.
    ///
    /// Shared, the objects' reference counts moved between the cores at every view. `nsslint` on
    /// a 5 MB theme, two cores, means of eight runs: 0.249 s with a fact table and value reader
    /// of the thread's own, 0.225-0.233 s with a tree object of its own too.
    func forAnotherThread() -> LintContext { LintContext(copying: self) }

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
