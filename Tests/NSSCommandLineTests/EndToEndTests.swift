import Foundation
import NSSJSON
import Testing

@Suite("Executables, end to end")
struct EndToEndTests {
    @Test func nsslintOnTheShippedThemes() throws {
        let run = try ProcessRun("nsslint", ["Themes"], directory: Repository.root)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output == "")
    }

    @Test func exitCodesAndStandardInput() throws {
        #expect(try ProcessRun("nsslint", ["-"], stdin: "A { font-size: 1; }").status == 0)
        let broken = try ProcessRun("nsslint", ["-"], stdin: "A { x y; }")
        #expect(broken.status == 1)
        #expect(broken.output.contains("<stdin>:1:6: error: expected ':' after 'x' [expected-colon]"))
        let missing = try ProcessRun("nsslint", ["/nonexistent/x.nss"])
        #expect(missing.status == 2)
        #expect(missing.error == "nsslint: error: /nonexistent/x.nss: no such file or directory\n")
        #expect(try ProcessRun("nsslint", ["--bogus"]).status == 2)
    }

    @Test func configDiscoveryDisableCommentsAndFixAsAProcess() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".nsslint.json", #"{"rules": {"unused-variable": "error"}}"#)
        let file = try directory.write(
            "sub/t.nss",
            "@unused: 1;\n/* nsslint-disable-next-line unknown-property */\nLabel { glow: 1; font-size: 1; font-size: 2; }\n"
        )
        let run = try ProcessRun("nsslint", ["--reporter", "xcode", "sub/t.nss"], directory: directory.url)
        #expect(run.status == 1)
        // Xcode opens only absolute paths: the relative one given is written from the current folder.
        let finding = XcodeFinding.parse(run.output).first
        #expect(finding?.path.hasPrefix("/") == true && finding?.path.hasSuffix("/sub/t.nss") == true, "\(run.output)")
        #expect(finding?.message == "variable '@unused' is never used" && finding?.rule == "unused-variable")
        #expect(!run.output.contains("unknown-property"))
        let fix = try ProcessRun("nsslint", ["--fix", "sub/t.nss"], directory: directory.url)
        #expect(fix.error == "sub/t.nss: fixed 1 problem (duplicate-property ×1)\n")
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "@unused: 1;\n/* nsslint-disable-next-line unknown-property */\nLabel { glow: 1; font-size: 2; }\n")
    }

    @Test func sarifIsJSONOfTheRightShape() throws {
        let run = try ProcessRun(
            "nsslint", ["--reporter", "sarif", "-"], stdin: "Label { glow: 1; font-color: #GG0000; }")
        #expect(run.status == 1)
        let document = try JSONParser.parse(run.output)
        #expect(document["version"] == "2.1.0")
        let results = document["runs"]?.arrayValue?.first?["results"]?.arrayValue ?? []
        #expect(results.count == 2)
        #expect(results.compactMap { $0["ruleId"]?.stringValue } == ["unknown-property", "invalid-value"])
    }

    @Test func nssReprintRoundTripsAFile() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}@a: #FFF;\r\nA { b: @a }\r\n// end"
        let file = try directory.write("t.nss", text)
        let run = try ProcessRun("nss", ["parse", "--reprint", file.path])
        #expect(run.status == 0)
        #expect(run.output == text)
    }
}
