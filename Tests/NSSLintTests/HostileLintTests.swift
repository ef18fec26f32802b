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
        let undefined = lint(text, profile: .fioriUIKit).filter { $0.ruleID == "undefined-variable" }
        #expect(undefined.count == count)
        #expect(undefined.filter { $0.diagnostic.message.contains("did you mean") }.count == count - 1)
        #expect(undefined.last?.diagnostic.message == "undefined variable '@colr\(count - 1)'")
    }

    /// Components far outside any range still get a message: formatting them trapped once.
    @Test func hugeColorComponentsAreReportedNotTrapped() {
        let text = """
            Label { font-color: hsl(1000000000000000000000000004, 100%, 40%); }
            Button { font-color: rgba(1, 2, 3, 90000000000000000000000); }

            """
        let findings = lint(text, profile: .nui).filter { $0.ruleID == "color-component" }
        #expect(summary(findings) == ["1:25 color-component", "2:36 color-component"])
        #expect(
            findings.map(\.diagnostic.message) == [
                "hue '1000000000000000000000000004' is read as 1000000000000000000000000004/255 of the color wheel, not degrees; write 2.7777777777777777e+24 for 1000000000000000000000000004°",
                "alpha '90000000000000000000000' is read as 9e+22/255 (a whole number is out of 255); write 3.529411764705882e+20 for the fraction",
            ])
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

    /// A chain written top link first is reported once too, where the bound is first passed,
    /// though each link above it, expanded first, finds the chain too deep.
    @Test func aChainWrittenTopFirstIsReportedOnce() {
        var text = ""
        for level in (1..<200).reversed() { text += "@c\(level): @c\(level - 1);\n" }
        text += "@c0: 1;\nLabel { font-size: @c199; }\n"
        let findings = lint(text).filter { $0.ruleID == "variable-expansion-limit" }
        #expect(summary(findings) == ["72:1 variable-expansion-limit"])
        #expect(
            findings.map(\.diagnostic.message) == [
                "'@c128' is defined through more than 128 nested variables; expansion stopped"
            ])
    }
}
