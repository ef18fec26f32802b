import NSSLint
import NSSSyntax
import NSSTheme
import Testing

@testable import nss_bench

/// The findings of nss-bench's generated theme, pinned: a change made for speed or memory must
/// leave every finding as it was (rule, severity, place, message, notes and fix-its), as issue 19
/// asks. The pinned digest was computed by this test at 19e7d8f, before the changes it guards.
@Suite("Benchmark theme findings")
struct BenchmarkThemeFindingsTests {
    /// The profile detected (SAP's UIKit SDK for these fdl class paths), then NUI's rules too.
    @Test(arguments: [
        (profile: Profile?.none, count: 10_125, digest: UInt64(6_120_468_060_784_931_926)),
        (profile: Profile.nui, count: 11_025, digest: UInt64(2_946_538_358_502_512_366)),
    ])
    func generatedThemeFindingsAreUnchanged(profile: Profile?, count: Int, digest: UInt64) {
        let text = ThemeGenerator.generate(bytes: 300_000, seed: 42)
        let theme = Theme(trees: [SyntaxTree.parse(text, path: "generated.nss")])
        var configuration = LintConfiguration()
        configuration.profile = profile
        let findings = Linter(configuration: configuration).lint(theme)
        #expect(findings.count == count)
        #expect(findingsDigest(findings) == digest)
    }
}
