import NSSSyntax
import Testing

@testable import NSSTheme

/// A resolved attribute reads its name, parts and overridden declarations from the resolver's
/// index when asked; whatever a caller sets is kept, and the rest reads as before.
@Suite("Resolved attributes: read when asked, kept when set")
struct ResolvedAttributeTests {
    let resolver = Resolver(
        theme: Theme(trees: [
            SyntaxTree.parse(
                """
                A { font-color: red; }
                A { font-color-disabled: #00FF00; background-color-top: blue; }
                A { font-color: #0000FF; }
                """, path: "a.nss")
        ]))

    func attribute(_ name: String, state: String? = "disabled") throws -> ResolvedAttribute {
        try #require(resolver.resolve(classPath: "A", state: state)[name])
    }

    @Test func namesPartsAndLosersAreReadFromTheIndex() throws {
        let color = try attribute("font-color")
        #expect(color.name == "font-color")
        #expect(color.parts == PropertyNameParts(base: "font-color", state: "disabled", modifier: nil))
        #expect(color.canonicalValue == "#00FF00FF")
        #expect(color.provenance.winner.location == "a.nss:2:5")
        // Beaten for two reasons, met in another order than the cascade's: listed in its order.
        #expect(color.provenance.overridden.map(\.origin.location) == ["a.nss:1:5", "a.nss:3:5"])
        #expect(color.provenance.overridden.map(\.reason) == [.lessSpecificState, .lessSpecificState])
        let top = try attribute("background-color-top")
        #expect(top.name == "background-color-top")
        #expect(top.parts == PropertyNameParts(base: "background-color", state: nil, modifier: .top))
        #expect(top.provenance.overridden.isEmpty)
    }

    @Test func eachFieldSetIsKeptAndTheOthersReadAsBefore() throws {
        let found = try attribute("font-color")
        var renamed = found
        renamed.name = "text-color"
        #expect(renamed.name == "text-color")
        #expect(renamed.parts == found.parts)
        #expect(renamed.provenance == found.provenance)
        #expect(renamed != found)

        var recolored = found
        recolored.color = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(recolored.canonicalValue == "#FF0000FF")
        #expect(recolored.value == found.value)
        #expect(recolored != found)
        recolored.color = found.color
        #expect(recolored == found)
        #expect(recolored.hashValue == found.hashValue)

        var reparted = found
        reparted.parts.state = nil
        #expect(reparted.parts.state == nil)
        #expect(reparted.name == "font-color")
        #expect(reparted != found)
    }

    /// The name and parts are read through the winner: a winner set (or changed) keeps them.
    @Test func aWinnerSetKeepsTheNameAndParts() throws {
        let found = try attribute("font-color")
        let other = try attribute("background-color-top")
        var moved = found
        moved.provenance.winner = other.provenance.winner
        #expect(moved.name == "font-color")
        #expect(moved.parts == found.parts)
        #expect(moved.provenance.winner == other.provenance.winner)
        #expect(moved.provenance.overridden == found.provenance.overridden)
        #expect(moved != found)
        var renamedWinner = found
        renamedWinner.provenance.winner.property = "font-color-selected"
        #expect(renamedWinner.parts.state == "disabled")
        #expect(renamedWinner.provenance.winner.property == "font-color-selected")
    }

    @Test func overriddenDeclarationsSetAreKept() throws {
        let found = try attribute("font-color")
        var trimmed = found
        trimmed.provenance.overridden.removeFirst()
        #expect(trimmed.provenance.overridden.map(\.origin.location) == ["a.nss:3:5"])
        #expect(trimmed != found)
        trimmed.provenance.overridden = found.provenance.overridden
        #expect(trimmed == found)
        #expect(trimmed.hashValue == found.hashValue)
    }

    /// Two resolutions of one view are equal attribute by attribute, though each made its own.
    @Test func attributesOfTwoResolutionsAreEqual() throws {
        let first = try attribute("font-color")
        var session = resolver.session()
        let again = try #require(session.resolve(classPath: "A", state: "disabled")["font-color"])
        #expect(first == again)
        #expect(first.hashValue == again.hashValue)
        #expect(first != (try attribute("font-color", state: nil)))
    }

    /// A set's attributes share one list of losers, each reading its own part of it: two that
    /// beat declarations, with one between them that beat none, and the same in a second set
    /// made by the same session after the list was emptied.
    @Test func aSetsAttributesReadTheirOwnLosers() throws {
        let resolver = Resolver(
            theme: Theme(trees: [
                SyntaxTree.parse(
                    """
                    A, B { font-color: red; font-size: 10; }
                    A, B { border-width: 1; }
                    A, B { font-size: 12; font-color: blue; }
                    B { font-size: 14; }
                    """, path: "s.nss")
            ]))
        var session = resolver.session()
        for (path, sizeLosers) in [("A", ["s.nss:1:25"]), ("B", ["s.nss:1:25", "s.nss:3:8"])] {
            let set = session.resolve(classPath: path)
            let color = try #require(set["font-color"])
            let width = try #require(set["border-width"])
            let size = try #require(set["font-size"])
            #expect(color.provenance.overridden.map(\.origin.location) == ["s.nss:1:8"], "\(path)")
            #expect(width.provenance.overridden.isEmpty, "\(path)")
            #expect(size.provenance.overridden.map(\.origin.location) == sizeLosers, "\(path)")
        }
    }
}
