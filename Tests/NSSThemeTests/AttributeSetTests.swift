import NSSSyntax
import Testing

@testable import NSSTheme

/// A set of a one-class view keeps its path as its chain; it reads, compares and hashes as a set
/// that keeps the chain whole, and its classes stay the path's when the path is changed.
@Suite("Attribute sets of one class")
struct AttributeSetTests {
    static func set(_ path: String, classes: [String]?) -> AttributeSet {
        AttributeSet(
            classPath: path, classes: classes, group: "Label", state: nil, scheme: .lightBackground,
            environment: Environment(),
            attributes: [], problems: [])
    }

    @Test func aPathKeptAsItsChainReadsAsTheChain() {
        let kept = Self.set("Label", classes: nil)
        let whole = Self.set("Label", classes: ["Label"])
        #expect(kept.classes == ["Label"])
        #expect(kept == whole)
        #expect(kept.hashValue == whole.hashValue)
        #expect(Set([kept, whole]).count == 1)
        #expect(kept != Self.set("Label", classes: ["Other"]))
        #expect(kept != Self.set("Other", classes: nil))
    }

    @Test func changingThePathKeepsTheClasses() {
        var renamed = Self.set("Label", classes: nil)
        renamed.classPath = "Button"
        #expect(renamed.classPath == "Button")
        #expect(renamed.classes == ["Label"])
        renamed.classes = ["A", "B"]
        #expect(renamed.classes == ["A", "B"])
        #expect(renamed.classPath == "Button")
    }

    /// A pass over the theme's styled paths keeps each one-class chain as its path.
    @Test func aPassSetReadsItsOneClass() {
        let resolver = Resolver(theme: Theme(trees: [SyntaxTree.parse("Label { font-color: red; }\nCustom { x: 1; }")]))
        var sets: [AttributeSet] = []
        resolver.forEachResolved { sets.append($0) }
        #expect(sets.map(\.classes) == [["Label"], ["Custom"]])
        #expect(sets.map(\.group) == ["Label", nil])
    }
}
