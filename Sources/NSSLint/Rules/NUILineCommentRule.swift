import NSSSyntax
import NSSTheme

/// NUI profile: `//` comments, which NUI's tokenizer rejects: it then discards the whole
/// stylesheet. The fix rewrites them as `/* */` comments.
struct NUILineCommentRule: LintRule {
    static let description = RuleDescription(
        id: "nui-line-comment", defaultSeverity: .error,
        summary: "a // comment, which makes NUI discard the whole stylesheet",
        explanation: """
            NUI accepts only /* */ comments. A // comment is a syntax error to it, and on any \
            syntax error NUI silently uses an empty stylesheet. The fix rewrites the comment.
            """,
        profiles: [.nui],
        triggering: [
            RuleExample(
                "// brand colors\nLabel { font-size: 12; }", profile: .nui,
                corrected: "/* brand colors */\nLabel { font-size: 12; }")
        ],
        nonTriggering: [RuleExample("/* brand colors */\nLabel { font-size: 12; }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for comment in context.tree.comments where comment.style == .line {
            let body = context.text(comment.range).dropFirst(2)
            let trimmed = body.drop { $0 == " " }
            var fixIts: [FixIt] = []
            if !body.contains("*/") {
                fixIts.append(
                    FixIt(
                        message: "rewrite as a /* */ comment",
                        edits: [TextEdit(range: comment.range, replacement: "/* \(trimmed) */")], applicability: .safe))
            }
            report.report(
                "NUI does not accept // comments: it discards the whole stylesheet", at: comment.range, fixIts: fixIts)
        }
    }
}
