import NSSSyntax
import Testing

@testable import NSSTheme

/// Themes built to hurt a resolver: very long variable chains, exponential expansion, huge
/// loops. Each must finish in linear time (figures in the issue notes) with one clear problem.
@Suite("Hostile themes")
struct HostileThemeTests {
    static func resolver(_ text: String) -> Resolver {
        Resolver(theme: Theme(trees: [SyntaxTree.parse(text, path: "hostile.nss")]))
    }

    static func chain(_ length: Int, value: String = "#FF0000") -> String {
        var text = "@v0: \(value);\n"
        for level in 1..<length { text += "@v\(level): @v\(level - 1);\n" }
        return text
    }

    @Test func aChainWithinTheBoundResolves() {
        let length = VariableTable.maximumDepth
        let set = Self.resolver(Self.chain(length) + "Label { font-color: @v\(length - 1); }").resolve(
            classPath: "Label")
        #expect(set.problems.isEmpty)
        #expect(set["font-color"]?.color == RGBAColor(red8: 255, green8: 0, blue8: 0))
        #expect(set["font-color"]?.provenance.steps.count == length)
    }

    @Test func aHundredThousandLongChainStopsWithOneClearProblem() {
        let length = 100_000
        let text = Self.chain(length) + "Label { font-color: @v\(length - 1); font-size: 12; }"
        let set = Self.resolver(text).resolve(classPath: "Label")
        #expect(set["font-color"] == nil)
        #expect(set["font-size"] != nil)
        #expect(set.problems.count == 1)
        #expect(set.problems.first?.message.contains("nested variables; expansion stopped") == true)
    }

    @Test func theBoundHoldsWhateverTheOrderOfExpansion() {
        // Expanding every definition first (bottom-up, as lint does) and a use first (top-down,
        // as resolving a rule does) agree on which definitions are too deep.
        let length = VariableTable.maximumDepth + 10
        let table = VariableTable(definitions(Self.chain(length)))
        var bottomUp = VariableExpander(table: table, scheme: nil)
        let bottomUpFailures = definitions(Self.chain(length)).filter {
            bottomUp.expand(definition: $0).problems.contains(where: \.isLimit)
        }.map(\.name)
        var topDown = VariableExpander(table: table, scheme: nil)
        _ = topDown.expand(ValuePart.parse(text: "@v\(length - 1)"))
        let topDownFailures = definitions(Self.chain(length)).filter {
            topDown.expand(definition: $0).problems.contains(where: \.isLimit)
        }.map(\.name)
        #expect(bottomUpFailures == (VariableTable.maximumDepth..<length).map { "v\($0)" })
        #expect(topDownFailures == bottomUpFailures)
    }

    @Test func aHundredThousandLongLoopIsBounded() {
        var text = "@v0: @v99999;\n"
        for level in 1..<100_000 { text += "@v\(level): @v\(level - 1);\n" }
        let set = Self.resolver(text + "Label { font-color: @v5; }").resolve(classPath: "Label")
        #expect(set["font-color"] == nil)
        #expect(set.problems.count == 1)
    }

    @Test func sixtyFoldDoublingIsBoundedWhereverItIsUsed() {
        var text = "@v0: x;\n"
        for level in 1...60 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
        let set = Self.resolver(text + "Label { font-name: @v60; font-size: 2; }").resolve(classPath: "Label")
        #expect(set["font-name"] == nil)
        #expect(set["font-size"] != nil)
        #expect(set.problems.map(\.message) == ["'@v13' expands to more than 4096 value parts; expansion stopped"])
    }

    @Test func definitionsThatFitButNotTogetherAreReported() {
        var text = "@v0: x;\n"
        for level in 1...12 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
        // @v12 is exactly 4096 parts; twice over is too many for one value.
        let (_, problems) = VariableTable(definitions(text)).expand(ValuePart.parse(text: "@v12 @v12"))
        #expect(problems.map(\.description) == ["'@v12' expands to more than 4096 value parts; expansion stopped"])
    }
}
