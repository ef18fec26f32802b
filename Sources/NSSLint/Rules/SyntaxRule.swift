import NSSSyntax
import NSSTheme

/// Reports what the parser found: text that is not NSS. Each finding keeps the parser's code
/// (`expected-colon`, `unterminated-comment`, ...), its notes and its fix-its.
struct SyntaxRule: LintRule {
    static let description = RuleDescription(
        id: "syntax", defaultSeverity: .error,
        summary: "text that is not valid NSS",
        explanation: """
            The parser reads every file to the end and reports each problem with the construct it \
            expected. NUI discards a whole stylesheet on the first syntax error without a message; \
            SAP's readers drop what they cannot read.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/Parser/NUIParserDelegate.m:21-24 stops at any parse error; tombenner/NUIParse@65bc940 NUIPShiftReduceParser.m:192-240 then returns nil and tombenner/nui@744a36f NUI/Core/NUIStyleParser.m:44-67 builds an empty stylesheet. SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:26-28 skips lines it cannot read.",
        triggering: [
            RuleExample("Label { font-color↓ red; }"),
            RuleExample("Label ↓{ font-size: 12;\n"),
            RuleExample(
                "Label { font-color: red;\n  font-size: 12 }\n↓}",
                corrected: "Label { font-color: red;\n  font-size: 12 }\n"),
        ],
        nonTriggering: [RuleExample("Label { font-color: red; }")])

    /// The codes its findings carry.
    static let codes: [String] = [
        DiagnosticCode.unterminatedComment, .unterminatedString, .invalidUTF8, .nullByte, .unexpectedByteOrderMark,
        .unexpectedCharacter, .expectedColon, .expectedValue, .expectedSemicolon, .expectedBlock, .invalidSelector,
        .unclosedBlock, .unclosedParenthesis, .unexpectedToken, .declarationOutsideRule, .definitionInRule,
        .unknownAtRule, .invalidMediaQuery, .nestedMedia, .expectedImportPath, .expectedVariableName, .nestingTooDeep,
        .fileTooLarge,
    ].map(\.rawValue)

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        let isNUI = context.profile == .nui
        let legacy = context.configuration.nuiVersion.readsWithRegularExpressions
        for (index, diagnostic) in context.tree.diagnostics.enumerated() {
            var adjusted = diagnostic
            adjusted.severity = report.severity
            if isNUI && legacy && diagnostic.code == .invalidSelector {
                // NUI 0.4's regular-expression reader took the name after the last ':' (the
                // grammar of 0.5 rejects it): the rule styles only that class.
                adjusted.severity = .warning
                adjusted.message =
                    "NUI 0.4 reads this selector as its last class only; NUI 0.5 and later drop the "
                    + "whole stylesheet on it"
            } else if isNUI && index == 0 {
                adjusted.notes.append(
                    DiagnosticNote(
                        message: "NUI stops at the first syntax error and uses an empty stylesheet: none of this "
                            + "file's styles apply"))
            }
            report.report(adjusted)
        }
    }
}

/// Reports `@import` problems: a file that does not exist, a cycle, a file outside the theme's
/// folder, imports nested too deep.
struct ImportProblemRule: LintRule {
    static let description = RuleDescription(
        id: "import", defaultSeverity: .error,
        summary: "an @import that cannot be read",
        explanation: """
            Imports resolve relative to the importing file. A missing file, a cycle, or a file \
            outside the theme's folder is not read, so its rules and variables do not apply.
            """,
        evidence:
            "NSSKit's own: NUI's grammar has no @import (tombenner/nui@744a36f NUI/Core/NUIStyleParser.m) and SAP/cloud-sdk-ios-fiori@098daf0 Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetParser.swift:26 skips it; nsslint follows imports for themes joined before loading.",
        triggering: [RuleExample("@import ↓\"does-not-exist.nss\";")],
        nonTriggering: [RuleExample("Label { font-size: 12; }")])

    /// The codes its findings carry.
    static let codes: [String] = [
        DiagnosticCode.importNotFound, .importCycle, .importOutsideRoot, .importTooDeep,
    ].map(\.rawValue)

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        for item in context.theme.importDiagnostics where item.file === context.file {
            var adjusted = item.diagnostic
            adjusted.severity = report.severity
            report.report(adjusted)
        }
    }
}
