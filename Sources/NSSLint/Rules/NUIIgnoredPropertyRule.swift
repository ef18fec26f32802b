import NSSSyntax
import NSSTheme

/// NUI profile: a property the class's renderer skips because of another one. Renderers choose
/// between some properties with if / else-if, or overwrite one with another, so only one of the
/// pair ever shows. Rules for the same class merge, so the pair is looked for across the file.
struct NUIIgnoredPropertyRule: LintRule {
    /// A property a renderer does not use when another is set (or unless another is set).
    struct Shadowing: Sendable {
        let classes: Set<String>
        let property: String
        let by: [String]
        /// True: ignored when one of `by` is set; false: ignored unless one of `by` is set.
        let whenSet: Bool
        let source: String
    }

    static let table: [Shadowing] = [
        Shadowing(
            classes: ["View", "Control", "TextView", "TableCellContentView"], property: "background-color",
            by: ["background-image"], whenSet: true, source: "NUIViewRenderer.m:15-23"),
        Shadowing(
            classes: ["BarButton"], property: "background-tint-color", by: ["background-image"], whenSet: true,
            source: "NUIBarButtonItemRenderer.m:17-20"),
        Shadowing(
            classes: ["BarButton"], property: "background-color", by: ["background-image", "background-tint-color"],
            whenSet: true, source: "NUIBarButtonItemRenderer.m:17-22"),
        Shadowing(
            classes: ["SegmentedControl"], property: "background-color", by: ["background-image"], whenSet: true,
            source: "NUISegmentedControlRenderer.m:18-26"),
        Shadowing(
            classes: ["SegmentedControl"], property: "divider-color", by: ["divider-image"], whenSet: true,
            source: "NUISegmentedControlRenderer.m:42-45"),
        Shadowing(
            classes: ["SegmentedControl"], property: "background-image-selected", by: ["background-image"],
            whenSet: false, source: "NUISegmentedControlRenderer.m:18-24"),
        Shadowing(
            classes: ["NavigationBar", "TabBar"], property: "background-image",
            by: ["background-color", "background-color-top"], whenSet: true,
            source: "NUINavigationBarRenderer.m:29-71, NUITabBarRenderer.m:15-80"),
        Shadowing(
            classes: ["View", "Control", "TextView", "TableCellContentView"], property: "background-image-insets",
            by: ["background-repeat"], whenSet: false, source: "NUIViewRenderer.m:16-20"),
    ]

    static let description = RuleDescription(
        id: "nui-ignored-property", defaultSeverity: .warning,
        summary: "a property NUI's renderer skips because of another one",
        explanation: """
            Some NUI renderers choose between properties: a View with a background-image never \
            reads its background-color, a BarButton's background-image wins over its tint and \
            color, a NavigationBar's or TabBar's background color replaces its background image, a \
            SegmentedControl reads background-image-selected only beside background-image \
            (tombenner/nui, the renderer named in each message). Only one of the pair shows.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/Renderers/NUIViewRenderer.m:15-23, NUIBarButtonItemRenderer.m:17-22, NUISegmentedControlRenderer.m:18-45, NUINavigationBarRenderer.m:29-71, NUITabBarRenderer.m:15-80, NUITableViewCellRenderer.m:24-28.",
        profiles: [.nui],
        triggering: [
            RuleExample("BarButton { background-image: bar; ↓background-color: red; }", profile: .nui),
            RuleExample("SegmentedControl { ↓background-image-selected: segment_on; }", profile: .nui),
            RuleExample("TableCell { ↓border-width: 1; }", profile: .nui),
            RuleExample(
                "NavigationBar { ↓background-image: nav; }\nNavigationBar { background-color: blue; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample("BarButton { background-color: red; }\nView { background-image: wall; }", profile: .nui),
            RuleExample(
                "SegmentedControl { background-image: segment; background-image-selected: on; }", profile: .nui),
        ])

    /// Keys a table cell's rule sets that NUI applies to the cell's text label, drawn by the
    /// Label renderer with the cell's class (NUITableViewCellRenderer.m:24-28), not to the cell.
    static let cellLabelKeys: Set<String> = [
        "border-color", "border-width", "corner-radius", "shadow-color", "shadow-offset", "shadow-opacity",
        "shadow-radius", "width", "height",
    ]

    /// The classes the table names: only their rules can shadow or be shadowed.
    static let tableClasses = Set(table.flatMap(\.classes))

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // Each rule's class names once, and only for rules that declare something and name a
        // class of the table (or TableCell): the others cannot be reported.
        var ruleClasses: [(rule: RuleFacts, classes: [String])] = []
        for rule in context.rules where !rule.declarations.isEmpty {
            let names = rule.selectors.map(\.token.text)
            if names.contains(where: { $0 == "TableCell" }) {
                for facts in rule.declarations where Self.cellLabelKeys.contains(facts.declaration.name.text) {
                    report.report(
                        "NUI applies '\(facts.declaration.name.text)' of TableCell to the cell's text label, not to "
                            + "the cell (NUITableViewCellRenderer.m:24-28 draws the label with the cell's class)",
                        at: facts.declaration.name.range)
                }
            }
            let classes = names.filter(Self.tableClasses.contains)
            if !classes.isEmpty { ruleClasses.append((rule, classes)) }
        }
        var set: [String: Set<String>] = [:]
        for (rule, classes) in ruleClasses {
            for facts in rule.declarations {
                let name = facts.declaration.name.text
                for className in classes { set[className, default: []].insert(name) }
            }
        }
        for (rule, classes) in ruleClasses {
            for facts in rule.declarations {
                let name = facts.declaration.name
                let text = name.text
                for className in classes {
                    let present = set[className] ?? []
                    for entry in Self.table where entry.property == text && entry.classes.contains(className) {
                        Self.report(
                            entry, className: className, property: text, present: present, at: name.range, &report)
                    }
                }
            }
        }
    }

    private static func report(
        _ entry: Shadowing, className: String, property: String, present: Set<String>, at range: Range<Int>,
        _ report: inout FindingCollector
    ) {
        let others = entry.by.filter(present.contains)
        if entry.whenSet, let other = others.first {
            report.report(
                "\(className) never shows '\(property)' when '\(other)' is set: NUI uses one or the "
                    + "other (\(entry.source))", at: range)
        } else if !entry.whenSet && others.isEmpty {
            report.report(
                "\(className) reads '\(property)' only beside '\(entry.by[0])', which no rule sets: "
                    + "NUI ignores it (\(entry.source))", at: range)
        }
    }
}
