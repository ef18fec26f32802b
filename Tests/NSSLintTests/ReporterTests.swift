import Foundation
import NSSJSON
import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// Each reporter's output for one fixture, compared with a golden file kept beside the tests.
/// `NSSKIT_RECORD_GOLDEN=1 swift test --filter ReporterTests` records them anew.
@Suite("Reporters: golden outputs")
struct ReporterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The fixture linted with unused-variable on, so that it has a finding of each severity.
    static func reports() throws -> [FileReport] {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent("Fixtures/reporters.nss")))
        let source = SourceFile(path: "Fixtures/reporters.nss", bytes: bytes)
        let theme = Theme(trees: [SyntaxTree.parse(source)])
        var configuration = LintConfiguration()
        configuration.rules["unused-variable"] = .on(.note)
        let linter = Linter(configuration: configuration)
        return [FileReport(file: source, findings: linter.lint(theme), runtime: linter.runtime(for: theme))]
    }

    /// A file the run could not read, as the command line reports one.
    static let unreadable = [UnlintedFile(path: "Fixtures/locked.nss", reason: "permission denied")]

    @Test(arguments: Reporters.names)
    func matchesGolden(_ name: String) throws {
        let output = Reporters.named(name)!.render(try Self.reports(), unlinted: Self.unreadable)
        let golden = Self.root.appendingPathComponent("Golden/reporters.\(name)")
        if GoldenFiles.recording { try Data(output.utf8).write(to: golden) }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected)
    }

    @Test func fixtureHasEveryKindOfFinding() throws {
        let findings = try Self.reports()[0].findings
        #expect(Set(findings.map(\.severity)) == [.error, .warning, .note])
        #expect(findings.contains { !$0.diagnostic.notes.isEmpty })
        #expect(findings.contains { $0.diagnostic.fixIts.contains { $0.applicability == .safe } })
        #expect(findings.contains { $0.diagnostic.fixIts.contains { $0.applicability == .suggestion } })
    }

    @Test func sarifHasTheShapeOf210() throws {
        let document = try JSONParser.parse(SARIFReporter().render(try Self.reports()))
        #expect(document["version"] == "2.1.0")
        #expect(document["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require(document["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["name"] == "nsslint")
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        let reported = Set(try Self.reports().flatMap { report in report.findings.map { $0.ruleID } })
        let listed = rules.compactMap { $0["id"]?.stringValue }
        let expected = Linter.rules.map { $0.description.id }.filter { reported.contains($0) }
        #expect(listed == expected)
        #expect(
            rules.allSatisfy { $0["id"]?.stringValue != nil && $0["shortDescription"]?["text"]?.stringValue != nil })
        #expect(run["columnKind"] == "unicodeCodePoints")
        let results = try #require(run["results"]?.arrayValue)
        #expect(!results.isEmpty)
        for result in results {
            let index = Int(result["ruleIndex"]?.numberValue ?? -1)
            #expect(rules[index]["id"] == result["ruleId"])
            #expect(["error", "warning", "note"].contains(result["level"]?.stringValue ?? ""))
            #expect(result["message"]?["text"]?.stringValue?.isEmpty == false)
            let region = result["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
            #expect((region?["startLine"]?.numberValue ?? 0) >= 1)
            #expect((region?["startColumn"]?.numberValue ?? 0) >= 1)
            #expect(
                result["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]
                    == "Fixtures/reporters.nss")
        }
    }

    @Test func githubEscapesCommandCharacters() {
        let source = SourceFile(path: "a,b:c.nss", text: "X { y: z; }")
        let finding = Finding(
            ruleID: "r", diagnostic: Diagnostic(code: "r", severity: .warning, message: "50% of a\nb", range: 0..<1),
            file: source)
        #expect(
            GitHubReporter().render([FileReport(file: source, findings: [finding])])
                == "::warning file=a%2Cb%3Ac.nss,line=1,col=1,endLine=1,endColumn=2,title=nsslint (r)::50%25 of a%0Ab\n"
        )
    }

    /// Each character GitHub's workflow commands treat specially, escaped where it appears.
    @Test(arguments: [
        ("100%", "100%25", "100%25"), ("a\rb", "a%0Db", "a%0Db"), ("a\nb", "a%0Ab", "a%0Ab"),
        ("a:b", "a:b", "a%3Ab"), ("a,b", "a,b", "a%2Cb"),
    ])
    func githubEscapesEachSpecialCharacter(raw: String, inMessage: String, inProperty: String) {
        let source = SourceFile(path: "\(raw).nss", text: "X { y: z; }")
        let finding = Finding(
            ruleID: "r", diagnostic: Diagnostic(code: "r", severity: .error, message: raw, range: 0..<1), file: source)
        let line = GitHubReporter().render([FileReport(file: source, findings: [finding])])
        #expect(
            line
                == "::error file=\(inProperty).nss,line=1,col=1,endLine=1,endColumn=2,title=nsslint (r)::\(inMessage)\n"
        )
    }
}

/// A flood of findings is shown as a few of each and a count, and counted in full.
@Suite("Finding limits")
struct FindingLimitsTests {
    func report(_ messages: [String], severity: Severity = .error) -> FileReport {
        let file = SourceFile(path: "f.nss", text: String(repeating: "x", count: messages.count + 1))
        let findings = messages.enumerated().map { index, message in
            Finding(
                ruleID: "r",
                diagnostic: Diagnostic(code: "r", severity: severity, message: message, range: index..<(index + 1)),
                file: file)
        }
        return FileReport(file: file, findings: findings)
    }

    @Test func aRepeatedProblemIsShownAFewTimesThenCounted() {
        let limited = FindingLimits(repeatsShown: 3, perFile: 100).apply(
            to: report(Array(repeating: "same", count: 50) + ["other"]))
        #expect(limited.findings.map(\.diagnostic.message) == ["same", "same", "same", "other"])
        #expect(limited.findings[2].diagnostic.notes.map(\.message) == ["and 47 more times in this file, not shown"])
        #expect(limited.omitted == [.error: 47])
        #expect(RunSummary([limited]).errors == 51)
    }

    @Test func aFileShowsAtMostItsLimit() {
        let messages = (0..<25).map { "problem \($0)" }
        let limited = FindingLimits(repeatsShown: 3, perFile: 10).apply(to: report(messages, severity: .warning))
        #expect(limited.findings.count == 10)
        #expect(
            limited.findings.last?.diagnostic.notes.map(\.message)
                == ["and 15 more findings in this file, not shown (the first 10 by severity are)"])
        #expect(RunSummary([limited]).warnings == 25)
    }

    @Test func fewFindingsAreLeftAlone() {
        let original = report(["a", "b", "a"])
        let limited = FindingLimits().apply(to: original)
        #expect(limited.findings == original.findings)
        #expect(limited.omitted.isEmpty)
    }
}

extension FindingLimitsTests {
    @Test func overTheLimitErrorsComeFirst() {
        var notes = report((0..<20).map { "note \($0)" }, severity: .note)
        let error = report(["the error"]).findings[0]
        notes.findings.append(Finding(ruleID: "e", diagnostic: error.diagnostic, file: notes.file))
        let limited = FindingLimits(perFile: 5).apply(to: notes)
        #expect(limited.findings.map(\.diagnostic.message) == ["note 0", "note 1", "note 2", "note 3", "the error"])
        #expect(limited.omitted == [.note: 16])
    }
}
