import Foundation
import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// Lints NSS text as the file `example.nss`, imports read from `files`, for `profile` (nil: the
/// runtime the content shows).
func lint(
    _ text: String, profile: Profile? = nil, configure: (inout LintConfiguration) -> Void = { _ in },
    files: [String: String] = [:]
) -> [Finding] {
    var configuration = LintConfiguration()
    configuration.profile = profile
    configure(&configuration)
    var all = files
    all["example.nss"] = text
    do {
        let theme = try Theme.load(paths: ["example.nss"], access: .memory(all))
        return Linter(configuration: configuration).lint(theme)
    } catch {
        Issue.record("the example could not be loaded: \(error)")
        return []
    }
}

/// A linter with the default configuration but for `profile` (nil: the runtime the content shows).
func makeLinter(profile: Profile?) -> Linter {
    var configuration = LintConfiguration()
    configuration.profile = profile
    return Linter(configuration: configuration)
}

/// The runtime nsslint checks NSS text for when no profile is named.
func detectedProfile(_ text: String) -> Profile {
    let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "example.nss", text: text))])
    return RuntimeDetection.detect(theme, schema: .builtin).profile
}

/// Findings as `line:column rule` strings.
func summary(_ findings: [Finding]) -> [String] {
    findings.map { finding in
        "\(finding.file.location(of: finding.diagnostic.range.lowerBound)) \(finding.ruleID)"
    }
}

/// Findings whole, their messages made in full: a deferred text shows only its type when
/// described. For comparing two lints of the same text finding for finding.
func describedInFull(_ findings: [Finding]) -> [String] {
    findings.map { finding in
        let diagnostic = finding.diagnostic
        return "\(finding.ruleID) \(diagnostic.range) \(diagnostic.message) \(diagnostic.notes) \(diagnostic.fixIts)"
    }
}

/// Golden files are re-recorded only on request (`NSSKIT_RECORD_GOLDEN=1 swift test --filter ...`),
/// never in CI, where a recording test would pass whatever the output.
enum GoldenFiles {
    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["NSSKIT_RECORD_GOLDEN"] != nil else { return false }
        if environment["CI"] != nil {
            Issue.record("NSSKIT_RECORD_GOLDEN is set in CI: golden files are not re-recorded there")
            return false
        }
        return true
    }
}
