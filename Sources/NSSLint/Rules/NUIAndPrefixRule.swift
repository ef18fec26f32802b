import NSSSyntax
import NSSTheme

/// NUI profile: names that start with a keyword. NUI's tokenizer matches its keywords before
/// identifiers (NUIPKeywordRecogniser.m in tombenner/NUIParse), so `android_icon` becomes `and` +
/// `roid_icon` and `@mediaBlue` becomes `@media` + `Blue`, syntax errors. A variable such as
/// `@androidGreen` is one token: it starts with `@`, not with `and`.
struct NUIAndPrefixRule: LintRule {
    static let description = RuleDescription(
        id: "nui-and-prefix", defaultSeverity: .error,
        summary: "a name starting with 'and' or '@media', which NUI's tokenizer splits",
        explanation: """
            NUI tries its keywords 'and' and '@media' before identifiers, so a name that starts with \
            'and' or a variable that starts with '@media' is split in two and the stylesheet is \
            discarded. Rename it.
            """,
        evidence:
            "tombenner/NUIParse@65bc940 NUIParse/Tokenisation/Token Recognisers/NUIPKeywordRecogniser.m:85-92 and tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:126-127: keywords match before identifiers.",
        profiles: [.nui],
        triggering: [
            RuleExample("Label { background-image: ↓android_icon; }", profile: .nui),
            RuleExample("↓@mediaBlue: #0000FF;", profile: .nui),
        ],
        nonTriggering: [
            RuleExample(
                "@media (device: ipad) and (orientation: landscape) { Label { font-size: 1; } }", profile: .nui),
            RuleExample("@androidGreen: #A4C639;\nLabel { font-color: @androidGreen; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let bytes = context.file.bytes
        for index in 0..<context.tree.tokenCount {
            let kind = context.tree.kind(ofToken: index)
            guard kind == .identifier || kind == .atKeyword else { continue }
            let keyword = kind == .atKeyword ? "@media" : "and"
            // Decided on the bytes, as NUI's tokenizer reads the keyword: a longer name that starts
            // with it. Only a name reported is made a string.
            let range = context.tree.range(ofToken: index)
            guard range.count > keyword.utf8.count, bytes[range].starts(with: keyword.utf8) else { continue }
            report.report(
                "NUI's tokenizer splits '\(context.text(range))' after '\(keyword)', a syntax error that empties the "
                    + "stylesheet: rename it",
                at: range)
        }
    }
}
