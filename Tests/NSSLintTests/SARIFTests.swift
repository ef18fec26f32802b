import Foundation
import NSSJSON
import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// What GitHub code scanning reads from SARIF, beyond the schema: help, tags, fingerprints,
/// related locations, base URIs and the invocation's notifications.
@Suite("SARIF for GitHub code scanning")
struct SARIFTests {
    static func run(_ reporter: SARIFReporter = SARIFReporter()) throws -> JSONValue {
        let output = reporter.render(try ReporterTests.reports(), unlinted: ReporterTests.unreadable)
        return try #require(try JSONParser.parse(output)["runs"]?.arrayValue?.first)
    }

    @Test func rulesCarryHelpTagsAndTheirDefaultState() throws {
        let rules = try #require(try Self.run()["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.count == Set(try ReporterTests.reports()[0].findings.map(\.ruleID)).count)
        for rule in rules {
            let id = try #require(rule["id"]?.stringValue)
            #expect(rule["fullDescription"]?["text"]?.stringValue?.isEmpty == false, "\(id)")
            #expect(rule["help"]?["text"]?.stringValue?.contains("nsslint --explain \(id)") == true, "\(id)")
            #expect(rule["help"]?["markdown"]?.stringValue?.contains("**Evidence:**") == true, "\(id)")
            let tags = try #require(rule["properties"]?["tags"]?.arrayValue, "\(id) has no tags").compactMap(
                \.stringValue)
            #expect(tags.contains("runtime-defect") != tags.contains("style"), "\(id): \(tags)")
        }
        let unused = try #require(rules.first { $0["id"] == "unused-variable" })
        #expect(unused["defaultConfiguration"]?["enabled"] == .bool(false))
        #expect(unused["properties"]?["tags"]?.arrayValue?.first == "style")
    }

    @Test func resultsHaveFingerprintsAndNotesAsRelatedLocations() throws {
        let results = try #require(try Self.run()["results"]?.arrayValue)
        let fingerprints = results.compactMap { $0["partialFingerprints"]?["nsslint/v1"]?.stringValue }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.allSatisfy { $0.count == 16 })
        let withNotes = try #require(results.first { $0["relatedLocations"] != nil })
        let related = try #require(withNotes["relatedLocations"]?.arrayValue?.first)
        #expect(related["id"] == 1)
        #expect(related["message"]?["text"]?.stringValue?.isEmpty == false)
    }

    @Test func anUnlintedFileMakesTheInvocationUnsuccessful() throws {
        let invocation = try #require(try Self.run()["invocations"]?.arrayValue?.first)
        #expect(invocation["executionSuccessful"] == .bool(false))
        let notification = try #require(invocation["toolExecutionNotifications"]?.arrayValue?.first)
        #expect(notification["level"] == "error")
        #expect(notification["message"]?["text"] == "Fixtures/locked.nss: permission denied")
        let clean = try JSONParser.parse(SARIFReporter().render(try ReporterTests.reports()))
        let cleanInvocation = try #require(clean["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?.first)
        #expect(cleanInvocation["executionSuccessful"] == .bool(true))
        #expect(cleanInvocation["toolExecutionNotifications"] == nil)
    }

    @Test func driverHasASemanticVersion() throws {
        let driver = try Self.run()["tool"]?["driver"]
        #expect(driver?["semanticVersion"]?.stringValue == NSSKitVersion.current)
    }

    @Test(arguments: [
        ("Themes//brand theme.nss", "Themes/brand%20theme.nss", true),
        ("./a.nss", "a.nss", true),
        ("x/../b#1.nss", "b%231.nss", true),
        ("/repo/Themes/c.nss", "Themes/c.nss", true),
        ("/elsewhere/d é.nss", "file:///elsewhere/d%20%C3%A9.nss", false),
    ])
    func locationsAreNormalisedURIs(path: String, uri: String, relative: Bool) {
        let location = SARIFReporter(workingDirectory: "/repo/").location(path)
        #expect(location["uri"]?.stringValue == uri)
        #expect(location["uriBaseId"]?.stringValue == (relative ? "%SRCROOT%" : nil))
    }

    @Test func theSourceRootIsTheWorkingFolder() throws {
        let run = try Self.run(SARIFReporter(workingDirectory: "/home/me/my app"))
        #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"] == "file:///home/me/my%20app/")
    }
}

/// Fingerprints name a finding by its rule and its line's text, not by where the line is.
@Suite("Finding fingerprints")
struct FingerprintTests {
    /// The fingerprints of the file's unknown-property findings.
    static func fingerprints(_ text: String) -> [String] {
        let source = SourceFile(path: "f.nss", text: text)
        let findings = Linter().lint(Theme(trees: [SyntaxTree.parse(source)]))
        return zip(findings, FindingFingerprint.fingerprints(of: findings)).filter { $0.0.ruleID == "unknown-property" }
            .map(\.1)
    }

    @Test func movingOrReindentingALineKeepsItsFingerprint() {
        let original = Self.fingerprints("Label { font-colour: red; }\n")
        #expect(original.count == 1)
        #expect(Self.fingerprints("\n\n/* moved */\nLabel {  font-colour:   red; }\n") == original)
        #expect(Self.fingerprints("Label { font-colour: blue; }\n") != original)
    }

    @Test func theSameProblemTwiceHasTwoFingerprints() {
        let twice = Self.fingerprints("Label { font-colour: red; }\nLabel { font-colour: red; }\n")
        #expect(twice.count == 2)
        #expect(twice[0] != twice[1])
    }
    /// The same stable value as hashing each finding's rule, line text and occurrence on its own
    /// (each line is read once, which keeps a one-line file with a finding every few bytes linear).
    @Test func fingerprintsAreTheRuleTheLineAndTheOccurrence() {
        let text = "Label { font-colour: red; font-colr: 1; } Label { font-colour: red; }\nA { b: c; }\nA { b: c; }\n"
        let source = SourceFile(path: "f.nss", text: text)
        let findings = Linter().lint(Theme(trees: [SyntaxTree.parse(source)]))
        #expect(findings.count >= 5)
        var seen: [String: Int] = [:]
        let expected = findings.map { finding in
            let key = finding.ruleID + "\u{0}" + FindingFingerprint.lineText(of: finding)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return FindingFingerprint.hex(
                FindingFingerprint.fnv1a(Array(key.utf8) + [0] + Array(String(occurrence).utf8)))
        }
        #expect(FindingFingerprint.fingerprints(of: findings) == expected)
        #expect(Set(expected).count == expected.count)
    }
}
