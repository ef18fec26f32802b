import NSSSyntax
import NSSTheme

/// Reports class paths the schema does not know: an `fdl` path that no documentation names
/// (with the closest documented paths), and, when the configuration lists its custom classes, a
/// class without the prefix that is neither documented, a NUI stock class nor listed.
struct UnknownClassPathRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-class-path", defaultSeverity: .warning,
        summary: "a class path the schema does not know",
        explanation: """
            SAP's SDK styles a view only through the exact class paths it documents, so a misspelled \
            fdl path styles nothing. A name without the fdl prefix is a custom style class an app \
            assigns through nuiClass (such as SecondaryButton), which is legitimate; list them under \
            "customClasses" in .nsslint.json to have the others reported too. Numbered items \
            (_avatar_2) are known through their unnumbered path or numbered siblings.
            """,
        triggering: [
            RuleExample("fdlFUIObjectTableViewCel_headlineLabel { font-style: headline; }"),
            RuleExample("fdlFUIMadeUpView_title { font-color: red; }"),
        ],
        nonTriggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; }"),
            RuleExample("fdlFUIObjectTableViewCell_footnoteIcon_5 { tint-color: red; }"),
            RuleExample("SecondaryButton { font-color: red; }"),
            RuleExample("Button { font-color: red; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var suggestions: [Int: [String]] = [:]
        for rule in context.rules {
            for selector in rule.selectors {
                let path = selector.token.text
                switch selector.match {
                case .unknown:
                    let closest = suggestions[selector.classID] ?? context.schema.suggestions(forClassPath: path)
                    suggestions[selector.classID] = closest
                    report.report(
                        Self.unknownMessage(path, closest), at: selector.token.range,
                        fixIts: closest.prefix(1).map {
                            FixIt(
                                message: "replace with '\($0)'",
                                edits: [TextEdit(range: selector.token.range, replacement: $0)])
                        })
                case .custom:
                    guard let declared = context.configuration.customClasses, !declared.contains(path) else { continue }
                    report.report(Self.undeclaredMessage(path), at: selector.token.range)
                default:
                    continue
                }
            }
        }
    }

    static func unknownMessage(_ path: String, _ suggestions: [String]) -> String {
        var message = "unknown class path '\(path)': no Fiori documentation names it, so it styles nothing"
        if !suggestions.isEmpty { message += "; did you mean \(listing(suggestions))?" }
        return message
    }

    static func undeclaredMessage(_ path: String) -> String {
        "'\(path)' is not a documented class path, a NUI stock class, or one of the custom classes in the configuration"
    }
}
