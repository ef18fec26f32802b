import NSSSyntax
import NSSTheme

/// Reports `nsslint-disable` comments that suppress nothing, or name rules that do not exist.
/// The linter applies it after every other rule.
struct UnusedDisableRule: LintRule {
    static let description = RuleDescription(
        id: "unused-disable", defaultSeverity: .warning,
        summary: "an nsslint-disable comment that suppresses nothing",
        explanation: """
            A disable comment that no longer suppresses a finding hides the next real one. Remove \
            it, or correct the rule name it gives.
            """,
        evidence: "NSSKit's own: inline directives.",
        triggering: [
            RuleExample("↓/* nsslint-disable-next-line unknown-property */\nLabel { font-size: 12; }"),
            RuleExample("↓/* nsslint-disable no-such-rule */"),
        ],
        nonTriggering: [RuleExample("/* nsslint-disable-next-line unknown-property */\nLabel { glow: 1; }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {}

    static func unused(_ directive: InlineDirective, file: SourceFile, severity: Severity) -> Finding {
        let what = directive.rules.isEmpty ? "" : " " + directive.rules.sorted().joined(separator: ", ")
        return Finding(
            ruleID: description.id,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: description.id), severity: severity,
                message: "'\(directive.kind.rawValue)\(what)' suppresses nothing", range: directive.range,
                fixIts: [
                    FixIt(message: "remove the comment", edits: [TextEdit(range: directive.range, replacement: "")])
                ]),
            file: file)
    }

    static func unknownRules(_ names: [String], directive: InlineDirective, file: SourceFile, severity: Severity)
        -> Finding
    {
        let suggestion = names.count == 1 ? Suggestions.closest(to: names[0], in: Linter.knownNames).first : nil
        return Finding(
            ruleID: description.id,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: description.id), severity: severity,
                message: "'\(directive.kind.rawValue)' names no rule \(listing(names))"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                range: directive.range),
            file: file)
    }
}
