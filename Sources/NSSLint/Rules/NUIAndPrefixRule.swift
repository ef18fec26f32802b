import NSSSyntax
import NSSTheme

/// NUI profile: names that start with `and`. NUI's tokenizer matches the keyword `and` before
/// identifiers, so `android_icon` becomes `and` + `roid_icon`, a syntax error.
struct NUIAndPrefixRule: LintRule {
    static let description = RuleDescription(
        id: "nui-and-prefix", defaultSeverity: .error,
        summary: "a name starting with 'and', which NUI's tokenizer splits",
        explanation: """
            NUI tries its keyword 'and' (of @media queries) before identifiers, so any name that \
            starts with those three letters is split in two and the stylesheet is discarded. Rename it.
            """,
        profiles: [.nui],
        triggering: [RuleExample("Label { background-image: android_icon; }", profile: .nui)],
        nonTriggering: [
            RuleExample("@media (device: ipad) and (orientation: landscape) { Label { font-size: 1; } }", profile: .nui)
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for index in 0..<context.tree.tokenCount {
            let token = context.tree.token(at: index)
            guard token.kind == .identifier || token.kind == .atKeyword else { continue }
            let text = token.kind == .atKeyword ? Substring(token.text.dropFirst()) : Substring(token.text)
            guard text.hasPrefix("and"), text.count > 3 else { continue }
            report.report("NUI's tokenizer splits '\(token.text)' after 'and': rename it", at: token.range)
        }
    }
}
