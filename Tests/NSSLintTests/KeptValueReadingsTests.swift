import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// A pass resolving every class path of a one-file theme keeps, with its tree, which value texts
/// it read as literals of their type (`KeptValueReadings`); invalid-value then skips them. The
/// findings must be the same either way.
@Suite("Value readings kept by a resolve pass")
struct KeptValueReadingsTests {
    static let text = """
        @size: 12;
        @bad: big;
        Label { font-size: 12; font-color: #0070F2; font-color-disabled: #GG0000; border-width: @size; }
        Label { font-size: 14; shadow-offset: 1, 2; padding: 1 2 3 4; font-color: primaryLabel; }
        Button { font-size: @bad; font-color: #0070F2; background-color: #0070F2; shadow-offset: 1; }
        Button { font-size: 12; border-width: 12; text-line-clamp: two; font-color: transparent; }
        @media (device: ipad) { Label { font-size: 16; } Card { font-size: #0070F2; } }
        fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; text-line-clamp: 2; }
        """

    /// Each declaration's value text, as the walk meets them.
    static func walkedValues(_ tree: SyntaxTree) -> [String] {
        var values: [String] = []
        tree.forEachRule { rule, _ in
            tree.forEachDeclarationNode(ofRule: rule) { node in
                values.append(tree.source.text(tree.valueRange(ofDeclarationAt: node)))
            }
        }
        return values
    }

    static func resolvedTree() -> SyntaxTree {
        let tree = SyntaxTree.parse(SourceFile(path: "values.nss", text: text))
        Resolver(theme: Theme(trees: [tree])).forEachResolved { _ in }
        return tree
    }

    /// The pass keeps a text identifier for each declaration of the walk, equal for equal texts
    /// alone, and marks the texts it read as literals with their type: not a variable, not a
    /// keyword, not a literal that does not read.
    @Test func aResolvePassKeepsTheLiteralsItRead() throws {
        let tree = Self.resolvedTree()
        let kept = try #require(tree.keptValueReadings)
        let values = Self.walkedValues(tree)
        #expect(kept.textIDs.count == tree.ruleCounts.declarations)
        #expect(kept.textIDs.count == values.count)
        // One identifier a text, and one text an identifier.
        let pairs = zip(values, kept.textIDs).map { "\($0) \($1)" }
        #expect(Set(pairs).count == Set(values).count)
        #expect(Set(kept.textIDs).count == Set(values).count)
        var partByText: [String: Int] = [:]
        for (position, value) in values.enumerated() {
            partByText[value] = Int(kept.literalTypeParts[Int(kept.textIDs[position])])
        }
        #expect(partByText["#0070F2"] == ValueType.color.ordinal + 1)
        #expect(partByText["12"] == ValueType.number.ordinal + 1)
        #expect(partByText["1, 2"] == ValueType.offset.ordinal + 1)
        for text in ["@size", "@bad", "#GG0000", "two", "primaryLabel", "headline", "transparent"] {
            #expect(partByText[text] == 0, "\(text)")
        }
    }

    /// A theme of two files lists its declarations in an order of its own, and a single view's
    /// resolution reads a few values: neither keeps anything.
    @Test func onlyAPassOverAOneFileThemeKeepsReadings() {
        let first = SyntaxTree.parse(SourceFile(path: "a.nss", text: Self.text))
        let second = SyntaxTree.parse(SourceFile(path: "b.nss", text: "Label { font-size: 1; }"))
        Resolver(theme: Theme(trees: [first, second])).forEachResolved { _ in }
        #expect(first.keptValueReadings == nil)
        #expect(second.keptValueReadings == nil)
        let single = SyntaxTree.parse(SourceFile(path: "c.nss", text: Self.text))
        _ = Resolver(theme: Theme(trees: [single])).resolve(classPath: "Label")
        #expect(single.keptValueReadings == nil)
    }

    /// A whole lint finds the same after a resolve pass as without one, under each profile, and
    /// takes the readings from the tree.
    @Test(arguments: [Profile?.none] + Profile.allCases.map { Optional($0) })
    func findingsAreTheSameAfterAResolvePass(profile: Profile?) {
        let linter = makeLinter(profile: profile)
        let fresh = linter.lint(Theme(trees: [SyntaxTree.parse(SourceFile(path: "values.nss", text: Self.text))]))
        let tree = Self.resolvedTree()
        #expect(tree.keptValueReadings != nil)
        let afterPass = linter.lint(Theme(trees: [tree]))
        #expect(tree.keptValueReadings == nil)
        #expect(fresh.contains { $0.ruleID == "invalid-value" })
        #expect(describedInFull(fresh) == describedInFull(afterPass))
    }

    /// Texts known by identifier: the literals given, then those inserted, each for one type.
    @Test func cleanTextIDsKnowTheLiteralsAndWhatIsInserted() {
        var ids = CleanTextIDs(KeptValueReadings(textIDs: [0, 1, 0, 2], literalTypeParts: [4, 0, 0]))
        #expect(ids.text(ofDeclaration: 2) == 0)
        #expect(ids.text(ofDeclaration: 4) == -1)
        #expect(ids.contains(text: 0, typePart: 4))
        #expect(!ids.contains(text: 0, typePart: 1))
        #expect(!ids.contains(text: 1, typePart: 4))
        ids.insert(text: 1, typePart: 2)
        ids.insert(text: 0, typePart: 1)
        ids.insert(text: -1, typePart: 1)
        #expect(ids.contains(text: 1, typePart: 2))
        #expect(!ids.contains(text: 0, typePart: 1))
        #expect(!ids.contains(text: -1, typePart: 1))
        let none = CleanTextIDs(nil)
        #expect(none.text(ofDeclaration: 0) == -1)
        #expect(!none.contains(text: 0, typePart: 4))
    }
}
