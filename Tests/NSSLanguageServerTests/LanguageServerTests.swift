import NSSJSON
import NSSLint
import NSSTheme
import Testing

@testable import NSSLanguageServer

/// The server without a transport: messages in, messages out.
@Suite("Language server")
struct LanguageServerTests {
    static let uri = "file:///tmp/brand%20theme.nss"

    static func send(_ server: LanguageServer, _ json: String) -> [JSONValue] {
        server.handle(Array(json.utf8))
    }

    static func open(_ server: LanguageServer, _ text: String) -> [JSONValue] {
        let escaped = String(decoding: Array(JSONWriter().string(.string(text)).utf8), as: UTF8.self)
        return send(
            server,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"nss","version":1,"text":\#(escaped)}}}"#
        )
    }

    @Test func initializeAnnouncesWhatItDoes() throws {
        let replies = Self.send(LanguageServer(), #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        let capabilities = try #require(replies.first?["result"]?["capabilities"])
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        #expect(capabilities["documentFormattingProvider"] == .bool(true))
        #expect(capabilities["positionEncoding"] == "utf-16")
    }

    @Test func diagnosticsCountUTF16UnitsAfterNonASCIIText() throws {
        // "é" is one UTF-16 unit and two bytes, "𝄞" two units and four bytes.
        let replies = Self.open(LanguageServer(), "/* é𝄞 */ Label { font-colour: red; }\n")
        let diagnostic = try #require(replies.first?["params"]?["diagnostics"]?.arrayValue?.first)
        #expect(diagnostic["code"] == "unknown-property")
        #expect(diagnostic["severity"] == 2)
        #expect(diagnostic["range"]?["start"]?["character"] == 18)
        #expect(diagnostic["range"]?["end"]?["character"] == 29)
    }

    @Test func incrementalChangesEditTheText() throws {
        let server = LanguageServer()
        _ = Self.open(server, "/* é */ Label { font-colour: red; }\n")
        let replies = Self.send(
            server,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":25},"end":{"line":0,"character":26}},"text":""}]}}"#
        )
        #expect(server.text(of: Self.uri) == "/* é */ Label { font-color: red; }\n")
        #expect(replies.first?["params"]?["diagnostics"]?.arrayValue?.isEmpty == true)
    }

    @Test func formattingReplacesTheWholeDocument() throws {
        let server = LanguageServer()
        _ = Self.open(server, "Label{font-color:red}\n")
        let replies = Self.send(
            server,
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(Self.uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#
        )
        let edit = try #require(replies.first?["result"]?.arrayValue?.first)
        #expect(edit["newText"] == "Label {\n  font-color: red;\n}\n")
        #expect(edit["range"]?["end"]?["line"] == 1)
    }

    @Test func brokenAndUnknownMessagesGetErrorsAndTheServerGoesOn() throws {
        let server = LanguageServer()
        #expect(Self.send(server, "{not json").first?["error"]?["code"] == -32700)
        #expect(Self.send(server, #"{"jsonrpc":"2.0","id":3,"method":"nope"}"#).first?["error"]?["code"] == -32601)
        #expect(Self.send(server, #"{"jsonrpc":"2.0","method":"nope"}"#).isEmpty)
        #expect(Self.send(server, #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#).first?["result"] == .null)
        _ = Self.send(server, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(server.isShutDown && server.hasExited)
    }

    @Test func framesAreReadInAnyChunks() {
        var reader = MessageReader()
        let framed = MessageReader.frame(.object([("a", 1)])) + MessageReader.frame(.object([("b", 2)]))
        var bodies: [String] = []
        for byte in framed {
            reader.append([byte])
            while case .message(let body)? = reader.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(bodies == [#"{"a":1}"#, #"{"b":2}"#])
        reader.append(Array("Content-Length: x\r\n\r\n{}".utf8))
        guard case .broken? = reader.next() else {
            Issue.record("a header without a length was read")
            return
        }
    }

    @Test func fileURIsArePercentDecoded() {
        #expect(LanguageServer.path(of: Self.uri) == "/tmp/brand theme.nss")
        #expect(LanguageServer.path(of: "untitled:1") == "untitled:1")
    }

    static func request(_ server: LanguageServer, _ method: String, line: Int = 0, character: Int = 0) -> JSONValue? {
        Self.send(
            server,
            #"{"jsonrpc":"2.0","id":9,"method":"\#(method)","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
        ).first?["result"]
    }

    static let navigation = "@brand: #0070F2;\n@media (device: ipad) {\n    Label { font-color: @brand; }\n}\n"

    @Test func symbolsOutlineTheDocument() throws {
        let server = LanguageServer()
        _ = Self.open(server, Self.navigation)
        let symbols = try #require(Self.request(server, "textDocument/documentSymbol")?.arrayValue)
        #expect(symbols.map { $0["name"]?.stringValue } == ["@brand", "@media (device: ipad)"])
        let rule = try #require(symbols[1]["children"]?.arrayValue?.first)
        #expect(rule["name"] == "Label")
        #expect(rule["children"]?.arrayValue?.first?["name"] == "font-color")
    }

    @Test func hoverShowsWhatAPropertyResolvesTo() throws {
        let server = LanguageServer()
        _ = Self.open(server, Self.navigation)
        let hover = try #require(Self.request(server, "textDocument/hover", line: 2, character: 14))
        let text = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(text.hasPrefix("**font-color**: Color"), "\(text)")
        #expect(text.contains("Label, light: `#0070F2FF` from"), "\(text)")
        let variable = try #require(Self.request(server, "textDocument/hover", line: 2, character: 27))
        #expect(variable["contents"]?["value"]?.stringValue?.contains("@brand: #0070F2;") == true)
    }

    @Test func definitionFindsTheVariable() throws {
        let server = LanguageServer()
        _ = Self.open(server, Self.navigation)
        let location = try #require(Self.request(server, "textDocument/definition", line: 2, character: 26))
        #expect(location["range"]?["start"]?["line"] == 0)
        #expect(location["range"]?["end"]?["character"] == 6)
        #expect(Self.request(server, "textDocument/definition", line: 0, character: 10) == .null)
    }

    static func ranged(_ server: LanguageServer, _ method: String, _ extra: String) -> JSONValue? {
        Self.send(
            server,
            #"{"jsonrpc":"2.0","id":11,"method":"\#(method)","params":{"textDocument":{"uri":"\#(Self.uri)"},"range":{"start":{"line":0,"character":10},"end":{"line":0,"character":10}}\#(extra)}}"#
        ).first?["result"]
    }

    @Test func codeActionsOfferNsslintsFixes() throws {
        let server = LanguageServer()
        _ = Self.open(server, "Label { font-colour: red; }\n")
        let actions = try #require(
            Self.ranged(server, "textDocument/codeAction", #","context":{"diagnostics":[]}"#)?.arrayValue)
        let action = try #require(actions.first)
        #expect(action["title"] == "replace with 'font-color'")
        let edit = try #require(action["edit"]?["changes"]?[Self.uri]?.arrayValue?.first)
        #expect(edit["newText"] == "font-color")
    }

    @Test func colorsAreWrittenBackInTheAuthorsForm() throws {
        let server = LanguageServer()
        _ = Self.open(
            server, "Label { font-color: rgba(0, 112, 242, 0.5); background-color: #FFFFFF; tint-color: red; }\n")
        let colors = try #require(Self.request(server, "textDocument/documentColor")?.arrayValue)
        #expect(colors.count == 2)
        #expect(colors[0]["color"]?["alpha"] == 0.5)
        let half = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(LanguageServer.colorPresentation(half, replacing: "rgba(0, 112, 242, 0.5)") == "rgba(255, 0, 0, 0.5)")
        #expect(LanguageServer.colorPresentation(half, replacing: "#FFFFFF") == "#FF000080")
        let opaque = RGBAColor(red: 0, green: 0.4, blue: 0.8)
        #expect(LanguageServer.colorPresentation(opaque, replacing: "#FFFFFF") == "#0066CC")
        #expect(LanguageServer.colorPresentation(opaque, replacing: "rgb(1, 2, 3)") == "rgb(0, 102, 204)")
    }

    static func labels(_ text: String, line: Int, character: Int) throws -> [String] {
        let server = LanguageServer()
        _ = Self.open(server, text)
        let items = try #require(
            Self.request(server, "textDocument/completion", line: line, character: character)?["items"]?.arrayValue)
        return items.compactMap { $0["label"]?.stringValue }
    }

    @Test func completionKnowsWhereTheCursorIs() throws {
        let selectors = try Self.labels("@brand: #0070F2;\nfdl", line: 1, character: 3)
        #expect(selectors.contains("fdlFUIObjectTableViewCell_headlineLabel"))
        let properties = try Self.labels("Label {\n    fo\n}\n", line: 1, character: 6)
        #expect(properties.contains("font-color") && properties.contains("font-name"))
        #expect(!properties.contains("thumb-color"))
        let values = try Self.labels("@brand: #0070F2;\nLabel { font-color: }\n", line: 1, character: 20)
        #expect(values.contains("@brand") && values.contains("tintColor"))
        let styles = try Self.labels(
            "fdlFUIObjectTableViewCell_headlineLabel { font-style: }\n", line: 0, character: 54)
        #expect(styles.contains("headline") && !styles.contains("tintColor"))
        let media = try Self.labels("@media (device: ipad) {\n    Lab\n}\n", line: 1, character: 7)
        #expect(media.contains("fdlFUIObjectTableViewCell_headlineLabel"))
    }

    @Test func referencesAndRenameCoverEveryUse() throws {
        let server = LanguageServer()
        _ = Self.open(server, "@brand: #0070F2;\nLabel { font-color: @brand; }\nButton { tint-color: @brand; }\n")
        let references = try #require(
            Self.request(server, "textDocument/references", line: 1, character: 22)?.arrayValue)
        #expect(references.count == 3)
        let reply = Self.send(
            server,
            #"{"jsonrpc":"2.0","id":12,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":0,"character":2},"newName":"accent"}}"#
        ).first
        let edits = try #require(reply?["result"]?["changes"]?[Self.uri]?.arrayValue)
        #expect(edits.count == 3 && edits.allSatisfy { $0["newText"] == "@accent" })
        let refused = Self.send(
            server,
            #"{"jsonrpc":"2.0","id":13,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":0,"character":2},"newName":"two words"}}"#
        ).first
        #expect(refused?["error"]?["message"] == "'two words' is not a variable name")
    }

    @Test func paletteHoverKeywordCompletionAndClassPathReferences() throws {
        let server = LanguageServer()
        _ = Self.open(server, "Label { font-color: tintColor; text-align: }\nLabel, Button { font-size: 12; }\n")
        let hover = try #require(Self.request(server, "textDocument/hover", line: 0, character: 22))
        let text = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(text.hasPrefix("**tintColor**: a Fiori palette color") && text.contains("- dark: `#"), "\(text)")
        let items = try #require(
            Self.request(server, "textDocument/completion", line: 0, character: 43)?["items"]?.arrayValue)
        #expect(items.contains { $0["label"] == "center" && $0["detail"] == "a text alignment" })
        let references = try #require(
            Self.request(server, "textDocument/references", line: 0, character: 2)?.arrayValue)
        #expect(references.map { $0["range"]?["start"]?["line"] } == [0, 1])
    }

    @Test func importsAreFollowedForDiagnosticsAndDefinitions() throws {
        let server = LanguageServer(files: .memory(["/tmp/vars.nss": "/* shared */\n@brand: #FF0000;\n"]))
        let main = "file:///tmp/main.nss"
        let text = #"@import \"vars.nss\";\nfdlFUIObjectTableViewCell_headlineLabel { font-color: @brand; }\n"#
        let opened = Self.send(
            server,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(main)","languageId":"nss","version":1,"text":"\#(text)"}}}"#
        )
        let codes =
            opened.first?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? ["none"]
        #expect(!codes.contains("undefined-variable"), "\(codes)")
        let reply = Self.send(
            server,
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(main)"},"position":{"line":1,"character":55}}}"#
        ).first
        #expect(reply?["result"]?["uri"] == "file:///tmp/vars.nss")
        #expect(reply?["result"]?["range"]?["start"]?["line"] == 1)
        let alone = LanguageServer()
        let undefined = Self.send(
            alone,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(main)","languageId":"nss","version":1,"text":"\#(text)"}}}"#
        )
        #expect(
            undefined.first?["params"]?["diagnostics"]?.arrayValue?.contains { $0["code"] == "undefined-variable" }
                == true)
    }

    @Test func aSplitThemeIsLintedAndRenamedAsOne() throws {
        var configuration = LintConfiguration()
        configuration.themes = [ThemeSpec(files: ["/app/base.nss", "/app/brand.nss"])]
        let server = LanguageServer(
            configuration: { _ in configuration },
            files: .memory(["/app/base.nss": "@brand: #FF0000;\n@accent: @brand;\n"]))
        let brand = "file:///app/brand.nss"
        let text = #"fdlFUIObjectTableViewCell_headlineLabel { font-color: @accent; }\n"#
        let opened = Self.send(
            server,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(brand)","languageId":"nss","version":1,"text":"\#(text)"}}}"#
        )
        let codes =
            opened.first?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? ["none"]
        #expect(!codes.contains("undefined-variable"), "\(codes)")
        func request(_ method: String, _ extra: String = "") -> JSONValue? {
            Self.send(
                server,
                #"{"jsonrpc":"2.0","id":21,"method":"\#(method)","params":{"textDocument":{"uri":"\#(brand)"},"position":{"line":0,"character":55}\#(extra)}}"#
            ).first?["result"]
        }
        let hover = try #require(request("textDocument/hover")?["contents"]?["value"]?.stringValue)
        #expect(hover.contains("@accent: @brand;") && hover.contains("@brand: #FF0000;"), "\(hover)")
        let references = try #require(request("textDocument/references")?.arrayValue)
        #expect(Set(references.compactMap { $0["uri"]?.stringValue }) == [brand, "file:///app/base.nss"])
        let rename = try #require(request("textDocument/rename", #","newName":"tint""#)?["changes"])
        #expect(rename["file:///app/base.nss"]?.arrayValue?.count == 1)
        #expect(rename[brand]?.arrayValue?.first?["newText"] == "@tint")
    }

    @Test func completionItemsAreDocumented() throws {
        let server = LanguageServer()
        _ = Self.open(server, "@brand: #0070F2;\nLabel { font-color: }\n")
        let items = try #require(
            Self.request(server, "textDocument/completion", line: 1, character: 20)?["items"]?.arrayValue)
        let tint = try #require(items.first { $0["label"] == "tintColor" })
        #expect(tint["documentation"]?["value"]?.stringValue?.hasPrefix("Fiori palette color: light `#") == true)
        let brand = try #require(items.first { $0["label"] == "@brand" })
        #expect(brand["documentation"]?["value"]?.stringValue?.contains("@brand: #0070F2;") == true)
    }

    /// Numbers no editor sends, but a message may hold: answered, never a trap.
    @Test func absurdPositionsAreClamped() {
        let server = LanguageServer()
        _ = Self.open(server, "Label { font-color: red; }\n")
        for position in ["1e300", "-5", "0.5", "9007199254740993"] {
            let reply = Self.send(
                server,
                #"{"jsonrpc":"2.0","id":31,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":\#(position),"character":\#(position)}}}"#
            )
            #expect(reply.count == 1, "\(position)")
            let change = Self.send(
                server,
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":3},"contentChanges":[{"range":{"start":{"line":\#(position),"character":0},"end":{"line":0,"character":\#(position)}},"text":""}]}}"#
            )
            #expect(change.count == 1, "\(position)")
        }
    }
}
