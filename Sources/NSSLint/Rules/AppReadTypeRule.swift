import NSSAppSources
import NSSSyntax
import NSSTheme

/// With the app's sources scanned: a property the app reads with a typed NUISettings getter whose
/// value in the theme is not of that type (`[NUISettings getColor:@"glow" withClass:@"Card"]`
/// beside `Card { glow: big; }`). NUIConverter reads it anyway, as nil or 0 (NUISettings.m:116-200
/// and NUIConverter.m in tombenner/nui).
struct AppReadTypeRule: LintRule {
    static let description = RuleDescription(
        id: "app-read-type", defaultSeverity: .error,
        summary: "a value of the wrong type for the NUISettings getter the app reads it with",
        explanation: """
            When the app reads a property itself (NUISettings getColor:, getFloat:, getBoolean:, \
            ...), the getter fixes its type; a value of another type reads as nil or 0 without a \
            word. Given the app's sources, each such read is checked against the theme's value.
            """,
        evidence: "tombenner/nui@744a36f NUI/Core/NUISettings.m:116-200 (typed getters), NUI/Core/NUIConverter.m "
            + "(nil or 0 for what does not convert).",
        triggering: [
            RuleExample(
                "Card { glow: ↓big; }",
                appFiles: ["Card.m": "UIColor *c = [NUISettings getColor:@\"glow\" withClass:@\"Card\"];"])
        ],
        nonTriggering: [
            RuleExample(
                "Card { glow: #FF0000; blur: 4; }",
                appFiles: [
                    "Card.m":
                        "[NUISettings getColor:@\"glow\" withClass:@\"Card\"]; [NUISettings getFloat:@\"blur\" withClass:@\"Card\"];"
                ])
        ])

    /// The value type each getter converts to.
    static let getterTypes: [String: ValueType] = [
        "Color": .color, "Float": .number, "Boolean": .boolean, "Integer": .integer, "Size": .size,
        "Offset": .offset, "EdgeInsets": .box,
    ]

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        guard let sources = context.configuration.appSources, !sources.reads.isEmpty else { return }
        let colors = ColorOptions(hexAlphaOrder: context.configuration.hexAlphaOrder)
        for rule in context.rules {
            for selector in rule.selectors {
                let reads = sources.reads(of: selector.token.text)
                guard !reads.isEmpty else { continue }
                for facts in rule.declarations {
                    let name = facts.declaration.name.text
                    for read in reads where read.property == name {
                        guard let type = Self.getterTypes[read.getter] else { continue }
                        let (parts, problems) = context.variables.expand(ValuePart.parts(of: facts.declaration))
                        guard problems.isEmpty, case .failure(let error) = type.parse(parts, colors: colors) else {
                            continue
                        }
                        report.report(
                            "the app reads '\(name)' of '\(selector.token.text)' with get\(read.getter) at "
                                + "\(read.location), but \(error.message)", at: facts.declaration.valueRange)
                    }
                }
            }
        }
    }
}
