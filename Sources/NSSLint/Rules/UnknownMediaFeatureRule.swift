import NSSSyntax
import NSSTheme

/// Reports `@media` conditions that do not say what they seem to: features other than `device`
/// and `orientation`, which NUI does not test and so always hold (NUIStyleParser.m:87-114 in
/// tombenner/nui), and values other than `ipad`/`iphone` and `landscape`/`portrait` (compared
/// case-sensitively), which never hold.
struct UnknownMediaFeatureRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-media-feature", defaultSeverity: .warning,
        summary: "a @media condition no runtime evaluates",
        explanation: """
            NUI tests only (device: ipad|iphone) and (orientation: landscape|portrait). It skips \
            any other feature, so (min-width: 768px) always holds and its block applies on every \
            device; a value it does not know, such as (device: iPad), never holds.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:87-114 tests only device and orientation, case-sensitively, and skips other features.",
        triggering: [
            RuleExample("@media ↓(min-width: 768px) { Label { font-size: 14; } }"),
            RuleExample("@media ↓(device: tablet) { Label { font-size: 14; } }"),
        ],
        nonTriggering: [RuleExample("@media (device: ipad) and (orientation: landscape) { Label { font-size: 14; } }")])

    static let features: [String: [String]] = [
        "device": ["ipad", "iphone"], "orientation": ["landscape", "portrait"],
    ]

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // The items by node index, a view made only of a media rule: a view of each item held
        // the tree, counted for each.
        let tree = context.tree
        tree.forEachChildNode(of: 0) { item, kind in
            guard kind == .mediaRule, let media = MediaRule(tree.node(at: item)) else { return }
            for condition in media.conditions {
                guard let values = Self.features[condition.feature] else {
                    let suggestion = Suggestions.closest(to: condition.feature, in: Self.features.keys.sorted()).first
                    report.report(
                        "unknown media feature '\(condition.feature)': NUI does not test it, so this condition "
                            + "always holds and the block applies everywhere; the features are 'device' and "
                            + "'orientation'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        at: condition.range)
                    continue
                }
                guard !values.contains(condition.value) else { continue }
                let suggestion = Suggestions.closest(to: condition.value, in: values).first
                report.report(
                    "'\(condition.value)' is not a value of '\(condition.feature)', so the block never applies; "
                        + "expected \(listing(values))"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: condition.range)
            }
        }
    }
}
