import NSSCommandLine
import NSSLint
import NSSSyntax
import NSSTheme

/// A digest of findings: FNV-1a over the bytes of each finding's every part (rule, code,
/// severity, place, message, notes and fix-its), in report order. Two lints that give the same
/// digest gave the same findings; a change made for speed or memory must keep it (issue 19).
func findingsDigest(_ findings: [Finding]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ text: String) {
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
    }
    for finding in findings {
        let diagnostic = finding.diagnostic
        mix("\(finding.ruleID) \(diagnostic.code) \(diagnostic.severity) \(diagnostic.range) \(diagnostic.message)")
        for note in diagnostic.notes { mix("note \(note.message) \(String(describing: note.range))") }
        for fixIt in diagnostic.fixIts {
            mix("fix \(fixIt.message) \(fixIt.applicability)")
            for edit in fixIt.edits { mix("edit \(edit.range) \(edit.replacement)") }
        }
    }
    return hash
}

/// The number and digest of a lint's findings in `theme` under each profile: the one detected,
/// then each named. With `resolvingFirst`, each lint follows a pass resolving every class path
/// of a theme made afresh of `theme`'s trees, as the pipeline's does: what that pass keeps for
/// the lint must not change a finding.
func findingsDigests(of theme: Theme, resolvingFirst: Bool = false) -> [(profile: String, count: Int, digest: UInt64)] {
    ([Profile?.none] + Profile.allCases.map(Optional.some)).map { profile in
        var configuration = LintConfiguration()
        configuration.profile = profile
        var linted = theme
        if resolvingFirst {
            linted = Theme(trees: theme.files.map { SyntaxTree.parse($0.tree.source) })
            Resolver(theme: linted).forEachResolved { _ in }
        }
        let findings = Linter(configuration: configuration).lint(linted)
        return (profile.map { "\($0)" } ?? "detected", findings.count, findingsDigest(findings))
    }
}

extension Benchmark {
    /// Prints, for each file and each profile, the number of findings and their digest: every
    /// finding, where a report shows a thousand.
    func printFindingsDigests(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            print(Self.usage)
            return 2
        }
        for path in paths {
            guard let bytes = try? FileSystem.read(path) else {
                print("cannot read \(path)")
                return 2
            }
            let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: path, bytes: bytes))])
            for (profile, count, digest) in findingsDigests(of: theme) {
                print("\(path) \(profile): \(count) findings, digest \(digest)")
            }
            for (profile, count, digest) in findingsDigests(of: theme, resolvingFirst: true) {
                print("\(path) \(profile) after a resolve pass: \(count) findings, digest \(digest)")
            }
        }
        return 0
    }
}
