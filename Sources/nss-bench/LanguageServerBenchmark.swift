import NSSCommandLine
import NSSJSON
import NSSLanguageServer

/// What an editor waits for: `--lsp FILE` opens the file in the language server, then times a
/// one-character change with its diagnostics, and a completion request.
extension Benchmark {
    func runLanguageServer(_ path: String) -> Int32 {
        guard let bytes = try? FileSystem.read(path) else {
            print("cannot read \(path)")
            return 2
        }
        let server = LanguageServer()
        let uri = "file://" + path
        let text = JSONWriter().string(.string(String(decoding: bytes, as: UTF8.self)))
        _ = server.handle(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"nss","version":1,"text":\#(text)}}}"#
                    .utf8))
        var version = 1
        var diagnostics = 0
        // Inserts and removes a space at the start, alternately: the text stays the same size.
        func edit() -> [JSONValue] {
            version += 1
            let text = version % 2 == 0 ? #""text":" ""# : #""text":"""#
            let end = version % 2 == 0 ? 0 : 1
            return server.handle(
                Array(
                    #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":\#(end)}},\#(text)}]}}"#
                        .utf8))
        }
        let change = measure { diagnostics = edit().first?["params"]?["diagnostics"]?.arrayValue?.count ?? 0 }
        var items = 0
        let completion = measure {
            let replies = server.handle(
                Array(
                    #"{"jsonrpc":"2.0","id":1,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":4}}}"#
                        .utf8))
            items = replies.first?["result"]?["items"]?.arrayValue?.count ?? 0
        }
        // Memory over a long session: peak resident size before and after 10,000 more edits.
        let before = ownPeakKilobytes()
        for _ in 0..<10_000 { _ = edit() }
        print(
            "  peak memory: \(format(megabytes(kilobytes: Double(before)))) MB after the first edits, "
                + "\(format(megabytes(kilobytes: Double(ownPeakKilobytes())))) MB after 10,000 more"
        )
        print(
            "\(path): \(bytes.count) bytes; a change and its \(diagnostics) diagnostics: median "
                + "\(format(change.median * 1000)) ms (min \(format(change.minimum * 1000)) ms); completion (\(items) items): "
                + "median \(format(completion.median * 1000)) ms")
        return 0
    }
}
