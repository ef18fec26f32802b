import NSSSyntax
import NSSTheme

/// NUI profile, NUI before 0.5.3: a `font-name` whose class sets no `font-size` gets a font of
/// size 0. Old renderers built the font with `fontWithName:size:` from `font-size` alone instead
/// of keeping the view's own size; which renderers did so depends on the release.
struct NUIFontSizeRule: LintRule {
    static let description = RuleDescription(
        id: "nui-font-name-without-size", defaultSeverity: .warning,
        summary: "a font-name without a font-size, which old NUI releases turn into a 0-point font",
        explanation: """
            NUI 0.2.6 and older make every font from font-name and font-size together: a class that \
            sets font-name but no font-size asks UIKit for that font at 0 points instead of keeping \
            the view's size. NUI 0.2.7 fixed labels, buttons and bar titles; text fields kept the bug \
            until 0.5.3. NUI 0.5.3 and later (and "nuiVersion" 0.5, the default, which cannot tell \
            0.5.0 from 0.5.5) keep the view's size. Set font-size beside font-name, or set \
            "nuiVersion" to the release the app uses.
            """,
        evidence:
            "tombenner/nui v0.2.5 NUI/Core/Renderers/NUILabelRenderer.m:63-65, NUITextFieldRenderer.m:18-19, NUI/Core/NUIUtilities.m:18 (size:[NUISettings getFloat:@\"font-size\" ...]; getFloat of a missing property is 0, NUISettings.m:99-102); fixed for labels and title attributes in b834781 (v0.2.7: NUILabelRenderer.m:59 size:label.font.pointSize, NUIUtilities.m:27 systemFontSize); text fields in v0.5.3 (NUITextFieldRenderer.m:16-17 getFontWithClass:baseFont:).",
        profiles: [.nui],
        triggering: [
            RuleExample("Label { ↓font-name: GillSans-Bold; font-color: #333333; }", profile: .nui, nuiVersion: .early),
            RuleExample("routeName { ↓font-name: GillSans-Bold; }", profile: .nui, nuiVersion: .early),
            RuleExample("TextField { ↓font-name: Avenir; }", profile: .nui, nuiVersion: .legacy),
        ],
        nonTriggering: [
            RuleExample("Label { font-name: GillSans-Bold; font-size: 15; }", profile: .nui, nuiVersion: .early),
            RuleExample(
                "Label { font-name: GillSans-Bold; }\nLabel { font-size: 15; }", profile: .nui, nuiVersion: .early),
            RuleExample("Label { font-name: GillSans-Bold; }", profile: .nui, nuiVersion: .legacy),
            RuleExample("TextField { font-name: Avenir; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let version = context.configuration.nuiVersion
        guard version.readsWithRegularExpressions else { return }
        var sized: Set<String> = []
        for rule in context.rules where rule.declarations.contains(where: { $0.declaration.name.text == "font-size" }) {
            sized.formUnion(rule.selectors.map(\.token.text))
        }
        for rule in context.rules {
            // 0.2.7 to 0.4 still size only text fields this way.
            let affected = rule.selectors.map(\.token.text).filter {
                !sized.contains($0) && (version == .early || $0 == "TextField")
            }
            guard let name = affected.first else { continue }
            for facts in rule.declarations where facts.declaration.name.text == "font-name" {
                let release = version == .early ? "NUI 0.2.6 and older build" : "NUI before 0.5.3 builds a text field's"
                report.report(
                    "\(release) this font at font-size, which \(name) does not set: 0 points instead of the view's own "
                        + "size (v0.2.5 NUILabelRenderer.m:65, NUITextFieldRenderer.m:19); add a font-size",
                    at: facts.declaration.name.range)
            }
        }
    }
}
