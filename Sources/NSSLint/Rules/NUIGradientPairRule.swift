import NSSSyntax
import NSSTheme

/// NUI profile: half a gradient. Every renderer that draws `background-color-top` reads
/// `background-color-bottom` as soon as the top is set, and a missing bottom hands nil to
/// NUIConverter's color regex, which raises an exception: the app crashes (NUIButtonRenderer.m:58-72,
/// NUINavigationBarRenderer.m:56-66, NUITableViewCellRenderer.m:56-77 and the others in
/// tombenner/nui; reported there as issues 292 and 321). A bottom without a top is never read.
/// BarButtonBack is the exception: it fills with the top alone (NUIGraphics.m:32-37).
struct NUIGradientPairRule: LintRule {
    static let description = RuleDescription(
        id: "nui-gradient-pair", defaultSeverity: .error,
        summary: "a gradient with only one of its colors",
        explanation: """
            NUI draws a background gradient from background-color-top and background-color-bottom \
            (and their -selected forms on table cells). Once the top is set it reads the bottom \
            unconditionally, and a missing bottom crashes the app; a bottom without a top is never \
            read. Rules for the same class merge, so the pair may be split over several rules of \
            the file; for a custom class, another class of the view's nuiClass chain may supply it.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/Renderers/NUIButtonRenderer.m:58-72 (and the NavigationBar, SearchBar, TabBar, Table, TableCell, TextField and BarButton renderers) read -bottom once -top is set; a nil color string raises in NUIConverter; NUIGraphics.m:32-37 (BarButtonBack uses the top alone).",
        profiles: [.nui],
        triggering: [
            RuleExample("Button { ↓background-color-top: #FFFFFF; }", profile: .nui),
            RuleExample("Table { ↓background-color-bottom: #000000; }", profile: .nui),
            RuleExample(
                "BarButtonBack { background-color-top: #FFFFFF; ↓background-color-bottom: #000000; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample(
                "Button { background-color-top: #FFFFFF; }\nButton { background-color-bottom: #000000; }",
                profile: .nui),
            RuleExample("BarButtonBack { background-color-top: #FFFFFF; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // Which gradient halves each class sets anywhere in the file, by state ("" for none).
        var halves: [String: Set<String>] = [:]
        for rule in context.rules {
            for facts in rule.declarations {
                guard let key = Self.half(facts) else { continue }
                for selector in rule.selectors { halves[selector.token.text, default: []].insert(key) }
            }
        }
        for rule in context.rules {
            for facts in rule.declarations {
                guard let key = Self.half(facts) else { continue }
                let isTop = key.hasPrefix("top")
                let other = (isTop ? "bottom" : "top") + key.dropFirst(isTop ? 3 : 6)
                let name = facts.declaration.name
                for selector in rule.selectors {
                    if selector.token.text == "BarButtonBack" {
                        if !isTop {
                            report.report(
                                "BarButtonBack fills the back button with background-color-top alone: NUI never reads "
                                    + "'\(name.text)' (NUIGraphics.m:32-37)", at: name.range, severity: .warning)
                        }
                        continue
                    }
                    guard halves[selector.token.text]?.contains(other) != true else { continue }
                    let missing = PlainText.replacing(
                        isTop ? "-top" : "-bottom", with: isTop ? "-bottom" : "-top", in: name.text)
                    let isCustom = selector.match == .custom
                    let chain = isCustom ? " (unless another class of the view's nuiClass chain sets it)" : ""
                    if isTop {
                        report.report(
                            "'\(selector.token.text)' sets '\(name.text)' without '\(missing)'\(chain): NUI reads "
                                + "both and crashes the app on the missing one", at: name.range,
                            severity: isCustom ? .warning : nil)
                    } else {
                        report.report(
                            "'\(selector.token.text)' sets '\(name.text)' without '\(missing)'\(chain): NUI reads "
                                + "the bottom color only with the top, so it is ignored", at: name.range,
                            severity: .warning)
                    }
                }
            }
        }
    }

    /// `top`, `bottom`, `top-selected`, ... for a gradient half of background-color.
    static func half(_ facts: DeclarationFacts) -> String? {
        guard case .known(let parts, _) = facts.split, parts.base == "background-color",
            let modifier = parts.modifier, modifier == .top || modifier == .bottom
        else { return nil }
        return modifier.rawValue + (parts.state.map { "-" + $0 } ?? "")
    }
}
