import NSSSyntax
import NSSTheme

/// Reports Fiori color names SAP has deprecated, with their replacements. In a value, the fix
/// renames the color when the theme does not define the old name itself (then both names read
/// the same palette values).
struct DeprecatedColorRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-color", defaultSeverity: .warning,
        summary: "a deprecated Fiori color name",
        explanation: """
            SAP renamed 42 palette colors (primary1 is primaryLabel, tintColorDark is tintColor2, \
            ...). The old names still read the same palette values but may go away; the fix uses \
            the new name.
            """,
        triggering: [
            RuleExample(
                "Label { font-color: primary1; }", corrected: "Label { font-color: primaryLabel; }"),
            RuleExample(
                "Label { font-color: negative_darkBackground; }",
                corrected: "Label { font-color: negativeLabel_darkBackground; }"),
            RuleExample("@primary3_darkBackground: #C6CACD;"),
        ],
        nonTriggering: [RuleExample("Label { font-color: primaryLabel; }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let definedBases = Set(context.theme.variableDefinitions.map { $0.schemeSplit.name })
        for (_, facts) in context.allDeclarations {
            for token in facts.parts.flatMap(\.allTokens) where token.kind == .identifier || token.kind == .atKeyword {
                guard let span = token.span, span.file === context.file else { continue }
                let isReference = token.kind == .atKeyword
                let text = isReference ? String(token.text.dropFirst()) : token.text
                let (name, _) = ColorScheme.split(text)
                guard let replacement = FioriColors.deprecated[name] else { continue }
                if isReference && !context.profile.predefinesPalette { continue }
                let nameRange =
                    span.range.lowerBound + (isReference ? 1 : 0)..<span.range.lowerBound + (isReference ? 1 : 0)
                    + name.utf8.count
                let safe = !definedBases.contains(name) && !isReference
                report.report(
                    Self.message(name, replacement), at: span.range,
                    fixIts: [
                        FixIt(
                            message: "rename to '\(replacement)'",
                            edits: [TextEdit(range: nameRange, replacement: replacement)],
                            applicability: safe ? .safe : .suggestion)
                    ])
            }
        }
        for definition in context.definitions {
            let (name, _) = definition.schemeSplit
            guard let replacement = FioriColors.deprecated[name] else { continue }
            report.report(Self.message(name, replacement), at: definition.nameSpan.range)
        }
    }

    static func message(_ name: String, _ replacement: String) -> String {
        "'\(name)' is a deprecated Fiori color; use '\(replacement)'"
    }
}
