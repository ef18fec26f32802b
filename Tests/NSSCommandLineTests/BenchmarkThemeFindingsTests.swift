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
    /// FNV-1a over the bytes of each finding's every part, in report order.
    static func digest(_ findings: [Finding]) -> UInt64 {
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
        #expect(Self.digest(findings) == digest)
    }
}
