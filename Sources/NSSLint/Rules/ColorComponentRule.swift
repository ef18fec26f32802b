import NSSSyntax
import NSSTheme

/// Reports color-function components NUI reads differently from CSS: a whole number is out of
/// 255 for every component, so `rgba(255, 0, 0, 1)` is almost transparent and `hsl(120, ...)` is
/// not 120 degrees.
struct ColorComponentRule: LintRule {
    static let description = RuleDescription(
        id: "color-component", defaultSeverity: .warning,
        summary: "an alpha or hue that NUI reads out of 255",
        explanation: """
            NUI (and SAP's UIKit fork) read a color-function component with a decimal point as a \
            fraction and one without as a number out of 255, for the alpha and the hue too. An \
            alpha of 1 is 1/255; write 1.0. A hue of 120 is 120/255 of the wheel; write 0.333.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIConverter.m:142-191: one regex; a component with a '.' is a fraction, others are divided by 255; hsl is hue, saturation, brightness.",
        profiles: [.nui, .fioriUIKit],
        triggering: [
            RuleExample("Label { font-color: rgba(255, 0, 0, ↓1); }"),
            RuleExample("Label { font-color: hsl(↓120, 1.0, 0.5); }"),
        ],
        nonTriggering: [RuleExample("Label { font-color: rgba(255, 0, 0, 1.0); shadow-color: hsl(0.333, 1.0, 0.5); }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        // Each value's parts are checked as they are read, through one stack: gathered for the
        // whole file first, the parts of a 50 MB theme's color functions took about 25 MB.
        var pending: [ValuePart] = []
        for definition in context.definitions {
            checkFunctions(in: definition.parts, through: &pending, context, &report)
        }
        // Only values with a parenthesis can hold a color function. Declarations are read from
        // the table and tree by index, and a view made only for a value with a parenthesis: a
        // view for each declaration retained the table.
        let table = context.facts
        for index in table.declarations.indices {
            let indices = table.tree.valueTokenIndices(ofDeclarationAt: Int(table.declarations[index].node))
            if indices.contains(where: { table.tree.kind(ofToken: $0) == .leftParen }) {
                checkFunctions(
                    in: context.parts(of: DeclarationFacts(table: table, index: index)), through: &pending, context,
                    &report)
            }
        }
    }

    /// Reports the components of the `rgba`, `hsla` and `hsl` calls among `parts`, nested ones
    /// included, using `pending` (left empty) as the stack of parts still to look at.
    private func checkFunctions(
        in parts: [ValuePart], through pending: inout [ValuePart], _ context: LintContext,
        _ report: inout FindingCollector
    ) {
        pending.append(contentsOf: parts)
        while let part = pending.popLast() {
            guard case .function(let name, let arguments, _) = part else { continue }
            pending.append(contentsOf: arguments)
            let function = name?.text.lowercased() ?? ""
            guard ["rgba", "hsla", "hsl"].contains(function) else { continue }
            let groups = ValuePart.splitAtCommas(arguments)
            for (index, group) in groups.enumerated() {
                guard group.count == 1, let token = group[0].token, token.kind == .number,
                    !token.text.contains("."), !token.text.hasSuffix("%"), let value = Double(token.text),
                    let span = token.span, span.file === context.file
                else { continue }
                if index == 3 && value > 0 {
                    let intended = value <= 1 ? "\(Int(value)).0" : NumberFormat.string(value / 255)
                    report.report(
                        "alpha '\(token.text)' is read as \(NumberFormat.string(value))/255 (a whole number is out of 255); write \(intended) for the fraction",
                        at: span.range,
                        fixIts: value <= 1
                            ? [
                                FixIt(
                                    message: "write \(intended)",
                                    edits: [TextEdit(range: span.range, replacement: intended)])
                            ] : [])
                } else if index == 0 && function.hasPrefix("hsl") && value > 1 {
                    report.report(
                        "hue '\(token.text)' is read as \(token.text)/255 of the color wheel, not degrees; write \(NumberFormat.string(value / 360)) for \(token.text)°",
                        at: span.range)
                }
            }
        }
    }
}
