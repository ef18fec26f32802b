import NSSAppSources
import NSSSyntax
import NSSTheme

/// With the app's sources scanned (`--sources`, `"sources"`): a rule for a custom class no view
/// is assigned styles nothing (NUISettings.m:116-160 in tombenner/nui looks classes up by the
/// exact names views carry), and a class the app assigns that no rule styles is worth a note.
struct UnusedClassRule: LintRule {
    static let description = RuleDescription(
        id: "unused-class", defaultSeverity: .warning,
        summary: "a custom class no view of the app is assigned, or one assigned and never styled",
        explanation: """
            Given the app's sources, nsslint knows which style classes views are assigned: nuiClass \
            in Swift and Objective-C, the nuiClass runtime attribute of storyboards and xibs, MDK \
            pages' Style and Styles and setStyle(). A rule for a custom class none of them names \
            styles nothing, most often a misspelling of one that is assigned. Where a class is built \
            at run time the finding says it cannot know. A class assigned but never styled is a note.
            """,
        evidence: "tombenner/nui@744a36f NUI/Core/NUISettings.m:116-160 (classes looked up by exact name); "
            + "NUI/UI/UIView+NUI.m:15-34 (a view's class is the one assigned, else its stock default).",
        triggering: [
            RuleExample("↓CardTitel { font-color: red; }", appFiles: ["Card.swift": "title.nuiClass = \"CardTitle\""]),
            RuleExample(
                "↓Card { font-color: red; }",
                appFiles: ["Card.swift": "view.nuiClass = \"Card\"; x.nuiClass = \"Badge\""]),
        ],
        nonTriggering: [
            RuleExample("Card { font-color: red; }", appFiles: ["Card.swift": "view.nuiClass = \"Card\""]),
            RuleExample("Card { font-color: red; }"),
            RuleExample(
                "Glow { color: red; }\nCard { font-color: red; }",
                appFiles: [
                    "Card.m": "c = [NUISettings getColor:@\"color\" withClass:@\"Glow\"]; v.nuiClass = @\"Card\";"
                ]),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        guard let sources = context.configuration.appSources, sources.filesScanned > 0 else { return }
        var index: SuggestionIndex?
        var seen: Set<String> = []
        for rule in context.rules {
            for selector in rule.selectors where selector.match == .custom {
                let name = selector.token.text
                // A class named in a string of the app's code is assigned through a constant or
                // returned by a rule, and one the app reads with NUISettings getters holds its own
                // settings: neither is unused.
                guard !sources.assigns(name), !sources.isNamedInCode(name), sources.reads(of: name).isEmpty,
                    seen.insert(name).inserted
                else { continue }
                if index == nil { index = SuggestionIndex(sources.assignments.keys) }
                var notes: [DiagnosticNote] = []
                var message =
                    "no view of the app is assigned '\(name)' (\(sources.filesScanned) source "
                    + (sources.filesScanned == 1 ? "file" : "files") + " scanned)"
                var suggestion = ""
                if let similar = index?.closest(to: name).first, let place = sources.assignments[similar]?.first {
                    suggestion = "; did you mean '\(similar)'?"
                    notes.append(DiagnosticNote(message: "'\(similar)' is assigned at \(place)"))
                }
                var severity: Severity?
                if !sources.dynamicAssignments.isEmpty {
                    message += ": unless a class built at run time names it, this rule styles nothing"
                    severity = .note
                    for place in sources.dynamicAssignments.prefix(3) {
                        notes.append(DiagnosticNote(message: "a class is built at run time at \(place)"))
                    }
                } else {
                    message += ": this rule styles nothing"
                }
                message += suggestion
                report.report(message, at: selector.token.range, severity: severity, notes: notes)
            }
        }
        reportUnstyled(sources, context, &report)
    }

    /// Classes the app assigns that no rule of the theme styles, once, on the theme's first file.
    private func reportUnstyled(_ sources: AppSources, _ context: LintContext, _ report: inout FindingCollector) {
        guard context.theme.files.first?.tree.source === context.file else { return }
        var styled: [String: String] = [:]
        for item in context.theme.items {
            guard let rule = Rule(item.node) else { continue }
            let source = context.theme.files[item.file].tree.source
            for selector in rule.selectors where styled[selector.text] == nil {
                let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
                styled[selector.text] = "\(name):\(source.location(of: selector.range.lowerBound).line)"
            }
        }
        // An assigned class one letter away from a styled one is most often a typo on one side.
        // Only classes no view is assigned are candidates: one that is assigned is styled as named.
        let index = SuggestionIndex(styled.keys.filter { !context.schema.isNUIStockClass($0) && !sources.assigns($0) })
        for (name, places) in sources.assignments.sorted(by: { $0.key < $1.key })
        where styled[name] == nil && !context.schema.isNUIStockClass(name) {
            var message =
                "the app assigns '\(name)' (\(places[0])\(places.count > 1 ? " and \(places.count - 1) more" : "")) "
                + "but no rule of this theme styles it"
            if let similar = index.closest(to: name, maximumDistance: 2).first, let place = styled[similar] {
                message += "; did you mean '\(similar)' (\(place))?"
            }
            report.report(message, at: 0..<0, severity: .note)
        }
    }
}
