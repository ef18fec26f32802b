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
                #"data-class-path="fdlFUIObjectTableViewCell_headlineLabel" data-scheme="light" data-color-from="font-color" title="font-color from brand.nss:1""#
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

    @Test func barsSwitchesAndFormCellsAreDrawnFromTheirProperties() {
        let html = Self.page(
            """
            NavigationBar { bar-tint-color: #003366; font-color: #FFFFFF; tint-color: #FFCC00; }
            fdlFUISwitchFormCell_switch { track-color-enabled-selected: #00AA00; thumb-color-disabled-unselected: #CCCCCC; }
            fdlFUIKeyValueFormCell { background-color: #F0F0F0; }
            fdlFUIActivationScreen_navigationBar { bar-tint-color: #112233; }

            """)
        let light = #"data-scheme="light""#
        #expect(
            html.contains(
                #"class="bar" data-class-path="NavigationBar" \#(light) data-color-from="font-color" data-background-from="bar-tint-color""#
            ))
        #expect(html.contains("background-color: rgba(0, 51, 102, 1.0)"))
        #expect(
            html.contains(#"class="bar-item" data-class-path="NavigationBar" \#(light) data-color-from="tint-color""#))
        #expect(
            html.contains(
                #"class="switch on" data-class-path="fdlFUISwitchFormCell_switch" \#(light) data-state="enabled-selected" data-background-from="track-color""#
            ))
        #expect(
            html.contains(
                #"data-state="disabled-unselected" data-color-from="thumb-color" role="img" aria-label="switch, off, disabled-unselected""#
            ))
        #expect(html.contains(#"class="cell" data-class-path="fdlFUIKeyValueFormCell" \#(light) data-background-from"#))
        // A styled class path of the NavigationBar group is drawn as a bar too.
        #expect(html.contains(#"class="bar" data-class-path="fdlFUIActivationScreen_navigationBar""#))
        // Where the theme is silent, a bar is the palette's header color and has no data-background-from.
        #expect(html.contains(#"class="bar" data-class-path="Toolbar" \#(light) title="not styled by the theme""#))
    }

    @Test func theThemesOwnColorsAreSwatchesPerScheme() {
        let html = Self.page(
            "@brand: #0A6ED1;\n@brand_darkBackground: #64B5F6;\n@gap: 8;\nLabel { font-color: @brand; }\n")
        #expect(html.contains(#"data-swatch="@brand" data-scheme="light" title="brand.nss:1""#))
        #expect(html.contains(#"data-swatch="@brand" data-scheme="dark" title="brand.nss:2""#))
        #expect(html.contains("@brand #0A6ED1FF") && html.contains("@brand #64B5F6FF"))
        #expect(!html.contains(#"data-swatch="@gap""#))
    }

    @Test func textFromTheThemeIsEscaped() {
        #expect(Preview.escaped("<b a=\"1\">&'") == "&lt;b a=&quot;1&quot;&gt;&amp;&#39;")
    }
}
