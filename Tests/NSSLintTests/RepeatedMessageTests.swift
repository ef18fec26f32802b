import NSSSyntax
import Testing

@testable import NSSLint

/// Rules make the message of a misspelling that recurs once and report it again: each finding
/// must still get the message its own rule's groups give it.
@Suite("Repeated names: each finding its own verdict and message")
struct RepeatedMessageTests {
    /// The messages of one rule's findings, by line.
    private func messages(_ text: String, rule: String) -> [Int: [String]] {
        var byLine: [Int: [String]] = [:]
        for finding in lint(text) where finding.ruleID == rule {
            byLine[finding.file.location(of: finding.diagnostic.range.lowerBound).line, default: []].append(
                finding.diagnostic.message)
        }
        return byLine
    }

    @Test func aMisspeltStateListsTheStatesOfEachRulesGroups() {
        let text = """
            fdlFUIObjectTableViewCell_headlineLabel { font-color-disabeld: red; }
            fdlFUISwitchFormCell_switch { font-color-disabeld: red; }
            fdlFUIObjectTableViewCell_headlineLabel { font-color-disabeld: blue; }
            Button { font-color-disabeld: red; }
            """
        let text3 = "'-disabeld' is not a state of 'font-color'; it takes '-disabled', '-highlighted' or '-selected'"
        #expect(
            messages(text, rule: "unknown-state") == [
                1: [text3],
                2: ["'-disabeld' is not a state of 'font-color'; it takes no state suffix"],
                3: [text3],
                4: [
                    "'-disabeld' is not a state of 'font-color'; it takes '-disabled', '-highlighted', '-selected', "
                        + "'-selected-disabled' or '-selected-highlighted'"
                ],
            ])
    }

    @Test func aMisspeltPropertyIsSuggestedPerGroup() {
        let text = """
            fdlFUIObjectTableViewCell_headlineLabel { font-colr: red; }
            fdlFUIObjectTableViewCell_headlineLabel { font-colr: blue; }
            fdlFUISwitchFormCell_switch { font-colr: red; }
            fdlFUISwitchFormCell_switch { thumb-colr: red; }
            """
        #expect(
            messages(text, rule: "unknown-property") == [
                1: ["unknown property 'font-colr'; did you mean 'font-color'?"],
                2: ["unknown property 'font-colr'; did you mean 'font-color'?"],
                // The switch's group has no font-color: its closest property is another.
                3: ["unknown property 'font-colr'; did you mean 'tint-color'?"],
                4: ["unknown property 'thumb-colr'; did you mean 'thumb-color'?"],
            ])
    }

    @Test func eachCustomClassKeepsItsOwnVerdict() {
        let text = """
            label { font-color: red; }
            SecondaryButton { font-color: red; }
            label { font-color: blue; }
            SecondaryButton { font-color: blue; }
            UILabel { font-color: red; }
            """
        let found = messages(text, rule: "unknown-class-path")
        #expect(found.keys.sorted() == [1, 3, 5])
        #expect(found[1] == found[3] && found[1] != found[5])
    }

    /// Only a custom class of the theme's own sets its naming convention: an unknown fdl path,
    /// lowercase as it starts, does not excuse a stock class written in lowercase.
    @Test func anUnknownPathSetsNoNamingConvention() {
        let text = """
            fdlFUIMadeUpView_title { font-color: red; }
            label { font-color: red; }
            """
        #expect(messages(text, rule: "unknown-class-path").keys.sorted() == [1, 2])
        #expect(messages(text + "\ndisplayLabel { font-color: red; }", rule: "unknown-class-path").keys.sorted() == [1])
    }
}
