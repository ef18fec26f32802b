import NSSAppSources
import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// Every rule's own examples, run as tests (as SwiftLint does): each triggering example is
/// reported by its rule, each non-triggering one is not, and each correction is what `--fix`
/// makes of the example, which then lints clean of the rule.
@Suite("Rules: every rule's examples")
struct RuleExampleTests {
    static let rules = Linter.rules.map { $0.description }

    @Test func identifiersAreUniqueAndEveryRuleHasExamples() {
        let ids = Self.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in Self.rules {
            #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
            #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty)
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" })
        }
        #expect(Self.rules.count >= 30)
    }

    /// A finding is a claim about a runtime: each rule names what proves it.
    @Test func everyRuleCitesItsEvidence() {
        for rule in Self.rules {
            #expect(rule.evidence.count > 20, "\(rule.id) has no evidence")
            if rule.profiles == [.nui] { #expect(rule.evidence.contains("tombenner/"), "\(rule.id)") }
            if rule.profiles == [.fioriSwiftUI] {
                #expect(rule.evidence.contains("SAP/cloud-sdk-ios-fiori@098daf0"), "\(rule.id)")
            }
        }
    }

    @Test(arguments: rules.map(\.id))
    func examples(_ id: String) {
        let rule = Linter.rule(id)!
        // Rules off by default are enabled for their own examples.
        func enable(_ example: RuleExample) -> (inout LintConfiguration) -> Void {
            { configuration in
                configuration.rules[id] = .on(rule.defaultSeverity)
                if let version = example.nuiVersion { configuration.nuiVersion = version }
                guard !example.appFiles.isEmpty else { return }
                var sources = AppSources()
                for (path, text) in example.appFiles { sources.scan(Array(text.utf8), path: path) }
                configuration.appSources = sources
            }
        }
        for example in rule.triggering {
            let source = example.source
            let profile = example.profile ?? detectedProfile(source)
            #expect(rule.applies(to: profile), "\(id): example for a profile the rule does not run in")
            let findings = lint(source, profile: example.profile, configure: enable(example))
            let own = findings.filter { $0.ruleID == id }
            #expect(!own.isEmpty, "\(id) does not report:\n\(source)\nfound: \(summary(findings))")
            // Each marker stands where a finding of the rule starts, and each finding has one.
            let reported = Set(own.filter { $0.file.path == "example.nss" }.map(\.diagnostic.range.lowerBound))
            #expect(
                reported == Set(example.markedOffsets),
                "\(id) reports at \(reported.sorted()), the example marks \(example.markedOffsets):\n\(example.text)")
            guard let corrected = example.corrected else { continue }
            let fixed = Fixer.apply(own, to: Array(source.utf8))
            #expect(String(decoding: fixed.bytes, as: UTF8.self) == corrected, "\(id) fix")
            let again = lint(corrected, profile: example.profile, configure: enable(example)).filter { $0.ruleID == id }
            #expect(again.isEmpty, "\(id) still reports after the fix: \(summary(again))")
        }
        for example in rule.nonTriggering {
            #expect(example.markedOffsets.isEmpty, "\(id): a marker in an example it does not report")
            let findings = lint(example.source, profile: example.profile, configure: enable(example)).filter {
                $0.ruleID == id
            }
            #expect(
                findings.isEmpty, "\(id) reports on a non-triggering example:\n\(example.text)\n\(summary(findings))")
        }
    }

    @Test func styleRulesAreOffByDefault() {
        let text = "@unused: #FFFFFF;\nLabel { }\n"
        #expect(lint(text).isEmpty, "\(summary(lint(text)))")
        let enabled = lint(text) { configuration in
            configuration.rules["unused-variable"] = .on(.warning)
            configuration.rules["empty-rule"] = .on(.warning)
        }
        #expect(Set(enabled.map(\.ruleID)) == ["unused-variable", "empty-rule"])
    }
}
