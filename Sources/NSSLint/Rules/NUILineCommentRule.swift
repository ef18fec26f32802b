import NSSSyntax
import NSSTheme

/// NUI profile: `//` comments, which NUI's tokenizer rejects: it then discards the whole
/// stylesheet. The fix rewrites them as `/* */` comments. `/` is a character of NUI's identifiers
/// (NUIStyleParser.m in tombenner/nui), so a `//` written in a value before its `;` is read as
/// more words of the value, not as a comment; such a declaration's missing `;` is the one problem
/// there, and nui-missing-semicolon reports it.
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
        nonTriggering: [
            RuleExample("/* brand colors */\nLabel { font-size: 12; }", profile: .nui),
            RuleExample("Label { background-image: icons//back; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let inValues = Self.unterminatedValueTails(context.tree)
        for comment in context.tree.comments where comment.style == .line {
            if inValues.contains(where: { $0.contains(comment.range.lowerBound) }) { continue }
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

    /// Where NUI still reads value words: from the end of a declaration's value that has no `;`
    /// to the next token.
    static func unterminatedValueTails(_ tree: SyntaxTree) -> [Range<Int>] {
        var tails: [Range<Int>] = []
        for node in tree.root.descendantsAndSelf where node.kind == .declaration || node.kind == .variableDefinition {
            guard let declaration = Declaration(node), declaration.semicolon == nil, !declaration.valueRange.isEmpty
            else { continue }
            let next = node.tokenIndices.upperBound
            let end = next < tree.tokenCount ? tree.token(at: next).range.lowerBound : tree.source.bytes.count
            tails.append(declaration.valueRange.upperBound..<max(end, declaration.valueRange.upperBound))
        }
        return tails
    }
}
