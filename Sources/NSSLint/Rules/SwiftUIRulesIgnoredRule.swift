import NSSSyntax
import NSSTheme

/// SwiftUI profile: what SAP's SwiftUI reader ignores because it reads only lines that start with
/// `@` (StyleSheetParser.swift:26): component rules (reported once per file), `@import`, and
/// `@media` conditions (a definition at the start of a line inside one applies everywhere).
struct SwiftUIRulesIgnoredRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-rules-ignored", defaultSeverity: .warning,
        summary: "component rules, which SAP's SwiftUI reader ignores",
        explanation: """
            SAP's SwiftUI SDK reads only the lines of a stylesheet that start with '@': palette \
            definitions. Rules such as 'fdlFUIObjectTableViewCell_headlineLabel { ... }' have no \
            effect there; style SwiftUI views in code.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:26: only lines starting with '@' are read.",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor: #0070F2;\n↓Label { font-size: 12; }", profile: .fioriSwiftUI),
            RuleExample("↓@import \"colors.nss\";", profile: .fioriSwiftUI),
            RuleExample("@media ↓(device: ipad) {\n@tintColor: #0070F2;\n}", profile: .fioriSwiftUI),
        ],
        nonTriggering: [RuleExample("@tintColor: #0070F2;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for item in context.tree.items {
            if let rule = ImportRule(item) {
                report.report(
                    "SAP's SwiftUI reader ignores @import: the imported file's definitions do not apply",
                    at: rule.node.range)
            } else if let media = MediaRule(item), media.items.contains(where: { $0.kind == .variableDefinition }) {
                report.report(
                    "SAP's SwiftUI reader ignores @media: a definition inside it that starts its line applies on "
                        + "every device, one that is indented is skipped", at: media.query?.range ?? media.node.range)
            }
        }
        guard let first = context.rules.first else { return }
        let count = context.rules.count
        report.report(
            "SAP's SwiftUI reader ignores component rules: \(count == 1 ? "this rule has" : "the \(count) rules of this file have") no effect there",
            at: first.rule.node.childNodes.first?.range ?? first.rule.node.range)
    }
}
