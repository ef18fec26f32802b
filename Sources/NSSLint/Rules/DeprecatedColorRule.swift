import NSSSyntax
import NSSTheme

/// Reports Fiori color names SAP has deprecated, with their replacements. In a value, the fix
/// renames the color when the theme does not define the old name itself (then both names read
/// the same palette values).
struct DeprecatedColorRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-color", defaultSeverity: .warning,
        summary: "a deprecated Fiori color name",
        explanation: """
            SAP renamed 42 palette colors (primary1 is primaryLabel, tintColorDark is tintColor2, \
            ...). The old names still read the same palette values but may go away; the fix uses \
            the new name.
            """,
        triggering: [
            RuleExample(
                "Label { font-color: primary1; }", corrected: "Label { font-color: primaryLabel; }"),
            RuleExample(
                "Label { font-color: negative_darkBackground; }",
                corrected: "Label { font-color: negativeLabel_darkBackground; }"),
            RuleExample("@primary3_darkBackground: #C6CACD;"),
        ],
        nonTriggering: [RuleExample("Label { font-color: primaryLabel; }")])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let definedBases = Set(context.theme.variableDefinitions.map { $0.schemeSplit.name })
        for (_, facts) in context.declarations {
            for index in facts.declaration.valueTokenIndices {
                let kind = context.tree.kind(ofToken: index)
                guard kind == .identifier || kind == .atKeyword else { continue }
                let token = context.tree.token(at: index)
                let isReference = kind == .atKeyword
                // Most identifiers are not color names at all: look the bytes up before making text.
                var nameRange = token.range
                if isReference { nameRange = nameRange.dropFirst() }
                if let underscore = context.file.bytes[nameRange].lastIndex(of: UInt8(ascii: "_")),
                    Self.deprecatedNames.lookup(context.file.bytes[nameRange]) == nil
                {
                    nameRange = nameRange.lowerBound..<underscore
                }
                guard Self.deprecatedNames.lookup(context.file.bytes[nameRange]) != nil else { continue }
                let name = context.file.text(nameRange)
                guard let replacement = FioriColors.deprecated[name] else { continue }
                if isReference && !context.profile.predefinesPalette { continue }
                let safe = !definedBases.contains(name) && !isReference
                report.report(
                    Self.message(name, replacement), at: token.range,
                    fixIts: [
                        FixIt(
                            message: "rename to '\(replacement)'",
                            edits: [TextEdit(range: nameRange, replacement: replacement)],
                            applicability: safe ? .safe : .suggestion)
                    ])
            }
        }
        for definition in context.definitions {
            let (name, _) = definition.schemeSplit
            guard let replacement = FioriColors.deprecated[name] else { continue }
            report.report(Self.message(name, replacement), at: definition.nameSpan.range)
        }
    }

    /// The deprecated names, for lookups by bytes.
    static let deprecatedNames: Interner = {
        var interner = Interner()
        for name in FioriColors.deprecated.keys.sorted() { _ = interner.intern(name) }
        return interner
    }()

    static func message(_ name: String, _ replacement: String) -> String {
        "'\(name)' is a deprecated Fiori color; use '\(replacement)'"
    }
}
