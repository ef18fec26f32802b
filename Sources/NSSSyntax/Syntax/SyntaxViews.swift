// Typed views of the generic tree: each wraps a node of one kind and names its parts.

extension SyntaxTree {
    /// The top-level items: rules, definitions, `@media` and `@import` rules, unknown at-rules and
    /// skipped content, in source order.
    public var items: SyntaxChildNodes { root.childNodes }

    /// Every rule, top-level and inside `@media`, in source order.
    public var allRules: [Rule] {
        nodes.indices.lazy.filter { self.nodes[$0].kind == .rule }.map {
            Rule(unchecked: SyntaxNode(tree: self, index: $0))
        }
    }

    /// Every variable definition, top-level and inside `@media` (and, erroneously, inside rules),
    /// in source order.
    public var allVariableDefinitions: [Declaration] {
        nodes.indices.lazy.filter { self.nodes[$0].kind == .variableDefinition }
            .map { Declaration(unchecked: SyntaxNode(tree: self, index: $0)) }
    }
}

/// A rule: `Selector, Selector { declarations }`.
public struct Rule: Hashable, Sendable {
    /// The rule's node.
    public let node: SyntaxNode

    /// Views `node` as a rule, if it is one.
    @inlinable public init?(_ node: SyntaxNode) {
        guard node.kind == .rule else { return nil }
        self.node = node
    }

    package init(unchecked node: SyntaxNode) { self.node = node }

    /// The class-name tokens of the selector list (the commas left out).
    public var selectors: [Token] {
        var selectors: [Token] = []
        forEachSelector { selectors.append($0) }
        return selectors
    }

    /// Calls `body` with each of ``selectors`` without making the array: for passes over every
    /// rule of a file, where the array was most of the cost of a one-class rule.
    package func forEachSelector(_ body: (Token) -> Void) {
        let tree = node.tree
        forEachSelectorToken { body(Token(tree: tree, index: $0)) }
    }

    /// Calls `body` with the token index of each class-name token of the selector list: for
    /// passes over every rule, which need no view of each token (a view retains the tree, and
    /// a pass's reference counts cost more than its work).
    @inlinable package func forEachSelectorToken(_ body: (Int) -> Void) {
        node.tree.forEachSelectorToken(ofRule: node.index, body)
    }

    /// The node index of the rule's first direct child of a kind, read from the records.
    func childIndex(ofKind kind: SyntaxKind) -> Int? {
        node.tree.childIndex(ofNode: node.index, kind: kind)
    }

    /// The `{ ... }` block.
    public var block: SyntaxNode? { childIndex(ofKind: .block).map { SyntaxNode(tree: node.tree, index: $0) } }

    /// The declarations in the block, in order (variable definitions misplaced inside are left out).
    public var declarations: [Declaration] {
        var declarations: [Declaration] = []
        forEachDeclaration { declarations.append($0) }
        return declarations
    }

    /// Calls `body` with each of ``declarations`` without making the array.
    package func forEachDeclaration(_ body: (Declaration) -> Void) {
        let tree = node.tree
        forEachDeclarationNode { body(Declaration(unchecked: SyntaxNode(tree: tree, index: $0))) }
    }

    /// Calls `body` with the node index of each of ``declarations``: for passes over every
    /// declaration, which read what they need with the tree's `declarationName(atNode:)` and
    /// `valueRange(ofDeclarationAt:)` (a view retains the tree: two reference counts each).
    @inlinable package func forEachDeclarationNode(_ body: (Int) -> Void) {
        node.tree.forEachDeclarationNode(ofRule: node.index, body)
    }

    /// Whether the block's closing `}` is present.
    public var isClosed: Bool {
        guard let block, let last = block.tokens.last else { return false }
        return last.kind == .rightBrace && block.tokens.count > 1
    }

    /// The enclosing `@media` rule, if the rule is inside one. This walks back through the tree;
    /// to visit every rule with its media, iterate the items top-down instead.
    public var enclosingMedia: MediaRule? {
        let tree = node.tree
        var index = node.index - 1
        while index > 0 {
            let record = tree.nodes[index]
            if record.kind == .mediaRule && Int(record.subtreeEnd) > node.index {
                return MediaRule(unchecked: SyntaxNode(tree: tree, index: index))
            }
            index -= 1
        }
        return nil
    }
}

/// A declaration `property: value;` in a rule, or a variable definition `@name: value;`.
public struct Declaration: Hashable, Sendable {
    /// The declaration's node (``SyntaxKind/declaration`` or ``SyntaxKind/variableDefinition``).
    public let node: SyntaxNode

    /// Views `node` as a declaration or definition, if it is one.
    public init?(_ node: SyntaxNode) {
        guard node.kind == .declaration || node.kind == .variableDefinition else { return nil }
        self.node = node
    }

    package init(unchecked node: SyntaxNode) { self.node = node }

    /// Whether this is a variable definition (`@name: value;`).
    public var isVariableDefinition: Bool { node.kind == .variableDefinition }

    /// The property name, such as `font-color-disabled`, or the variable, such as `@tintColor`.
    public var name: Token { Token(tree: node.tree, index: node.tokenIndices.lowerBound) }

    /// The `:` after the name.
    public var colon: Token { Token(tree: node.tree, index: node.tokenIndices.lowerBound + 1) }

    /// The closing `;`, absent when the declaration ends at `}` or the end of the file without one.
    public var semicolon: Token? {
        // The value stops short of the node's end exactly when a `;` closes it.
        let end = valueTokenIndices.upperBound
        return end < node.tokenIndices.upperBound ? Token(tree: node.tree, index: end) : nil
    }

    /// The indices of the value's tokens, function calls' tokens included.
    @inlinable public var valueTokenIndices: Range<Int> { node.tree.valueTokenIndices(ofDeclarationAt: node.index) }

    /// The value's bytes, without surrounding trivia; empty (at the end of the `:`) when there is no value.
    public var valueRange: Range<Int> { node.tree.valueRange(ofDeclarationAt: node.index) }

    /// The value's text as written, comments between its tokens included.
    public var valueText: String { node.tree.source.text(valueRange) }

    /// The value's components: tokens and function calls, in order.
    public var components: [ValueComponent] {
        ValueComponent.components(in: node, tokens: valueTokenIndices)
    }
}

/// A part of a value: a token, or a function call such as `rgba(0, 0, 0, 0.5)`.
public enum ValueComponent: Hashable, Sendable {
    /// A single token: a name, number, hash, string, variable or comma.
    case token(Token)
    /// A function call or parenthesized group.
    case function(FunctionCall)

    /// The component's bytes.
    public var range: Range<Int> {
        switch self {
        case .token(let token): token.range
        case .function(let call): call.node.range
        }
    }

    /// The component's text.
    public var text: String {
        switch self {
        case .token(let token): token.text
        case .function(let call): call.node.text
        }
    }

    /// The components of `parent` whose tokens lie in `tokens`: child nodes become function calls.
    static func components(in parent: SyntaxNode, tokens: Range<Int>) -> [ValueComponent] {
        let tree = parent.tree
        var result: [ValueComponent] = []
        var tokenIndex = tokens.lowerBound
        var child = parent.index + 1
        let subtreeEnd = Int(tree.nodes[parent.index].subtreeEnd)
        while child < subtreeEnd && Int(tree.nodes[child].firstToken) < tokens.lowerBound {
            child = Int(tree.nodes[child].subtreeEnd)
        }
        while tokenIndex < tokens.upperBound {
            if child < subtreeEnd && Int(tree.nodes[child].firstToken) == tokenIndex {
                result.append(.function(FunctionCall(unchecked: SyntaxNode(tree: tree, index: child))))
                tokenIndex = Int(tree.nodes[child].endToken)
                child = Int(tree.nodes[child].subtreeEnd)
            } else {
                result.append(.token(Token(tree: tree, index: tokenIndex)))
                tokenIndex += 1
            }
        }
        return result
    }
}

/// A function call `name(arguments)`, or a bare parenthesized group `(arguments)`.
public struct FunctionCall: Hashable, Sendable {
    /// The call's node.
    public let node: SyntaxNode

    /// Views `node` as a function call, if it is one.
    public init?(_ node: SyntaxNode) {
        guard node.kind == .function else { return nil }
        self.node = node
    }

    init(unchecked node: SyntaxNode) { self.node = node }

    /// The function's name, such as `rgba`; nil for a bare group.
    public var name: Token? {
        let first = Token(tree: node.tree, index: node.tokenIndices.lowerBound)
        return first.kind == .identifier ? first : nil
    }

    /// The `(`.
    public var openParenthesis: Token {
        Token(tree: node.tree, index: node.tokenIndices.lowerBound + (name == nil ? 0 : 1))
    }

    /// The `)`, absent when the parenthesis was left unclosed.
    public var closeParenthesis: Token? {
        let last = Token(tree: node.tree, index: node.tokenIndices.upperBound - 1)
        return last.kind == .rightParen && last.index > openParenthesis.index ? last : nil
    }

    /// Everything between the parentheses.
    public var arguments: [ValueComponent] {
        let end = node.tokenIndices.upperBound - (closeParenthesis == nil ? 0 : 1)
        return ValueComponent.components(in: node, tokens: (openParenthesis.index + 1)..<end)
    }

    /// The arguments split at top-level commas: `rgba(0, 0, 0, .5)` gives four groups.
    public var argumentGroups: [[ValueComponent]] {
        var groups: [[ValueComponent]] = [[]]
        for component in arguments {
            if case .token(let token) = component, token.kind == .comma {
                groups.append([])
            } else {
                groups[groups.count - 1].append(component)
            }
        }
        return groups.count == 1 && groups[0].isEmpty ? [] : groups
    }
}

/// `@media (device: ipad) and (orientation: landscape) { ... }`.
public struct MediaRule: Hashable, Sendable {
    /// The rule's node.
    public let node: SyntaxNode

    /// Views `node` as a media rule, if it is one.
    @inlinable public init?(_ node: SyntaxNode) {
        guard node.kind == .mediaRule else { return nil }
        self.node = node
    }

    init(unchecked node: SyntaxNode) { self.node = node }

    /// The condition's node.
    public var query: SyntaxNode? { node.childNodes.first { $0.kind == .mediaQuery } }

    /// The `(name: value)` conditions, all of which must hold; empty when the query is malformed.
    public var conditions: [MediaCondition] {
        guard let query else { return [] }
        let tokens = query.tokens
        var conditions: [MediaCondition] = []
        var index = 0
        while index + 4 < tokens.count {
            if index > 0 {
                guard tokens[index].text == "and" else { return [] }
                index += 1
                guard index + 4 < tokens.count else { return [] }
            }
            let parts = tokens[index..<index + 5].map(\.kind)
            guard parts == [.leftParen, .identifier, .colon, parts[3], .rightParen],
                parts[3] == .identifier || parts[3] == .number
            else { return [] }
            conditions.append(
                MediaCondition(
                    feature: tokens[index + 1].text, value: tokens[index + 3].text,
                    range: tokens[index].range.lowerBound..<tokens[index + 4].range.upperBound
                )
            )
            index += 5
        }
        return index == tokens.count ? conditions : []
    }

    /// The block's items: rules and definitions.
    public var items: SyntaxChildNodes {
        let block = node.childNodes.first { $0.kind == .block }
        return block?.childNodes ?? SyntaxChildNodes(tree: node.tree, first: 0, end: 0)
    }
}

/// One `(feature: value)` condition of a media query.
public struct MediaCondition: Hashable, Sendable {
    /// The feature, such as `device` or `orientation`.
    public var feature: String
    /// The value, such as `ipad` or `landscape`.
    public var value: String
    /// The condition's bytes, parentheses included.
    public var range: Range<Int>
}

/// `@import "file.nss";`.
public struct ImportRule: Hashable, Sendable {
    /// The rule's node.
    public let node: SyntaxNode

    /// Views `node` as an import rule, if it is one.
    public init?(_ node: SyntaxNode) {
        guard node.kind == .importRule else { return nil }
        self.node = node
    }

    /// The imported path as written, without quotes or `url(...)`; nil when it is missing.
    public var path: String? {
        let components = ValueComponent.components(
            in: node, tokens: (node.tokenIndices.lowerBound + 1)..<node.tokenIndices.upperBound)
        guard let first = components.first else { return nil }
        switch first {
        case .token(let token):
            switch token.kind {
            case .string: return String(token.text.dropFirst().dropLast())
            case .unterminatedString: return String(token.text.dropFirst())
            case .identifier: return token.text
            default: return nil
            }
        case .function(let call):
            guard call.name?.text == "url", let argument = call.arguments.first else { return nil }
            if case .token(let token) = argument, token.kind == .string {
                return String(token.text.dropFirst().dropLast())
            }
            return call.arguments.map(\.text).joined()
        }
    }

    /// The byte range of the path token or `url(...)` call.
    public var pathRange: Range<Int>? {
        let tokens = node.tokens
        guard tokens.count > 1, tokens[1].kind != .semicolon else { return nil }
        let components = ValueComponent.components(
            in: node, tokens: (node.tokenIndices.lowerBound + 1)..<node.tokenIndices.upperBound)
        return components.first?.range
    }
}
