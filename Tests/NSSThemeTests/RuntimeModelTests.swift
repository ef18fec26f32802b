import NSSSyntax
import Testing

@testable import NSSTheme

/// The resolver gives the answer of the runtime it models.
@Suite("Resolver: runtime models")
struct RuntimeModelTests {
    func resolve(
        _ text: String, _ classPath: String, runtime: RuntimeModel, scheme: ColorScheme = .lightBackground,
        paletteDefaults: Bool = true, precedence: DefinitionPrecedence = .lastWins
    ) -> AttributeSet {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", text: text))])
        let options = ResolveOptions(precedence: precedence, paletteDefaults: paletteDefaults, runtime: runtime)
        return Resolver(theme: theme, options: options).resolve(classPath: classPath, scheme: scheme)
    }

    @Test func theLastDeclarationWinsEvenWhenInvalid() {
        let text = "Label { font-color: red; font-color: #GG0000; }"
        #expect(resolve(text, "Label", runtime: .nsskit)["font-color"]?.canonicalValue == "#FF0000FF")
        #expect(resolve(text, "Label", runtime: .nui)["font-color"] == nil)
        #expect(resolve(text, "Label", runtime: .nui).problems.count == 1)
    }

    @Test func nuiNeverChainsVariables() {
        let text = "@a: #FF0000;\n@b: @a;\nLabel { font-color: @b; shadow-color: @a; border-color: rgba(@r, 0, 0, 1); }"
        let nsskit = resolve(text, "Label", runtime: .nsskit)
        #expect(nsskit["font-color"]?.canonicalValue == "#FF0000FF")
        let nui = resolve(text, "Label", runtime: .nui)
        #expect(nui["font-color"] == nil)
        #expect(nui["shadow-color"]?.canonicalValue == "#FF0000FF")
        #expect(nui["border-color"] == nil)
    }

    @Test func nuiAppliesUnknownMediaFeatures() {
        let text =
            "@media (min-width: 768px) { Label { text-alpha: 0.5; } }\n@media (device: iPad) { Label { font-size: 3; } }"
        #expect(resolve(text, "Label", runtime: .nsskit)["text-alpha"] == nil)
        #expect(resolve(text, "Label", runtime: .nui)["text-alpha"]?.canonicalValue == "0.5")
        // Values are compared case-sensitively: iPad is no device.
        #expect(resolve(text, "Label", runtime: .nui)["font-size"] == nil)
    }

    @Test func nuiKnowsNoPaletteNames() {
        let text = "Label { font-color: primaryLabel; shadow-color: systemBlue; }"
        #expect(resolve(text, "Label", runtime: .fioriUIKit)["font-color"] != nil)
        let nui = resolve(text, "Label", runtime: .nui, paletteDefaults: false)
        #expect(nui["font-color"] == nil)
        #expect(nui["shadow-color"]?.canonicalValue == "#007AFFFF")
    }

    @Test func swiftUIHasNoSchemeFallbackAndReadsNoRules() {
        let text = "@tintColor_darkBackground: #FF0000;"
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", text: text))])
        // Elevated dark falls back to dark in NSSKit's reading; SwiftUI looks up the exact key.
        let binding: (Bool) -> String? = { fallback in
            let table = VariableTable(theme.variableDefinitions, schemeFallback: fallback)
            guard case .definition(let definition)? = table.binding(of: "tintColor", scheme: .elevatedDarkBackground)
            else { return nil }
            return definition.name
        }
        #expect(binding(true) == "tintColor_darkBackground")
        #expect(binding(false) == nil)
        #expect(resolve("Label { font-color: red; }", "Label", runtime: .fioriSwiftUI).attributes.isEmpty)
    }
}
