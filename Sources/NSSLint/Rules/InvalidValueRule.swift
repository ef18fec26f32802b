import NSSSyntax
import NSSTheme

/// Reports values that are not of their property's type: a bad hex color, `font-style: huge`,
/// `text-line-clamp: two`, an offset without its comma. Variables are expanded first.
struct InvalidValueRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-value", defaultSeverity: .error,
        summary: "a value that is not of the property's type",
        explanation: """
            Runtimes do not validate values: NUI reads a bad number as 0 (floatValue), a bad color \
            as nil (a title's text attributes then crash the app, an image made from it is black: \
            NUIConverter.m and NUIUtilities.m in tombenner/nui) and crashes on an offset with one \
            number. Where NUI's converter reads a value by accident (yes for true, seven hex digits, 4co for 4) \
            the finding is a warning that says what it reads. The message says what the type \
            accepts and, for keywords, suggests the closest one.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUIConverter.m:14-244 (every conversion; nothing is validated), NUIUtilities.m:25-33 (a nil font or title color crashes), NUIConverter.m:199-211 (an image made from a nil color is black).",
        triggering: [
            RuleExample("Label { font-color: ↓#GG0000; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: ↓huge; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { text-line-clamp: ↓two; }"),
            RuleExample("@size: ↓big;\nLabel { font-size: @size; }"),
            RuleExample("Label { font-color: ↓primaryLabel; }", profile: .nui),
            RuleExample("TextField { text-auto-fit: ↓yes; }", profile: .nui),
            RuleExample("Label { font-color: ↓transparent; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-color: rgba(255, 0, 0, 0.5); font-size: 14px; shadow-offset: 1, 2; }"),
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; text-line-clamp: 2; }"),
            RuleExample("Label { font-name: Helvetica Neue; font-color: systemBlue; }\nButton { font-name: 3Dumb; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let readsLikeNUI = context.profile != .fioriSwiftUI
        let syntaxProblems = OverlapIndex(context.tree.diagnostics.ranges)
        let hasSyntaxProblems = !context.tree.diagnostics.isEmpty
        // A bad variable value is one problem, however many rules use it: reported once, at the
        // definition, with its uses as notes, when the walk is over. A problem in a declaration's
        // own value is reported at once: kept to the end too, they raised `nsslint`'s peak on a
        // 50 MB theme by 7.6 MB.
        var byRange: [Range<Int>: Int] = [:]
        var inDefinitions: [PendingProblem] = []
        var clean = CleanValueTexts(file: context.file)
        // And those that do not, with their errors: the same text of the same type fails alike.
        var failed = FailedValueReads(file: context.file)
        // The file's bytes held once for this thread's texts (see FileBytes).
        let source = FileBytes(context.file.bytes)
        // Declarations are read from the table and tree by index, and a view made only for a value
        // not known to read cleanly: a view of each declaration retained the table.
        let table = context.facts
        // After a resolve pass of this tree, clean texts are also known by its identifiers: the
        // literals it read, and each text met clean here a second time.
        var cleanIDs = CleanTextIDs(table.literalValues)
        for index in table.declarations.indices {
            let node = Int(table.declarations[index].node)
            // What the parser already reports inside a declaration is its one finding. Most files
            // have no syntax problem: then no declaration's range is asked for.
            if hasSyntaxProblems && syntaxProblems.overlaps(table.tree.range(ofNode: node)) { continue }
            guard let type = table.propertyTypes[Int(table.declarations[index].property)] else { continue }
            let (text, typePart) = (cleanIDs.text(ofDeclaration: index), type.ordinal + 1)
            if cleanIDs.contains(text: text, typePart: typePart) { continue }
            let valueRange = table.tree.valueRange(ofDeclarationAt: node)
            let cleanKey = clean.key(valueRange, type: type)
            if let cleanKey, clean.contains(valueRange, key: cleanKey) {
                cleanIDs.insert(text: text, typePart: typePart)
                continue
            }
            let facts = DeclarationFacts(table: table, index: index)
            guard
                let error = readError(
                    facts, at: valueRange, key: cleanKey, clean: &clean, failed: &failed, context, &report)
            else { continue }
            let declaration = facts.declaration
            let range = context.range(of: error, in: declaration)
            guard declaration.valueRange.contains(range.lowerBound) else {
                if let index = byRange[range] {
                    inDefinitions[index].uses.append(declaration.name.range)
                } else {
                    byRange[range] = inDefinitions.count
                    inDefinitions.append(
                        PendingProblem(
                            text: Self.text(of: error, in: declaration, source, context), range: range,
                            uses: [declaration.name.range]))
                }
                continue
            }
            if readsLikeNUI, let (severity, message) = Self.nuiReading(of: declaration, as: type) {
                report.report(message, at: range, severity: severity)
            } else {
                report.report(Self.text(of: error, in: declaration, source, context), at: range)
            }
        }
        for item in inDefinitions { item.report(to: &report) }
    }

    /// The error of a declaration's value, remembered for its text or read (and then remembered);
    /// nil when it reads cleanly, when its variables do not expand (undefined-variable's), or when
    /// NUI reads a Fiori palette name, which is reported here.
    private func readError(
        _ facts: DeclarationFacts, at valueRange: Range<Int>, key: UInt64?, clean: inout CleanValueTexts,
        failed: inout FailedValueReads, _ context: LintContext, _ report: inout FindingCollector
    ) -> ValueError? {
        if let key, let known = failed.error(at: valueRange, key: key) { return known }
        let typed = facts.typed
        if context.profile == .nui, let name = Self.paletteName(typed) {
            report.report(Self.paletteMessage(name, facts.declaration), at: valueRange)
            return nil
        }
        guard case .failure(let error)? = typed else {
            // Read with nothing to report: the same text of the same type reads the same.
            if case .success? = typed, let key { clean.insert(valueRange, key: key) }
            return nil
        }
        if let key { failed.insert(error, at: valueRange, in: facts.range, key: key) }
        return error
    }

    /// A problem in a variable's definition, with the declarations that use it.
    private struct PendingProblem {
        let text: InvalidValueText
        let range: Range<Int>
        var uses: [Range<Int>]

        /// Reports it, with a note at each use when the variable is used more than once.
        func report(to report: inout FindingCollector) {
            let notes = uses.count > 1 ? uses.map { DiagnosticNote(message: "used here", range: $0) } : []
            report.report(
                Diagnostic(
                    code: DiagnosticCode(rawValue: report.ruleID), severity: report.severity, deferred: text,
                    range: range, notes: notes))
        }
    }

    /// The message and fix-it of a value error, made when read.
    private static func text(
        of error: ValueError, in declaration: Declaration, _ source: FileBytes, _ context: LintContext
    ) -> InvalidValueText {
        InvalidValueText(source: source, name: declaration.name.range, error: error, file: context.file)
    }

    /// What NUI's converter reads by accident in a declaration's own value of type `type`, when
    /// it does: the finding's severity and message. The type is the one the facts read for the
    /// property (known properties alone have one): looked up again from the name's parts, it
    /// was 530 instructions a finding.
    private static func nuiReading(of declaration: Declaration, as type: ValueType) -> (Severity, String)? {
        NUIValueReadings.reading(of: declaration.valueText, type: type, property: declaration.name.text)
    }

    static func paletteMessage(_ name: String, _ declaration: Declaration) -> String {
        "NUI has no Fiori palette: UIColor has no '\(name)Color', so NUI reads no color for "
            + "'\(declaration.name.text)'; write the color (#RRGGBB) or a UIKit color name"
    }

    /// The Fiori palette name a declaration's value reads, when it is one NUI does not know.
    static func paletteName(_ typed: Result<TypedValue, ValueError>?) -> String? {
        guard case .success(.color(.palette(let reference)))? = typed else { return nil }
        let name = reference.description
        return UIKitColors.isNUIName(name) ? nil : name
    }

    /// The `did you mean 'x'?` of a value error, if any.
    static func suggestion(in message: String) -> String? {
        guard let range = PlainText.firstRange(of: "did you mean '", in: message) else { return nil }
        let rest = message[range.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }
}
