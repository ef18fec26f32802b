import NSSSyntax
import NSSTheme

/// NUI profile: quoted strings, which NUI's tokenizer rejects. A quoted name without spaces can
/// simply lose its quotes; the fix does that.
struct NUIQuotedStringRule: LintRule {
    static let description = RuleDescription(
        id: "nui-quoted-string", defaultSeverity: .error,
        summary: "a quoted string, which makes NUI discard the whole stylesheet",
        explanation: """
            NUI has no string tokens: a quote is a syntax error and the whole stylesheet is \
            dropped. Font and image names need no quotes (HelveticaNeue-Light, Assets/icon.png).
            """,
        evidence: "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:121-147: the tokeniser has no string token.",
        profiles: [.nui],
        triggering: [
            RuleExample(
                "Label { font-name: ↓\"HelveticaNeue-Light\"; }", profile: .nui,
                corrected: "Label { font-name: HelveticaNeue-Light; }"),
            RuleExample("Label { font-name: ↓\"Helvetica Neue\"; }", profile: .nui),
        ],
        nonTriggering: [RuleExample("Label { font-name: HelveticaNeue-Light; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for index in 0..<context.tree.tokenCount {
            let kind = context.tree.kind(ofToken: index)
            guard kind == .string || kind == .unterminatedString else { continue }
            let token = context.tree.token(at: index)
            let inner = token.text.dropFirst().dropLast()
            let plain =
                token.kind == .string && !inner.isEmpty
                && inner.utf8.allSatisfy { byte in
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x2F
                }
                && !(inner.first.map { $0 == "/" } ?? false)
            report.report(
                "NUI does not accept quoted strings: it discards the whole stylesheet", at: token.range,
                fixIts: plain
                    ? [
                        FixIt(
                            message: "remove the quotes",
                            edits: [TextEdit(range: token.range, replacement: String(inner))],
                            applicability: .safe)
                    ] : [])
        }
    }
}
