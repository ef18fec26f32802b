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
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/Colors/Color+Extension.swift:51,68-71 reads RRGGBBAA; SAP's UIKit documentation writes AARRGGBB (documentation only: the SDK is closed).",
        profiles: [.fioriUIKit],
        triggering: [
            RuleExample("Label { font-color: ↓#1EE68A00; }", profile: .fioriUIKit),
            RuleExample("@tintColor: ↓0xFF000080;", profile: .fioriUIKit),
        ],
        nonTriggering: [RuleExample("Label { font-color: #1EE68A; shadow-color: rgba(30, 230, 138, 0.5); }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let order = context.configuration.hexAlphaOrder
        let bytes = context.file.bytes
        // The file's bytes held once for this thread's texts (see FileBytes).
        let source = FileBytes(bytes)
        let tree = context.tree
        tree.forEachToken(ofKinds: .hash, .identifier) { index in
            // Eight digits after '#' or '0x': decided on the kind, length and bytes before a token
            // view (which holds the tree) or any text is made.
            let kind = tree.kind(ofToken: index)
            guard tree.token(index, hasLength: kind == .hash ? 9 : 10) else { return }
            let range = tree.range(ofToken: index)
            let digitsStart: Int
            switch kind {
            case .hash:
                digitsStart = range.lowerBound + 1
            case .identifier
            where bytes[range.lowerBound] == UInt8(ascii: "0")
                && (bytes[range.lowerBound + 1] | 0x20) == UInt8(ascii: "x"):
                digitsStart = range.lowerBound + 2
            default:
                return
            }
            let digits = Substring(context.text(digitsStart..<range.upperBound))
            guard let alphaLast = RGBAColor.fromHexDigits(digits, order: .alphaLast),
                let alphaFirst = RGBAColor.fromHexDigits(digits, order: .alphaFirst)
            else { return }
            // Its texts are made when a report reads them.
            report.report(
                AmbiguousHexText(
                    source: source, range: range, colors: (alphaLast: alphaLast, alphaFirst: alphaFirst), order: order),
                at: range)
        }
    }

    /// A finding's texts: its message, its fix's message and the fix's replacement.
    typealias Texts = (message: String, fix: String, replacement: String)

    /// The texts of a finding for the literal `text`, whose eight hex digits read `alphaLast` with
    /// the alpha last and `alphaFirst` with it first.
    static func texts(_ text: String, alphaLast: RGBAColor, alphaFirst: RGBAColor, _ order: HexAlphaOrder) -> Texts {
        let replacement = rgba(order == .alphaLast ? alphaLast : alphaFirst)
        // Each made in one allocation: interpolated, they were a third of the rule's instructions on
        // the 1 MB benchmark theme.
        let message = makeMessage([
            .text("'"), .string(text), .text("' is ambiguous: "), .string(alphaLast.hex),
            .text(" with alpha last (CSS, SAP's SwiftUI reader), "), .string(alphaFirst.hex),
            .text(" with alpha first (SAP's UIKit documentation); NUI drops the alpha"),
        ])
        let orderName: StaticString = order == .alphaLast ? "alpha last" : "alpha first"
        let fix = makeMessage([.text("write it as "), .string(replacement), .text(" ("), .text(orderName), .text(")")])
        return (message, fix, replacement)
    }

    /// `rgba(r, g, b, a)` with NUI's reading: whole numbers out of 255, alpha with a decimal point.
    static func rgba(_ color: RGBAColor) -> String {
        let alpha = NumberFormat.string((color.alpha * 1000).rounded() / 1000)
        let written = alpha.contains(".") ? alpha : alpha + ".0"
        return makeMessage([
            .text("rgba("), .string(String(RGBAColor.byte(color.red))), .text(", "),
            .string(String(RGBAColor.byte(color.green))), .text(", "), .string(String(RGBAColor.byte(color.blue))),
            .text(", "), .string(written), .text(")"),
        ])
    }
}
