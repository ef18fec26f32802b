import NSSSyntax
import NSSTheme

/// Reports properties that the class path's group does not have, with the closest property it
/// does have. A custom style class has no fixed renderer, and app code may read any property of it
/// (`+[NUISettings getFloat:withClass:]`, NUISettings.m:116-200 in tombenner/nui), so a property
/// on one is reported only when it is very likely a misspelling of a known property; under NUI,
/// also when no NUI renderer reads it at all (a Fiori or MDK property).
struct UnknownPropertyRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-property", defaultSeverity: .warning,
        summary: "a property the class path's group does not have",
        explanation: """
            Each class path belongs to a property group (TEXT, IMAGE, CELL, SWITCH, NUI's Button, \
            ...), and the runtime reads only that group's properties: anything else is silently \
            ignored. A custom style class (assigned with nuiClass) is drawn by the renderer of the \
            view it is assigned to, and app code can read any property of it with NUISettings \
            getters, so an unknown property there is reported only when it is within two edits of a \
            known one (font-colour, fontcolor); list properties your code reads under \
            "customProperties" in .nsslint.json.
            """,
        evidence:
            "Each NUI renderer reads fixed keys (tombenner/nui@744a36f NUI/Core/Renderers/NUI*Renderer.m, cited per class in the schema); tombenner/nui@744a36f NUI/Core/NUISettings.m:116-200 lets app code read any key of any class. Fiori groups: SAP's documentation only.",
        triggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { ↓font-colour: red; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { ↓on-tint-color: red; }"),
            RuleExample("SecondaryButton { ↓font-colour: red; }"),
            RuleExample("Button { ↓glow: 3; }"),
            RuleExample("MyLabel { ↓font-weight: bold; }", profile: .nui),
            RuleExample("Progress { ↓background-color: red; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-color: red; text-line-clamp: 2; }"),
            RuleExample("SecondaryButton { border-width: 2; }"),
            RuleExample("Card { blur-radius: 12; }"),
            RuleExample("MyLabel { font-weight: bold; }", profile: .fioriUIKit),
            RuleExample(
                "Progress { background-color: red; }", profile: .nui,
                appFiles: [
                    "Main.storyboard":
                        #"<view><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="Progress"/></userDefinedRuntimeAttributes></view>"#
                ]),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var checks = PropertyChecks(context)
        let schema = context.schema
        var suggested = Suggested(schema: schema, groupNames: context.facts.groupNames)
        // Declarations are read from the table by index, and a view of one made only where a
        // finding may be: a view for each retained the table.
        let table = context.facts
        // Rules are read by index, and their groups into one list kept from rule to rule: a view
        // of each rule and its selectors, and a list made for each, were five reference counts
        // and an allocation a rule.
        var knownGroups: [Int] = []
        for ruleIndex in table.rules.indices {
            let declarations = table.declarationIndices(ofRule: ruleIndex)
            if declarations.isEmpty { continue }
            // Found once a rule, not at each declaration.
            let hasCustom = Self.readers(ofRule: ruleIndex, context, groups: &knownGroups)
            let customOnly = knownGroups.isEmpty && hasCustom
            for index in declarations {
                let property = Int(table.declarations[index].property)
                // The split and the name are read only where a finding may be: most declarations
                // have none.
                let kind = table.propertyKinds[property]
                if kind == .unknownSuffix { continue }
                if kind == .known && !customOnly
                    && !knownGroups.contains(where: {
                        checks.check(property: property, split: table.properties[property].split, inGroup: $0)
                            == .notInGroup
                    })
                {
                    continue
                }
                let facts = DeclarationFacts(table: table, index: index)
                if context.isReadFromCode(facts, in: RuleFacts(table: table, index: ruleIndex)) { continue }
                switch kind {
                case .unknownProperty:
                    guard
                        let text = unknownText(
                            facts, group: knownGroups.first, onCustomClasses: customOnly, &suggested)
                    else { continue }
                    report.report(text, at: facts.nameRange)
                case .known:
                    for group in knownGroups
                    where checks.check(property: property, split: facts.split, inGroup: group) == .notInGroup {
                        guard let parts = facts.knownParts else { continue }
                        report.report(
                            suggested.notInGroupMessage(parts.base, property: facts.propertyIndex, group: group),
                            at: facts.nameRange)
                    }
                    if customOnly && context.profile == .nui {
                        reportUnreadByNUI(facts, context, &report)
                    }
                case .unknownSuffix:
                    continue
                }
            }
        }
    }

    /// Puts in `groups` the groups whose renderers read the declarations of the rule at
    /// `ruleIndex`, each once (a selector list may mix groups), as indices into the fact table's
    /// group names; returns whether the rule names a custom class. A rule with only custom
    /// classes has no known renderer: app code may read any property.
    static func readers(ofRule ruleIndex: Int, _ context: LintContext, groups: inout [Int]) -> Bool {
        groups.removeAll(keepingCapacity: true)
        let table = context.facts
        var hasCustom = false
        for selector in table.selectorIndices(ofRule: ruleIndex) {
            let match = Int(table.selectors[selector].match)
            hasCustom = hasCustom || table.matchKinds[match] == .custom
            // A custom class or an unknown path has no group: no renderer of its own is known.
            let group = Int(table.matchGroupIDs[match])
            guard group >= 0, !groups.contains(group) else { continue }
            // The app gives a stock class's name to views of its own choosing (a plain UIView
            // called Progress is drawn by the View renderer): which renderer reads it is unknown.
            if let appSources = context.configuration.appSources {
                let name = context.text(table.selectors[selector].range)
                if context.schema.isNUIStockClass(name), appSources.assigns(name) { continue }
            }
            groups.append(group)
        }
        return hasCustom
    }

    /// The same misspelling recurs: each (name, group) is looked up once, the name by the file's
    /// index of its property (a name's split, and so its base, is always the same), and its
    /// message made once.
    private struct Suggested {
        let schema: Schema
        let groupNames: [String]
        private var closest = PropertyGroupTable<String?>()
        private var texts = PropertyGroupTable<ReplacementText>()
        private var customTexts = PropertyGroupTable<ReplacementText>()
        private var notInGroupMessages = PropertyGroupTable<String>()
        private var likelyMisspellings = PropertyGroupTable<Bool>()

        init(schema: Schema, groupNames: [String]) {
            self.schema = schema
            self.groupNames = groupNames
        }

        /// The property closest to `name`, written as the file's property `property`, in `group`.
        mutating func closest(_ name: @autoclosure () -> String, property: Int, group: Int?) -> String? {
            if let known = closest[property, group] { return known }
            let found = schema.suggestions(forProperty: name(), inGroup: group.map { groupNames[$0] }).first
            closest[property, group] = .some(found)
            return found
        }

        /// Whether `name` is likely a misspelling of `closest`, its closest property outside
        /// any group: within two edits, or the same but for case, dashes and British spelling.
        /// Decided once per name: the two tests cost 14,000 instructions a finding.
        mutating func isLikelyMisspelling(_ name: @autoclosure () -> String, of closest: String?, property: Int)
            -> Bool
        {
            guard let closest else { return false }
            if let known = likelyMisspellings[property, nil] { return known }
            let name = name()
            let likely =
                Suggestions.editDistance(name.lowercased(), closest, limit: 2) != nil
                || UnknownPropertyRule.folded(name) == UnknownPropertyRule.folded(closest)
            likelyMisspellings[property, nil] = likely
            return likely
        }

        /// The texts of an unknown property's findings, which its name and group decide.
        mutating func unknownText(_ name: @autoclosure () -> String, property: Int, group: Int?, closest: String?)
            -> ReplacementText
        {
            if let known = texts[property, group] { return known }
            let text = ReplacementText(
                message: UnknownPropertyRule.unknownMessage(name(), closest), replacement: closest)
            texts[property, group] = text
            return text
        }

        /// The texts of an unknown property's findings on custom classes: the likely
        /// misspelling of `closest`.
        mutating func customText(_ name: @autoclosure () -> String, property: Int, closest: String?)
            -> ReplacementText
        {
            if let known = customTexts[property, nil] { return known }
            let text = ReplacementText(
                message: UnknownPropertyRule.customMessage(name(), closest ?? ""), replacement: closest)
            customTexts[property, nil] = text
            return text
        }

        /// The message of a known property its group does not have (`base` is its name without
        /// state or modifier), with the group's closest property: made once per property and
        /// group, where each finding made it again.
        mutating func notInGroupMessage(_ base: String, property: Int, group: Int) -> String {
            if let known = notInGroupMessages[property, group] { return known }
            let suggestion = closest(base, property: property, group: group)
            let message = UnknownPropertyRule.notInGroupMessage(base, group: groupNames[group], suggestion)
            notInGroupMessages[property, group] = message
            return message
        }
    }

    /// Reports a known property on custom classes alone that no NUI renderer reads. (A property
    /// app code reads for one of the rule's classes never comes here: the walk passes it by.)
    private func reportUnreadByNUI(_ facts: DeclarationFacts, _ context: LintContext, _ report: inout FindingCollector)
    {
        guard let parts = facts.knownParts, !Self.nuiReads(parts.base, schema: context.schema) else { return }
        report.report(Self.notReadByNUIMessage(parts.base), at: facts.nameRange)
    }

    /// The texts of an unknown property's finding, or nil for none. On custom classes only a
    /// likely misspelling is one. (A property app code reads for one of the rule's classes
    /// never comes here: the walk passes it by.)
    private func unknownText(
        _ facts: DeclarationFacts, group: Int?, onCustomClasses: Bool, _ suggested: inout Suggested
    ) -> ReplacementText? {
        let property = facts.propertyIndex
        let closest = suggested.closest(facts.declaration.name.text, property: property, group: group)
        guard onCustomClasses else {
            return suggested.unknownText(
                facts.declaration.name.text, property: property, group: group, closest: closest)
        }
        guard suggested.isLikelyMisspelling(facts.declaration.name.text, of: closest, property: property) else {
            return nil
        }
        return suggested.customText(facts.declaration.name.text, property: property, closest: closest)
    }

    /// A name without case, `-` and `_`, and with British spellings made American.
    static func folded(_ name: String) -> String {
        PlainText.replacing("colour", with: "color", in: name.lowercased()).filter { $0 != "-" && $0 != "_" }
    }

    /// Whether any NUI stock class's renderer reads a property.
    static func nuiReads(_ property: String, schema: Schema) -> Bool {
        schema.nuiStockClasses.contains { schema.properties(ofGroup: $0)[property] != nil }
    }

    static func customMessage(_ name: String, _ closest: String) -> String {
        "unknown property '\(name)'; did you mean '\(closest)'? If app code reads '\(name)', "
            + "list it under \"customProperties\" in .nsslint.json"
    }

    static func unknownMessage(_ name: String, _ suggestion: String?) -> String {
        "unknown property '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func notReadByNUIMessage(_ name: String) -> String {
        "no NUI renderer reads '\(name)' (a Fiori or MDK property); NUI ignores it unless app code reads it, "
            + "in which case list it under \"customProperties\" in .nsslint.json"
    }

    static func notInGroupMessage(_ name: String, group: String, _ suggestion: String?) -> String {
        "'\(name)' is not a property of group \(group); the runtime ignores it"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}
