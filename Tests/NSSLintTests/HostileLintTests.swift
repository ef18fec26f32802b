import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// The rules on inputs built to be expensive: each stays linear and says clearly what is wrong.
@Suite("Hostile input, linted")
struct HostileLintTests {
    @Test func suggestionsForUndefinedNamesAreBounded() {
        let count = UndefinedVariableRule.maximumSuggestedNames + 1
        var text = ""
        for index in 0..<count { text += "@color\(index): #FFF;\n" }
        text += "Label { font-color: " + (0..<count).map { "@colr\($0)" }.joined(separator: " ") + "; }\n"
        let undefined = lint(text).filter { $0.ruleID == "undefined-variable" }
        #expect(undefined.count == count)
        #expect(undefined.filter { $0.diagnostic.message.contains("did you mean") }.count == count - 1)
        #expect(undefined.last?.diagnostic.message == "undefined variable '@colr\(count - 1)'")
    }

    @Test func expansionLimitsAreReportedWhereTheyArePassed() {
        var text = "@v0: x;\n"
        for level in 1...60 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
        text += "@c0: 1;\n"
        for level in 1..<200 { text += "@c\(level): @c\(level - 1);\n" }
        text += "Label { font-name: @v60; font-size: @c199; }\n"
        let findings = lint(text).filter { $0.ruleID == "variable-expansion-limit" }
        #expect(summary(findings) == ["14:1 variable-expansion-limit", "190:1 variable-expansion-limit"])
        #expect(
            findings.map(\.diagnostic.message) == [
                "'@v13' expands to more than 4096 value parts; expansion stopped",
                "'@c128' is defined through more than 128 nested variables; expansion stopped",
            ])
    }
}
