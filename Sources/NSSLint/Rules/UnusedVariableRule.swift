import NSSSyntax
import NSSTheme

/// Reports variable definitions nothing refers to. Fiori palette definitions (`@tintColor`,
/// `@primary1_darkBackground`) are read by SAP's SDK itself and never count as unused there.
struct UnusedVariableRule: LintRule {
    static let description = RuleDescription(
        id: "unused-variable", defaultSeverity: .warning,
        summary: "a variable that is defined but never used",
        explanation: """
            An unused variable is often a typo in the name of the one that is used, or a leftover. \
            Palette definitions are exempt in the Fiori profiles: the SDK reads them by name.
            """,
        evidence:
            "NSSKit's own style check. SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/ThemeManager.swift:223-303 reads palette keys by name, so those count as used.",
        enabledByDefault: false,
        triggering: [
            RuleExample("↓@brandColor: #0070F2;\nLabel { font-color: red; }"),
            RuleExample("↓@tintColor: #0070F2;\nLabel { font-color: red; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample("@brandColor: #0070F2;\nLabel { font-color: @brandColor; }"),
            RuleExample("@tintColor: #0070F2;\n@tintColor_darkBackground: #4DB1FF;"),
            RuleExample("@a: 1;\n@b: @a;\nLabel { font-size: @b; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var used: Set<String> = []
        // References anywhere in the theme (imports included) count.
        for file in context.theme.files {
            for node in file.tree.root.descendantsAndSelf
            where node.kind == .declaration || node.kind == .variableDefinition {
                guard let declaration = Declaration(node) else { continue }
                for index in declaration.valueTokenIndices {
                    let token = file.tree.token(at: index)
                    if token.kind == .atKeyword && token.range.count > 1 { used.insert(String(token.text.dropFirst())) }
                }
            }
        }
        for definition in context.definitions {
            let (base, scheme) = definition.schemeSplit
            if context.profile.predefinesPalette && FioriColors.isColorName(base) { continue }
            // `@x_darkBackground` is used through `@x`.
            if used.contains(definition.name) || (scheme != nil && used.contains(base)) { continue }
            report.report("variable '@\(definition.name)' is never used", at: definition.nameSpan.range)
        }
    }
}
