import NSSSyntax
import NSSTheme

/// A palette color the theme sets for one scheme but not for its counterparts: a dark value
/// without a light one (or the reverse), and, for SAP's SwiftUI reader, which has no fallback
/// between schemes, a light or dark value without its elevated and increased-contrast variants.
/// Off by default: setting one scheme alone is often meant.
struct SchemeParityRule: LintRule {
    static let description = RuleDescription(
        id: "scheme-parity",
        defaultSeverity: .warning,
        summary: "a palette color set for one color scheme but not for its counterparts",
        explanation: """
            A palette name's suffix says on what it is drawn: tintColor_darkBackground is the tint \
            used on a dark background, tintColor (no suffix) the one on a light background; \
            _elevated... and _contrast... are the raised and increased-contrast variants. A theme \
            that sets the dark value but not the light one keeps SAP's light default, usually not \
            the brand's. SAP's SwiftUI reader looks each scheme up by its own name, with no \
            fallback, so there a dark value without its elevated and contrast variants leaves \
            those at SAP's defaults too. Off unless enabled ("rules": {"scheme-parity": "warning"}).
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/Colors/ColorStyle.swift (one entry per style and background scheme), StyleSheet/StyleSheetConverter.swift:8-60 (values read per scheme name, no fallback); SAP Fiori for iOS palette v8 (../shared/reference/fiori-palette-v8.tsv) gives each scheme its own default.",
        enabledByDefault: false,
        triggering: [
            RuleExample("↓@tintColor_darkBackground: #3FC1C9;", profile: .fioriUIKit),
            RuleExample("↓@tintColor: #005F87;\n↓@tintColor_darkBackground: #3FC1C9;", profile: .fioriSwiftUI),
        ],
        nonTriggering: [
            RuleExample("@tintColor: #005F87;\n@tintColor_darkBackground: #3FC1C9;", profile: .fioriUIKit),
            RuleExample("@brand_darkBackground: #3FC1C9;", profile: .fioriUIKit),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var schemes: [String: [ColorScheme: VariableDefinition]] = [:]
        for definition in context.variableDefinitions {
            let (base, scheme) = definition.schemeSplit
            guard FioriColors.isColorName(base) else { continue }
            schemes[base, default: [:]][scheme ?? .lightBackground] = definition
        }
        let swiftUI = context.profile == .fioriSwiftUI
        for (base, defined) in schemes.sorted(by: { $0.key < $1.key }) {
            for (scheme, definition) in defined where definition.nameSpan.file === context.file {
                let missing = Self.counterparts(of: scheme, swiftUI: swiftUI).filter { defined[$0] == nil }
                guard !missing.isEmpty else { continue }
                let names = missing.map { $0 == .lightBackground ? base : "\(base)_\($0.suffix)" }
                report.report(
                    "\(base) is set for \(scheme.shortName) but not \(names.joined(separator: ", ")): "
                        + (missing.count == 1 ? "that scheme keeps" : "those keep") + " SAP's default"
                        + (swiftUI ? " (SAP's SwiftUI reader has no fallback between schemes)" : ""),
                    at: definition.nameSpan.range,
                    notes: [
                        DiagnosticNote(
                            message: "a suffix names the background a color is drawn on: _darkBackground on dark, "
                                + "none on light; _elevated and _contrast are the raised and high-contrast variants")
                    ])
            }
        }
    }

    /// The schemes a value in `scheme` should come with.
    static func counterparts(of scheme: ColorScheme, swiftUI: Bool) -> [ColorScheme] {
        switch scheme {
        case .lightBackground:
            [.darkBackground] + (swiftUI ? [.elevatedLightBackground, .contrastLightBackground] : [])
        case .darkBackground: [.lightBackground] + (swiftUI ? [.elevatedDarkBackground, .contrastDarkBackground] : [])
        default: []
        }
    }
}
