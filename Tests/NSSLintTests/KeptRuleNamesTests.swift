import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// The cascade index keeps a one-file theme's rule names with its tree (`RuleNames`), and the
/// lint's facts read them there instead of interning them again: the facts must be the same
/// either way.
@Suite("Rule names kept by the cascade index")
struct KeptRuleNamesTests {
    static let text = """
        @tint: #0070F2;
        Label, Button { font-size: 12; font-color: @tint; font-color-disabled: red; x-unknown: 1; }
        Button { font-size: 14; background-color-top: blue; }
        {}
        @media (device: ipad) { Label { font-size: 16; } Card_1, Label { padding: 2; } }
        @media (device: iphone) and (orientation: landscape) { Button_2 { font-colr: red; } }
        fdlFUIObjectTableViewCell_headlineLabel { font-style: title2; font-color-selected-highlighted: red; }
        Label { font-size: 18; }
        """

    static func context(_ tree: SyntaxTree) -> LintContext {
        let theme = Theme(trees: [tree])
        return LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
    }

    /// The names of a tree's rules as the walk meets them, as text: selectors, then declarations.
    static func walkedNames(_ tree: SyntaxTree) -> (selectors: [String], declarations: [String]) {
        var selectors: [String] = []
        var declarations: [String] = []
        tree.forEachRule { rule, _ in
            tree.forEachSelectorToken(ofRule: rule) { selectors.append(tree.source.text(tree.range(ofToken: $0))) }
            tree.forEachDeclarationNode(ofRule: rule) { node in
                declarations.append(tree.source.text(tree.range(ofToken: tree.declarationName(atNode: node))))
            }
        }
        return (selectors, declarations)
    }

    /// Resolving a one-file theme keeps its names with the tree, in the walk's order, one
    /// identifier a distinct name; a theme of two files keeps none, as its index walks two trees.
    @Test func theIndexKeepsTheNamesOfAOneFileTheme() throws {
        let tree = SyntaxTree.parse(SourceFile(path: "kept.nss", text: Self.text))
        #expect(tree.keptRuleNames == nil)
        _ = Resolver(theme: Theme(trees: [tree]))
        let kept = try #require(tree.keptRuleNames)
        let walked = Self.walkedNames(tree)
        #expect(kept.selectors.map { kept.classes.string(Int($0)) } == walked.selectors)
        #expect(kept.declarations.map { kept.properties.string(Int($0)) } == walked.declarations)
        #expect(kept.selectors.count == tree.ruleCounts.selectors)
        #expect(kept.declarations.count == tree.ruleCounts.declarations)
        #expect(kept.classes.count == Set(walked.selectors).count)
        #expect(kept.properties.count == Set(walked.declarations).count)
        // Each table numbers its names in order of first use, as the lint's facts do.
        #expect(kept.selectors.first == 0)
        #expect(kept.declarations.first == 0)
        // A second tree object over the same storage sees them.
        #expect(tree.sharingStorage().keptRuleNames?.declarations == kept.declarations)

        let first = SyntaxTree.parse(SourceFile(path: "a.nss", text: Self.text))
        let second = SyntaxTree.parse(SourceFile(path: "b.nss", text: "Label { font-size: 1; }"))
        _ = Resolver(theme: Theme(trees: [first, second]))
        #expect(first.keptRuleNames == nil)
        #expect(second.keptRuleNames == nil)
    }

    /// Names once kept stay until taken: a later keeper does not replace them.
    @Test func theFirstNamesKeptStayUntilTaken() {
        let tree = SyntaxTree.parse(SourceFile(path: "kept.nss", text: "A { b: 1; }"))
        var classes = Interner()
        var properties = Interner()
        let ids = [Int32(classes.intern("A")), Int32(properties.intern("b"))]
        tree.keep(RuleNames(classes: classes, properties: properties, selectors: [ids[0]], declarations: [ids[1]]))
        tree.keep(RuleNames(classes: Interner(), properties: Interner(), selectors: [], declarations: []))
        #expect(tree.keptRuleNames?.selectors == [ids[0]])
        #expect(tree.keptRuleNames?.classes.count == 1)
        #expect(tree.keptRuleNames?.properties.count == 1)
        // Taken, they are gone, and names can be kept again.
        #expect(tree.takeRuleNames()?.declarations == [ids[1]])
        #expect(tree.takeRuleNames() == nil)
        tree.keep(RuleNames(classes: Interner(), properties: Interner(), selectors: [], declarations: []))
        #expect(tree.keptRuleNames?.classes.count == 0)
    }

    /// The facts read through the kept names are the facts read afresh: the same rules, each
    /// selector's class and match, each declaration's name bytes and property reading, and the
    /// identifiers of classes and property slots alike: the rules' tables by identifier are as
    /// compact either way.
    @Test func factsReadFromKeptNamesMatchFactsReadAfresh() throws {
        let fresh = Self.context(SyntaxTree.parse(SourceFile(path: "kept.nss", text: Self.text)))
        let indexed = SyntaxTree.parse(SourceFile(path: "kept.nss", text: Self.text))
        _ = Resolver(theme: Theme(trees: [indexed]))
        try #require(indexed.keptRuleNames != nil)
        let kept = Self.context(indexed)
        // The facts took them: the tree no longer holds them.
        #expect(indexed.keptRuleNames == nil)
        let (a, b) = (fresh.facts, kept.facts)
        #expect(a.rules.map(\.node) == b.rules.map(\.node))
        #expect(a.rules.map(\.media) == b.rules.map(\.media))
        #expect(a.rules.map(\.selectors) == b.rules.map(\.selectors))
        #expect(a.selectors.map(\.range) == b.selectors.map(\.range))
        #expect(a.selectors.map(\.token) == b.selectors.map(\.token))
        #expect(
            a.selectors.map { fresh.names.string(Int($0.classID)) }
                == b.selectors.map { kept.names.string(Int($0.classID)) })
        #expect(a.selectors.map { a.matches[Int($0.match)] } == b.selectors.map { b.matches[Int($0.match)] })
        #expect(a.declarations.map(\.node) == b.declarations.map(\.node))
        #expect(a.declarations.map(\.nameRange) == b.declarations.map(\.nameRange))
        #expect(a.declarations.map(\.nameRange).allSatisfy { !$0.isEmpty })
        func readings(_ context: LintContext) -> [String] {
            context.facts.declarations.map { record in
                let reading = context.facts.properties[Int(record.property)]
                return "\(reading.split) \(context.names.string(reading.slot)) \(String(describing: reading.type))"
            }
        }
        #expect(readings(fresh) == readings(kept))
        #expect(a.selectors.map(\.classID) == b.selectors.map(\.classID))
        #expect(a.properties.map(\.slot) == b.properties.map(\.slot))
        #expect(fresh.names.count == kept.names.count)
        #expect(a.properties.count == b.properties.count)
    }

    /// A whole lint finds the same after the theme was resolved as before, under each profile.
    @Test(arguments: [Profile?.none] + Profile.allCases.map { Optional($0) })
    func findingsAreTheSameWhenTheIndexReadTheThemeFirst(profile: Profile?) {
        let linter = makeLinter(profile: profile)
        let fresh = linter.lint(Theme(trees: [SyntaxTree.parse(SourceFile(path: "kept.nss", text: Self.text))]))
        let tree = SyntaxTree.parse(SourceFile(path: "kept.nss", text: Self.text))
        let theme = Theme(trees: [tree])
        _ = Resolver(theme: theme)
        #expect(tree.keptRuleNames != nil)
        let afterIndex = linter.lint(theme)
        #expect(!fresh.isEmpty)
        #expect(describedInFull(fresh) == describedInFull(afterIndex))
    }
}
