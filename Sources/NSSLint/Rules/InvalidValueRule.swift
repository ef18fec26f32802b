import NSSSyntax
import NSSTheme

/// Reports values that are not of their property's type: a bad hex color, `font-style: huge`,
/// `text-line-clamp: two`, an offset without its comma. Variables are expanded first.
struct InvalidValueRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-value", defaultSeverity: .error,
        summary: "a value that is not of the property's type",
        explanation: """
            Runtimes do not validate values: NUI reads a bad number as 0, a bad color as none, and \
            crashes on an offset with one number. The message says what the type accepts and, for \
            keywords, suggests the closest one.
            """,
        triggering: [
            RuleExample("Label { font-color: #GG0000; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: huge; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { text-line-clamp: two; }"),
            RuleExample("@size: big;\nLabel { font-size: @size; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-color: rgba(255, 0, 0, 0.5); font-size: 14px; shadow-offset: 1, 2; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; text-line-clamp: 2; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for (_, facts) in context.declarations {
            guard case .failure(let error)? = facts.typed else { continue }
            let declaration = facts.declaration
            var fixIts: [FixIt] = []
            if let suggestion = Self.suggestion(in: error.message), let span = error.span, span.file === context.file {
                fixIts.append(
                    FixIt(
                        message: "replace with '\(suggestion)'",
                        edits: [TextEdit(range: span.range, replacement: suggestion)]))
            }
            report.report(
                "invalid value for '\(declaration.name.text)': \(error.message)",
                at: context.range(of: error, in: declaration), fixIts: fixIts)
        }
    }

    /// The `did you mean 'x'?` of a value error, if any.
    static func suggestion(in message: String) -> String? {
        guard let range = message.firstRange(of: "did you mean '") else { return nil }
        let rest = message[range.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }
}
