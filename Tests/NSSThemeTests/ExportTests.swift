import Foundation
import NSSJSON
import NSSSyntax
import Testing

@testable import NSSTheme

/// The JSON forms: golden outputs for every shipped theme and a fixture of every value type,
/// validity against the schemas kept in Grammar/schemas (tokens: the official DTCG schema, in
/// NSSCommandLineTests), the round trip, and bad input.
/// `NSSKIT_RECORD_GOLDEN=1 swift test --filter ExportTests` records the goldens anew.
@Suite("JSON export and import")
struct ExportTests {
    static let inputs =
        ThemeTests.themes + ["Tests/NSSThemeTests/Fixtures/every-value.nss"]

    static func theme(_ path: String) throws -> Theme {
        let text = try Repository.text(path)
        return try Theme.load(paths: [path], access: .memory([path: text]))
    }

    static func schema(_ name: String) throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONParser.parse(try Repository.text("Grammar/schemas/\(name).schema.json")))
    }

    static func output(_ mode: String, _ path: String) throws -> JSONValue {
        let theme = try theme(path)
        switch mode {
        case "document": return ThemeJSON.document(theme)
        case "resolved": return ThemeJSON.resolved(theme)
        default: return ThemeJSON.tokens(theme)
        }
    }

    @Test(arguments: ["document", "resolved", "tokens"], inputs)
    func goldenAndValidAgainstItsSchema(_ mode: String, _ path: String) throws {
        let value = try Self.output(mode, path)
        let text = JSONWriter().string(value) + "\n"
        let name = path.split(separator: "/").last!.replacing(".nss", with: "")
        let golden = Repository.url("Tests/NSSThemeTests/Golden/\(name).\(mode).json")
        if GoldenFiles.recording { try Data(text.utf8).write(to: golden) }
        #expect(text == (try String(contentsOf: golden, encoding: .utf8)))
        // Tokens follow the official DTCG schema, which OfficialSchemaTests validates against.
        guard mode != "tokens" else { return }
        let errors = try Self.schema("nss-\(mode)").validate(value)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
    }

    @Test func schemasRejectWhatTheyShould() throws {
        let document = try Self.schema("nss-document")
        #expect(document.validate(["format": "nsskit-document", "version": 1, "files": []]).isEmpty)
        #expect(document.validate(["format": "nsskit-document", "version": 1]) == ["$: missing files"])
        #expect(!document.validate(["format": "nsskit-document", "version": 1, "files": [["path": 1]]]).isEmpty)
    }

    @Test(arguments: inputs)
    func writtenResolvedIsTheResolvedValueWritten(_ path: String) throws {
        let theme = try Self.theme(path)
        for (schemes, all) in [([ColorScheme.lightBackground, .darkBackground], false), ([.darkBackground], true)] {
            for writer in [JSONWriter(), JSONWriter(pretty: true)] {
                var written: [UInt8] = []
                var pieces = 0
                ThemeJSON.writeResolved(theme, schemes: schemes, includeSchema: all, writer: writer) {
                    written += $0
                    pieces += 1
                }
                let whole = writer.string(ThemeJSON.resolved(theme, schemes: schemes, includeSchema: all))
                #expect(String(decoding: written, as: UTF8.self) == whole)
                // With every documented class path, the text is handed over in pieces.
                if all { #expect(pieces > 1) }
            }
        }
    }

    @Test(arguments: inputs)
    func writtenDocumentIsTheDocumentWritten(_ path: String) throws {
        let theme = try Self.theme(path)
        for writer in [JSONWriter(), JSONWriter(pretty: true)] {
            var written: [UInt8] = []
            ThemeJSON.writeDocument(theme, writer: writer) { written += $0 }
            #expect(String(decoding: written, as: UTF8.self) == writer.string(ThemeJSON.document(theme)))
        }
    }

    /// Several files, one imported by another, and no file at all, written an item at a time.
    @Test func writtenDocumentOfSeveralFilesAndOfNone() throws {
        let trees = [
            SyntaxTree.parse("@a: #FF0000;\nLabel { font-color: @a; }", path: "one.nss"),
            SyntaxTree.parse("@media (device: ipad) { Button { font-size: 14; } }\n/* c */", path: "two.nss"),
        ]
        for theme in [Theme(trees: trees), Theme(trees: [])] {
            for writer in [JSONWriter(), JSONWriter(pretty: true)] {
                var written: [UInt8] = []
                ThemeJSON.writeDocument(theme, writer: writer) { written += $0 }
                #expect(String(decoding: written, as: UTF8.self) == writer.string(ThemeJSON.document(theme)))
            }
        }
    }

    /// The token forms written a class path at a time are the values written whole, in every
    /// scheme, for every input, a theme with no components and one of 400; the resolver
    /// documents (nine exports each) for a shipped theme and those three.
    @Test func writtenTokensAreTheTokensWritten() throws {
        var themes = try Self.inputs.map { try Self.theme($0) }
        let many = (0..<400).map { "Custom\($0) { font-color: #10203\($0 % 10); font-size: \($0 % 40 + 8); }" }
        themes.append(Theme(trees: [SyntaxTree.parse(many.joined(separator: "\n"), path: "many.nss")]))
        themes.append(Theme(trees: [SyntaxTree.parse("@brand: #0070F2;\n@gap: 8;", path: "variables.nss")]))
        themes.append(Theme(trees: []))
        for (index, theme) in themes.enumerated() {
            for writer in [JSONWriter(), JSONWriter(pretty: true)] {
                for scheme in [ColorScheme.lightBackground, .darkBackground] {
                    var written: [UInt8] = []
                    ThemeJSON.writeTokens(theme, scheme: scheme, writer: writer) { written += $0 }
                    #expect(
                        String(decoding: written, as: UTF8.self)
                            == writer.string(ThemeJSON.tokens(theme, scheme: scheme)))
                }
            }
            guard index == 0 || index >= themes.count - 3 else { continue }
            let writer = JSONWriter(pretty: index % 2 == 1)
            var written: [UInt8] = []
            var pieces = 0
            ThemeJSON.writeTokenResolver(theme, name: "t", writer: writer) {
                written += $0
                pieces += 1
            }
            #expect(
                String(decoding: written, as: UTF8.self) == writer.string(ThemeJSON.tokenResolver(theme, name: "t")))
            #expect((pieces > 1) == (written.count > 1 << 16))
        }
        // The components group is left out when no class path has a token.
        #expect(topKeys(ThemeJSON.tokens(themes[themes.count - 2])) == ["$description", "variables"])
        #expect(topKeys(ThemeJSON.tokens(themes[themes.count - 3])) == ["$description", "components"])
        #expect(topKeys(ThemeJSON.tokens(themes[themes.count - 1])) == ["$description"])
    }

    private func topKeys(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    @Test func outputIsDeterministic() throws {
        for mode in ["document", "resolved", "tokens"] {
            let first = JSONWriter().string(try Self.output(mode, "Tests/NSSThemeTests/Fixtures/every-value.nss"))
            let second = JSONWriter().string(try Self.output(mode, "Tests/NSSThemeTests/Fixtures/every-value.nss"))
            #expect(first == second)
        }
    }

    @Test func everyValueTypeAppearsTyped() throws {
        let document = try Self.output("document", "Tests/NSSThemeTests/Fixtures/every-value.nss")
        var types: Set<String> = []
        func collect(_ value: JSONValue) {
            if let type = value["typed"]?["type"]?.stringValue { types.insert(type) }
            for member in value.objectValue ?? [] { collect(member.value) }
            for element in value.arrayValue ?? [] { collect(element) }
        }
        collect(document)
        #expect(
            types.isSuperset(of: [
                "Color", "FontName", "TextStyle", "Number", "Integer", "Boolean", "TextAlign", "Offset", "Box", "Image",
                "VerticalAlign", "BorderStyle", "SeparatorStyle", "KeyboardAppearance", "TextTransform", "ClassList",
            ]))
    }

    /// nss -> json -> nss -> resolve gives identical attribute sets, for every theme.
    @Test(arguments: inputs)
    func roundTripResolvesTheSame(_ path: String) throws {
        let original = try Self.theme(path)
        let json = Array(JSONWriter().string(ThemeJSON.document(original)).utf8)
        let text = try ThemeJSON.stylesheet(fromDocument: json)
        let copy = Theme(trees: [SyntaxTree.parse(text, path: "copy.nss")])
        #expect(copy.diagnostics.isEmpty, "\(copy.diagnostics.map(\.diagnostic.message))")
        func signature(_ theme: Theme) -> [String] {
            let resolver = Resolver(theme: theme)
            var lines: [String] = []
            for scheme in [ColorScheme.lightBackground, .darkBackground] {
                for environment in [Environment.default, Environment(device: .ipad, orientation: .landscape)] {
                    let requests = resolver.styledClassPaths.flatMap { classPath in
                        [(classPath, nil as String?)] + resolver.statesUsed(by: classPath).map { (classPath, $0) }
                    }
                    for set in resolver.resolve(requests, scheme: scheme, environment: environment) {
                        for attribute in set.attributes {
                            lines.append(
                                "\(scheme) \(environment) \(set.classPath) \(set.state ?? "normal") \(attribute.name)=\(attribute.canonicalValue)"
                            )
                        }
                    }
                }
            }
            return lines
        }
        let before = signature(original)
        #expect(!before.isEmpty || path.contains("palette"))
        #expect(signature(copy) == before)
    }

    @Test func tokensHaveTheDTCGShape() throws {
        for path in Self.inputs {
            let tokens = try Self.output("tokens", path)
            var count = 0
            var aliases: [String] = []
            func walk(_ value: JSONValue, path: [String]) {
                guard case .object(let members) = value else { return }
                if value["$value"] != nil {
                    count += 1
                    #expect(value["$type"]?.stringValue != nil, "\(path.joined(separator: ".")) has no $type")
                    if let string = value["$value"]?.stringValue, string.hasPrefix("{") { aliases.append(string) }
                    return
                }
                for member in members where !member.key.hasPrefix("$") {
                    #expect(!member.key.contains(".") && !member.key.contains("{"))
                    walk(member.value, path: path + [member.key])
                }
            }
            walk(tokens, path: [])
            for alias in aliases {
                let target = alias.dropFirst().dropLast().split(separator: ".").map(String.init)
                var current: JSONValue? = tokens
                for component in target { current = current?[component] }
                #expect(current?["$value"] != nil, "\(path): alias \(alias) points nowhere")
            }
            if path.contains("palette") { #expect(count > 800) }
        }
    }

    @Test(arguments: [
        ("not json", "line 1, column 1"),
        (#"{"format": "nsskit-tokens", "version": 1, "files": []}"#, "$.format: expected \"nsskit-document\""),
        (#"{"format": "nsskit-document", "version": 2, "files": []}"#, "$.version: unsupported version"),
        (#"{"format": "nsskit-document", "version": 1, "files": {}}"#, "$.files: expected an array, found an object"),
        (#"{"format": "nsskit-document", "version": 1, "files": [], "extra": 1}"#, "$.extra: unknown field 'extra'"),
        (
            #"{"format": "nsskit-document", "version": 1, "files": [{"path": "a", "importedBy": null, "items": [{"kind": "rule", "selectors": ["A"], "declarations": [{"property": "x"}]}]}]}"#,
            "$.files[0].items[0].declarations[0]: missing field 'value'"
        ),
        (
            #"{"format": "nsskit-document", "version": 1, "files": [{"path": "a", "importedBy": null, "items": [{"kind": "rule", "selectors": ["A"], "declarations": [{"property": "x", "value": "red; } B { y: z"}]}]}]}"#,
            "$.files[0].items[0].declarations[0].value: 'red; } B { y: z' is not one NSS value"
        ),
        (
            #"{"format": "nsskit-document", "version": 1, "files": [{"path": "a", "importedBy": null, "items": [{"kind": "rule", "selectors": ["A B"], "declarations": []}]}]}"#,
            "$.files[0].items[0].selectors[0]: 'A B' is not a class path"
        ),
        (
            #"{"format": "nsskit-document", "version": 1, "files": [{"path": "a", "importedBy": null, "items": [{"kind": "font-face"}]}]}"#,
            "$.files[0].items[0].kind: unknown item kind 'font-face'"
        ),
        (
            #"{"format": "nsskit-document", "version": 1, "files": [{"path": "a", "importedBy": null, "items": [{"kind": "variable", "name": "x", "value": "1", "colour": 2}]}]}"#,
            "$.files[0].items[0].colour: unknown field 'colour'"
        ),
    ])
    func badDocumentsAreRejectedWithTheirPath(_ json: String, _ expected: String) {
        do {
            _ = try ThemeJSON.stylesheet(fromDocument: Array(json.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}

/// Documents built to break `nss from-json`: cycles, orphans and text that would inject syntax.
@Suite("Document import: hostile documents")
struct HostileDocumentTests {
    static func document(_ files: [String]) -> [UInt8] {
        Array(#"{"format": "nsskit-document", "version": 1, "files": [\#(files.joined(separator: ","))]}"#.utf8)
    }

    static func file(_ path: String, importedBy: String?, items: [String]) -> String {
        let parent = importedBy.map { "\"\($0)\"" } ?? "null"
        return #"{"path": "\#(path)", "importedBy": \#(parent), "items": [\#(items.joined(separator: ","))]}"#
    }

    static func importing(_ path: String) -> String { #"{"kind": "import", "path": "\#(path)"}"# }
    static let rule = #"{"kind": "rule", "selectors": ["A"], "declarations": [{"property": "x", "value": "1"}]}"#

    @Test(arguments: [
        (
            [file("a.nss", importedBy: nil, items: [importing("a.nss"), rule])],
            "import cycle: a.nss -> a.nss"
        ),
        (
            [
                file("a.nss", importedBy: nil, items: [importing("./b.nss")]),
                file("b.nss", importedBy: "a.nss", items: [importing("x/../a.nss")]),
            ],
            "import cycle: a.nss -> b.nss -> a.nss"
        ),
        (
            [file("a.nss", importedBy: nil, items: [rule]), file("lost.nss", importedBy: "a.nss", items: [rule])],
            "$.files[1]: 'lost.nss' is imported by 'a.nss', which does not import it"
        ),
        (
            [file("a.nss", importedBy: nil, items: [importing("b*/ A { x: 1; } /*.nss")])],
            "is not an import path"
        ),
        (
            [
                file(
                    "a.nss", importedBy: nil,
                    items: [
                        #"{"kind": "media", "query": "(device: ipad) {} A { x: 1; } @media (device: ipad)", "items": []}"#
                    ])
            ],
            "is not a media query"
        ),
    ])
    func refusedWithTheReason(_ files: [String], _ expected: String) {
        do {
            let text = try ThemeJSON.stylesheet(fromDocument: Self.document(files))
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    /// Imports nested past the limit are an error, not a stack overflow.
    @Test func aDeepImportChainIsRefused() {
        var files = [Self.file("f0.nss", importedBy: nil, items: [Self.importing("f1.nss")])]
        for index in 1..<5000 {
            files.append(
                Self.file(
                    "f\(index).nss", importedBy: "f\(index - 1).nss", items: [Self.importing("f\(index + 1).nss")]))
        }
        do {
            _ = try ThemeJSON.stylesheet(fromDocument: Self.document(files))
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("imports nested deeper than 256 files"), "\(error.description)")
        }
    }

    @Test func aDiamondIsWrittenOnce() throws {
        let files = [
            Self.file("a.nss", importedBy: nil, items: [Self.importing("b.nss"), Self.importing("b.nss")]),
            Self.file("b.nss", importedBy: "a.nss", items: [Self.rule]),
        ]
        let text = try ThemeJSON.stylesheet(fromDocument: Self.document(files))
        #expect(text == "/* from b.nss */\nA {\n    x: 1;\n}\n")
    }
}

/// Token values written as the DTCG 2025.10 Format Module's own examples write them.
@Suite("Design tokens: the format's examples")
struct TokenFormatExampleTests {
    @Test func aColorIsTheSpecsSRGBObject() throws {
        // The format's color example: #0066cc as sRGB components 0, 0.4, 0.8.
        let value = TokenBuilder.colorValue(RGBAColor(red: 0, green: 0x66 / 255, blue: 0xCC / 255))
        let expected = try JSONParser.parse(
            ##"{"colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 1, "hex": "#0066cc"}"##)
        #expect(value == expected)
        let translucent = TokenBuilder.colorValue(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(translucent["alpha"] == .number(0.5))
        #expect(translucent["hex"] == "#ff0000")
    }

    @Test func aDimensionIsAValueAndAUnit() throws {
        let expected = try JSONParser.parse(#"{"$type": "dimension", "$value": {"value": 16, "unit": "px"}}"#)
        #expect(TokenBuilder.dimensionToken(16) == expected)
    }

    /// Names are normalized Character by Character: a `.` with an accent on it is not a `.`.
    @Test(arguments: ["plain", "a.b", "{x}", "$x", "x$", "a.\u{301}b", "é.{}", ".", "", "$"])
    func namesNormalizeAsCharacters(name: String) {
        var expected = String(name.map { ".{}".contains($0) ? "_" : $0 })
        if expected.hasPrefix("$") { expected = "_" + expected.dropFirst() }
        #expect(TokenNames.normalized(name) == expected)
    }

    @Test func namesThatCollideBecomeDistinct() {
        var names = TokenNames()
        #expect(names.name(for: "brand.primary") == "brand_primary")
        #expect(names.name(for: "brand_primary") == "brand_primary-2")
        #expect(names.name(for: "brand{primary}") == "brand_primary_")
        #expect(names.name(for: "$brand") == "_brand")
        #expect(names.name(for: "brand.primary") == "brand_primary")
        #expect(names.name(for: "title-weight") == "title-weight")
        // `title` would own `title-weight` for a weighted font: it moves aside instead.
        #expect(names.name(for: "title") == "title-2")
    }
}
