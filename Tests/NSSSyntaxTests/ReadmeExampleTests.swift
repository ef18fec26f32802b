import NSSSyntax
import Testing

/// The library example of README.md, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func example() {
        let tree = SyntaxTree.parse(
            SourceFile(
                path: "brand.nss",
                text: """
                    @tintColor: #0070F2;
                    fdlFUIObjectTableViewCell_headlineLabel { font-color: @tintColor; font-style: headline; }
                    """
            )
        )
        var printed: [String] = []
        for rule in tree.allRules {
            for declaration in rule.declarations {
                printed.append("\(rule.selectors.map(\.text)) \(declaration.name.text) \(declaration.valueText)")
            }
        }
        #expect(
            printed == [
                "[\"fdlFUIObjectTableViewCell_headlineLabel\"] font-color @tintColor",
                "[\"fdlFUIObjectTableViewCell_headlineLabel\"] font-style headline",
            ]
        )
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.printed() == tree.source.bytes)
    }
}
