import NSSSyntax
import NSSTheme

/// Reports `@media` conditions no runtime evaluates: features other than `device` and
/// `orientation`, and values other than `ipad`/`iphone` and `landscape`/`portrait`.
struct UnknownMediaFeatureRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-media-feature", defaultSeverity: .warning,
        summary: "a @media condition no runtime evaluates",
        explanation: """
            NUI knows (device: ipad|iphone) and (orientation: landscape|portrait). Any other \
            condition never holds, so the block never applies.
            """,
        triggering: [
            RuleExample("@media (min-width: 768px) { Label { font-size: 14; } }"),
            RuleExample("@media (device: tablet) { Label { font-size: 14; } }"),
        ],
        nonTriggering: [RuleExample("@media (device: ipad) and (orientation: landscape) { Label { font-size: 14; } }")])

    static let features: [String: [String]] = [
        "device": ["ipad", "iphone"], "orientation": ["landscape", "portrait"],
    ]

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for item in context.tree.items {
            guard let media = MediaRule(item) else { continue }
            for condition in media.conditions {
                guard let values = Self.features[condition.feature] else {
                    let suggestion = Suggestions.closest(to: condition.feature, in: Self.features.keys.sorted()).first
                    report.report(
                        "unknown media feature '\(condition.feature)'; the features are 'device' and 'orientation'"
                            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        at: condition.range)
                    continue
                }
                guard !values.contains(condition.value) else { continue }
                let suggestion = Suggestions.closest(to: condition.value, in: values).first
                report.report(
                    "'\(condition.value)' is not a value of '\(condition.feature)'; expected \(listing(values))"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: condition.range)
            }
        }
    }
}
