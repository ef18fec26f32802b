import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// overridden-declaration takes a file one class path at a time; it finds what walking every rule
/// backwards with one table of every (class path, slot) finds.
@Suite("Overridden declarations")
struct OverriddenDeclarationTests {
    /// Rules over a few class paths, some named twice in one rule, a few properties and states,
    /// some rules under `@media`, a few of them malformed (read as no conditions).
    static func theme(seed: Int) -> String {
        var generator = LimitedFindingsTests.Generator(state: UInt64(seed) &+ 9_000)
        let classes = ["Label", "Button", "fdlFUIObjectTableViewCell_headlineLabel", "NavigationBar"]
        let properties = ["font-size", "font-color", "font-color-disabled", "background-color", "font-name"]
        let media = [
            "@media (device: ipad)", "@media (device: iphone)", "@media (device: ipad) and (orientation: landscape)",
            "@media garbage", "@media (device: ipad) and",
        ]
        var text = ""
        for _ in 0..<Int.random(in: 1...14, using: &generator) {
            let selectors = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                classes.randomElement(using: &generator)!
            }
            let declarations = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                "\(properties.randomElement(using: &generator)!): \(Int.random(in: 1...30, using: &generator));"
            }
            let rule = "\(selectors.joined(separator: ", ")) { \(declarations.joined(separator: " ")) }\n"
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text += "\(media.randomElement(using: &generator)!) {\n\(rule)}\n"
            } else {
                text += rule
            }
        }
        return text
    }

    /// What the rule reports, by walking the rules backwards with one table of later winners.
    static func expected(_ text: String) -> [String] {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "example.nss", text: text))])
        let runtime = RuntimeDetection.detect(theme, schema: .builtin)
        let context = LintContext(theme: theme, schema: .builtin, configuration: LintConfiguration(), runtime: runtime)
        var later: [String: (rule: Int, declaration: DeclarationFacts)] = [:]
        var found: [String] = []
        for ruleIndex in context.rules.indices.reversed() {
            let rule = context.rules[ruleIndex]
            var inThisRule: [(String, DeclarationFacts)] = []
            for facts in rule.declarations.reversed() {
                for selector in rule.selectors {
                    let key = "\(selector.classID) \(facts.slotID)"
                    guard let winner = later[key],
                        OverriddenDeclarationRule.covers(context.rules[winner.rule].media, rule.media)
                    else { continue }
                    found.append(
                        "\(facts.declaration.name.range) \(selector.token.text) \(winner.declaration.declaration.name.range)"
                    )
                    break
                }
                for selector in rule.selectors { inThisRule.append(("\(selector.classID) \(facts.slotID)", facts)) }
            }
            for (key, facts) in inThisRule {
                if let existing = later[key],
                    existing.rule == ruleIndex
                        || !OverriddenDeclarationRule.covers(rule.media, context.rules[existing.rule].media)
                {
                    continue
                }
                later[key] = (ruleIndex, facts)
            }
        }
        return found.sorted()
    }

    @Test(arguments: 0..<300)
    func sameAsOneTableOfEveryClassPath(seed: Int) {
        let text = Self.theme(seed: seed)
        let reported = lint(text, profile: .fioriUIKit).filter { $0.ruleID == OverriddenDeclarationRule.description.id }
        let found = reported.map { finding in
            let selector = finding.diagnostic.message.split(separator: "'")[2]
            return
                "\(finding.diagnostic.range) \(selector) \(finding.diagnostic.notes.first?.range.map { "\($0)" } ?? "none")"
        }
        #expect(found.sorted() == Self.expected(text), "seed \(seed):\n\(text)")
    }

    @Test func someThemesHaveOverriddenDeclarations() {
        #expect((0..<300).filter { !Self.expected(Self.theme(seed: $0)).isEmpty }.count > 100)
    }

    /// A class's findings reach the collector in file order, though its rules are walked from
    /// the last: a limited report takes findings in file order at the least cost.
    @Test func aClassesFindingsAreCollectedInFileOrder() {
        let text =
            "Label { font-size: 1; font-name: A; }\nLabel { font-size: 2; }\nLabel { font-name: B; }\n"
            + "Label { font-size: 3; font-name: C; }\n"
        let file = SourceFile(path: "example.nss", text: text)
        let theme = Theme(trees: [SyntaxTree.parse(file)])
        let runtime = RuntimeDetection.detect(theme, schema: .builtin)
        let context = LintContext(theme: theme, schema: .builtin, configuration: LintConfiguration(), runtime: runtime)
        var collector = FindingCollector(ruleID: "overridden-declaration", severity: .warning, file: context.file)
        OverriddenDeclarationRule().check(context, &collector)
        let starts = collector.findings.map(\.diagnostic.range.lowerBound)
        #expect(starts.count == 4)
        #expect(starts == starts.sorted())
    }
}
