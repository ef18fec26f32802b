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

    /// The same findings when a pass resolving every class path came first, as in the pipeline:
    /// the names and value readings it keeps for the lint change none.
    @Test(arguments: [
        (profile: Profile?.none, count: 10_125, digest: UInt64(6_120_468_060_784_931_926)),
        (profile: Profile.nui, count: 11_025, digest: UInt64(2_946_538_358_502_512_366)),
    ])
    func generatedThemeFindingsAreUnchangedAfterAResolvePass(profile: Profile?, count: Int, digest: UInt64) {
        let text = ThemeGenerator.generate(bytes: 300_000, seed: 42)
        let tree = SyntaxTree.parse(text, path: "generated.nss")
        let theme = Theme(trees: [tree])
        Resolver(theme: theme).forEachResolved { _ in }
        #expect(tree.keptRuleNames != nil)
        #expect(tree.keptValueReadings != nil)
        var configuration = LintConfiguration()
        configuration.profile = profile
        let findings = Linter(configuration: configuration).lint(theme)
        #expect(tree.keptValueReadings == nil)
        #expect(findings.count == count)
        #expect(findingsDigest(findings) == digest)
    }
}

/// `nss-bench --digest`: what it prints decides whether a change kept every finding, so it must
/// tell two lints apart whenever one finding differs, and no more.
@Suite("Findings digests")
struct FindingsDigestTests {
    static func theme(_ text: String) -> Theme { Theme(trees: [SyntaxTree.parse(text, path: "t.nss")]) }

    @Test func everyProfileIsCountedAsTheLintCountsIt() {
        let text = "Label { font-colr: red; font-size: 12; }\nLabel { font-size: 14; }\n@unused: 1;"
        let digests = findingsDigests(of: Self.theme(text))
        #expect(digests.map(\.profile) == ["detected"] + Profile.allCases.map { "\($0)" })
        for (profile, count, _) in digests.dropFirst() {
            var configuration = LintConfiguration()
            configuration.profile = Profile.allCases.first { "\($0)" == profile }
            #expect(count == Linter(configuration: configuration).lint(Self.theme(text)).count)
            #expect(count > 0)
        }
    }

    /// `--digest`'s second half lints each profile after a resolve pass, of a theme of its own.
    @Test func aResolvePassFirstGivesTheSameDigests() {
        let text = "Label { font-color: #GG0000; font-size: 12; }\nButton { font-size: 12; font-color: #0070F2; }"
        let theme = Self.theme(text)
        let resolvedFirst = findingsDigests(of: theme, resolvingFirst: true)
        #expect(resolvedFirst.map(\.digest) == findingsDigests(of: theme).map(\.digest))
        #expect(resolvedFirst.allSatisfy { $0.count > 0 })
        // The theme given was not resolved: its tree keeps nothing.
        #expect(theme.files[0].tree.keptValueReadings == nil)
    }

    @Test func anyPartOfAFindingChangesTheDigestAndNothingElseDoes() throws {
        let text = "Label { font-colr: red; }\nButton { font-size: 12; }"
        // Another parse of the same text: the same digest.
        #expect(
            findingsDigests(of: Self.theme(text)).map(\.digest) == findingsDigests(of: Self.theme(text)).map(\.digest))
        let finding = try #require(Linter().lint(Self.theme(text)).first)
        let digest = findingsDigest([finding])
        var moved = finding
        moved.diagnostic.range = finding.diagnostic.range.lowerBound..<(finding.diagnostic.range.upperBound + 1)
        var reworded = finding
        reworded.diagnostic.message += "."
        var otherRule = finding
        otherRule.ruleID += "-x"
        var noted = finding
        noted.diagnostic.notes.append(DiagnosticNote(message: "see", range: 0..<1))
        for changed in [moved, reworded, otherRule, noted] { #expect(findingsDigest([changed]) != digest) }
        #expect(findingsDigest([finding, finding]) != digest)
    }
}
