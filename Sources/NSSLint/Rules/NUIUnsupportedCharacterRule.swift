import NSSSyntax
import NSSTheme

/// NUI profile: characters NUI's tokenizer rejects inside otherwise valid NSS: non-ASCII letters,
/// `%` after a number, a `+` sign.
struct NUIUnsupportedCharacterRule: LintRule {
    static let description = RuleDescription(
        id: "nui-unsupported-character", defaultSeverity: .error,
        summary: "a character NUI's tokenizer rejects",
        explanation: """
            NUI's identifiers are ASCII letters, digits and - _ \\ . / (plus # and @ first). A \
            non-ASCII letter, a '%' or a '+' is a syntax error to NUI, which then discards the \
            whole stylesheet.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:121-147 (the token set); tombenner/NUIParse@65bc940 NUIPWhiteSpaceRecogniser.m:35 (NBSP is whitespace).",
        profiles: [.nui],
        triggering: [
            RuleExample("↓Übersicht { font-size: 12; }", profile: .nui),
            RuleExample("Label { text-alpha: ↓50%; }", profile: .nui),
        ],
        nonTriggering: [RuleExample("Overview { font-size: 12; text-alpha: 0.5; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for index in 0..<context.tree.tokenCount {
            let token = context.tree.token(at: index)
            guard [.identifier, .number, .hash, .atKeyword].contains(token.kind) else { continue }
            let text = token.text
            if text.utf8.contains(where: { $0 >= 0x80 }) {
                report.report("NUI accepts only ASCII in '\(text)': it discards the whole stylesheet", at: token.range)
            } else if token.kind == .number && (text.hasSuffix("%") || text.hasPrefix("+")) {
                report.report(
                    "NUI does not accept '\(text.hasSuffix("%") ? "%" : "+")' in '\(text)': it discards the whole stylesheet",
                    at: token.range)
            }
        }
    }
}
