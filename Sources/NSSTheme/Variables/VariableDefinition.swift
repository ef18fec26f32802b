import NSSSyntax

/// A variable definition `@name: value;` of a stylesheet, with the `@media` conditions it sits
/// under.
public struct VariableDefinition: Hashable, Sendable {
    /// The name without `@`: `tintColor_darkBackground`.
    public var name: String
    /// The value as written, variables not yet expanded.
    public var parts: [ValuePart]
    /// The definition's bytes, for messages and provenance.
    public var span: SourceSpan
    /// The span of the name, `@` included.
    public var nameSpan: SourceSpan
    /// The conditions of the enclosing `@media` rule; empty at the top level.
    public var media: [MediaCondition]
    /// Whether the enclosing `@media` query is malformed (such a block never applies).
    public var mediaIsInvalid: Bool
    /// The position among all definitions of a theme, in load order: later ones win.
    public var order: Int

    /// The name split into a palette name and scheme: `tintColor` + `darkBackground`.
    public var schemeSplit: (name: String, scheme: ColorScheme?) { ColorScheme.split(name) }

    /// The top-level and `@media` definitions of a stylesheet, in source order, numbered from
    /// `firstOrder`. Definitions misplaced inside rules are left out (the parser reports them).
    public static func collect(from tree: SyntaxTree, firstOrder: Int = 0) -> [VariableDefinition] {
        var result: [VariableDefinition] = []
        func add(_ node: SyntaxNode, media: [MediaCondition], invalid: Bool) {
            guard let declaration = Declaration(node), declaration.isVariableDefinition else { return }
            let name = String(declaration.name.text.dropFirst())
            let file = tree.source
            result.append(
                VariableDefinition(
                    name: name, parts: ValuePart.parts(of: declaration),
                    span: SourceSpan(file: file, range: declaration.node.range),
                    nameSpan: SourceSpan(file: file, range: declaration.name.range),
                    media: media, mediaIsInvalid: invalid, order: firstOrder + result.count))
        }
        // The items by node index, a view made only of a definition or media rule: a view of
        // each item held the tree, counted for each.
        tree.forEachChildNode(of: 0) { item, kind in
            if kind == .variableDefinition {
                add(tree.node(at: item), media: [], invalid: false)
            } else if kind == .mediaRule, let media = MediaRule(tree.node(at: item)) {
                let conditions = media.conditions
                let invalid = conditions.isEmpty
                for inner in media.items where inner.kind == .variableDefinition {
                    add(inner, media: conditions, invalid: invalid)
                }
            }
        }
        return result
    }

    /// Definitions compare by place and content.
    public static func == (lhs: VariableDefinition, rhs: VariableDefinition) -> Bool {
        lhs.order == rhs.order && lhs.span == rhs.span && lhs.name == rhs.name
    }

    /// Hashes the order.
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }
}
