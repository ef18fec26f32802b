import NSSSyntax
import NSSTheme

/// NUI profile: `//` comments, which NUI's tokenizer rejects: it then discards the whole
/// stylesheet. The fix rewrites them as `/* */` comments. `/` is a character of NUI's identifiers
/// after their first (NUIStyleParser.m:129-133 in tombenner/nui), so a `//` glued to a name or
/// number (`icons//back`, `12// big`) is read as more of that word, not as a comment; a `//` that
/// starts a token (after a space, `;` or `{`, or at a line's start) is a tokeniser error.
struct NUILineCommentRule: LintRule {
    static let description = RuleDescription(
        id: "nui-line-comment", defaultSeverity: .error,
        summary: "a // comment, which makes NUI discard the whole stylesheet",
        explanation: """
            NUI accepts only /* */ comments. A // comment is a syntax error to it, and on any \
            syntax error NUI silently uses an empty stylesheet. The fix rewrites the comment.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:122-133 (only /* */ comments; '/' continues an identifier), Parser/NUIParserDelegate.m:21-24 (any error empties the file).",
        profiles: [.nui],
        triggering: [
            RuleExample(
                "↓// brand colors\nLabel { font-size: 12; }", profile: .nui,
                corrected: "/* brand colors */\nLabel { font-size: 12; }")
        ],
        nonTriggering: [
            RuleExample("/* brand colors */\nLabel { font-size: 12; }", profile: .nui),
            RuleExample("Label { background-image: icons//back; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let bytes = context.file.bytes
        for comment in context.tree.comments where comment.style == .line {
            let start = comment.range.lowerBound
            if start > 0, Self.continuesIdentifier(bytes[start - 1]) { continue }
            let body = context.text(comment.range).dropFirst(2)
            let trimmed = body.drop { $0 == " " }
            var fixIts: [FixIt] = []
            if !PlainText.contains("*/", in: body) {
                fixIts.append(
                    FixIt(
                        message: "rewrite as a /* */ comment",
                        edits: [TextEdit(range: comment.range, replacement: "/* \(trimmed) */")], applicability: .safe))
            }
            report.report(
                "NUI does not accept // comments: it discards the whole stylesheet", at: comment.range, fixIts: fixIts)
        }
    }

    /// NUI's identifier characters after the first: letters, digits and `- _ \ / .`.
    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x5C, 0x2F, 0x2E: true
        default: false
        }
    }
}
