import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Value identifiers interned on a thread of their own")
struct ValueInterningTests {
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

    /// Each declaration's value numbered by its text's first appearance, items in order.
    static func expected(_ theme: Theme) -> [Int32] {
        var numbers: [String: Int32] = [:]
        var identifiers: [Int32] = []
        for item in theme.items {
            guard let rule = Rule(item.node) else { continue }
            for declaration in rule.declarations {
                let text = declaration.node.tree.source.text(declaration.valueRange)
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
        #expect((expected.count >= ValueInterning.minimumDeclarationsForThread) == (rules > 10))
        let values = ValueInterning(theme.items, declarations: expected.count)
        #expect(values.onAnotherThread == (rules > 10 && Processors.online > 1))
        let (identifiers, count) = values.identifiers()
        #expect(identifiers == expected)
        #expect(count == Set(expected).count)
    }

    @Test func theIndexKeepsEachDeclarationsIdentifier() {
        let theme = Self.theme(rules: 4_000)
        let index = CascadeIndex(theme: theme, schema: .builtin)
        #expect(index.valueIDs == Self.expected(theme))
        #expect(index.valueTextCount == Set(index.valueIDs).count)
    }
}
