import NSSSyntax
import NSSTheme

@testable import NSSLint

/// Lints NSS text as the file `example.nss`, imports read from `files`.
func lint(
    _ text: String, profile: Profile = .default, configure: (inout LintConfiguration) -> Void = { _ in },
    files: [String: String] = [:]
) -> [Finding] {
    var configuration = LintConfiguration()
    configuration.profile = profile
    configure(&configuration)
    var all = files
    all["example.nss"] = text
    guard let theme = try? Theme.load(paths: ["example.nss"], access: .memory(all)) else { return [] }
    return Linter(configuration: configuration).lint(theme)
}

/// Findings as `line:column rule` strings.
func summary(_ findings: [Finding]) -> [String] {
    findings.map { finding in
        "\(finding.file.location(of: finding.diagnostic.range.lowerBound)) \(finding.ruleID)"
    }
}
