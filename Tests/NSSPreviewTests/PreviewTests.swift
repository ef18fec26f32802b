import NSSSyntax
import NSSTheme
import Testing

@testable import NSSPreview

/// The page's contract with its readers: attributes, resolved colors, sources, escaping.
@Suite("Preview page")
struct PreviewTests {
    static func page(_ text: String) -> String {
        Preview.html(Theme(trees: [SyntaxTree.parse(text, path: "brand.nss")]), title: "brand <theme>")
    }

    @Test func elementsCarryTheirClassPathSchemeColorsAndSources() {
        let html = Self.page(
            "fdlFUIObjectTableViewCell_headlineLabel { font-color: #112233; }\nfdlFUIButton { font-color-disabled: #AAAAAA; }\n"
        )
        #expect(
            html.contains(
                #"data-class-path="fdlFUIObjectTableViewCell_headlineLabel" data-scheme="light" title="font-color from brand.nss:1""#
            ))
        #expect(html.contains("color: rgba(17, 34, 51, 1.0)"))
        #expect(html.contains(#"data-class-path="fdlFUIButton" data-scheme="dark" data-state="disabled""#))
        #expect(html.contains(#"data-swatch="tintColor" data-scheme="dark""#))
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<title>brand &lt;theme&gt; - NSS preview</title>"))
    }

    @Test func lowContrastIsMarked() {
        let html = Self.page(
            "fdlFUIObjectTableViewCell_headlineLabel { font-color: #EEEEEE; background-color: #FFFFFF; }\n")
        #expect(html.contains("data-low-contrast=\"1.2\""))
        #expect(html.contains("contrast 1.2:1"))
    }

    @Test func textFromTheThemeIsEscaped() {
        #expect(Preview.escaped("<b a=\"1\">&'") == "&lt;b a=&quot;1&quot;&gt;&amp;&#39;")
    }
}
