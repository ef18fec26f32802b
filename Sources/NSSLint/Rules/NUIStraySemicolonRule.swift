import NSSSyntax
import NSSTheme

/// NUI profile: a `;` that ends no declaration (`Label { ; }`, `font-size: 12;;`). NUI's grammar
/// has no empty declaration (NUIStyleParser.m, the Declaration production of tombenner/nui), so
/// the stray `;` is a syntax error and NUI silently uses an empty stylesheet. CSS readers skip it,
/// which is why it goes unnoticed.
struct NUIStraySemicolonRule: LintRule {
    static let description = RuleDescription(
        id: "nui-stray-semicolon", defaultSeverity: .error,
        summary: "a ';' that ends no declaration, which makes NUI discard the whole stylesheet",
        explanation: """
            NUI's grammar needs a declaration before every ';' in a block. An empty block with a \
            ';' (Label { ; }) or a doubled ';;' is a syntax error to NUI, which then uses an empty \
            stylesheet without a word. The fix removes the ';'.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:160-164 (no empty declaration in the grammar), Parser/NUIParserDelegate.m:21-24 (any error empties the file).",
        profiles: [.nui],
        triggering: [
            RuleExample("Label { ↓; }", profile: .nui, corrected: "Label {  }"),
            RuleExample("Label { font-size: 12;↓; }", profile: .nui, corrected: "Label { font-size: 12; }"),
        ],
        nonTriggering: [RuleExample("Label { font-size: 12; }\nButton { }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let tree = context.tree
        var previous: TokenKind?
        for index in 0..<tree.tokenCount {
            // The kind alone decides; a token is made only for a finding.
            let kind = tree.kind(ofToken: index)
            defer { previous = kind }
            guard kind == .semicolon, previous == .leftBrace || previous == .semicolon else { continue }
            let token = tree.token(at: index)
            report.report(
                "this ';' ends no declaration: NUI reads it as a syntax error and drops the whole stylesheet",
                at: token.range,
                fixIts: [
                    FixIt(
                        message: "remove the ';'", edits: [TextEdit(range: token.range, replacement: "")],
                        applicability: .safe)
                ])
        }
    }
}
