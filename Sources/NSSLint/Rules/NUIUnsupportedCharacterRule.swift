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
            RuleExample("Label { font-size: ↓+12; }", profile: .nui),
        ],
        nonTriggering: [RuleExample("Overview { font-size: 12; text-alpha: 0.5; }", profile: .nui)])

    /// The sign NUI rejects in a number: a trailing `%`, else a leading `+`.
    private static func sign(first: UInt8?, last: UInt8?) -> String? {
        if last == UInt8(ascii: "%") { return "%" }
        return first == UInt8(ascii: "+") ? "+" : nil
    }

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let bytes = context.file.bytes
        for index in 0..<context.tree.tokenCount {
            let kind = context.tree.kind(ofToken: index)
            guard kind == .identifier || kind == .number || kind == .hash || kind == .atKeyword else { continue }
            // Decided on the bytes; only a token reported is made a string.
            let range = context.tree.range(ofToken: index)
            let tokenBytes = bytes[range]
            if tokenBytes.contains(where: { $0 >= 0x80 }) {
                report.report(
                    "NUI accepts only ASCII in '\(context.text(range))': it discards the whole stylesheet", at: range)
            } else if kind == .number, let sign = Self.sign(first: tokenBytes.first, last: tokenBytes.last) {
                report.report(
                    "NUI does not accept '\(sign)' in '\(context.text(range))': it discards the whole stylesheet",
                    at: range)
            }
        }
    }
}
