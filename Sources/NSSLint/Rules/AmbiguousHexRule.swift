import NSSSyntax
import NSSTheme

/// Reports 8-digit hex colors, which the runtimes read differently: alpha last (CSS, and SAP's
/// SwiftUI reader in its code) or alpha first (SAP's UIKit documentation, `#AARRGGBB`), while NUI
/// drops the alpha.
struct AmbiguousHexRule: LintRule {
    static let description = RuleDescription(
        id: "ambiguous-hex", defaultSeverity: .warning,
        summary: "an 8-digit hex color, read differently by different runtimes",
        explanation: """
            #1EE68A00 is a transparent green to a reader that puts alpha last, and an opaque-ish \
            orange to one that puts it first, as SAP's UIKit documentation does. Write rgba() to \
            say which you mean (the suggestion uses the configured reading).
            """,
        profiles: [.fioriUIKit, .fioriSwiftUI],
        triggering: [RuleExample("Label { font-color: #1EE68A00; }"), RuleExample("@tintColor: 0xFF000080;")],
        nonTriggering: [RuleExample("Label { font-color: #1EE68A; shadow-color: rgba(30, 230, 138, 0.5); }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let order = context.configuration.hexAlphaOrder
        var values: [ValueToken] = context.allDeclarations.flatMap { $0.declaration.parts.flatMap(\.allTokens) }
        values += context.definitions.flatMap { $0.parts.flatMap(\.allTokens) }
        for token in values {
            guard let span = token.span, span.file === context.file else { continue }
            let digits: Substring
            if token.kind == .hash {
                digits = token.text.dropFirst()
            } else if token.text.hasPrefix("0x") || token.text.hasPrefix("0X") {
                digits = token.text.dropFirst(2)
            } else {
                continue
            }
            guard digits.count == 8,
                let alphaLast = RGBAColor.fromHexDigits(digits, order: .alphaLast),
                let alphaFirst = RGBAColor.fromHexDigits(digits, order: .alphaFirst)
            else { continue }
            let chosen = order == .alphaLast ? alphaLast : alphaFirst
            report.report(
                "'\(token.text)' is ambiguous: \(alphaLast.hex) with alpha last (CSS, SAP's SwiftUI reader), "
                    + "\(alphaFirst.hex) with alpha first (SAP's UIKit documentation); NUI drops the alpha",
                at: span.range,
                fixIts: [
                    FixIt(
                        message:
                            "write it as \(Self.rgba(chosen)) (\(order == .alphaLast ? "alpha last" : "alpha first"))",
                        edits: [TextEdit(range: span.range, replacement: Self.rgba(chosen))])
                ])
        }
    }

    /// `rgba(r, g, b, a)` with NUI's reading: whole numbers out of 255, alpha with a decimal point.
    static func rgba(_ color: RGBAColor) -> String {
        let alpha = NumberFormat.string((color.alpha * 1000).rounded() / 1000)
        let written = alpha.contains(".") ? alpha : alpha + ".0"
        return
            "rgba(\(RGBAColor.byte(color.red)), \(RGBAColor.byte(color.green)), \(RGBAColor.byte(color.blue)), \(written))"
    }
}
