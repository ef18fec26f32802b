import NSSSyntax
import NSSTheme

/// The top-level definitions of a file with the bytes around them on their line, which SAP's
/// SwiftUI reader (reading line by line) is sensitive to.
extension LintContext {
    var topLevelDefinitions: [Declaration] {
        tree.items.compactMap { Declaration($0) }.filter(\.isVariableDefinition)
    }

    /// The line `offset` is on, without its line break.
    func line(around offset: Int) -> Range<Int> {
        let bytes = file.bytes
        var start = offset
        while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
        return start..<endOfLine(after: offset)
    }

    /// The offset of the end of the line `offset` is on.
    func endOfLine(after offset: Int) -> Int {
        let bytes = file.bytes
        var end = offset
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return end
    }
}

/// SwiftUI profile: whitespace between a definition's name and its `:`, which SAP's SwiftUI
/// reader makes part of the name. The fix removes it.
struct SwiftUISpaceBeforeColonRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-space-before-colon", defaultSeverity: .warning,
        summary: "a space before ':' in a definition, which SAP's SwiftUI reader makes part of the name",
        explanation: """
            '@tintColor : #0070F2;' defines '@tintColor ' (with the space) to SAP's SwiftUI \
            reader, a name no color has. The fix removes the space.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:27-31: the key is everything before ':', verbatim.",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor↓ : #0070F2;", profile: .fioriSwiftUI, corrected: "@tintColor: #0070F2;")
        ],
        nonTriggering: [RuleExample("@tintColor: #0070F2;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions {
            let gap = definition.name.range.upperBound..<definition.colon.range.lowerBound
            guard !gap.isEmpty else { continue }
            report.report(
                "SAP's SwiftUI reader reads the space before ':' as part of the name '\(definition.name.text)'",
                at: gap,
                fixIts: [
                    FixIt(
                        message: "remove the space", edits: [TextEdit(range: gap, replacement: "")],
                        applicability: .safe)
                ])
        }
    }
}

/// SwiftUI profile: a space between `:` and a named color, which SAP's SwiftUI reader does not
/// read. The fix removes it.
struct SwiftUISpaceAfterColonRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-space-after-colon", defaultSeverity: .warning,
        summary: "a space between ':' and a named color, which SAP's SwiftUI reader does not read",
        explanation: """
            SAP's SwiftUI reader matches a named color only when it follows the ':' directly: \
            '@tintColor: red;' is ignored, '@tintColor:red;' works. The fix removes the space.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetConverter.swift:8-60 and Colors/ColorStyle.swift:1665-1689: names match the whole value exactly.",
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor:↓ red;", profile: .fioriSwiftUI, corrected: "@tintColor:red;"),
            RuleExample("@primaryLabel:↓ tintColor;", profile: .fioriSwiftUI, corrected: "@primaryLabel:tintColor;"),
        ],
        nonTriggering: [RuleExample("@tintColor:red;\n@header: #FFFFFF;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions {
            let indices = definition.valueTokenIndices
            guard indices.count == 1 else { continue }
            let value = context.tree.token(at: indices.lowerBound)
            guard value.kind == .identifier,
                ValueFacts.swiftUIColorNames.contains(value.text) || FioriColors.reference(value.text) != nil
            else { continue }
            let gap = definition.colon.range.upperBound..<value.range.lowerBound
            guard !gap.isEmpty else { continue }
            report.report(
                "SAP's SwiftUI reader does not read the named color '\(value.text)' after a space", at: gap,
                fixIts: [
                    FixIt(
                        message: "remove the space", edits: [TextEdit(range: gap, replacement: "")],
                        applicability: .safe)
                ])
        }
    }
}

/// SwiftUI profile: a variable defined twice. SAP's SwiftUI reader keeps the first definition,
/// NUI and SAP's UIKit SDK the last.
struct SwiftUIFirstDefinitionWinsRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-first-definition-wins", defaultSeverity: .warning,
        summary: "a variable defined again, which SAP's SwiftUI reader ignores",
        explanation: """
            Within one file SAP's SwiftUI reader keeps the first definition of a name; the UIKit \
            SDK keeps the last. A second definition therefore means different colors on the two \
            SDKs. Keep one.
            """,
        evidence:
            "SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:30-32 (first in a file), StyleSheet/StyleSheetSettings.swift:41-43 (later files replace).",
        profiles: [.fioriSwiftUI],
        triggering: [RuleExample("@tintColor: #0070F2;\n↓@tintColor: #E9730C;", profile: .fioriSwiftUI)],
        nonTriggering: [
            RuleExample("@tintColor: #0070F2;\n@tintColor_darkBackground: #4DB1FF;", profile: .fioriSwiftUI)
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var first: [String: VariableDefinition] = [:]
        for definition in context.definitions {
            guard let earlier = first[definition.name] else {
                first[definition.name] = definition
                continue
            }
            let line = context.file.location(of: earlier.span.range.lowerBound).line
            report.report(
                "SAP's SwiftUI reader keeps the first definition of '@\(definition.name)' (line \(line)) and ignores this one",
                at: definition.nameSpan.range,
                note: DiagnosticNote(message: "the definition it keeps", range: earlier.nameSpan.range))
        }
    }
}
