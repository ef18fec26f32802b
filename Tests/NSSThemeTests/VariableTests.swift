import Foundation
import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Variables")
struct VariableTests {
    func expand(_ text: String, in table: VariableTable, scheme: ColorScheme? = nil) -> (String, [String]) {
        let (parts, problems) = table.expand(ValuePart.parse(text: text), scheme: scheme)
        return (ValuePart.text(parts), problems.map(\.description))
    }

    /// An export's shared expanders answer each request as a fresh expansion in its scheme,
    /// whatever was expanded before in this scheme or another, past the depth bound included.
    @Test func sharedExpandersAnswerAsFreshExpansions() {
        let chain = (1..<200).map { "@v\($0): @v\($0 - 1);" }.joined(separator: "\n")
        let doubling = (1..<24).map { "@e\($0): @e\($0 - 1) @e\($0 - 1);" }.joined(separator: "\n")
        let text = """
            @v0: @tint;
            @tint: #111111;
            @tint_darkBackground: #222222;
            @pair: @tint @missing;
            @viaPair: @pair;
            @c1: @c2;
            @c2: @c1 @tint;
            @deep: @v150;
            @e0: x;
            \(chain)
            \(doubling)
            """
        let table = VariableTable(definitions(text))
        let shared = SharedExpanders(table: table)
        let values = [
            "@v1", "@v150", "@tint", "@v199", "@pair", "@viaPair", "@v2 @v3", "@nope", "primary1", "@c1", "@c2",
            "@deep", "@e3", "@e23", "@e13", "@e14", "@e10 @pair", "@v126", "@v127", "@v128",
        ]
        for scheme in [ColorScheme.lightBackground, .darkBackground, .lightBackground] {
            for value in values + values.reversed() {
                let parts = ValuePart.parse(text: value)
                let (expected, expectedProblems) = table.expand(parts, scheme: scheme)
                let (found, problems) = shared.expand(parts, scheme: scheme)
                #expect(ValuePart.text(found) == ValuePart.text(expected), "\(value) \(scheme)")
                #expect(problems == expectedProblems, "\(value) \(scheme)")
            }
        }
    }

    /// `isDefined` answers as a scheme-independent binding does, for names defined as written,
    /// pinned to a scheme, defined only in a scheme variant, palette names and unknown names,
    /// with and without palette defaults and scheme fallback.
    @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
    func isDefinedAgreesWithTheBinding(paletteDefaults: Bool, schemeFallback: Bool) {
        let text = """
            @brand: #FF0000;
            @tint_darkBackground: #00FF00;
            @primary1_elevatedDarkBackground: #0000FF;
            @odd_name_here: 1;
            @tintColor: #123456;
            """
        let table = VariableTable(
            definitions(text), paletteDefaults: paletteDefaults, schemeFallback: schemeFallback)
        let names = [
            "brand", "brand_darkBackground", "tint", "tint_darkBackground", "tint_lightBackground",
            "primary1", "primary1_elevatedDarkBackground", "primary1_darkBackground", "odd_name_here", "odd",
            "tintColor", "tintColor_darkBackground", "nope", "nope_darkBackground", "_darkBackground",
        ]
        var defined = 0
        for name in names {
            #expect(table.isDefined(name) == (table.binding(of: name, scheme: nil) != nil), "\(name)")
            if table.isDefined(name) { defined += 1 }
        }
        #expect(defined >= 6)
    }

    @Test func chainsResolve() {
        let table = VariableTable(definitions("@a: #FF0000;\n@b: @a;\n@c: @b;"))
        #expect(expand("@c", in: table) == ("#FF0000", []))
    }

    @Test func referencesAnywhereInsideAValue() {
        let table = VariableTable(definitions("@w: 2;\n@red: 255;\n@pad: 4 @w;"))
        #expect(expand("@w 1", in: table) == ("2 1", []))
        #expect(expand("rgba(@red, 0, 0, .5)", in: table) == ("rgba(255, 0, 0, .5)", []))
        #expect(expand("@pad 8", in: table) == ("4 2 8", []))
    }

    @Test func undefinedIsReportedAtTheUse() throws {
        let table = VariableTable(definitions("@a: @missing;"))
        let parts = ValuePart.parse(text: "1 @nope")
        let (expanded, problems) = table.expand(parts)
        #expect(ValuePart.text(expanded) == "1 @nope")
        #expect(problems.map(\.description) == ["undefined variable '@nope'"])
        let span = try #require(problems.first?.span)
        #expect(span.file.text(span.range) == "@nope")
        #expect(expand("@a", in: table).1 == ["undefined variable '@missing'"])
    }

    @Test func cyclesAreSpelledOut() {
        let table = VariableTable(definitions("@a: @b;\n@b: @c;\n@c: @a;\n@self: 1 @self;"))
        #expect(expand("@a", in: table).1 == ["variable cycle: @a -> @b -> @c -> @a"])
        #expect(expand("@b", in: table).1 == ["variable cycle: @b -> @c -> @a -> @b"])
        #expect(expand("@self", in: table).1 == ["variable cycle: @self -> @self"])
    }

    @Test func lastDefinitionWinsUnlessAskedOtherwise() {
        let text = "@a: 1;\n@a: 2;"
        #expect(expand("@a", in: VariableTable(definitions(text))).0 == "2")
        #expect(expand("@a", in: VariableTable(definitions(text), precedence: .firstWins)).0 == "1")
    }

    @Test func mediaScopedDefinitionsApplyOnlyWhenTheirConditionsHold() {
        let text = """
            @size: 12;
            @media (device: ipad) { @size: 16; }
            @media (device: ipad) and (orientation: landscape) { @size: 20; }
            @media (device: phone) { @size: 99; }
            """
        let defs = definitions(text)
        #expect(defs.count == 4)
        #expect(expand("@size", in: VariableTable(defs)).0 == "12")
        #expect(
            expand("@size", in: VariableTable(defs, environment: Environment(device: .ipad, orientation: .portrait))).0
                == "16")
        #expect(
            expand("@size", in: VariableTable(defs, environment: Environment(device: .ipad, orientation: .landscape))).0
                == "20")
    }

    @Test func schemeVariantsOfPaletteNames() {
        let text = """
            @tintColor: #111111;
            @tintColor_darkBackground: #222222;
            @negative_lightBackground: #333333;
            @negative: #444444;
            @brand: #555555;
            @brand_darkBackground: #666666;
            """
        let table = VariableTable(definitions(text))
        #expect(expand("@tintColor", in: table, scheme: .lightBackground).0 == "#111111")
        #expect(expand("@tintColor", in: table, scheme: .darkBackground).0 == "#222222")
        #expect(expand("@tintColor", in: table, scheme: .elevatedDarkBackground).0 == "#222222")
        #expect(expand("@tintColor", in: table, scheme: .contrastLightBackground).0 == "#111111")
        // _lightBackground beats the unsuffixed light value.
        #expect(expand("@negative", in: table, scheme: .lightBackground).0 == "#333333")
        // A palette name the theme does not define for dark takes the palette default, by name.
        #expect(expand("@negative", in: table, scheme: .darkBackground).0 == "negative")
        // A brand variable (not a palette name) applies in every scheme unless a variant exists.
        #expect(expand("@brand", in: table, scheme: .contrastLightBackground).0 == "#555555")
        #expect(expand("@brand", in: table, scheme: .darkBackground).0 == "#666666")
        // An explicit variant.
        #expect(expand("@tintColor_darkBackground", in: table, scheme: .lightBackground).0 == "#222222")
        // Palette names are predefined in the Fiori SDK; not in NUI.
        #expect(expand("@primary7", in: table).1 == [])
        #expect(
            expand("@primary7", in: VariableTable([], paletteDefaults: false)).1 == ["undefined variable '@primary7'"])
    }

    @Test func schemeSuffixSplitting() {
        #expect(ColorScheme.split("tintColor_darkBackground") == ("tintColor", .darkBackground))
        #expect(ColorScheme.split("tintColor") == ("tintColor", nil))
        #expect(ColorScheme.split("my_var") == ("my_var", nil))
        #expect(ColorScheme.split("_darkBackground") == ("_darkBackground", nil))
        #expect(
            definitions("@primary1_elevatedContrastDarkBackground: red;")[0].schemeSplit == (
                "primary1", .elevatedContrastDarkBackground
            ))
        // Every scheme's suffix splits off (the split turns away names not ending in "Background"
        // before it looks for the underscore); names near one do not.
        for scheme in ColorScheme.allCases {
            #expect(ColorScheme.split("a_\(scheme.suffix)") == ("a", scheme))
            #expect(ColorScheme.split("é_x_\(scheme.suffix)") == ("é_x", scheme))
            #expect(ColorScheme.split("a\(scheme.suffix)") == ("a\(scheme.suffix)", nil))
            #expect(ColorScheme.split("a_\(scheme.suffix)s") == ("a_\(scheme.suffix)s", nil))
        }
        #expect(ColorScheme.split("a_Background") == ("a_Background", nil))
        #expect(ColorScheme.split("Background") == ("Background", nil))
        #expect(ColorScheme.split("") == ("", nil))
    }

    /// A value doubled 60 times would be 2^60 parts; expansion stops at the limit with one problem.
    @Test func expansionIsBounded() {
        var text = "@v0: x;\n"
        for level in 1...60 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
        let table = VariableTable(definitions(text))
        let start = ContinuousClock.now
        let (parts, problems) = table.expand(ValuePart.parse(text: "@v60"))
        let elapsed = ContinuousClock.now - start
        #expect(problems.count == 1)
        #expect(problems.first?.description.contains("expands to more than 4096 value parts") == true)
        #expect(parts.count <= VariableTable.maximumExpandedParts * 2)
        // Not a timing assertion: the figure goes to the log for the notes.
        print("bounded expansion of a 60-fold doubling: \(elapsed)")
    }

    @Test func definitionsInsideRulesAreNotCollected() {
        let defs = definitions("@a: 1;\nA { @b: 2; }\n@media (device: ipad) { @c: 3; }")
        #expect(defs.map(\.name) == ["a", "c"])
        #expect(defs.map(\.order) == [0, 1])
    }
}
