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
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/Colors/ColorStyle.swift:1350-1611 marks these names renamed:; the UIKit SDK's palette: documentation only.",
        triggering: [
            RuleExample(
                "Label { font-color: ↓primary1; }", corrected: "Label { font-color: primaryLabel; }"),
            RuleExample(
                "Label { font-color: ↓negative_darkBackground; }",
                corrected: "Label { font-color: negativeLabel_darkBackground; }"),
            RuleExample("↓@primary3_darkBackground: #C6CACD;"),
            RuleExample("@brand: ↓primary1;"),
            RuleExample("Label { my-tint: ↓primary7; }"),
        ],
        nonTriggering: [
            RuleExample("Label { font-color: primaryLabel; }"),
            RuleExample("Button { background-image: shadow_image; font-name: primary1; }"),
            RuleExample("Label { font-color: primary1_custom; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var names = DeprecatedNameCheck(
            predefinesPalette: context.profile.predefinesPalette, file: context.file,
            made: DeprecatedTextsMade(
                names: Self.deprecatedNames.count,
                definedBases: Set(context.variableDefinitions.map { $0.schemeSplit.name })))
        // What each distinct property name allows, decided once: copying its split out of the
        // facts for each declaration was a quarter of the rule.
        var uses = [PaletteUse?](repeating: nil, count: context.facts.properties.count)
        // Declarations are read from the table and tree by index: a view of each retained the
        // table.
        let table = context.facts
        let tree = table.tree
        // One pointer to the file's bytes for the whole walk.
        context.file.bytes.withUnsafeBufferPointer { bytes in
            for declaration in table.declarations {
                let property = Int(declaration.property)
                let use: PaletteUse
                if let known = uses[property] {
                    use = known
                } else {
                    use = Self.paletteUse(table.properties[property].split, schema: context.schema)
                    uses[property] = use
                }
                guard use != .none else { continue }
                let isColorProperty = use == .colorProperty
                for index in tree.valueTokenIndices(ofDeclarationAt: Int(declaration.node)) {
                    let kind = tree.kind(ofToken: index)
                    guard kind == .identifier || kind == .atKeyword else { continue }
                    names.check(
                        tree.range(ofToken: index), isReference: kind == .atKeyword, inColorProperty: isColorProperty,
                        in: bytes, &report)
                }
            }
            for definition in context.definitions {
                let (name, _) = definition.schemeSplit
                // Deferred as the values' findings are: the same message is one problem.
                var nameText = name
                if let id = nameText.withUTF8({ names.table.lookup($0) }),
                    let found = names.made.texts(id: id, name: name)
                {
                    report.report(names.made.text(id: id, found, .definition), at: definition.nameSpan.range)
                }
                // A variable's value has no type of its own: it may name a color or an image.
                for case .token(let token) in definition.parts
                where token.kind == .identifier || token.kind == .atKeyword {
                    guard let span = token.span, span.file === context.file else { continue }
                    names.check(
                        span.range, isReference: token.kind == .atKeyword, inColorProperty: false, in: bytes, &report)
                }
            }
        }
    }

    /// The deprecated names, for lookups by bytes.
    static let deprecatedNames: Interner = {
        var interner = Interner()
        for name in FioriColors.deprecated.keys.sorted() { _ = interner.intern(name) }
        return interner
    }()

    /// Whether a property's value may name a palette color.
    enum PaletteUse {
        /// An image, font or text value may be named like a color (`shadow-image: shadow_image`).
        case none
        /// A known color property: a name in it means the palette color.
        case colorProperty
        /// A property the schema does not know, or a color property with an unknown suffix.
        case unknownProperty
    }

    /// What a property name split allows: only a color property, or one the schema does not
    /// know, can mean a palette color.
    static func paletteUse(_ split: PropertyNameSplit, schema: Schema) -> PaletteUse {
        switch split {
        case .known(_, let spec): spec.type == .color ? .colorProperty : .none
        case .unknownSuffix(let base, _):
            schema.properties[base].map({ $0.type == .color }) ?? true ? .unknownProperty : .none
        case .unknownProperty: .unknownProperty
        }
    }

    static func message(_ name: String, _ replacement: String) -> String {
        "'\(name)' is a deprecated Fiori color; use '\(replacement)'"
    }
}

/// Looks tokens up among the deprecated names and reports those that are, each name's texts
/// made once. A method of its own, not a function nested in the rule's walk: captured there,
/// the texts made were reached through a box, with an exclusivity check at each token (37,000
/// a 5 MB lint).
private struct DeprecatedNameCheck {
    /// Read from a local: the static table is reached through its lazy initializer's check.
    let table = DeprecatedColorRule.deprecatedNames
    let predefinesPalette: Bool
    let file: SourceFile
    var made: DeprecatedTextsMade

    /// Reports the token at `tokenRange` if it names a deprecated color. The fix is safe only
    /// where the name can mean nothing but the palette color. The file's bytes are read through
    /// `bytes`: a slice of the array for each name counted a reference on its buffer, which
    /// every rule thread shares.
    mutating func check(
        _ tokenRange: Range<Int>, isReference: Bool, inColorProperty: Bool, in bytes: UnsafeBufferPointer<UInt8>,
        _ report: inout FindingCollector
    ) {
        if isReference && !predefinesPalette { return }
        // Most identifiers are not color names at all: look the bytes up before making text.
        var nameRange = tokenRange
        if isReference { nameRange = nameRange.dropFirst() }
        if let underscore = bytes[nameRange].lastIndex(of: UInt8(ascii: "_")),
            table.lookup(UnsafeBufferPointer(rebasing: bytes[nameRange])) == nil
        {
            // Only a scheme suffix makes `name_suffix` the palette color `name`.
            let suffix = file.text((underscore + 1)..<nameRange.upperBound)
            guard ColorScheme(rawValue: suffix) != nil else { return }
            nameRange = nameRange.lowerBound..<underscore
        }
        guard let id = table.lookup(UnsafeBufferPointer(rebasing: bytes[nameRange])),
            let found = made.texts(id: id, name: file.text(nameRange))
        else { return }
        let safe = inColorProperty && !found.isVariableBase && !isReference
        // Its fix-it is made when a report reads it.
        report.report(made.text(id: id, found, .rename(afterAt: isReference, safe: safe)), at: tokenRange)
    }
}
