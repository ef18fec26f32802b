import NSSSyntax
import NSSTheme

/// NUI profile: 8-digit hex colors, whose alpha NUI drops. The suggestion writes rgba().
struct NUIHexAlphaRule: LintRule {
    static let description = RuleDescription(
        id: "nui-hex-alpha", defaultSeverity: .warning,
        summary: "an 8-digit hex color whose alpha NUI drops",
        explanation: """
            NUI reads the first six digits of an eight-digit hex color and ignores the rest, so the \
            color is opaque. Write rgba() with a fractional alpha instead.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIConverter.m:139-152: the first '#' or '0x' and six hex digits anywhere in the value; the rest is ignored.",
        profiles: [.nui],
        triggering: [
            RuleExample("Label { font-color: ↓#FF000080; }", profile: .nui),
            RuleExample("Label { font-color: ↓0xFF000080; }", profile: .nui),
        ],
        nonTriggering: [RuleExample("Label { font-color: rgba(255, 0, 0, 0.5); }", profile: .nui)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let order = context.configuration.hexAlphaOrder
        let bytes = context.file.bytes
        for index in 0..<context.tree.tokenCount {
            // Eight hex digits are eight bytes: '#' and them, or "0x" and them. Any other length
            // is settled without making the token a string.
            let range = context.tree.range(ofToken: index)
            guard range.count == 9 || (range.count == 10 && bytes[range.lowerBound] == UInt8(ascii: "0")) else {
                continue
            }
            let token = context.tree.token(at: index)
            let digits: Substring
            if token.kind == .hash {
                digits = token.text.dropFirst()
            } else if token.kind == .identifier && (token.text.hasPrefix("0x") || token.text.hasPrefix("0X")) {
                digits = token.text.dropFirst(2)
            } else {
                continue
            }
            guard digits.count == 8, let color = RGBAColor.fromHexDigits(digits, order: order) else { continue }
            let rgba = AmbiguousHexRule.rgba(color)
            report.report(
                "NUI drops the alpha of '\(token.text)' and shows it opaque", at: token.range,
                fixIts: [FixIt(message: "write \(rgba)", edits: [TextEdit(range: token.range, replacement: rgba)])])
        }
    }
}
