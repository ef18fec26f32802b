import NSSSyntax
import NSSTheme

/// Reports properties that the class path's group does not have, with the closest property it
/// does have. For custom style classes (whose group is unknown) a property is checked against
/// every property the schema knows.
struct UnknownPropertyRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-property", defaultSeverity: .warning,
        summary: "a property the class path's group does not have",
        explanation: """
            Each class path belongs to a property group (TEXT, IMAGE, CELL, SWITCH, NUI's Button, \
            ...), and the runtime reads only that group's properties: anything else is silently \
            ignored. Custom style classes may carry any property the schema knows.
            """,
        triggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-colour: red; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { on-tint-color: red; }"),
            RuleExample("SecondaryButton { glow: 3; }"),
        ],
        nonTriggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-color: red; text-line-clamp: 2; }"),
            RuleExample("SecondaryButton { border-width: 2; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let schema = context.schema
        for rule in context.rules {
            // One check per group: a selector list may mix groups.
            var groups: [String?] = []
            for selector in rule.selectors where !groups.contains(selector.group) {
                if case .unknown = selector.match { continue }
                groups.append(selector.group)
            }
            for facts in rule.declarations {
                let name = facts.declaration.name
                switch facts.split {
                case .unknownProperty:
                    let candidates = groups.compactMap { $0 }.flatMap { schema.properties(ofGroup: $0).keys }.sorted()
                    let suggestion = schema.suggestions(
                        forProperty: name.text, among: candidates.isEmpty ? nil : candidates)
                    report.report(
                        Self.unknownMessage(name.text, suggestion.first), at: name.range,
                        fixIts: suggestion.prefix(1).map {
                            FixIt(
                                message: "replace with '\($0)'", edits: [TextEdit(range: name.range, replacement: $0)])
                        })
                case .known(let parts, _):
                    for group in groups.compactMap({ $0 }) where schema.check(parts, inGroup: group) == .notInGroup {
                        let candidates = Array(schema.properties(ofGroup: group).keys)
                        let suggestion = schema.suggestions(forProperty: parts.base, among: candidates).first
                        report.report(Self.notInGroupMessage(parts.base, group: group, suggestion), at: name.range)
                    }
                case .unknownSuffix:
                    continue
                }
            }
        }
    }

    static func unknownMessage(_ name: String, _ suggestion: String?) -> String {
        "unknown property '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func notInGroupMessage(_ name: String, group: String, _ suggestion: String?) -> String {
        "'\(name)' is not a property of group \(group); the runtime ignores it"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}
