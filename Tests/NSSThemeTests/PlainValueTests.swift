import NSSSyntax
import Testing

@testable import NSSTheme

/// The plain-literal reading (`ValueType.readPlain`) against the general one it stands in for:
/// whatever it reads, the parts read the same, for every type and both hex alpha orders.
@Suite("Plain values")
struct PlainValueTests {
    static func definition(_ value: String) throws -> Declaration {
        let tree = SyntaxTree.parse(SourceFile(path: "<value>", text: "@value: " + value + ";"))
        return try #require(tree.allVariableDefinitions.first)
    }

    static let orders: [ColorOptions] = [
        ColorOptions(hexAlphaOrder: .alphaLast), ColorOptions(hexAlphaOrder: .alphaFirst),
    ]

    /// Values the plain reading takes, with the type that takes them.
    static let plain: [(ValueType, String)] = [
        (.color, "#F00"), (.color, "#ff8000"), (.color, "#1EE68A80"), (.color, "#abcdef12"),
        (.number, "12"), (.number, "2px"), (.number, "-1.5"), (.number, "+3"), (.number, ".5"),
        (.box, "1"), (.box, "1 2"), (.box, "1 2 3"), (.box, "1 2 3 4"),
        (.box, "1,2,3,4"), (.box, ",1,,2,"), (.box, "0.5px -2"), (.size, "1, 2"), (.offset, "-1,2.5px"),
    ]

    /// Values it leaves to the parts: not literals it reads, or literals that do not read.
    static let declined: [(ValueType, String)] = [
        (.color, "0x336699"), (.color, "red"), (.color, "#GG0000"), (.color, "#12345"), (.color, "#F00 #0F0"),
        (.color, "rgba(1, 2, 3, 0.5)"), (.color, "@brand"), (.number, "1e3"), (.number, "12%"), (.number, "2em"),
        (.number, "1234567890123456"), (.number, "1 2"), (.number, ",1"), (.number, "-"), (.box, "1 2 3 4 5"),
        (.box, ","), (.box, "1 auto"), (.box, "@inset 2"), (.size, "1 2"), (.size, "1, 2, 3"), (.offset, ",1"),
        (.integer, "2"), (.textStyle, "body"), (.color, ""),
    ]

    /// A value written as tokens without a reference: its parts read by token are the parts made
    /// through the declaration's components, which the expander gives back as they are; a
    /// reference or a function call leaves the value to those.
    @Test func partsWithoutReferencesAreTheDeclarationsParts() throws {
        let written = ["#F00", "red", "1 2 3 4", "1,2", "Helvetica Neue", "'quoted' 3", "", "12px !important", "a , b"]
        for value in written {
            let declaration = try Self.definition(value)
            let parts = try #require(SessionValueReader.partsWithoutReferences(of: declaration), "'\(value)'")
            #expect(parts == ValuePart.parts(of: declaration), "'\(value)'")
            #expect(parts.map(\.span) == ValuePart.parts(of: declaration).map(\.span), "'\(value)'")
        }
        for value in ["@brand", "1 @inset", "rgba(1, 2, 3, 0.5)", "calc(1)", "#F00 darken(@x)"] {
            #expect(SessionValueReader.partsWithoutReferences(of: try Self.definition(value)) == nil, "'\(value)'")
        }
    }

    @Test(arguments: plain)
    func readsPlainLiterals(_ type: ValueType, _ value: String) throws {
        let declaration = try Self.definition(value)
        for colors in Self.orders {
            let plain = try #require(type.readPlain(declaration, colors: colors), "'\(value)' as \(type)")
            let general = type.parse(ValuePart.parts(of: declaration), colors: colors)
            #expect(general == .success(plain), "'\(value)' as \(type)")
        }
    }

    @Test(arguments: declined)
    func leavesTheRestToTheParts(_ type: ValueType, _ value: String) throws {
        let declaration = try Self.definition(value)
        for colors in Self.orders {
            #expect(type.readPlain(declaration, colors: colors) == nil, "'\(value)' as \(type)")
        }
    }

    /// Every type, every value of the typed-value cases and every literal made of one or two
    /// pieces and of three numbers: a plain reading, where there is one, is the general reading.
    @Test func agreesWithThePartsOnEveryValue() throws {
        var values = ValueTests.cases.map(\.input) + Self.plain.map(\.1) + Self.declined.map(\.1) + Self.pieces
        for first in Self.pieces {
            for second in Self.pieces { values += [first + " " + second, first + second] }
        }
        for number in Self.pieces.prefix(12) { values.append("1, \(number) " + number) }
        var plainReadings = 0
        for value in values {
            let declaration = try Self.definition(value)
            let parts = ValuePart.parts(of: declaration)
            for type in ValueType.allCases {
                for colors in Self.orders {
                    guard let plain = type.readPlain(declaration, colors: colors) else { continue }
                    plainReadings += 1
                    #expect(type.parse(parts, colors: colors) == .success(plain), "'\(value)' as \(type)")
                }
            }
        }
        #expect(plainReadings >= 600)
    }

    /// Numbers (the first twelve), hex colors, commas and other tokens.
    static let pieces = [
        "0", "7", "-3", "+2", "12.25", ".5", "4.", "1px", "-0.5px", "1e2", "999999999999999", "1234567890123456",
        "3pt", "#F0A", "#F0A8", "#00FF7F", "#00FF7F80", "#0g0", ",", "auto", "@x", "0x1F",
    ]
}
