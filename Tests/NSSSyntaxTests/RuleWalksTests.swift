import Testing

@testable import NSSSyntax

/// The walks by node index find what the views find: the items of the stylesheet, and each
/// rule's class-name tokens and declarations, in shapes the parser recovers from too.
@Suite("Rule walks by node index")
struct RuleWalksTests {
    static let text = """
        @primary: #FF0000;
        A, B , C { font-color: red; @misplaced: 1; font-size: 2 }
        @media (device: ipad) { D { x: 1; } E, F { } }
        , G { y: 2; }
        H { z: 3;
        I J { w: 4; }
        K {
        """

    @Test func itemsAreTheRootsChildren() {
        let tree = SyntaxTree.parse(Self.text)
        var walked: [Int] = []
        var kinds: [SyntaxKind] = []
        tree.forEachChildNode(of: 0) { child, kind in
            walked.append(child)
            kinds.append(kind)
        }
        #expect(walked == tree.items.map(\.index))
        #expect(kinds == tree.items.map(\.kind))
        #expect(kinds.contains(.mediaRule) && kinds.contains(.variableDefinition))
    }

    @Test func eachRulesSelectorsAndDeclarationsAreTheViews() {
        let tree = SyntaxTree.parse(Self.text)
        let rules = tree.allRules
        #expect(rules.count >= 4)
        for rule in rules {
            var selectors: [Int] = []
            tree.forEachSelectorToken(ofRule: rule.node.index) { selectors.append($0) }
            #expect(selectors.map { tree.token(at: $0).text } == rule.selectors.map(\.text))
            var declarations: [Int] = []
            tree.forEachDeclarationNode(ofRule: rule.node.index) { declarations.append($0) }
            #expect(declarations == rule.declarations.map(\.node.index))
        }
        let first = rules[0]
        var names: [String] = []
        tree.forEachDeclarationNode(ofRule: first.node.index) {
            names.append(tree.token(at: tree.declarationName(atNode: $0)).text)
        }
        // The misplaced definition is no declaration.
        #expect(names == ["font-color", "font-size"])
        #expect(tree.childIndex(ofNode: first.node.index, kind: .mediaRule) == nil)
    }

    /// The rules walked are the top-level ones and those of top-level `@media` blocks, in order,
    /// each with its block; a nested block's rules are skipped content, not rules.
    @Test func rulesAreWalkedAtTheTopLevelAndInMediaBlocks() {
        let text = """
            A { x: 1; }
            @media (device: ipad) { B { y: 2; } @tint: red; C, D {} }
            @media (device: iphone) { @media (orientation: landscape) { E { z: 3; } } }
            F {}
            """
        let tree = SyntaxTree.parse(text)
        var walked: [String] = []
        tree.forEachRule { rule, media in
            let name = Rule(tree.node(at: rule))?.selectors.map(\.text).joined(separator: ",") ?? "?"
            walked.append(media.map { "\(name)@\(tree.node(at: $0).kind)" } ?? name)
        }
        #expect(walked == ["A", "B@media-rule", "C,D@media-rule", "F"])
    }
}
