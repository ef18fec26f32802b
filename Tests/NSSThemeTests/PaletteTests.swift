import Foundation
import NSSSyntax
import Testing

@testable import NSSTheme

@Suite("Fiori colors and the v8 palette")
struct PaletteTests {
    @Test func colorNames() {
        #expect(FioriColors.allNames.count == 262)
        #expect(FioriColors.deprecated.count == 42)
        #expect(FioriColors.deprecated["primary1"] == "primaryLabel")
        #expect(FioriColors.isColorName("tintColor"))
        #expect(!FioriColors.isColorName("red"))
        #expect(Set(FioriColors.allNames).isDisjoint(with: UIKitColors.names))
    }

    /// `#RRGGBBAA` written in place equals two upper-case hex digits a component, for every
    /// byte value in every component; a component set out of range afterwards keeps all its
    /// digits.
    @Test func hexWritesTwoUpperCaseDigitsAComponent() {
        func reference(_ bytes: [Int]) -> String {
            "#" + bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        }
        for value in 0...255 {
            for position in 0..<4 {
                var bytes = [0x12, 0xAB, 0x0F, 0xF0]
                bytes[position] = value
                let color = RGBAColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes[3])
                #expect(color.hex == reference(bytes))
            }
        }
        var bright = RGBAColor(red8: 1, green8: 2, blue8: 3)
        bright.red = 1.2
        #expect(bright.hex == "#1320203FF")
    }

    /// Hex digits packed four bits each read as each pair of digits read alone, in both alpha
    /// orders, for 0 to 9 digits of either case; a non-digit anywhere reads nothing.
    @Test func hexDigitsReadAsPairsOfDigits() {
        func reference(_ text: String, _ order: HexAlphaOrder) -> RGBAColor? {
            let values = text.map { $0.hexDigitValue }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            let v = values.map { $0! }
            switch v.count {
            case 3: return RGBAColor(red8: v[0] * 17, green8: v[1] * 17, blue8: v[2] * 17)
            case 6: return RGBAColor(red8: v[0] * 16 + v[1], green8: v[2] * 16 + v[3], blue8: v[4] * 16 + v[5])
            case 8:
                let b = [v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5], v[6] * 16 + v[7]]
                return order == .alphaLast
                    ? RGBAColor(red8: b[0], green8: b[1], blue8: b[2], alpha8: b[3])
                    : RGBAColor(red8: b[1], green8: b[2], blue8: b[3], alpha8: b[0])
            default: return nil
            }
        }
        let alphabet = Array("0123456789abcdefABCDEFgx")
        var state: UInt64 = 7
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 60) % 10
            let text = String((0..<count).map { alphabet[Int((state >> UInt64(4 * $0)) % 24)] })
            for order in [HexAlphaOrder.alphaLast, .alphaFirst] {
                #expect(RGBAColor.fromHexDigits(text[...], order: order) == reference(text, order), "\(text)")
            }
        }
    }

    @Test func defaultsFollowDeprecatedNamesAndSchemeFallbacks() {
        #expect(FioriColors.defaultColor("tintColor", scheme: .lightBackground)?.hex == "#0070F2FF")
        #expect(FioriColors.defaultColor("tintColor", scheme: .darkBackground)?.hex == "#4DB1FFFF")
        // primary1 was renamed primaryLabel.
        #expect(FioriColors.defaultColor("primary1", scheme: .lightBackground)?.hex == "#223548FF")
        // No elevated value: the plain dark one.
        #expect(FioriColors.defaultColor("tintColor", scheme: .elevatedDarkBackground)?.hex == "#4DB1FFFF")
        #expect(FioriColors.defaultColor("primaryBackground", scheme: .elevatedDarkBackground)?.hex == "#171D23FF")
        #expect(FioriColors.defaultColor("quarternaryLabel", scheme: .lightBackground) != nil)
        #expect(FioriColors.defaultColor("notAColor", scheme: .lightBackground) == nil)
    }

    /// Themes/fiori-palette-v8.nss and the built-in table say the same thing, value for value.
    @Test func paletteThemeAgreesWithTheBuiltInTable() throws {
        let tree = SyntaxTree.parse(try Repository.source("Themes/fiori-palette-v8.nss"))
        #expect(tree.diagnostics.isEmpty)
        var fromTheme: [String: String] = [:]
        for definition in VariableDefinition.collect(from: tree) {
            guard case .success(.literal(let color, _)) = ColorValue.parse(definition.parts) else {
                Issue.record("@\(definition.name) is not a literal color")
                continue
            }
            fromTheme[definition.name] = color.hex
        }
        var fromTable: [String: String] = [:]
        for name in FioriColors.paletteNames {
            for (scheme, color) in FioriColors.paletteValues(name) {
                fromTable[scheme == .lightBackground ? name : "\(name)_\(scheme.suffix)"] = color.hex
            }
        }
        #expect(fromTheme.count > 800)
        #expect(fromTheme == fromTable)
    }

    /// When the reference tables sit beside the checkout, the built-in tables agree with them.
    /// Runs only where ../shared sits beside the checkout (reported as skipped elsewhere).
    @Test(.enabled(if: Repository.sharedReference != nil, "the reference tables are not beside the checkout"))
    func builtInTablesAgreeWithTheReferenceWhenPresent() throws {
        let reference = try #require(Repository.sharedReference)
        let palette = try String(contentsOf: reference.appendingPathComponent("fiori-palette-v8.tsv"), encoding: .utf8)
        let rows = palette.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        let columns = [
            "darkColor", "lightColor", "elevatedDarkColor", "elevatedLightColor", "contrastDarkColor",
            "contrastLightColor", "elevatedContrastDarkColor", "elevatedContrastLightColor",
        ]
        let header = palette.split(separator: "\n").first { $0.hasPrefix("name") }!.split(separator: "\t").map(
            String.init)
        var checked = 0
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let values = FioriColors.paletteValues(fields[0])
            for (scheme, column) in zip(ColorScheme.allCases, columns) {
                let index = header.firstIndex(of: column)!
                var hex = index < fields.count ? fields[index].uppercased() : ""
                if hex.count == 6 { hex += "FF" }
                if hex.count != 8 { continue }
                #expect(values[scheme]?.hex == "#" + hex, "\(fields[0]) \(column)")
                checked += 1
            }
        }
        #expect(checked > 800)
        let styles = try String(contentsOf: reference.appendingPathComponent("fiori-color-styles.tsv"), encoding: .utf8)
        let names = styles.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map {
            String($0.split(separator: "\t")[0])
        }
        #expect(names == FioriColors.allNames)
    }
}
