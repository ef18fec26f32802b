import NSSSyntax
import NSSTheme

/// Reports `@name` references that no definition (in the file, its imports, or, for SAP's SDK,
/// the predefined palette) provides.
///
/// Under NUI only what crashes is reported here: NUIStyleParser.m (tombenner/nui) looks a value up
/// as a variable only when the whole value starts with `@`, only for the declaration a rule keeps
/// (NUIRuleSet.m keeps the last of a property in a rule), and never inside a definition; it raises an
/// exception when the lookup fails. A definition made only inside `@media` is missing wherever
/// that query does not hold. Variables NUI leaves as literal text are nui-variable-in-value's.
struct UndefinedVariableRule: LintRule {
    static let description = RuleDescription(
        id: "undefined-variable", defaultSeverity: .error,
        summary: "a variable that is used but never defined",
        explanation: """
            NUI raises an uncaught exception on an undefined variable: the app crashes while \
            loading the theme. SAP's SDK predefines the Fiori palette names (@primary1, \
            @tintColor, ...), so those need no definition there.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:72-82 (a value starting with '@' is looked up whole; a miss raises NSException), Parser/NUIRuleSet.m:24-28 (the last declaration of a rule), NUIStyleParser.m:49-54 (variables per file, hoisted, @media definitions only where the query holds).",
        triggering: [
            RuleExample("Label { font-color: ↓@brandColor; }"),
            RuleExample("@a: ↓@b;\nLabel { font-color: @a; }", profile: .fioriUIKit),
            RuleExample("Label { font-color: ↓@primary7; }", profile: .nui),
            RuleExample("@media (device: ipad) { @gap: 8; }\nLabel { border-width: ↓@gap; }", profile: .nui),
            RuleExample("Label { font-color: @undefined; font-size: 12; font-color: ↓@missing; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample("@brandColor: #0070F2;\nLabel { font-color: @brandColor; }"),
            RuleExample("Label { font-color: @primary7; }", profile: .fioriUIKit),
            RuleExample("@media (device: ipad) { @gap: 8; }\nLabel { padding: @gap; }", profile: .fioriUIKit),
            RuleExample("Label { font-color: @undefined; font-color: red; }", profile: .nui),
            RuleExample("@a: @b;\nLabel { font-color: @a; }", profile: .nui),
        ])

    /// How many distinct undefined names of a file get a "did you mean".
    static let maximumSuggestedNames = 1_000

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        if context.profile == .nui {
            checkAsNUI(context, &report)
            return
        }
        // SAP's SwiftUI reader substitutes no variable anywhere: a reference in a definition is
        // an unreadable value (swiftui-unsupported-value), one in a rule is in a rule it ignores.
        if context.profile == .fioriSwiftUI { return }
        // Prepared once, each distinct name looked up once, and suggestions offered for the first
        // `maximumSuggestedNames` names: each lookup scans every definition, and a hostile file
        // may hold a hundred thousand of each.
        var index: SuggestionIndex?
        var suggestions: [String: String?] = [:]
        // Whether each distinct reference's name is defined, by its interned bytes: a theme names
        // the same few variables tens of thousands of times.
        var references = Interner()
        var defined: [Bool] = []
        let bytes = context.tree.source.bytes
        for reference in context.variableReferences {
            let range = context.tree.range(ofToken: reference)
            // Through a pointer: a slice of the array retained its buffer, for each reference.
            let id = bytes.withUnsafeBufferPointer { references.intern(UnsafeBufferPointer(rebasing: $0[range])) }
            if id == defined.count {
                defined.append(context.variables.isDefined(String(context.text(range).dropFirst())))
            }
            guard !defined[id] else { continue }
            let token = context.tree.token(at: reference)
            let name = String(token.text.dropFirst())
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

    /// The declarations NUI looks up and that would crash it.
    private func checkAsNUI(_ context: LintContext, _ report: inout FindingCollector) {
        var conditional: [String: [MediaCondition]] = [:]
        var unconditional: Set<String> = []
        for definition in context.variableDefinitions {
            if definition.media.isEmpty {
                unconditional.insert(definition.name)
            } else {
                conditional[definition.name] = conditional[definition.name] ?? definition.media
            }
        }
        for facts in Self.keptDeclarations(context) {
            let declaration = facts.declaration
            let indices = declaration.valueTokenIndices
            // A leading variable with more after it is looked up whole and crashes too; that is
            // nui-variable-in-value's finding.
            guard indices.count == 1, let index = indices.first else { continue }
            let token = context.tree.token(at: index)
            guard token.kind == .atKeyword, token.range.count > 1 else { continue }
            let name = String(token.text.dropFirst())
            if unconditional.contains(name) { continue }
            if context.configuration.nuiVersion.readsWithRegularExpressions {
                report.report(
                    "undefined variable '@\(name)': NUI 0.4 keeps the text '@\(name)' as the value", at: token.range,
                    severity: .warning)
            } else if let media = conditional[name] {
                let query = media.map { "(\($0.feature): \($0.value))" }.joined(separator: " and ")
                report.report(
                    "'@\(name)' is defined only inside @media \(query): NUI crashes the app where that query "
                        + "does not hold", at: token.range)
            } else {
                report.report(Self.message(name, nil, profile: .nui), at: token.range)
            }
        }
    }

    /// The declarations NUI looks up: in each rule, the last of each property. NUIRuleSet.m keeps
    /// only that one, and the lookup happens as each rule is merged, so a later rule setting the
    /// same property does not save an earlier one.
    static func keptDeclarations(_ context: LintContext) -> [DeclarationFacts] {
        var kept: [DeclarationFacts] = []
        for rule in context.rules {
            let declarations = rule.declarations
            // Most rules of a flood hold one declaration: it is the last of its property.
            if declarations.count < 2 {
                kept += declarations
                continue
            }
            let names = declarations.map(\.declaration.name.text)
            var last: [String: Int] = [:]
            for (index, name) in names.enumerated() { last[name] = index }
            for (index, name) in names.enumerated() where last[name] == index { kept.append(declarations[index]) }
        }
        return kept
    }

    static func message(_ name: String, _ suggestion: String?, profile: Profile) -> String {
        var message = "undefined variable '@\(name)'"
        if profile == .nui { message += ": NUI crashes the app when it loads this theme" }
        if let suggestion { message += "; did you mean '@\(suggestion)'?" }
        return message
    }
}
