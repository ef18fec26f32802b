import Foundation
import NSSSyntax
import Testing

@testable import NSSTheme

/// The shipped themes are correct against the schema: every class path documented, every property
/// accepted by its class path's group with its state suffix, every value of its type in light and
/// dark mode, every variable defined. (nsslint checks the same and more.)
@Suite("Shipped themes")
struct ThemeTests {
    static let themes =
        (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Themes").path))?
        .filter { $0.hasSuffix(".nss") }.sorted().map { "Themes/" + $0 } ?? []

    @Test func thereAreAPaletteAndBrandThemes() {
        #expect(Self.themes.contains("Themes/fiori-palette-v8.nss"))
        #expect(Self.themes.count >= 4)
    }

    @Test(arguments: themes)
    func themeIsCorrect(_ path: String) throws {
        let schema = Schema.builtin
        let tree = SyntaxTree.parse(try Repository.source(path))
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))")
        let definitions = VariableDefinition.collect(from: tree)
        for scheme in [ColorScheme.lightBackground, .darkBackground] {
            let table = VariableTable(definitions, environment: .any)
            var expander = VariableExpander(table: table, scheme: scheme)
            for definition in definitions where FioriColors.isColorName(definition.schemeSplit.name) {
                let (parts, problems) = expander.expand(definition.parts)
                #expect(problems.isEmpty, "@\(definition.name): \(problems)")
                #expect(ColorValue.parse(parts).isSuccess, "@\(definition.name) is not a color")
            }
            for rule in tree.allRules {
                for selector in rule.selectors {
                    guard let spec = schema.lookup(selector.text).spec else {
                        Issue.record("\(path): \(selector.text) is not a documented class path")
                        continue
                    }
                    for declaration in rule.declarations {
                        let name = declaration.name.text
                        guard case .known(let parts, _) = schema.splitPropertyName(name),
                            case .accepted = schema.check(parts, inGroup: spec.group)
                        else {
                            Issue.record("\(path): \(selector.text) (\(spec.group)) does not take \(name)")
                            continue
                        }
                        let (value, problems) = expander.expand(ValuePart.parts(of: declaration))
                        #expect(problems.isEmpty, "\(path): \(name): \(problems)")
                        let type = schema.valueType(of: parts)!
                        if case .failure(let error) = type.parse(value) {
                            Issue.record("\(path): \(selector.text) \(name): \(error.message)")
                        }
                    }
                }
            }
        }
    }
}
