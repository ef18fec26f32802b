import NSSSyntax
import NSSTheme

/// NUI profile: text alignments NUI does not know, which it silently reads as left.
struct NUITextAlignRule: LintRule {
    static let description = RuleDescription(
        id: "nui-text-align", defaultSeverity: .warning,
        summary: "a text-align NUI silently reads as left",
        explanation: """
            NUI reads 'center' and 'right'; every other alignment, 'justified' and 'natural' \
            included, becomes left without a message.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIConverter.m:231-244 (center, right, else left) and Renderers/NUIButtonRenderer.m:117-119 (Button also reads fill).",
        profiles: [.nui],
        triggering: [RuleExample("Label { text-align: ↓justified; }", profile: .nui)],
        nonTriggering: [RuleExample("Label { text-align: center; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for (_, facts) in context.declarations {
            guard case .known(let parts, _) = facts.split, parts.base == "text-align",
                case .success(.textAlign(let align))? = facts.typed, !ValueFacts.nuiTextAlignments.contains(align)
            else { continue }
            report.report(
                "NUI does not know text-align '\(align.rawValue)' and reads it as left",
                at: facts.declaration.valueRange)
        }
    }
}
