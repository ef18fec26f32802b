import NSSSyntax
import NSSTheme

/// Text too faint on its background: for each class path whose text color (`font-color`) and
/// background color the theme resolves, in each state it uses and in light and dark, the WCAG
/// contrast ratio. Off by default: it judges a design, not what a runtime reads.
struct ContrastRule: LintRule {
    static let description = RuleDescription(
        id: "low-contrast", defaultSeverity: .warning,
        summary: "text whose color and background, as the theme resolves them, are below WCAG's contrast minimum",
        explanation: """
            For every class path the theme styles, in each state it names and in the light and \
            dark schemes, nsslint resolves font-color and background-color as the runtime would \
            (variables, palette names, scheme variants) and computes WCAG 2.x's contrast ratio, \
            translucent colors composited over white (light) or black (dark). Below 4.5:1 (3:1 \
            for text of 18 points or more) the text is hard to read for many people. Nothing is \
            reported where either color is left to the app or the SDK's defaults. Off unless \
            enabled ("rules": {"low-contrast": "warning"}).
            """,
        evidence:
            "W3C WCAG 2.2: definitions of relative luminance and contrast ratio; success criterion 1.4.3 Contrast (Minimum), 4.5:1 and 3:1 for large text (18 pt, or 14 pt bold).",
        enabledByDefault: false,
        triggering: [
            RuleExample("Label { ↓font-color: #AAAAAA; background-color: #FFFFFF; }", profile: .nui),
            RuleExample(
                "@ink: #333333;\n@ink_darkBackground: #3A3A3A;\n@paper: #FFFFFF;\n@paper_darkBackground: #202020;\n"
                    + "fdlFUIObjectTableViewCell_headlineLabel { ↓font-color: @ink; background-color: @paper; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-color: #333333; background-color: #FFFFFF; }", profile: .nui),
            RuleExample("Label { font-color: #949494; font-size: 24; background-color: #FFFFFF; }", profile: .nui),
            RuleExample("Label { font-color: #AAAAAA; }", profile: .nui),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let options = context.profile.resolveOptions(
            colors: ColorOptions(hexAlphaOrder: context.configuration.hexAlphaOrder))
        let resolver = Resolver(theme: context.theme, schema: context.schema, options: options)
        var reported: Set<Range<Int>> = []
        // One session per scheme: a session per class path rebuilt the variables each time.
        let requests = resolver.styledClassPaths.flatMap { path in
            ([nil] + resolver.statesUsed(by: path)).map { (classPath: path, state: $0) }
        }
        let schemes = [ColorScheme.lightBackground, .darkBackground]
        let sets = schemes.map { resolver.resolve(requests, scheme: $0) }
        for (index, request) in requests.enumerated() {
            for (scheme, schemeSets) in zip(schemes, sets) {
                let set = schemeSets[index]
                guard let text = set[PropertyName.fontColor], let textColor = text.color,
                    let background = set[PropertyName.backgroundColor], let backgroundColor = background.color,
                    text.provenance.winner.span.file === context.file
                else { continue }
                let base =
                    scheme == .darkBackground
                    ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 1, green: 1, blue: 1)
                let ratio = Contrast.ratio(text: textColor, background: backgroundColor, base: base)
                let large = (set.text.fontSize ?? 0) >= 18
                let minimum = large ? Contrast.minimumForLargeText : Contrast.minimumForText
                let range = text.provenance.winner.span.range
                guard ratio < minimum, reported.insert(range).inserted else { continue }
                let state = request.state.map { " (\($0))" } ?? ""
                report.report(
                    "contrast \(Self.format(ratio)):1 of \(request.classPath)'s text\(state) in the "
                        + "\(scheme.shortName) scheme: font-color \(textColor.hex) on background-color "
                        + "\(backgroundColor.hex) (\(background.provenance.winner.location)), below the \(Self.format(minimum)):1 "
                        + "WCAG asks for \(large ? "large " : "")text",
                    at: range)
            }
        }
    }

    static func format(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
