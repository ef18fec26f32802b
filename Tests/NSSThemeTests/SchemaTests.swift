import Foundation
import NSSJSON
import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Schema")
struct SchemaTests {
    let schema = Schema.builtin

    @Test func builtinTableIsConsistent() {
        #expect(Schema.builtinProblems == [])
        #expect(schema.classPaths.count > 200)
        #expect(schema.properties.count > 80)
        #expect(schema.groups.count > 30)
    }

    @Test func everyEntryRecordsItsSource() {
        for property in schema.properties.values { #expect(!property.source.isEmpty, "\(property.name)") }
        for group in schema.groups.values {
            #expect(!group.source.isEmpty, "\(group.name)")
            for property in group.ownProperties { #expect(!property.source.isEmpty, "\(group.name).\(property.name)") }
        }
        for classPath in schema.classPaths.values {
            let source = classPath.source
            #expect(source.hasPrefix("https://") || source.hasPrefix("seeds/"), "\(classPath.path): \(source)")
        }
    }

    @Test func everyPropertyExampleParsesAsItsType() {
        for name in schema.propertyOrder {
            let property = schema.properties[name]!
            let parts = ValuePart.parse(text: property.example)
            if case .failure(let error) = property.type.parse(parts) {
                Issue.record("\(name): example '\(property.example)' is not a \(property.type): \(error.message)")
            }
        }
    }

    @Test func everyPropertyOfEveryGroupHasATypeAndAValidExampleInContext() {
        // A rule per group with each property's example, read back through the schema.
        for group in schema.groups.keys.sorted() {
            for (name, property) in schema.properties(ofGroup: group) {
                guard case .known(let parts, let spec) = schema.splitPropertyName(name) else {
                    Issue.record("\(group).\(name) does not split")
                    continue
                }
                #expect(parts.base == name)
                #expect(schema.check(parts, inGroup: group) == .accepted(property))
                #expect(spec.type.parse(ValuePart.parse(text: spec.example)).isSuccess)
            }
        }
    }

    /// Every class path and property the seed documents name (a fixture of our own), known to the
    /// schema and accepted on its class path.
    @Test func knowsEveryClassPathAndPropertyOfTheSeeds() throws {
        let lines = try Repository.text("Tests/NSSThemeTests/Fixtures/seed-classpaths.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
        #expect(lines.count >= 60)
        var propertyCount = 0
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let path = String(fields[0])
            guard let spec = schema.lookup(path).spec else {
                Issue.record("unknown class path \(path)")
                continue
            }
            for property in fields.count > 1 ? fields[1].split(separator: " ").map(String.init) : [] {
                propertyCount += 1
                guard case .known(let parts, _) = schema.splitPropertyName(property) else {
                    Issue.record("\(path): unknown property \(property)")
                    continue
                }
                guard case .accepted = schema.check(parts, inGroup: spec.group) else {
                    Issue.record(
                        "\(path) (\(spec.group)): \(property) not accepted: \(schema.check(parts, inGroup: spec.group))"
                    )
                    continue
                }
            }
        }
        #expect(propertyCount > 200)
    }

    @Test(
        arguments: [
            ("thumb-color-disabled-unselected", "thumb-color", "disabled-unselected", nil),
            ("font-color-disabled", "font-color", "disabled", nil),
            ("font-color", "font-color", nil, nil),
            ("background-image-selected-insets", "background-image", "selected", "insets"),
            ("background-image-insets", "background-image", nil, "insets"),
            ("background-color-top", "background-color", nil, "top"),
            ("background-color-bottom-selected", "background-color", "selected", "bottom"),
            ("on-color-editable-disabled", "on-color", "editable-disabled", nil),
            ("text-shadow-color-selected-highlighted", "text-shadow-color", "selected-highlighted", nil),
            ("tint-color-disabled", "tint-color", "disabled", nil),
            ("on-tint-color", "on-tint-color", nil, nil),
            ("background-image-top-landscape", "background-image-top-landscape", nil, nil),
            ("node-background-highlight", "node-background", "highlight", nil),
        ] as [(String, String, String?, String?)])
    func splitsPropertyNames(_ name: String, _ base: String, _ state: String?, _ modifier: String?) {
        guard case .known(let parts, _) = schema.splitPropertyName(name) else {
            Issue.record("\(name) does not split")
            return
        }
        #expect(parts.base == base)
        #expect(parts.state == state)
        #expect(parts.modifier?.rawValue == modifier)
        #expect(parts.description == name)
    }

    @Test func unknownNamesAndSuffixes() {
        #expect(schema.splitPropertyName("font-colour") == .unknownProperty)
        #expect(schema.splitPropertyName("font-color-focused") == .unknownSuffix(base: "font-color", suffix: "focused"))
        #expect(
            schema.splitPropertyName("thumb-color-pressed-selected")
                == .unknownSuffix(base: "thumb-color", suffix: "pressed-selected"))
        #expect(schema.suggestions(forProperty: "font-colour") == ["font-color"])
    }

    @Test func statesDependOnTheGroup() throws {
        guard case .known(let parts, _) = schema.splitPropertyName("thumb-color-disabled-selected") else {
            Issue.record("no split")
            return
        }
        #expect(
            schema.check(parts, inGroup: "SWITCH") == .accepted(schema.properties(ofGroup: "SWITCH")["thumb-color"]!))
        #expect(schema.check(parts, inGroup: "SLIDER") == .stateNotAccepted(accepted: ["disabled"]))
        #expect(schema.check(parts, inGroup: "TEXT") == .notInGroup)
        guard case .known(let top, _) = schema.splitPropertyName("background-color-top") else {
            Issue.record("background-color-top does not split into a known property")
            return
        }
        #expect(schema.check(top, inGroup: "Button") != .gradientNotAccepted)
        #expect(schema.check(top, inGroup: "SegmentedControl") == .gradientNotAccepted)
        #expect(schema.valueType(of: PropertyNameParts(base: "image", state: "selected", modifier: .insets)) == .box)
    }

    @Test func classPathGrammar() {
        let numbered = ClassPath("fdlFUIObjectTableViewCell_avatar_0")
        #expect(numbered.hasFioriPrefix)
        #expect(numbered.component == "FUIObjectTableViewCell")
        #expect(numbered.parts == ["avatar"])
        #expect(numbered.index == 0)
        #expect(numbered.unnumbered == "fdlFUIObjectTableViewCell_avatar")
        let nested = ClassPath("fdlFUIObjectHeaderView_labelItem_label")
        #expect(nested.parts == ["labelItem", "label"])
        #expect(nested.index == nil)
        let global = ClassPath("fdlFontStyle_subheadline")
        #expect(global.component == "FontStyle")
        let plain = ClassPath("FUISliderFormView_title")
        #expect(!plain.hasFioriPrefix)
        #expect(plain.component == "FUISliderFormView")
        #expect(ClassPath("SecondaryButton").parts == [])
    }

    @Test(arguments: [
        "fdlFUIObjectTableViewCell_avatar_0", "fdlX_12", "Button_3", "fdlFUIObjectHeaderView_labelItem_label",
        "fdl_3", "x_99999999999999999999999", "x_", "_7", "7", "fdlCell_0x1", "fdlCell_٣",
    ])
    func numberedPathsReadAsTheFullGrammarReadsThem(path: String) {
        let parsed = ClassPath(path)
        let fast = ClassPath.numbered(path)
        if let fast {
            #expect(fast.index == parsed.index)
            #expect(fast.unnumbered == parsed.unnumbered)
        } else {
            // The grammar may still see an index where the fast path needs a non-empty prefix.
            #expect(parsed.index == nil || parsed.unnumbered == "")
        }
    }

    /// A chain without a colon is kept whole; with colons, split as the full grammar splits it.
    @Test(arguments: ["", "A", "fdlX_title", ":", "A:B", "::A::B:", "A:é:B", "é"])
    func chainsSplitOnColonsOnly(classes: String) {
        let expected = classes.split(separator: ":").map(String.init)
        #expect(ClassPath.chain(classes) == expected)
    }

    /// Characters are counted as `count` counts them, also where a following byte joins the
    /// prefix's last Character or the prefix is not ASCII.
    @Test(arguments: [
        "", "@", "@a", "@é", "@\u{301}", "@\u{301}x", "fdl", "fdlX", "fdl\u{301}", "fdl\u{301}\u{302}", "\r\n",
        "\r\nx", "é\u{301}a", "ab", "a\u{200D}",
    ])
    func characterCountsAgreeWithCount(text: String) {
        for length in 0...4 {
            #expect(text.hasMoreCharacters(than: length) == (text.count > length), "\(length)")
        }
        // A bare fdl with a combining accent is one Character short of a path.
        #expect(schema.lookup("fdl\u{301}") == .custom)
        #expect(schema.lookup("fdlX") == .unknown)
    }

    @Test func classPathLookup() {
        #expect(schema.lookup("fdlFUIObjectTableViewCell_headlineLabel").spec?.group == "TEXT")
        #expect(schema.lookup("fdlFUISwitchFormCell_switch").spec?.group == "SWITCH")
        #expect(schema.lookup("FUISliderFormView_title").spec?.group == "TEXT")
        #expect(schema.lookup("fdlFontStyle_subheadline").spec?.group == "TEXT")
        #expect(schema.lookup("Button").spec?.group == "Button")
        // Numbered items fall back to the unnumbered path, or to a numbered sibling.
        guard case .numbered(let icon, 7) = schema.lookup("fdlFUIObjectTableViewCell_footnoteIcon_7") else {
            Issue.record("footnoteIcon_7 not numbered")
            return
        }
        #expect(icon.path == "fdlFUIObjectTableViewCell_footnoteIcon")
        guard case .numbered(let avatar, 2) = schema.lookup("fdlFUIObjectTableViewCell_avatar_2") else {
            Issue.record("avatar_2 not numbered")
            return
        }
        #expect(avatar.path == "fdlFUIObjectTableViewCell_avatar_0")
        // No fdl prefix: a custom class. An unknown fdl path: a finding with suggestions.
        #expect(schema.lookup("SecondaryButton") == .custom)
        #expect(schema.lookup("BarButtonWithBorder") == .custom)
        #expect(schema.lookup("fdlFUIObjectTableViewCel_headlineLabel") == .unknown)
        #expect(
            schema.suggestions(forClassPath: "fdlFUIObjectTableViewCel_headlineLabel").first
                == "fdlFUIObjectTableViewCell_headlineLabel")
    }

    /// The lookup answers ASCII paths from their bytes; what `String` equality would answer
    /// differently must still be answered by Characters.
    @Test func classPathLookupByBytesAgreesWithCharacters() throws {
        // The Kelvin sign is canonically equivalent to K: String equality finds the path.
        #expect(schema.lookup("fdlFUI\u{212A}eyValueFormCell_title").spec?.group == "TEXT")
        #expect(schema.lookup("fdlFUIKeyValueFormCell_title").spec?.group == "TEXT")
        #expect(schema.lookup("fd") == .custom)
        #expect(schema.lookup("fdl") == .custom)
        #expect(schema.lookup("fdl_") == .unknown)
        #expect(schema.lookup("Fdlx") == .custom)
        #expect(schema.lookup("fdl\u{301}x") == .custom)
        #expect(schema.lookup("fdlx\u{301}") == .unknown)
        #expect(schema.lookup("fdlFUIObjectTableViewCell_footnoteIcon_x7") == .unknown)
        #expect(schema.lookup("Button_2").spec?.path == "Button")
        // A user's path that is not ASCII is found by an ASCII spelling equal to it, as before.
        let json = #"{"classPaths": [{"path": "fdlAcme\u212AView", "group": "VIEW", "source": "https://example.com"}]}"#
        let extended = try schema.extended(with: Array(json.utf8), origin: "kelvin.json")
        #expect(extended.lookup("fdlAcmeKView").spec?.source == "https://example.com")
        #expect(extended.lookup("fdlFUIKeyValueFormCell_title").spec?.group == "TEXT")
        #expect(extended.lookup("fdlAcmeLView") == .unknown)
    }

    @Test func userSchemaFileExtendsTheTable() throws {
        let json = """
            {
              "source": "https://design.example.com/nss",
              "properties": [{ "name": "glow-color", "type": "Color", "example": "#FFCC00" }],
              "groups": [
                { "name": "GLOW", "inherits": ["VIEW"], "properties": [{ "name": "glow-color", "states": ["highlighted"] }] },
                { "name": "TEXT", "properties": [{ "name": "glow-color" }] }
              ],
              "classPaths": [{ "path": "fdlAcmeBadgeView_title", "group": "GLOW", "source": "https://design.example.com/badge" }]
            }
            """
        let extended = try schema.extended(with: Array(json.utf8), origin: "acme.json")
        #expect(extended.lookup("fdlAcmeBadgeView_title").spec?.source == "https://design.example.com/badge")
        guard case .known(let parts, let spec) = extended.splitPropertyName("glow-color-highlighted") else {
            Issue.record("glow-color unknown")
            return
        }
        #expect(spec.source == "https://design.example.com/nss")
        #expect(extended.check(parts, inGroup: "GLOW") != .notInGroup)
        #expect(extended.properties(ofGroup: "GLOW")["background-color"] != nil)
        #expect(extended.properties(ofGroup: "TEXT")["glow-color"] != nil)
        // The built-in schema is unchanged.
        #expect(schema.properties["glow-color"] == nil)
    }

    @Test(arguments: [
        ("not json", "line 1, column 1"),
        ("{\"propertys\": []}", "$.propertys: unknown field 'propertys'; did you mean 'properties'?"),
        ("{\"properties\": [{\"name\": \"x\", \"type\": \"Colour\"}]}", "$.properties[0].type: unknown type 'Colour'"),
        ("{\"properties\": [{\"name\": \"x\"}]}", "$.properties[0]: missing field 'type'"),
        (
            "{\"properties\": [{\"name\": \"x\", \"type\": \"Color\", \"example\": \"huge\"}]}",
            "$.properties[0]: example 'huge' is not a valid Color"
        ),
        (
            "{\"properties\": [{\"name\": \"font-color\", \"type\": \"Color\"}]}",
            "$.properties[0]: property 'font-color' is already defined"
        ),
        ("{\"groups\": [{\"name\": \"G\", \"inherits\": [\"NOPE\"]}]}", "group G: unknown parent group 'NOPE'"),
        (
            "{\"groups\": [{\"name\": \"G\", \"properties\": [{\"name\": \"zz\"}]}]}",
            "group G: property 'zz' has no type"
        ),
        ("{\"classPaths\": [{\"path\": \"fdlX\", \"group\": \"NOPE\"}]}", "class fdlX: unknown group 'NOPE'"),
        ("{\"classPaths\": {}}", "$.classPaths: expected an array, found an object"),
        (
            "{\"groups\": [{\"name\": \"A\", \"inherits\": [\"B\"]}, {\"name\": \"B\", \"inherits\": [\"A\"]}]}",
            "group A: group inherits from itself"
        ),
    ])
    func badSchemaFilesAreRejectedWithTheirPath(_ json: String, _ expected: String) {
        do {
            _ = try schema.extended(with: Array(json.utf8), origin: "bad.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.hasPrefix("bad.json: "))
        }
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

/// Schema files of thousands of groups: linear to load, no recursion to overflow, every cycle found.
@Suite("Schema files at scale")
struct SchemaScaleTests {
    @Test func aTwentyThousandGroupChainInheritsToTheBottom() throws {
        var groups = [#"{"name": "G0", "inherits": ["View"]}"#]
        for index in 1..<20_000 { groups.append(#"{"name": "G\#(index)", "inherits": ["G\#(index - 1)"]}"#) }
        let json =
            #"{"groups": [\#(groups.joined(separator: ","))], "classPaths": [{"path": "Deep", "group": "G19999"}]}"#
        let schema = try Schema.builtin.extended(with: Array(json.utf8), origin: "chain.json")
        #expect(schema.properties(ofGroup: "G19999")["background-color"] != nil)
        #expect(schema.properties(ofGroup: "G19999").count == schema.properties(ofGroup: "View").count)
    }

    @Test func everyGroupOnACycleIsNamed() {
        let json = #"""
            {"groups": [{"name": "A", "inherits": ["B"]}, {"name": "B", "inherits": ["C"]},
                        {"name": "C", "inherits": ["A", "D"]}, {"name": "D", "inherits": ["View"]},
                        {"name": "E", "inherits": ["A"]}]}
            """#
        do {
            _ = try Schema.builtin.extended(with: Array(json.utf8), origin: "cycle.json")
            Issue.record("accepted")
        } catch {
            let text = error.description
            for name in ["A", "B", "C"] {
                #expect(text.contains("group \(name): group inherits from itself"), "\(text)")
            }
            for name in ["D", "E"] { #expect(!text.contains("group \(name): group inherits"), "\(text)") }
        }
    }
}

/// The property names the typed accessors read are the schema's.
@Suite("Typed accessors read schema properties")
struct PropertyNameTests {
    @Test func everyNameIsABuiltInProperty() {
        let known = Set(Schema.builtin.allPropertyNames)
        for name in PropertyName.all { #expect(known.contains(name), "\(name) is not a property of the schema") }
        #expect(Set(PropertyName.all).count == PropertyName.all.count)
    }
}

@Suite("Class path suggestions")
struct ClassPathSuggestionTests {
    /// The schema's prepared index, with its filters, answers as the plain search over every
    /// documented path does: for paths with one, three and five edits, and for made-up names of the
    /// kind a large theme has thousands of.
    @Test func agreeWithThePlainSearch() {
        let schema = Schema.builtin
        let paths = schema.classPaths.keys.sorted()
        var queries: [String] = []
        // Every eighth path: the plain search is slow in a debug build.
        for (number, path) in paths.enumerated() where number % 8 == 0 {
            var bytes = Array(path.utf8)
            // Edits at places that move with the path's number: deletions, substitutions,
            // transpositions and insertions, up to six.
            for edit in 0..<6 where bytes.count > 2 {
                let place = (number * 7 + edit * 13) % (bytes.count - 1)
                switch (number + edit) % 4 {
                case 0: bytes.remove(at: place)
                case 1: bytes[place] = UInt8(ascii: "q")
                case 2: bytes.swapAt(place, place + 1)
                default: bytes.insert(UInt8(ascii: "Z"), at: place)
                }
                if edit % 2 == 0 { queries.append(String(decoding: bytes, as: UTF8.self)) }
            }
            queries.append("fdlShipment\(number)Card_" + (path.split(separator: "_").last.map(String.init) ?? ""))
        }
        queries += ["FDLFUIOBJECTTABLEVIEWCELL_HEADLINELABEL", "fdl", "", "fdlFUIObjectTableViewCéll_headlineLabel"]
        for query in queries {
            #expect(
                schema.suggestions(forClassPath: query)
                    == Suggestions.closest(to: query, in: paths, count: 3, maximumDistance: 6), "\(query)")
        }
    }
}
