import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Declarations' values and names interned on a thread of their own")
struct DeclarationInterningTests {
    /// `files` stylesheets of `rules` rules each, with `@media`, definitions and repeated values.
    /// The colors repeat irregularly: a regular sequence numbers the same read backwards.
    static func theme(rules: Int, files: Int = 2) -> Theme {
        func stylesheet(_ name: String, offset: Int) -> SyntaxTree {
            var text = "@tint: #0070F2;\n"
            for index in 0..<rules {
                let rule =
                    "\(name)\(index % 50) { font-color: #\(String(format: "%06X", (index * index + offset) % 301)); "
                    + "font-size: \(index % 7); background-color: @tint; }\n"
                text += index % 10 == 0 ? "@media (prefers-color-scheme: dark) { \(rule) }\n" : rule
            }
            return SyntaxTree.parse(text, path: "\(name).nss")
        }
        return Theme(trees: [stylesheet("A", offset: 0), stylesheet("B", offset: 150)].prefix(files).map { $0 })
    }

    /// Each declaration's value (or property name) numbered by its text's first appearance,
    /// items in order.
    static func expected(_ theme: Theme, names: Bool = false) -> [Int32] {
        var numbers: [String: Int32] = [:]
        var identifiers: [Int32] = []
        for item in theme.items {
            guard let rule = Rule(item.node) else { continue }
            for declaration in rule.declarations {
                let text =
                    names ? declaration.name.text : declaration.node.tree.source.text(declaration.valueRange)
                let number = numbers[text] ?? Int32(numbers.count)
                numbers[text] = number
                identifiers.append(number)
            }
        }
        return identifiers
    }

    /// A theme of one file reads its bytes once; a theme of several, item by item.
    @Test(arguments: [(10, 1), (10, 2), (4_000, 1), (4_000, 2)])
    func identifiersFollowTheValuesFirstAppearance(rules: Int, files: Int) {
        let theme = Self.theme(rules: rules, files: files)
        let expected = Self.expected(theme)
        // 4,000 rules make 12,000 declarations: above the thread's threshold.
        #expect((expected.count >= DeclarationInterning.minimumDeclarationsForThread) == (rules > 10))
        let values = DeclarationInterning(theme.items, declarations: expected.count)
        #expect(values.onAnotherThread == (rules > 10 && Processors.online > 1))
        let interned = values.identifiers()
        #expect(interned.values == expected)
        let names = Self.expected(theme, names: true)
        #expect(interned.names == names)
        #expect(Set(names).count == 3)
        #expect(interned.nameTable.count == 3)
        #expect(interned.nameTable.string(Int(names[1])) == "font-size")
    }

    @Test func theIndexKeepsEachDeclarationsIdentifier() {
        let theme = Self.theme(rules: 4_000)
        let index = CascadeIndex(theme: theme, schema: .builtin)
        #expect(index.valueIDs == Self.expected(theme))
    }

    /// The index reads each property name once, the first time it comes up, whichever thread
    /// interned it: its readings in that order, each declaration with its own.
    @Test(arguments: [10, 4_000])
    func theIndexReadsEachPropertyNameOnceInOrder(rules: Int) {
        let theme = Self.theme(rules: rules)
        let index = CascadeIndex(theme: theme, schema: .builtin)
        #expect(index.propertyNames == ["font-color", "font-size", "background-color"])
        var written: [String] = []
        for item in theme.items {
            guard let rule = Rule(item.node) else { continue }
            written += rule.declarations.map(\.name.text)
        }
        #expect(index.distinct.map { index.propertyNames[Int($0.propertyID)] } == written)
    }
}
