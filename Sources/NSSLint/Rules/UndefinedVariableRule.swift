import NSSSyntax
import NSSTheme

/// Reports `@name` references that no definition (in the file, its imports, or, for SAP's SDK,
/// the predefined palette) provides.
struct UndefinedVariableRule: LintRule {
    static let description = RuleDescription(
        id: "undefined-variable", defaultSeverity: .error,
        summary: "a variable that is used but never defined",
        explanation: """
            NUI raises an uncaught exception on an undefined variable: the app crashes while \
            loading the theme. SAP's SDK predefines the Fiori palette names (@primary1, \
            @tintColor, ...), so those need no definition there.
            """,
        triggering: [
            RuleExample("Label { font-color: @brandColor; }"),
            RuleExample("@a: @b;\nLabel { font-color: @a; }"),
            RuleExample("Label { font-color: @primary7; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample("@brandColor: #0070F2;\nLabel { font-color: @brandColor; }"),
            RuleExample("Label { font-color: @primary7; }"),
            RuleExample("@media (device: ipad) { @gap: 8; }\nLabel { padding: @gap; }"),
        ])

    /// How many distinct undefined names of a file get a "did you mean".
    static let maximumSuggestedNames = 1_000

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // Prepared once, each distinct name looked up once, and suggestions offered for the first
        // `maximumSuggestedNames` names: each lookup scans every definition, and a hostile file
        // may hold a hundred thousand of each.
        var index: SuggestionIndex?
        var suggestions: [String: String?] = [:]
        for token in context.variableReferences {
            let name = String(token.text.dropFirst())
            guard !context.variables.isDefined(name) else { continue }
            let suggestion: String?
            if let known = suggestions[name] {
                suggestion = known
            } else if suggestions.count < Self.maximumSuggestedNames {
                if index == nil { index = SuggestionIndex(context.variableDefinitions.map(\.name)) }
                suggestion = index?.closest(to: name).first
                suggestions[name] = suggestion
            } else {
                suggestion = nil
            }
            report.report(
                Self.message(name, suggestion, profile: context.profile), at: token.range,
                fixIts: suggestion.map {
                    [
                        FixIt(
                            message: "replace with '@\($0)'",
                            edits: [TextEdit(range: token.range, replacement: "@" + $0)])
                    ]
                } ?? [])
        }
    }

    static func message(_ name: String, _ suggestion: String?, profile: Profile) -> String {
        var message = "undefined variable '@\(name)'"
        if profile == .nui { message += ": NUI crashes the app when it loads this theme" }
        if let suggestion { message += "; did you mean '@\(suggestion)'?" }
        return message
    }
}
