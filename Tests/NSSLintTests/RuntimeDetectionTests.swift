import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// With no profile named, the runtime is read from the content, and every finding follows it.
@Suite("Runtime detection")
struct RuntimeDetectionTests {
    @Test(arguments: [
        (
            "Label { font-color: red; }\nNavigationBar { bar-tint-color: #FFFFFF; }", Profile.nui,
            "NUI stock class 'Label'"
        ),
        ("fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; }", .fioriUIKit, "Fiori class path"),
        ("Label { font-color: @tintColor; }", .fioriUIKit, "Fiori palette color '@tintColor'"),
        ("MyCard { font-color: primaryLabel; }", .fioriUIKit, "Fiori palette color 'primaryLabel'"),
        ("@tintColor: #0070F2;\n@primaryLabel_darkBackground: #FFFFFF;", .fioriSwiftUI, "only variable definitions"),
        ("MyCard { font-color: red; }", .nui, "custom classes only"),
        ("MyCard { font-typeface: bold; }", .fioriUIKit, "MDK style property 'font-typeface'"),
        ("@brand: #FF0000;", .nui, "no rules"),
    ])
    func contentDecides(_ text: String, _ profile: Profile, _ reason: String) {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", text: text))])
        let choice = Linter().runtime(for: theme)
        #expect(choice.profile == profile)
        #expect(choice.detected)
        #expect(choice.reason.contains(reason), "\(choice.reason)")
    }

    /// The Mobile Development Kit's file names are evidence of their own: its client loads them
    /// with SAP's NUI fork, even when they style custom classes only.
    @Test(arguments: [
        ("app/Styles/SDKStyles.nss", Profile.fioriUIKit), ("x/App_Resources/iOS/Branding.nss", .fioriUIKit),
        ("x/App_Resources/Android/Branding.nss", .nui), ("Styles/MyStyles.nss", .nui),
    ])
    func mdkFileNamesDecide(_ path: String, _ profile: Profile) {
        let text = "ResetRed { font-color: red; font-name: thinSystem; }"
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: path, text: text))])
        #expect(Linter().runtime(for: theme).profile == profile)
    }

    /// A NUI app reads properties of its own from code, some of which MDK styles use too: a NUI
    /// stock class outweighs them.
    @Test func aStockClassOutweighsAnMDKProperty() {
        let text = "Entry { text-decoration: line-through; }\nProgress { progress-tint-color: red; }"
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", text: text))])
        let choice = Linter().runtime(for: theme)
        #expect(choice.profile == .nui)
        #expect(choice.reason.contains("NUI stock class 'Progress'"), "\(choice.reason)")
    }

    @Test func aNamedProfileWins() {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "t.nss", text: "Label { font-size: 1; }"))])
        var configuration = LintConfiguration()
        configuration.profile = .fioriSwiftUI
        let choice = Linter(configuration: configuration).runtime(for: theme)
        #expect(choice == RuntimeChoice(profile: .fioriSwiftUI, detected: false, reason: "named on the command line"))
    }

    /// A missing ';' before '}' empties the file in NUI: reported without naming the profile.
    @Test func nuiRulesRunOnANUITheme() {
        let findings = lint("Button { font-size: 12 }\n")
        #expect(findings.map(\.ruleID) == ["nui-missing-semicolon"])
        #expect(lint("Button { font-size: 12 }\n", profile: .fioriUIKit).isEmpty)
    }
}

@Suite("Split themes")
struct SplitThemeTests {
    static let base = "@brand: #FF0000;\n"
    static let app = "Label { font-color: @brand; }\n"

    func theme(_ files: [String: String], order: [String]) throws -> Theme {
        try Theme.load(paths: order, access: .memory(files))
    }

    @Test func joinedStylesheetsShareVariables() throws {
        let theme = try theme(["base.nss": Self.base, "app.nss": Self.app], order: ["base.nss", "app.nss"])
        let result = Linter().lintLayers(theme, loading: .joined)
        #expect(result.files.map(\.file.path) == ["base.nss", "app.nss"])
        #expect(result.files.allSatisfy { $0.findings.isEmpty }, "\(result.files.map { summary($0.findings) })")
    }

    /// NUI's appendStylesheet parses each file with its own variables: the use crashes the app.
    @Test func appendedStylesheetsKeepVariablesPerFile() throws {
        let theme = try theme(["base.nss": Self.base, "app.nss": Self.app], order: ["base.nss", "app.nss"])
        let result = Linter().lintLayers(theme, loading: .append)
        #expect(result.files[0].findings.isEmpty)
        #expect(summary(result.files[1].findings) == ["1:21 undefined-variable"])
        #expect(result.files[1].findings[0].diagnostic.message.contains("NUI crashes"))
    }

    @Test func siblingDefinitionsBecomeOneHint() {
        let findings = lint(Self.app + "Button { font-color: @brand; border-width: @gap; }\n")
        #expect(findings.count == 3)
        let siblings = [SiblingStylesheet(path: "base.nss", bytes: Array((Self.base + "@gap: 1;\n").utf8))]
        let collapsed = SplitThemeHint.collapse(findings, siblings: siblings)
        #expect(collapsed.count == 1)
        #expect(collapsed[0].severity == .warning)
        #expect(collapsed[0].diagnostic.message.contains("--theme base.nss,example.nss"))
        #expect(collapsed[0].diagnostic.notes.count == 3)
        // A name no sibling defines keeps every finding.
        let partial = [SiblingStylesheet(path: "base.nss", bytes: Array(Self.base.utf8))]
        #expect(SplitThemeHint.collapse(findings, siblings: partial) == findings)
    }

    /// SAP's SwiftUI reader keeps a file's first definition, and a later file's over an earlier's.
    @Test func swiftUIPrecedenceIsPerFile() throws {
        let first = "@tintColor: #FF0000;\n@tintColor: #00FF00;\n"
        let second = "@tintColor: #0000FF;\n"
        let theme = try theme(["a.nss": first, "b.nss": second], order: ["a.nss", "b.nss"])
        let table = VariableTable(theme.variableDefinitions, precedence: .firstWins)
        #expect(table.definitions["tintColor"]?.span.file.path == "b.nss")
        let single = try self.theme(["a.nss": first], order: ["a.nss"])
        let own = VariableTable(single.variableDefinitions, precedence: .firstWins)
        #expect(
            own.definitions["tintColor"].map { single.files[0].tree.source.text($0.span.range) }
                == "@tintColor: #FF0000;")
    }
}

/// Custom classes: app code may read any property, so only likely misspellings are reported.
@Suite("Custom classes and customProperties")
struct CustomClassTests {
    @Test func propertiesReadFromCodeAreNotReported() {
        #expect(summary(lint("Card { font-colr: red; }")) == ["1:8 unknown-property"])
        #expect(lint("Card { font-colr: red; }") { $0.customProperties = ["*": ["font-colr"]] }.isEmpty)
        #expect(lint("Card { font-colr: red; }") { $0.customProperties = ["Card": ["font-colr"]] }.isEmpty)
        #expect(!lint("Card { font-colr: red; }") { $0.customProperties = ["Other": ["font-colr"]] }.isEmpty)
        let nui = "MyLabel { font-weight: bold; }"
        #expect(summary(lint(nui, profile: .nui)) == ["1:11 unknown-property"])
        #expect(lint(nui, profile: .nui) { $0.customProperties = ["MyLabel": ["font-weight"]] }.isEmpty)
    }

    /// App code may read a stock class's property too (`NUISettings getColor:@"font-color-disabled"
    /// withClass:@"BarButton"`).
    @Test func stockClassPropertiesReadFromCode() {
        let text = "BarButton { font-color-disabled: #999999; glow: 2; }"
        #expect(summary(lint(text, profile: .nui)) == ["1:13 unknown-state", "1:43 unknown-property"])
        let configured = lint(text, profile: .nui) {
            $0.customProperties = ["BarButton": ["font-color-disabled", "glow"]]
        }
        #expect(configured.isEmpty, "\(summary(configured))")
    }

    /// Only a rule whose every selector is a custom class (or an unknown path) leaves the reader
    /// unknown: beside a class whose renderer is known, a property that renderer does not read is
    /// reported as usual.
    @Test func aKnownRendererBesideACustomClassReads() {
        #expect(summary(lint("Card, Button { blur: 4; }")) == ["1:16 unknown-property"])
        #expect(lint("Card { blur: 4; }").isEmpty)
        let unknownPath = lint("fdlNoSuch_thing, Card { blur: 4; }")
        #expect(!unknownPath.contains { $0.ruleID == "unknown-property" }, "\(summary(unknownPath))")
    }

    @Test func farFromAnyKnownPropertyIsNotATypo() {
        #expect(lint("Card { blur: 4; corner-smoothing: 0.6; }").isEmpty)
        #expect(summary(lint("Card { Font-Color: red; }")) == ["1:8 unknown-property"])
        // Each name is decided on its own, once, whatever came before it: `bkgrnd-color` is
        // four edits from its closest property, too far for a custom class's typo.
        let both = "Card { bkgrnd-color: red; Font-Color: red; }\nCard2 { Font-Color: blue; bkgrnd-color: red; }"
        #expect(summary(lint(both)) == ["1:27 unknown-property", "2:9 unknown-property"])
    }
}
