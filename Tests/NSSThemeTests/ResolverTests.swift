import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Resolver: the cascade, with provenance")
struct ResolverTests {
    func resolver(_ texts: String...) -> Resolver {
        Resolver(theme: Theme(trees: texts.enumerated().map { SyntaxTree.parse($1, path: "layer\($0).nss") }))
    }

    func location(_ attribute: ResolvedAttribute?) -> String {
        guard let winner = attribute?.provenance.winner else { return "none" }
        return "\(winner.path):\(winner.line):\(winner.column)"
    }

    @Test func laterDeclarationWinsWithinARule() throws {
        let set = resolver("A { font-color: red; font-color: blue; }").resolve(classPath: "A")
        let color = try #require(set["font-color"])
        #expect(color.canonicalValue == "#0000FFFF")
        #expect(location(color) == "layer0.nss:1:22")
        #expect(color.provenance.overridden.map(\.origin.text) == ["font-color: red;"])
        #expect(color.provenance.overridden.map(\.reason) == [.earlier])
    }

    /// An origin finds its bytes in the tree; a span or value range set on it is kept, each
    /// apart from the other, and counts in equality.
    @Test func originsFindTheirBytesAndKeepWhatIsSet() throws {
        let set = resolver("A {\n  font-color: #FF0000 ;\n}").resolve(classPath: "A")
        let found = try #require(set["font-color"]).provenance.winner
        #expect(found.text == "font-color: #FF0000 ;")
        #expect(found.valueText == "#FF0000")
        #expect(found.location == "layer0.nss:2:3")
        var moved = found
        moved.valueRange = found.span.range
        #expect(moved.valueText == "font-color: #FF0000 ;")
        #expect(moved.span == found.span)
        #expect(moved != found)
        moved.span = SourceSpan(file: found.span.file, range: found.valueRange)
        #expect(moved.text == "#FF0000")
        #expect(moved.valueText == "font-color: #FF0000 ;")
        moved.valueRange = found.valueRange
        moved.span = found.span
        #expect(moved == found)
        #expect(moved.hashValue == found.hashValue)
    }

    /// An origin reads its selector and property from the resolver's index, as the selector that
    /// reaches it (a selector list names each class path apart). Setting either keeps the rest;
    /// origins of one declaration through two selectors differ.
    @Test func originsReadTheirSelectorAndPropertyAndKeepWhatIsSet() throws {
        let resolver = resolver("B, A {\n  font-color-disabled: #FF0000;\n}")
        let viaA = try #require(resolver.resolve(classPath: "A", state: "disabled")["font-color"]).provenance.winner
        let viaB = try #require(resolver.resolve(classPath: "B", state: "disabled")["font-color"]).provenance.winner
        #expect(viaA.selector == "A")
        #expect(viaB.selector == "B")
        #expect(viaA.property == "font-color-disabled")
        #expect(viaA != viaB)
        #expect(viaA == resolver.resolve(classPath: "A", state: "disabled")["font-color"]?.provenance.winner)
        var renamed = viaA
        renamed.selector = "B"
        #expect(renamed.selector == "B")
        #expect(renamed.property == "font-color-disabled")
        #expect(renamed.text == "font-color-disabled: #FF0000;")
        #expect(renamed.location == "layer0.nss:2:3")
        // Each selector of a list has its own place in the cascade.
        #expect(renamed != viaB)
        renamed.order = viaB.order
        #expect(renamed == viaB)
        #expect(renamed.hashValue == viaB.hashValue)
        renamed.property = "font-color"
        #expect(renamed.selector == "B")
        #expect(renamed.property == "font-color")
        #expect(renamed != viaB)
    }

    /// Two class paths spelt with different bytes but equal as strings (a precomposed and a
    /// decomposed é) are both styled; asked for by name, the later spelling answers.
    @Test func theLaterOfTwoSpellingsOfAPathAnswers() throws {
        let resolver = resolver("caf\u{E9} { font-size: 12; }\ncafe\u{301} { font-name: Avenir; }")
        #expect(resolver.styledClassPaths.count == 2)
        let set = resolver.resolve(classPath: "caf\u{E9}")
        #expect(set.attributes.map(\.name) == ["font-name"])
    }

    @Test func laterRuleWinsWithinAFile() throws {
        let set = resolver("A { font-size: 12; font-name: Avenir; }\nB, A { font-size: 14; }").resolve(classPath: "A")
        #expect(set["font-size"]?.canonicalValue == "14")
        #expect(location(set["font-size"]) == "layer0.nss:2:8")
        #expect(set["font-size"]?.provenance.overridden.map(\.origin.location) == ["layer0.nss:1:5"])
        #expect(set["font-name"]?.canonicalValue == "Avenir")
    }

    @Test func laterStylesheetWinsOverEarlier() throws {
        let set = resolver("A { font-color: red; text-align: left; }", "A { font-color: green; }").resolve(
            classPath: "A")
        #expect(set["font-color"]?.canonicalValue == "#00FF00FF")
        #expect(set["font-color"]?.provenance.winner.layer == 1)
        #expect(set["font-color"]?.provenance.overridden.first?.origin.layer == 0)
        #expect(set["text-align"]?.provenance.winner.layer == 0)
    }

    @Test func mediaBlocksApplyWhenTheEnvironmentMatches() throws {
        let resolver = resolver(
            """
            A { font-size: 12; }
            @media (device: ipad) { A { font-size: 16; } }
            @media (device: ipad) and (orientation: landscape) { A { font-size: 20; } }
            """)
        #expect(resolver.resolve(classPath: "A")["font-size"]?.canonicalValue == "12")
        let ipad = resolver.resolve(classPath: "A", environment: Environment(device: .ipad, orientation: .portrait))
        #expect(ipad["font-size"]?.canonicalValue == "16")
        #expect(location(ipad["font-size"]) == "layer0.nss:2:29")
        #expect(ipad["font-size"]?.provenance.overridden.map(\.reason) == [.earlier, .mediaDoesNotApply])
        let landscape = resolver.resolve(
            classPath: "A", environment: Environment(device: .ipad, orientation: .landscape))
        #expect(landscape["font-size"]?.canonicalValue == "20")
    }

    /// A malformed query reads as no conditions and never applies, in any environment; the
    /// rules after it still do.
    @Test func aMalformedMediaQueryNeverApplies() throws {
        let resolver = resolver(
            """
            A { font-size: 12; }
            @media garbage { A { font-size: 16; } }
            @media (device: ipad) and { A { font-size: 18; } }
            A { font-color: red; }
            """)
        for environment in [Environment.default, Environment(device: .ipad, orientation: .landscape)] {
            let set = resolver.resolve(classPath: "A", environment: environment)
            #expect(set["font-size"]?.canonicalValue == "12")
            #expect(set["font-size"]?.provenance.overridden.map(\.reason) == [.mediaDoesNotApply, .mediaDoesNotApply])
            #expect(set["font-color"]?.canonicalValue == "#FF0000FF")
        }
    }

    @Test func classChainResolvesPerPropertyRightmostWinning() throws {
        let resolver = resolver(
            """
            Right { font-size: 20; }
            Left { font-size: 10; font-name: Avenir; }
            """)
        let set = resolver.resolve(classPath: "Left:Right")
        #expect(set.classes == ["Left", "Right"])
        // Rightmost wins even though Left comes later in the file.
        #expect(set["font-size"]?.canonicalValue == "20")
        #expect(set["font-size"]?.provenance.overridden.map(\.reason) == [.classFurtherLeft])
        // A property only the left class sets still applies.
        #expect(set["font-name"]?.canonicalValue == "Avenir")
        #expect(location(set["font-name"]) == "layer0.nss:2:23")
    }

    @Test func numberedItemFallsBackToTheUnnumberedPath() throws {
        let resolver = resolver(
            """
            fdlFUIObjectTableViewCell_footnoteIcon { tint-color: red; image-name: dot; }
            fdlFUIObjectTableViewCell_footnoteIcon_1 { tint-color: blue; }
            """)
        let first = resolver.resolve(classPath: "fdlFUIObjectTableViewCell_footnoteIcon_1")
        #expect(first.group == "IMAGE")
        #expect(first["tint-color"]?.canonicalValue == "#0000FFFF")
        #expect(first["tint-color"]?.provenance.overridden.map(\.reason) == [.unnumberedFallback])
        #expect(first["image-name"]?.canonicalValue == "dot")
        #expect(location(first["image-name"]) == "layer0.nss:1:59")
        let third = resolver.resolve(classPath: "fdlFUIObjectTableViewCell_footnoteIcon_3")
        #expect(third["tint-color"]?.canonicalValue == "#FF0000FF")
        #expect(third.image == ImageAttributes(imageName: "dot", tintColor: RGBAColor(red: 1, green: 0, blue: 0)))
    }

    /// The unnumbered path sets an attribute before the one both paths set: each attribute
    /// still gets its own declarations from both paths, in cascade order.
    @Test func aFallbackSettingOtherAttributesFirstKeepsEachAttributesOwn() {
        let resolver = resolver(
            """
            Cell { font-size: 14; font-color: red; border-width: 2; }
            Cell_1 { font-color: blue; }
            """)
        let set = resolver.resolve(classPath: "Cell_1")
        #expect(set.attributes.map(\.name) == ["border-width", "font-color", "font-size"])
        #expect(set["font-color"]?.canonicalValue == "#0000FFFF")
        #expect(set["font-color"]?.provenance.overridden.map(\.reason) == [.unnumberedFallback])
        #expect(set["font-size"]?.canonicalValue == "14")
        #expect(set["font-size"]?.provenance.overridden.isEmpty == true)
        #expect(set["border-width"]?.canonicalValue == "2")
    }

    @Test func stateFallsBackThroughItsPartsToNormal() throws {
        let resolver = resolver(
            """
            Button {
                font-color: black;
                font-color-selected: blue;
                background-color: white;
                font-color-selected-highlighted: red;
            }
            """)
        let both = resolver.resolve(classPath: "Button", state: "selected-highlighted")
        #expect(both["font-color"]?.canonicalValue == "#FF0000FF")
        #expect(both["font-color"]?.provenance.overridden.map(\.reason) == [.lessSpecificState, .lessSpecificState])
        let selectedDisabled = resolver.resolve(classPath: "Button", state: "selected-disabled")
        #expect(selectedDisabled["font-color"]?.canonicalValue == "#0000FFFF")
        #expect(selectedDisabled["font-color"]?.provenance.winner.property == "font-color-selected")
        let disabled = resolver.resolve(classPath: "Button", state: "disabled")
        #expect(disabled["font-color"]?.canonicalValue == "#000000FF")
        #expect(disabled["background-color"]?.canonicalValue == "#FFFFFFFF")
        let normal = resolver.resolve(classPath: "Button", state: "normal")
        #expect(normal["font-color"]?.provenance.overridden.isEmpty == true)
        #expect(ViewPlanner.stateChain("disabled-unselected") == ["disabled-unselected", "disabled", "normal", nil])
        // NUI draws the normal state's background over the view's own.
        let layered = self.resolver("Button { background-color: yellow; background-color-normal: red; }")
        let background = layered.resolve(classPath: "Button")["background-color"]
        #expect(background?.canonicalValue == "#FF0000FF")
        #expect(background?.provenance.overridden.map(\.reason) == [.lessSpecificState])
    }

    @Test func paletteNamesResolvePerSchemeThroughTheThemeThenDefaults() throws {
        let resolver = resolver(
            """
            @tintColor: #111111;
            @tintColor_darkBackground: #222222;
            A { font-color: tintColor; tint-color: negativeLabel; border-color: primary1_darkBackground; }
            """)
        let light = resolver.resolve(classPath: "A", scheme: .lightBackground)
        #expect(light["font-color"]?.canonicalValue == "#111111FF")
        #expect(light["font-color"]?.provenance.steps.map(\.description) == ["@tintColor (layer0.nss:1:1)"])
        let dark = resolver.resolve(classPath: "A", scheme: .darkBackground)
        #expect(dark["font-color"]?.canonicalValue == "#222222FF")
        #expect(
            dark["font-color"]?.provenance.steps.map(\.description) == ["@tintColor_darkBackground (layer0.nss:2:1)"])
        // Not defined by the theme: SAP's v8 defaults.
        #expect(light["tint-color"]?.canonicalValue == "#AA0808FF")
        #expect(dark["tint-color"]?.canonicalValue == "#FF5C77FF")
        #expect(dark["tint-color"]?.provenance.steps.map(\.description) == ["palette v8 negativeLabel (dark)"])
        // A pinned scheme stays pinned; a deprecated name reads its replacement's values.
        #expect(light["border-color"]?.canonicalValue == "#F5F6F7FF")
        #expect(
            resolver.resolve(classPath: "A", scheme: .elevatedDarkBackground)["font-color"]?.canonicalValue
                == "#222222FF")
    }

    @Test func variablesResolveThroughChains() throws {
        let resolver = resolver(
            """
            @base: #336699;
            @accent: @base;
            @radius: 4;
            A { font-color: @accent; corner-radius: @radius; shadow-offset: @radius, 2; }
            """)
        let set = resolver.resolve(classPath: "A")
        #expect(set["font-color"]?.canonicalValue == "#336699FF")
        #expect(
            set["font-color"]?.provenance.steps.map(\.description) == [
                "@accent (layer0.nss:2:1)", "@base (layer0.nss:1:1)",
            ])
        #expect(set["corner-radius"]?.canonicalValue == "4")
        #expect(set["shadow-offset"]?.canonicalValue == "4,2")
    }

    @Test func invalidDeclarationsAreIgnoredAndReported() throws {
        let set = resolver("A { font-style: body; font-style: huge; text-line-clamp: @nope; }").resolve(classPath: "A")
        #expect(set["font-style"]?.canonicalValue == "body")
        #expect(set["font-style"]?.provenance.overridden.map(\.reason) == [.invalidValue])
        #expect(set["text-line-clamp"] == nil)
        #expect(
            set.problems.map(\.message) == [
                "'huge' is not a text style; expected largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2, kpiNumber, kpiNumber2, extraLargeTitle, extraLargeTitle2, KPI, largeKPI",
                "undefined variable '@nope'",
            ])
    }

    @Test func typedGroupViews() throws {
        let resolver = resolver(
            """
            fdlFUIObjectTableViewCell_headlineLabel { font-color: #32363A; font-style: headline; font-size: 17; text-align: center; text-line-clamp: 2; font-name: boldSystem; }
            fdlFUIObjectTableViewCell { tint-color: red; background-color: white; background-color-selected: #EEEEEE; }
            fdlFUISwitchFormCell_switch { thumb-color: white; thumb-color-disabled-selected: gray; view-alpha-disabled-selected: 0.4; }
            fdlFUIRatingControl { on-color-standard: orange; on-image-editable: star; off-color: lightGray; }
            """)
        let text = resolver.resolve(classPath: "fdlFUIObjectTableViewCell_headlineLabel").text
        #expect(text.fontColor?.hex == "#32363AFF")
        #expect(text.fontStyle == .headline)
        #expect(text.fontSize == 17)
        #expect(text.textAlign == .center)
        #expect(text.lineClamp == 2)
        #expect(text.fontName == .system(.boldSystem))
        let cell = resolver.cellAttributes(classPath: "fdlFUIObjectTableViewCell")
        #expect(cell.selectedBackgroundColor?.hex == "#EEEEEEFF")
        #expect(cell.backgroundColor?.hex == "#FFFFFFFF")
        let switchStates = resolver.switchAttributes(classPath: "fdlFUISwitchFormCell_switch")
        #expect(switchStates[.disabledSelected]?.thumbColor?.hex == "#808080FF")
        #expect(switchStates[.disabledSelected]?.viewAlpha == 0.4)
        #expect(switchStates[.enabledSelected]?.thumbColor?.hex == "#FFFFFFFF")
        #expect(switchStates[.enabledSelected]?.viewAlpha == nil)
        let rating = resolver.ratingAttributes(classPath: "fdlFUIRatingControl")
        #expect(rating[.standard]?.onColor?.hex == "#FF8000FF")
        #expect(rating[.editable]?.onImage == "star")
        #expect(rating[.accented]?.offColor?.hex == "#AAAAAAFF")
    }

    @Test func identicalLayersKeepTheirOwnValues() {
        // Same shape, so the same node positions in both trees: values must not be mixed up.
        let sets = resolver("A { font-size: 1; }", "B { font-size: 2; }").resolveAll()
        #expect(sets.map { $0["font-size"]?.canonicalValue } == ["1", "2"])
    }

    @Test func resolveAllCoversEveryStyledClassPath() {
        let resolver = resolver(
            "B { font-size: 1; }\nA, B { font-color: red; }\n@media (device: ipad) { C { font-size: 2; } }")
        #expect(resolver.styledClassPaths == ["B", "A", "C"])
        let sets = resolver.resolveAll()
        #expect(sets.map(\.classPath) == ["B", "A", "C"])
        #expect(sets[2].attributes.isEmpty)
        #expect(resolver.resolveAll(includeSchema: true).count > 200)
    }

    @Test func forEachResolvedHandsOverEachPathInOrder() throws {
        let resolver = resolver("B { font-size: 1; }\nA, B { font-color: red; font-color-disabled: blue; }")
        // Against each path resolved on its own (resolveAll collects forEachResolved, so it could
        // not tell): the styled paths in order, then the documented ones, sorted.
        let documented = Schema.builtin.classPaths.keys.sorted().filter { !["A", "B"].contains($0) }
        for (includeSchema, paths) in [(false, ["B", "A"]), (true, ["B", "A"] + documented)] {
            var handed: [AttributeSet] = []
            resolver.forEachResolved(state: "disabled", includeSchema: includeSchema) { handed.append($0) }
            #expect(handed == paths.map { resolver.resolve(classPath: $0, state: "disabled") })
        }
        struct Stop: Error {}
        var calls = 0
        #expect(throws: Stop.self) {
            try resolver.forEachResolved { _ in
                calls += 1
                throw Stop()
            }
        }
        #expect(calls == 1)
    }

    @Test func aMemoThatStartsAgainReadsTheSame() {
        // Shared value texts, several selectors, states, variables and an invalid value: with a
        // memo of one or three values, everything is read again, and must read the same.
        let resolver = resolver(
            """
            @tint: #0070F2;
            A, B, C { font-color: @tint; font-size: 12; background-color: red; }
            B { font-color-disabled: @tint; font-size: 12; font-style: nope; }
            C, A { font-color: blue; background-color: @tint; }
            D { font-size: 12; font-color: @missing; }
            """)
        let paths = resolver.styledClassPaths + ["A:B", "C:D"]
        for state in [nil, "disabled"] {
            let whole = paths.map { resolver.resolve(classPath: $0, state: state) }
            for limit in [1, 3] {
                var session = ResolveSession(
                    resolver: resolver, scheme: .lightBackground, environment: .default, memoLimit: limit)
                #expect(paths.map { session.resolve(classPath: $0, state: state) } == whole)
            }
        }
    }

    /// A public session answers each view as the resolver does alone, in every scheme and
    /// environment it is made for, whatever it resolved before.
    @Test func oneSessionAnswersAsTheResolverDoes() {
        let resolver = resolver(
            """
            @tint: #0070F2;
            @tint_darkBackground: #112233;
            A, B { font-color: @tint; font-size: 12; }
            @media (device: ipad) { A { font-size: 14; } }
            B { font-color-disabled: red; background-color: @tint; }
            """)
        let requests: [(String, String?)] = [("A", nil), ("B", "disabled"), ("A:B", nil), ("A", nil), ("Z", nil)]
        var ipad = Environment.default
        ipad.device = .ipad
        for scheme in [ColorScheme.lightBackground, .darkBackground] {
            for environment in [Environment.default, ipad] {
                var session = resolver.session(scheme: scheme, environment: environment)
                #expect(session.scheme == scheme)
                for (path, state) in requests {
                    #expect(
                        session.resolve(classPath: path, state: state)
                            == resolver.resolve(classPath: path, state: state, scheme: scheme, environment: environment)
                    )
                }
            }
        }
    }

    /// What a session resolved before does not change an answer: a definition with an undefined
    /// variable in it, or a chain past the depth bound, met first through one path and then
    /// through another, reads as it reads alone.
    @Test func answersDoNotDependOnWhatWasResolvedBefore() {
        let chain = (1..<140).map { "@v\($0): @v\($0 - 1);" }.joined(separator: "\n")
        let resolver = resolver(
            """
            @v0: 12;
            \(chain)
            @pair: Avenir @missing;
            @viaPair: @pair;
            A { font-name: @pair; font-size: @v130; }
            B { font-name: @viaPair; font-size: @v139; }
            C { font-name: Avenir @missing; }
            """)
        for order in [["A", "B", "C"], ["C", "B", "A"], ["B", "A", "C"]] {
            var session = resolver.session()
            for path in order {
                #expect(session.resolve(classPath: path) == resolver.resolve(classPath: path), "\(path) in \(order)")
            }
        }
    }

    @Test func interleavedClassesKeepTheirDeclarationsInCascadeOrder() throws {
        // Classes and properties interleave across rules and selector orders: each class path
        // keeps its own declarations per attribute, in cascade order, and its states in order of use.
        let resolver = resolver(
            """
            A, B { font-color: red; font-size: 1; }
            B { font-color-disabled: blue; text-align: left; }
            A { font-size: 2; font-color-selected: green; }
            B, A { font-size: 3; font-color: black; }
            C, A { font-color-highlighted: gray; }
            """)
        let a = resolver.resolve(classPath: "A")
        #expect(a.attributes.map(\.name) == ["font-color", "font-size"])
        #expect(a["font-size"]?.canonicalValue == "3")
        #expect(a["font-size"]?.provenance.winner.selector == "A")
        #expect(a["font-size"]?.provenance.overridden.map(\.origin.valueText) == ["1", "2"])
        #expect(a["font-color"]?.provenance.overridden.map(\.origin.valueText) == ["red"])
        #expect(resolver.statesUsed(by: "A") == ["selected", "highlighted"])
        let b = resolver.resolve(classPath: "B", state: "disabled")
        #expect(b["font-color"]?.canonicalValue == "#0000FFFF")
        #expect(b["font-color"]?.provenance.winner.selector == "B")
        #expect(b["font-color"]?.provenance.overridden.map(\.origin.valueText) == ["red", "black"])
        #expect(b["font-size"]?.provenance.overridden.map(\.origin.selector) == ["B"])
        #expect(b["text-align"]?.canonicalValue == "left")
        #expect(resolver.statesUsed(by: "B") == ["disabled"])
        #expect(resolver.resolve(classPath: "C").attributes.isEmpty)
        #expect(resolver.resolve(classPath: "C", state: "highlighted")["font-color"]?.canonicalValue == "#808080FF")
        // In a chain, each declaration is named by the selector that reached it.
        let chain = try #require(resolver.resolve(classPath: "A:C", state: "highlighted")["font-color"])
        #expect(chain.provenance.winner.selector == "C")
        #expect(chain.provenance.overridden.map(\.origin.selector) == ["A", "A", "A"])
        #expect(
            chain.provenance.overridden.map(\.reason) == [.lessSpecificState, .lessSpecificState, .classFurtherLeft])
    }
}

@Suite("Themes: layers and imports")
struct ThemeLoadingTests {
    @Test func importChainIsReadInPlace() throws {
        let access = ThemeFileAccess.memory([
            "theme/app.nss": "A { font-size: 1; }\n@import \"parts/base.nss\";\nA { font-color: red; }",
            "theme/parts/base.nss": "@import 'colors.nss';\nA { font-size: 2; font-color: blue; }",
            "theme/parts/colors.nss": "@brand: #123456;\nB { font-color: @brand; }",
        ])
        let theme = try Theme.load(paths: ["theme/app.nss"], access: access)
        #expect(theme.importDiagnostics.isEmpty)
        #expect(theme.files.map(\.path) == ["theme/app.nss", "theme/parts/base.nss", "theme/parts/colors.nss"])
        #expect(theme.files.map(\.importedBy) == [nil, "theme/app.nss", "theme/parts/base.nss"])
        let resolver = Resolver(theme: theme)
        let a = resolver.resolve(classPath: "A")
        // The import sits between the two rules of app.nss.
        #expect(a["font-size"]?.canonicalValue == "2")
        #expect(a["font-size"]?.provenance.winner.path == "theme/parts/base.nss")
        #expect(a["font-color"]?.canonicalValue == "#FF0000FF")
        #expect(resolver.resolve(classPath: "B")["font-color"]?.canonicalValue == "#123456FF")
    }

    @Test func importCycleIsReportedAndBroken() throws {
        let access = ThemeFileAccess.memory([
            "t/a.nss": "@import \"b.nss\";\nA { font-size: 1; }",
            "t/b.nss": "@import \"a.nss\";\nB { font-size: 2; }",
        ])
        let theme = try Theme.load(paths: ["t/a.nss"], access: access)
        #expect(theme.importDiagnostics.map(\.diagnostic.code) == [.importCycle])
        #expect(theme.importDiagnostics.first?.diagnostic.message == "import cycle: a.nss -> b.nss -> a.nss")
        #expect(theme.importDiagnostics.first?.file.path == "t/b.nss")
        #expect(Resolver(theme: theme).styledClassPaths == ["B", "A"])
    }

    @Test func importOutsideTheRootIsRefusedUnlessAllowed() throws {
        let access = ThemeFileAccess.memory([
            "app/theme.nss": "@import \"../secrets/keys.nss\";\nA { font-size: 1; }",
            "secrets/keys.nss": "B { font-size: 2; }",
        ])
        let theme = try Theme.load(paths: ["app/theme.nss"], access: access)
        let diagnostic = try #require(theme.importDiagnostics.first?.diagnostic)
        #expect(diagnostic.code == .importOutsideRoot)
        #expect(
            diagnostic.message
                == "'../secrets/keys.nss' is outside the theme's folder (app); imports may not leave it unless allowed")
        #expect(theme.files.count == 1)
        let allowed = try Theme.load(
            paths: ["app/theme.nss"], access: access, options: ThemeLoadOptions(allowImportsOutsideRoot: true))
        #expect(allowed.importDiagnostics.isEmpty)
        #expect(allowed.files.count == 2)
    }

    @Test func missingImportsDepthAndDiamonds() throws {
        var files = [
            "d/top.nss": "@import \"missing.nss\";\n@import \"l1.nss\";\n@import \"x.nss\";\n@import \"y.nss\";"
        ]
        files["d/x.nss"] = "@import \"shared.nss\";"
        files["d/y.nss"] = "@import \"shared.nss\";"
        files["d/shared.nss"] = "S { font-size: 1; }"
        for level in 1...20 { files["d/l\(level).nss"] = "@import \"l\(level + 1).nss\";" }
        files["d/l21.nss"] = "Deep { font-size: 1; }"
        let theme = try Theme.load(paths: ["d/top.nss"], access: .memory(files))
        #expect(theme.importDiagnostics.map(\.diagnostic.code) == [.importNotFound, .importTooDeep])
        // The shared file of the diamond is read once.
        #expect(theme.files.filter { $0.path == "d/shared.nss" }.count == 1)
        #expect(throws: (any Error).self) { try Theme.load(paths: ["d/none.nss"], access: .memory(files)) }
    }

    @Test func filePaths() {
        #expect(FilePaths.join("a/b", "../c.nss") == "a/c.nss")
        #expect(FilePaths.join(".", "./x/./y.nss") == "x/y.nss")
        #expect(FilePaths.join("a", "/abs/z.nss") == "/abs/z.nss")
        #expect(FilePaths.normalize("../../x") == "../../x")
        #expect(FilePaths.normalize("/../x") == "/x")
        #expect(FilePaths.isInside("app/sub/x.nss", root: "app"))
        #expect(!FilePaths.isInside("application/x.nss", root: "app"))
        #expect(!FilePaths.isInside("../x.nss", root: "."))
        #expect(FilePaths.directory(of: "x.nss") == ".")
    }
}
