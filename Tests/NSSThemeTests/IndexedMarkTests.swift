import NSSSyntax
import Testing

@testable import NSSTheme

/// The planner filters a slot's declarations by the byte the index keeps beside each
/// (``IndexedMark``): its state, up to a limit, and whether its rule is under `@media`.
@Suite("The cascade index's marks")
struct IndexedMarkTests {
    /// A schema whose `glow-color` has `stateCount` states, `s0` to `s<stateCount - 1>`.
    func schema(states stateCount: Int) throws -> Schema {
        let states = (0..<stateCount).map { "\"s\($0)\"" }.joined(separator: ", ")
        let json = """
            {
              "properties": [{ "name": "glow-color", "type": "Color" }],
              "groups": [{ "name": "GLOW", "properties": [{ "name": "glow-color", "states": [\(states)] }] }],
              "classPaths": [{ "path": "fdlAcmeBadgeView", "group": "GLOW" }]
            }
            """
        return try Schema.builtin.extended(with: Array(json.utf8), origin: "marks.json")
    }

    /// The color written for state `s<number>`: its number in the blue component.
    func hex(_ number: Int) -> String {
        let blue = String(number, radix: 16, uppercase: true)
        return "#0000" + String(repeating: "0", count: 2 - blue.count) + blue
    }

    @Test func markRoundTripsStatesBelowItsLimitAndTheMediaFlag() {
        for state in [Int32(0), 1, 126] {
            for underMedia in [false, true] {
                let mark = IndexedMark(state: state, underMedia: underMedia)
                #expect(mark.state == state)
                #expect(mark.isUnderMedia == underMedia)
            }
        }
        #expect(IndexedMark(state: 127, underMedia: false).state == IndexedMark.stateLimit)
        #expect(IndexedMark(state: 5_000, underMedia: true).state == IndexedMark.stateLimit)
        #expect(IndexedMark(state: 5_000, underMedia: true).isUnderMedia)
    }

    /// Past the 126 states a mark holds, the planner reads the state from the property: each
    /// state finds its own declaration, and states sharing the mark's limit are told apart.
    @Test func statesPastTheMarksLimitFindTheirOwnDeclarations() throws {
        let stateCount = 140
        let declarations = (0..<stateCount).map { "glow-color-s\($0): \(hex($0));" }
        let text = "fdlAcmeBadgeView { \(declarations.joined(separator: " ")) }"
        let resolver = Resolver(
            theme: Theme(trees: [SyntaxTree.parse(text, path: "marks.nss")]), schema: try schema(states: stateCount))
        // The states a path uses are read through the marks too, past their limit as well.
        #expect(resolver.statesUsed(by: "fdlAcmeBadgeView") == (0..<stateCount).map { "s\($0)" })
        for number in [0, 125, 126, 127, 128, 139] {
            let set = resolver.resolve(classPath: "fdlAcmeBadgeView", state: "s\(number)")
            let color = try #require(set["glow-color"], "state s\(number)")
            #expect(color.canonicalValue == hex(number) + "FF", "state s\(number)")
        }
        // In a pass over many paths the planning thread plans the same way.
        var colors: [String] = []
        let many = (0..<600).map { "fdlAcme\($0)View { glow-color-s139: #FFFFFF; }" }.joined(separator: "\n")
        let passResolver = Resolver(
            theme: Theme(trees: [SyntaxTree.parse(text + "\n" + many, path: "marks.nss")]),
            schema: try schema(states: stateCount))
        passResolver.forEachResolved(state: "s133") { set in
            if set.classPath == "fdlAcmeBadgeView" { colors.append(set["glow-color"]?.canonicalValue ?? "none") }
        }
        #expect(colors == [hex(133) + "FF"])
    }

    /// Declarations under `@media` are marked, and the planner asks whether their rule applies;
    /// the others apply in every environment.
    @Test func mediaMarksDecideWhetherADeclarationApplies() throws {
        let text = """
            A { font-color: #111111; }
            @media (device: ipad) { A { font-color: #222222; } }
            B { font-color: #333333; }
            @media (device: iphone) { B { font-color: #444444; } }
            """
        let resolver = Resolver(theme: Theme(trees: [SyntaxTree.parse(text, path: "media.nss")]))
        let iphone = Environment(device: .iphone, orientation: .portrait)
        let a = try #require(resolver.resolve(classPath: "A", environment: iphone)["font-color"])
        #expect(a.canonicalValue == "#111111FF")
        #expect(a.provenance.overridden.map(\.reason) == [.mediaDoesNotApply])
        let b = try #require(resolver.resolve(classPath: "B", environment: iphone)["font-color"])
        #expect(b.canonicalValue == "#444444FF")
        #expect(b.provenance.overridden.map(\.reason) == [.earlier])
    }
}
