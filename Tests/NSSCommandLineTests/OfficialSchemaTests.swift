import Foundation
import NSSCommandLine
import Testing

/// The outputs other tools read, checked by an independent validator (Python's jsonschema, with a
/// parser that rejects a key given twice) against the official schemas kept in Tests/Schemas with
/// their sources: SARIF 2.1.0 for nsslint's report, DTCG 2025.10 for the design tokens.
@Suite("Outputs against their official schemas")
struct OfficialSchemaTests {
    static let theme = """
        @brand.primary: #0070F2;
        @brand_primary: #FF000080;
        @title: boldSystem;
        @gap: 8;
        @tintColor: #0A6ED1;
        @tintColor_darkBackground: #91C8F6;
        Label { font-color: @brand.primary; font-name: @title; font-size: @gap; font-colour: red; }
        Button { font-color: @brand_primary; background-color: rgba(0, 112, 242, 0.5); font-color-disabled: tintColor; }
        fdlFUIObjectTableViewCell_headlineLabel { font-color: tintColor; font-name: Avenir Next; }

        """

    @Test func sarifIsValidAndTheValidatorRejectsABrokenReport() throws {
        let run = try ReportOutputTests.lintWithAMissingFile(Self.theme, reporter: "sarif")
        #expect(run.status == 2)
        let valid = try OfficialSchema.validate(run.output, against: "sarif-2.1.0/sarif-schema-2.1.0.json")
        #expect(valid.status == 0, "\(valid.output)")
        // The validator is live: a level SARIF does not define is caught.
        let broken = run.output.replacingOccurrences(of: #""level": "warning""#, with: #""level": "fatal""#)
        let invalid = try OfficialSchema.validate(broken, against: "sarif-2.1.0/sarif-schema-2.1.0.json")
        #expect(invalid.status == 1)
        #expect(invalid.output.contains("'fatal' is not one of"), "\(invalid.output)")
    }

    @Test(arguments: ["light", "dark"])
    func tokensAreValidDTCG(scheme: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("brand.nss", Self.theme)
        let run = InProcessRun(NSSCommand.run, ["json", "--mode", "tokens", "--scheme", scheme, file.path])
        #expect(run.status == 0, "\(run.error)")
        let valid = try OfficialSchema.validate(run.output, against: "dtcg-2025.10/format.json")
        #expect(valid.status == 0, "\(valid.output)")
        // A color as a string, the form of earlier drafts, is not 2025.10.
        let draft = run.output.replacingOccurrences(
            of: ##"\{"colorSpace":"srgb","components":\[[^\]]*\],"alpha":[0-9.]+,"hex":"#[0-9a-f]{6}"\}"##,
            with: ##""#0070F2FF""##, options: .regularExpression)
        #expect(draft != run.output)
        #expect(try OfficialSchema.validate(draft, against: "dtcg-2025.10/format.json").status == 1)
    }

    @Test func theResolverDocumentIsValidAndHoldsEveryScheme() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("brand.nss", Self.theme)
        let run = InProcessRun(NSSCommand.run, ["json", "--mode", "tokens-resolver", "--pretty", file.path])
        #expect(run.status == 0, "\(run.error)")
        let valid = try OfficialSchema.validate(run.output, against: "dtcg-2025.10/resolver.json")
        #expect(valid.status == 0, "\(valid.output)")
        #expect(run.output.contains(#""dark": ["#) && run.output.contains(#""contrast-dark": ["#))
        #expect(run.output.contains(##""$ref": "#/modifiers/scheme""##))
    }

    @Test func aKeyGivenTwiceIsRejected() throws {
        let twice = #"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"#
        let result = try OfficialSchema.validate(twice, against: "dtcg-2025.10/format.json")
        #expect(result.status == 1)
        #expect(result.output.contains("duplicate key 'a'"), "\(result.output)")
    }
}

/// Runs Tests/Scripts/validate_json_schema.py. A machine without Python's jsonschema fails the
/// test (exit 2 with the install command), never skips it: CI installs it (.ci/run).
enum OfficialSchema {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func validate(_ document: String, against schema: String) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory()
        let instance = try directory.write("instance.json", document)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", testsRoot.appendingPathComponent("Scripts/validate_json_schema.py").path,
            testsRoot.appendingPathComponent("Schemas/\(schema)").path, instance.path, "--no-duplicate-keys",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 2 { Issue.record("the schema validator could not run: \(output)") }
        return (process.terminationStatus, output)
    }
}
