import NSSSyntax
import NSSTheme

/// Reports state suffixes a property does not take in the class path's group: `font-color-focused`,
/// `thumb-color-pressed`, a switch state on a label, a gradient half where there is no gradient.
struct UnknownStateRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-state", defaultSeverity: .warning,
        summary: "a state suffix the property does not take",
        explanation: """
            States are part of the property name (font-color-disabled, \
            thumb-color-enabled-selected), and each group documents which it reads. A property with \
            any other suffix is a different name the runtime does not know.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/Renderers/NUIButtonRenderer.m:38-159 (Button's states), NUIUtilities.m:13-77 (title attributes), Renderers/NUILabelRenderer.m:38-40 (highlighted only). Fiori states: SAP's documentation only.",
        triggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { ↓font-color-focused: red; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { ↓font-color-enabled-selected: red; }"),
            RuleExample("Label { ↓background-color-top: red; }"),
        ],
        nonTriggering: [
            RuleExample("fdlFUISwitchFormCell_switch { thumb-color-disabled-unselected: red; }"),
            RuleExample("Button { background-color-top: red; background-image-selected-insets: 2; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var checks = PropertyChecks(context)
        let schema = context.schema
        // Declarations are read from the table by index, and a view of one made only for a
        // finding: a view for each retained the table.
        let table = context.facts
        // A misspelt state recurs thousands of times in a large theme, under the same groups: its
        // message (a sorted list of the states accepted, made into one string) is made once. Kept
        // by property and group for a rule of one group (or none), nearly every rule.
        var messages = PropertyGroupTable<String>()
        var messagesOfSeveralGroups: [MessageKey: String] = [:]
        // Rules are read by index, and their groups into one list kept from rule to rule: a view
        // of each rule and its selectors, and a list made for each, were five reference counts
        // and an allocation a rule.
        var groups: [Int] = []
        for ruleIndex in table.rules.indices {
            let declarations = table.declarationIndices(ofRule: ruleIndex)
            if declarations.isEmpty { continue }
            Self.distinctGroups(ofRule: ruleIndex, table, into: &groups)
            for index in declarations {
                // The reading's kind alone: the whole reading, copied, retained its strings.
                let property = Int(table.declarations[index].property)
                switch table.propertyKinds[property] {
                case .unknownSuffix:
                    let facts = DeclarationFacts(table: table, index: index)
                    guard !context.isReadFromCode(facts, in: RuleFacts(table: table, index: ruleIndex)) else {
                        continue
                    }
                    let known =
                        groups.count < 2
                        ? messages[property, groups.first]
                        : messagesOfSeveralGroups[MessageKey(property: property, groups: groups)]
                    if let known {
                        report.report(known, at: facts.nameRange)
                        continue
                    }
                    // The split is copied out only to make a message.
                    guard case .unknownSuffix(let base, let suffix) = table.properties[property].split else { continue }
                    let states = groups.flatMap { schema.properties(ofGroup: table.groupNames[$0])[base]?.states ?? [] }
                    let message = Self.unknownSuffixMessage(base, suffix, accepted: Set(states).sorted())
                    if groups.count < 2 {
                        messages[property, groups.first] = message
                    } else {
                        messagesOfSeveralGroups[MessageKey(property: property, groups: groups)] = message
                    }
                    report.report(message, at: facts.nameRange)
                case .known:
                    for group in groups {
                        let verdict = checks.check(
                            property: property, split: table.properties[property].split, inGroup: group)
                        let message: String
                        switch verdict {
                        case .stateNotAccepted(let accepted)?:
                            guard case .known(let parts, _) = table.properties[property].split else { continue }
                            message = Self.stateMessage(
                                parts.base, parts.state ?? "", group: table.groupNames[group], accepted: accepted)
                        case .gradientNotAccepted?:
                            guard case .known(let parts, _) = table.properties[property].split else { continue }
                            message = Self.gradientMessage(parts.base, group: table.groupNames[group])
                        default:
                            continue
                        }
                        let facts = DeclarationFacts(table: table, index: index)
                        guard !context.isReadFromCode(facts, in: RuleFacts(table: table, index: ruleIndex)) else {
                            continue
                        }
                        report.report(message, at: facts.nameRange)
                    }
                case .unknownProperty:
                    continue
                }
            }
        }
    }

    /// What a message depends on: the property as written and the groups of its rule.
    private struct MessageKey: Hashable {
        let property: Int
        let groups: [Int]
    }

    /// Puts in `groups` the property groups of the selectors of the rule at `ruleIndex`, each
    /// once, sorted by name, as indices into the fact table's group names (which are sorted).
    /// Without a set: nearly every rule has one selector, and a set and an array for each cost
    /// more than the rule's checks.
    static func distinctGroups(ofRule ruleIndex: Int, _ table: FactTable, into groups: inout [Int]) {
        groups.removeAll(keepingCapacity: true)
        for selector in table.selectorIndices(ofRule: ruleIndex) {
            let group = Int(table.matchGroupIDs[Int(table.selectors[selector].match)])
            guard group >= 0, !groups.contains(group) else { continue }
            groups.append(group)
        }
        if groups.count > 1 { groups.sort() }
    }

    static func takes(_ accepted: [String]) -> String {
        accepted.isEmpty ? "it takes no state suffix" : "it takes \(listing(accepted.map { "-" + $0 }))"
    }

    static func unknownSuffixMessage(_ base: String, _ suffix: String, accepted: [String]) -> String {
        "'-\(suffix)' is not a state of '\(base)'; \(takes(accepted))"
    }

    static func stateMessage(_ base: String, _ state: String, group: String, accepted: [String]) -> String {
        "'\(base)' does not take the state '-\(state)' in group \(group); \(takes(accepted))"
    }

    static func gradientMessage(_ base: String, group: String) -> String {
        "'\(base)' has no -top/-bottom gradient in group \(group)"
    }
}
