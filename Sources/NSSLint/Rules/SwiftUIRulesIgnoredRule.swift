import NSSSyntax
import NSSTheme

/// SwiftUI profile: component rules, which SAP's SwiftUI reader ignores (it reads only palette
/// definitions). Reported once per file.
struct SwiftUIRulesIgnoredRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-rules-ignored", defaultSeverity: .warning,
        summary: "component rules, which SAP's SwiftUI reader ignores",
        explanation: """
            SAP's SwiftUI SDK reads only the lines of a stylesheet that start with '@': palette \
            definitions. Rules such as 'fdlFUIObjectTableViewCell_headlineLabel { ... }' have no \
            effect there; style SwiftUI views in code.
            """,
        profiles: [.fioriSwiftUI],
        triggering: [RuleExample("@tintColor: #0070F2;\nLabel { font-size: 12; }", profile: .fioriSwiftUI)],
        nonTriggering: [RuleExample("@tintColor: #0070F2;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        guard let first = context.rules.first else { return }
        let count = context.rules.count
        report.report(
            "SAP's SwiftUI reader ignores component rules: \(count == 1 ? "this rule has" : "the \(count) rules of this file have") no effect there",
            at: first.rule.node.childNodes.first?.range ?? first.rule.node.range)
    }
}
