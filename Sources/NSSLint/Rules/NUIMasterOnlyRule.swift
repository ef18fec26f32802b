import NSSSyntax
import NSSTheme

/// NUI profile: what only NUI's unreleased master reads. The schema follows tombenner/nui's master,
/// but `pod 'NUI'` installs v0.5.5, which has no PageControl class, no text-align on text fields, no
/// `lightSystem` font and no working exclusion lists (NUIMasterOnly has each fact and commit).
/// Silent unless the configuration says the app builds NUI from master.
struct NUIMasterOnlyRule: LintRule {
    static let description = RuleDescription(
        id: "nui-master-only", defaultSeverity: .warning,
        summary: "a class, property or value only NUI's unreleased master reads, which NUI 0.5.5 ignores",
        explanation: """
            NUI's last release is 0.5.5 (April 2015), what `pod 'NUI'` and Carthage install. Its \
            master branch gained more in 2015-2016 and was never released: the PageControl, \
            ActivityIndicator and TableCellContentView classes, text-line-clamp, a TextField's \
            text-align, text-alpha, text-auto-fit, tint-color and keyboard-appearance, a TextView's \
            background, border and size, a TabBar's bar-tint-color, the system-font weights \
            (lightSystem, thinSystem, ...), and exclude-views / exclude-subviews lists of several \
            classes, which 0.5.x splits at ',' after its parser put spaces around the comma, so no \
            name matches. On a release these do nothing. If the app's Podfile takes NUI from its \
            repository, set "nuiVersion": "master" in .nsslint.json.
            """,
        evidence:
            "tombenner/nui git diff v0.5.5 (f4ae074) 744a36f -- NUI: commits f55bd86, 4cf4aa9, ae0729e, 9d1ef86, 1816240, baaca08, a4f7aae, c183e4a, fdeff67, d26ebf8, 490f372 (each property's renderer lines in the message), 3d5610f (font weights, NUISettings.m), 0b6a98e (UIView+NUI.m:48,60 split at ' , '); v0.5.5 NUIParserDelegate.m flattenTokens joins tokens with spaces.",
        profiles: [.nui],
        triggering: [
            RuleExample("TextField { ↓text-align: center; }", profile: .nui),
            RuleExample("TextView { ↓background-color: white; }", profile: .nui),
            RuleExample("↓PageControl { color: gray; }", profile: .nui),
            RuleExample("Label { font-name: ↓lightSystem; }", profile: .nui),
            RuleExample("Button { exclude-views: ↓UIAlertButton, UINavigationButton; }", profile: .nui),
        ],
        nonTriggering: [
            RuleExample(
                "TextField { font-color: black; vertical-align: center; }\nTextView { font-color: gray; }",
                profile: .nui),
            RuleExample("Label { font-name: boldSystem; }\nButton { exclude-views: UIAlertButton; }", profile: .nui),
            RuleExample("MyField { text-align: center; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        guard context.configuration.nuiVersion != .master else { return }
        let release =
            context.configuration.nuiVersion.readsWithRegularExpressions
            ? "NUI 0.4 and older" : "NUI 0.5.5, the last release,"
        let advice = "; set \"nuiVersion\": \"master\" if the app builds NUI from its repository"
        // A theme repeats its classes: each is looked up once, by its interned name.
        var classes: [Int: (source: String?, hasMasterOnlyProperties: Bool)] = [:]
        for rule in context.rules {
            // Only the classes with properties that only master reads can make a declaration's
            // finding; most rules have none, and their declarations are not looked at.
            var classNames: [String] = []
            for selector in rule.selectors {
                let known: (source: String?, hasMasterOnlyProperties: Bool)
                if let seen = classes[selector.classID] {
                    known = seen
                } else {
                    let name = selector.token.text
                    known = (NUIMasterOnly.classes[name], NUIMasterOnly.hasMasterOnlyProperties(className: name))
                    classes[selector.classID] = known
                }
                if known.hasMasterOnlyProperties { classNames.append(selector.token.text) }
                guard let source = known.source else { continue }
                report.report(
                    "\(release) has no \(selector.token.text) class: no view gets it, so this rule styles nothing; "
                        + "only NUI's unreleased master has it (\(source))\(advice)", at: selector.token.range)
            }
            guard !rule.declarations.isEmpty else { continue }
            for facts in rule.declarations {
                check(facts, classNames: classNames, release: release, advice: advice, context, &report)
            }
        }
    }

    private func check(
        _ facts: DeclarationFacts, classNames: [String], release: String, advice: String, _ context: LintContext,
        _ report: inout FindingCollector
    ) {
        if !classNames.isEmpty {
            let name = facts.declaration.name
            let text = name.text
            var base: String?
            if case .known(let parts, _) = facts.split { base = parts.base }
            for className in classNames {
                guard let source = NUIMasterOnly.source(className: className, name: text, base: base) else { continue }
                report.report(
                    "\(release) never reads '\(text)' for \(className): only NUI's unreleased master does "
                        + "(\(source))\(advice)", at: name.range)
                return
            }
        }
        // Only a font name or a class list can be what follows: other values are not read.
        guard facts.valueType == .fontName || facts.valueType == .classList else { return }
        switch facts.typed {
        case .success(.fontName(.system(let font))) where !NUIMasterOnly.releasedSystemFonts.contains(font.rawValue):
            report.report(
                "\(release) knows no '\(font.rawValue)': it asks fontWithName: for a font of that name, gets nil and "
                    + "the view keeps UIKit's default font, losing font-size too (v0.5.5 NUISettings.m:221-228); "
                    + "the system-font weights are only in NUI's unreleased master (3d5610f)\(advice)",
                at: facts.declaration.valueRange)
        case .success(.classList(let list)) where list.names.count > 1 && context.configuration.nuiVersion == .current:
            report.report(
                "NUI 0.5.x matches no class of this list: NUIParse hands the value over as '"
                    + list.names.joined(separator: " , ") + "' and NUI splits it at ',', so every name keeps a space "
                    + "(v0.5.5 UIView+NUI.m:48, :60); only NUI's unreleased master splits at ' , ' (0b6a98e)\(advice)",
                at: facts.declaration.valueRange)
        default:
            break
        }
    }
}
