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
        // The same misspelling recurs: look each (name, group) up once.
        var cache: [String: String?] = [:]
        func suggestion(_ name: String, _ group: String?) -> String? {
            let key = name + "\u{0}" + (group ?? "")
            if let known = cache[key] { return known }
            let found = schema.suggestions(forProperty: name, inGroup: group).first
            cache[key] = found
            return found
        }
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
                    let closest = suggestion(name.text, groups.compactMap { $0 }.first)
                    report.report(
                        Self.unknownMessage(name.text, closest), at: name.range,
                        fixIts: closest.map {
                            [
                                FixIt(
                                    message: "replace with '\($0)'",
                                    edits: [TextEdit(range: name.range, replacement: $0)])
                            ]
                        } ?? [])
                case .known(let parts, _):
                    for group in groups.compactMap({ $0 }) where schema.check(parts, inGroup: group) == .notInGroup {
                        let closest = suggestion(parts.base, group)
                        report.report(Self.notInGroupMessage(parts.base, group: group, closest), at: name.range)
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
