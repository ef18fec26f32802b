import NSSSyntax
import NSSTheme

/// The top-level definitions of a file with the bytes around them on their line, which SAP's
/// SwiftUI reader (reading line by line) is sensitive to.
extension LintContext {
    var topLevelDefinitions: [Declaration] {
        tree.items.compactMap { Declaration($0) }.filter(\.isVariableDefinition)
    }

    /// The offset of the end of the line `offset` is on.
    func endOfLine(after offset: Int) -> Int {
        let bytes = file.bytes
        var end = offset
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return end
    }
}

/// SwiftUI profile: a comment after a definition on its line, which makes SAP's SwiftUI reader
/// drop the definition.
struct SwiftUITrailingCommentRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-trailing-comment", defaultSeverity: .warning,
        summary: "a comment after a definition on its line, which SAP's SwiftUI reader drops with it",
        explanation: """
            SAP's SwiftUI reader takes everything after ':' to the end of the line as the value, \
            so a trailing comment makes the value unreadable and the definition is ignored. Put \
            the comment on its own line.
            """,
        profiles: [.fioriSwiftUI],
        triggering: [RuleExample("@tintColor: #0070F2; /* brand blue */", profile: .fioriSwiftUI)],
        nonTriggering: [RuleExample("/* brand blue */\n@tintColor: #0070F2;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions {
            let end = definition.node.range.upperBound
            let lineEnd = context.endOfLine(after: end)
            guard
                let comment = context.tree.comments.first(where: {
                    $0.range.lowerBound >= end && $0.range.lowerBound < lineEnd
                })
            else { continue }
            report.report(
                "SAP's SwiftUI reader ignores '\(definition.name.text)' because of the comment after it on the same line",
                at: comment.range)
        }
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
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor : #0070F2;", profile: .fioriSwiftUI, corrected: "@tintColor: #0070F2;")
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
        profiles: [.fioriSwiftUI],
        triggering: [RuleExample("@tintColor: red;", profile: .fioriSwiftUI, corrected: "@tintColor:red;")],
        nonTriggering: [RuleExample("@tintColor:red;\n@header: #FFFFFF;", profile: .fioriSwiftUI)])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions {
            let indices = definition.valueTokenIndices
            guard indices.count == 1 else { continue }
            let value = context.tree.token(at: indices.lowerBound)
            guard value.kind == .identifier, UIKitColors.swiftUINames.contains(value.text) else { continue }
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
        profiles: [.fioriSwiftUI],
        triggering: [RuleExample("@tintColor: #0070F2;\n@tintColor: #E9730C;", profile: .fioriSwiftUI)],
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
                notes: [DiagnosticNote(message: "the definition it keeps", range: earlier.nameSpan.range)])
        }
    }
}

/// SwiftUI profile: definition values SAP's SwiftUI reader cannot read: anything but `#`/`0x` hex
/// with 3, 6 or 8 digits and its fourteen named colors.
struct SwiftUIUnsupportedValueRule: LintRule {
    static let description = RuleDescription(
        id: "swiftui-unsupported-value", defaultSeverity: .warning,
        summary: "a definition value SAP's SwiftUI reader cannot read",
        explanation: """
            SAP's SwiftUI reader reads hex colors (#RGB, #RRGGBB, eight digits, with # or 0x) and \
            the named colors black, darkGray, lightGray, white, gray, red, green, blue, cyan, \
            yellow, orange, purple, brown and clear. rgba(), other names, palette names and \
            quoted values are ignored.
            """,
        profiles: [.fioriSwiftUI],
        triggering: [
            RuleExample("@tintColor: rgba(0, 112, 242, 1.0);", profile: .fioriSwiftUI),
            RuleExample("@tintColor:magenta;", profile: .fioriSwiftUI),
            RuleExample("@tintColor: \"0070F2\";", profile: .fioriSwiftUI),
        ],
        nonTriggering: [RuleExample("@tintColor: #0070F2;\n@header:white;\n@line: 0x5B738B5E;", profile: .fioriSwiftUI)]
    )

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for definition in context.topLevelDefinitions {
            let indices = definition.valueTokenIndices
            guard !indices.isEmpty else { continue }
            let first = context.tree.token(at: indices.lowerBound)
            let value = definition.valueText
            if indices.count == 1 {
                let digits: Substring? =
                    first.kind == .hash
                    ? first.text.dropFirst() : (first.text.hasPrefix("0x") ? first.text.dropFirst(2) : nil)
                if let digits, [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) { continue }
                if first.kind == .identifier && UIKitColors.swiftUINames.contains(first.text) { continue }
            }
            report.report(
                "SAP's SwiftUI reader cannot read '\(value)' and ignores '\(definition.name.text)'; write a hex color",
                at: definition.valueRange)
        }
    }
}
