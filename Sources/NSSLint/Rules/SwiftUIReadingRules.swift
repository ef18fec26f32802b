import NSSSyntax
import NSSTheme

/// A top-level definition with what SAP's SwiftUI reader makes of its line.
struct SwiftUILineFacts {
    let definition: Declaration
    let line: Range<Int>
    let reading: SwiftUIReader.LineReading

    /// The facts of every top-level definition of the file.
    static func all(_ context: LintContext) -> [SwiftUILineFacts] {
        context.topLevelDefinitions.map { definition in
            let line = context.line(around: definition.node.range.lowerBound)
            let text = Substring(context.text(line))
            return SwiftUILineFacts(
                definition: definition, line: line, reading: SwiftUIReader.read(line: text))
        }
    }
}

/// SwiftUI profile: a definition the reader skips for the shape of its line: not starting with
/// `@` in column 0 (indented, after a comment), or with more than one `:` in it (two definitions
/// on one line, a `:` in a trailing comment).
struct SwiftUILineIgnoredRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-line-ignored", defaultSeverity: .warning,
        summary: "a definition on a line SAP's SwiftUI reader skips",
        explanation: """
            SAP's SwiftUI reader (StyleSheetParser.swift:26-28 in SAP/cloud-sdk-ios-fiori) keeps a \
            line only when it starts with '@' in its first column and has exactly one ':' after \
            that: an indented definition, one after a comment, two definitions on one line, or a \
            trailing comment with a ':' are skipped without a word. Write one definition a line, \
            at its start.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:26-28.",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("  ↓@tintColor:#F00;", profile: .fioriSwiftUI),
            RuleExample("↓@a:#F00; ↓@b:#0F0;", profile: .fioriSwiftUI),
            RuleExample("/* x */ ↓@tintColor:#F00;", profile: .fioriSwiftUI),
            RuleExample("↓@tintColor:#F00; /* note: brand */", profile: .fioriSwiftUI),
        ],
        nonTriggering: [RuleExample("@tintColor:#F00;\n@header:white;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for facts in SwiftUILineFacts.all(context) {
            let name = facts.definition.name
            switch facts.reading {
            case .notADefinition:
                report.report(
                    "SAP's SwiftUI reader skips '\(name.text)': its line does not start with '@' "
                        + "(StyleSheetParser.swift:26)", at: name.range)
            case .colonCount(let count):
                report.report(
                    "SAP's SwiftUI reader skips '\(name.text)': its line has \(count) ':' and the reader needs "
                        + "exactly one (StyleSheetParser.swift:28)", at: name.range)
            case .definition:
                continue
            }
        }
    }
}

/// SwiftUI profile: a definition the reader keeps but reads a different color from, or none.
struct SwiftUIUnsupportedValueRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-unsupported-value", defaultSeverity: .warning,
        summary: "a definition value SAP's SwiftUI reader reads as nothing, or as another color",
        explanation: """
            SAP's SwiftUI reader drops a line's last character (the ';'), then reads one of \
            fourteen color names (the whole value: a space before it, or a ';' kept by a trailing \
            space, and it is not read), a Fiori palette name, or the first eight-, else six-, else \
            three-digit '#'/'0x' hex anywhere in the value, a trailing comment included \
            (StyleSheetConverter.swift:6-81). rgba(), other names, variables and hex without '#' \
            are ignored; a line without its ';' loses a digit (#FF0000 reads as #FF0, yellow); an \
            eight-digit hex in a comment wins over the value.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetConverter.swift:6-81 and StyleSheet/Internal/StyleSheetParser.swift:27 (the last character dropped).",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor: ↓rgba(0, 112, 242, 1.0);", profile: .fioriSwiftUI),
            RuleExample("@tintColor:↓magenta;", profile: .fioriSwiftUI),
            RuleExample("@tintColor: ↓\"0070F2\";", profile: .fioriSwiftUI),
            RuleExample("@tintColor:↓#FF0000", profile: .fioriSwiftUI),
            RuleExample("@tintColor:↓#00FF00; /* was #FF000080 */", profile: .fioriSwiftUI),
            RuleExample("@tintColor:↓red; ", profile: .fioriSwiftUI),
        ],
        nonTriggering: [
            RuleExample(
                "@tintColor: #0070F2;\n@header:white;\n@line: 0x5B738B5E;\n@label:tintColor;\n"
                    + "@tintColor_darkBackground: #0070F2; /* brand blue */", profile: .fioriSwiftUI)
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for facts in SwiftUILineFacts.all(context) {
            guard case .definition(_, let raw) = facts.reading else { continue }
            let definition = facts.definition
            let read = SwiftUIReader.read(value: raw)
            let name = definition.name.text
            guard case .hex(let hex) = read else {
                // A name after a space is swiftui-space-after-colon's, with its fix.
                let leadingSpaceOnly =
                    raw.hasPrefix(" ") && SwiftUIReader.read(value: String(raw.drop { $0 == " " })) != .unreadable
                if read == .unreadable && !leadingSpaceOnly {
                    report.report(
                        "SAP's SwiftUI reader reads no color from '\(raw)' and ignores '\(name)'"
                            + Self.why(raw, definition: definition), at: definition.valueRange)
                }
                continue
            }
            guard let intended = Self.intendedHex(definition), intended != hex else { continue }
            report.report(
                "SAP's SwiftUI reader reads \(hex) for '\(name)', not \(intended)"
                    + Self.why(raw, definition: definition), at: definition.valueRange)
        }
    }

    /// The color the definition's own value says, as `#RRGGBBAA`.
    static func intendedHex(_ definition: Declaration) -> String? {
        guard case .success(.literal(let color, _)) = ColorValue.parse(ValuePart.parts(of: definition)) else {
            return nil
        }
        return color.hex
    }

    static func why(_ raw: String, definition: Declaration) -> String {
        if definition.semicolon == nil {
            return " (the line has no ';', so the reader drops the value's last character)"
        }
        if raw.hasSuffix(";") { return " (a space after ';' keeps the ';' in the value)" }
        if raw.hasPrefix(" ") && !raw.contains("#") { return " (the reader matches names only right after ':')" }
        if PlainText.contains("/*", in: raw) { return " (the comment on the line is read as part of the value)" }
        return "; write a #RRGGBB hex or one of its color names"
    }
}

/// SwiftUI profile: the elevated light high-contrast key, which the SDK looks up misspelled.
struct SwiftUIUnreadKeyRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-unread-key", defaultSeverity: .warning,
        summary: "a definition key SAP's SwiftUI reader never looks up",
        explanation: """
            For the elevated light high-contrast appearance SAP's SwiftUI SDK looks up \
            '<name>_elevatedContrastLightkBackground', misspelled (ThemeManager.swift:248-249 in \
            SAP/cloud-sdk-ios-fiori at 098daf0), so a definition with the correct spelling is \
            never read there and that appearance keeps the palette's default.
            """,
        evidence: "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/ThemeManager.swift:248-249.",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("↓@primaryBackground_elevatedContrastLightBackground:#FFFFFF;", profile: .fioriSwiftUI)
        ],
        nonTriggering: [RuleExample("@primaryBackground_elevatedLightBackground:#FFFFFF;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions
        where definition.name.text.hasSuffix("_elevatedContrastLightBackground") {
            report.report(
                "SAP's SwiftUI reader never reads '\(definition.name.text)': it looks up the misspelled suffix "
                    + "'_\(SwiftUIReader.misspelledSchemeSuffix)' for that appearance (ThemeManager.swift:248-249)",
                at: definition.name.range)
        }
    }
}
