import Foundation
import NSSSyntax
import Testing

@testable import NSSTheme

/// The renderer's cache: the resolver's answers, built once, read from any thread.
@Suite("ThemeStyles: resolved once, read per view")
struct ThemeStylesTests {
    static let text = """
        @brand: #0070F2;
        @brand_darkBackground: #4DB1FF;
        fdlFUIObjectTableViewCell_headlineLabel { font-color: @brand; font-style: headline; }
        Button { font-color: @brand; font-color-disabled: #999999; background-color: white; }
        """

    static func styles() -> ThemeStyles {
        ThemeStyles(resolver: Resolver(theme: Theme(trees: [SyntaxTree.parse(text, path: "brand.nss")])))
    }

    @Test func answersAreTheResolversInEachStateAndScheme() {
        let styles = Self.styles()
        let resolver = styles.resolver
        for scheme in [ColorScheme.lightBackground, .darkBackground] {
            for (classPath, state) in [
                ("Button", nil), ("Button", "disabled"), ("fdlFUIObjectTableViewCell_headlineLabel", nil),
                ("fdlFUIObjectTableViewCell_footnoteLabel", nil), ("Button", "highlighted"), ("Button:Primary", nil),
            ] {
                #expect(
                    styles.attributes(for: classPath, state: state, scheme: scheme)
                        == resolver.resolve(classPath: classPath, state: state, scheme: scheme),
                    "\(classPath) \(state ?? "normal") \(scheme)")
            }
        }
        let headline = styles.attributes(for: "fdlFUIObjectTableViewCell_headlineLabel", scheme: .darkBackground)
        #expect(headline.text.fontColor?.hex == "#4DB1FFFF")
        #expect(headline.text.fontStyle == .headline)
        #expect(styles.attributes(for: "Button", state: "disabled").text.fontColor?.hex == "#999999FF")
    }

    @Test func insetsAreBoxes() {
        let resolver = Resolver(
            theme: Theme(trees: [SyntaxTree.parse("Button { content-insets: 4 8 4 8; padding: 2; }", path: "b.nss")]))
        let view = ThemeStyles(resolver: resolver).attributes(for: "Button").view
        #expect(view.contentInsets == BoxValue(top: 4, right: 8, bottom: 4, left: 8))
        #expect(view.padding == BoxValue(top: 2, right: 2, bottom: 2, left: 2))
        #expect(view.titleInsets == nil)
    }

    @Test func everyStyledPathAndStateIsBuiltAhead() {
        let styles = Self.styles()
        // Button in normal and disabled, the headline, and every documented class path, twice.
        let documented = styles.resolver.schema.classPaths.keys.filter { !["Button"].contains($0) }.count
        #expect(styles.count >= 2 * (documented + 2))
    }

    @Test func readsFromManyThreadsAgree() {
        let styles = Self.styles()
        let expected = styles.attributes(for: "Button", state: "disabled", scheme: .darkBackground)
        let results = ConcurrentResults(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let scheme: ColorScheme = index % 2 == 0 ? .darkBackground : .lightBackground
            results.set(index, styles.attributes(for: "Button", state: "disabled", scheme: scheme))
        }
        for index in stride(from: 0, to: 64, by: 2) { #expect(results.get(index) == expected) }
    }
}

/// Results written by concurrent iterations, each to its own slot.
private final class ConcurrentResults: @unchecked Sendable {
    private var slots: [AttributeSet?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: AttributeSet) { lock.withLock { slots[index] = value } }
    func get(_ index: Int) -> AttributeSet? { lock.withLock { slots[index] } }
}

/// The renderer example of README.md, kept compiling and true.
@Suite("README renderer example")
struct ReadmeRendererExampleTests {
    @Test func example() throws {
        let source = SourceFile(path: "Brand.nss", bytes: Array(ThemeStylesTests.text.utf8))
        let theme = Theme(trees: [SyntaxTree.parse(source)])
        let styles = ThemeStyles(resolver: Resolver(theme: theme))
        let headline = styles.attributes(for: "fdlFUIObjectTableViewCell_headlineLabel", scheme: .darkBackground)
        #expect(headline.text.fontColor == RGBAColor(red: 0x4D / 255, green: 0xB1 / 255, blue: 1))
        #expect(headline.text.fontStyle == .headline)
        let winner = try #require(headline["font-color"]?.provenance.winner)
        #expect("\(winner.path):\(winner.line):\(winner.column)" == "Brand.nss:3:43")
    }
}
