import Testing

@testable import NSSTheme

/// NUI's stock classes accept exactly what their renderers read (tombenner/nui at 744a36f).
@Suite("Schema: what NUI's renderers read")
struct NUIRendererSchemaTests {
    let schema = Schema.builtin

    func accepts(_ group: String, _ name: String) -> Bool {
        guard case .known(let parts, _) = schema.splitPropertyName(name) else { return false }
        if case .accepted = schema.check(parts, inGroup: group) { return true }
        return false
    }

    @Test(arguments: [
        ("TextField", "text-align"), ("TextField", "text-alpha"), ("TextField", "text-auto-fit"),
        ("Button", "text-line-clamp"), ("Button", "background-color-normal"),
        ("Button", "font-color-selected-disabled"),
        ("Label", "background-color"), ("TableCellDetail", "border-width"),
        ("BarButton", "background-color-highlighted"),
        ("BarButtonBack", "background-image-disabled"), ("View", "background-repeat"), ("Switch", "background-color"),
        ("SegmentedControl", "border-width"), ("Progress", "height"), ("NavigationBar", "bar-tint-color"),
    ])
    func read(_ group: String, _ name: String) {
        #expect(accepts(group, name), "\(group) should accept \(name)")
    }

    @Test(arguments: [
        ("BarButton", "font-color-disabled"), ("BarButton", "width"), ("BarButton", "shadow-color"),
        ("NavigationBar", "corner-radius"), ("NavigationBar", "border-width"), ("NavigationItem", "font-color"),
        ("Label", "background-image"), ("Button", "font-color-normal"), ("Button", "image-normal"),
        ("TabBar", "font-color"), ("TabBar", "text-offset"), ("Slider", "border-width"), ("Switch", "corner-radius"),
        ("Table", "corner-radius"), ("TableCell", "background-image"), ("Toolbar", "width"),
        ("BarButtonBack", "background-color-highlighted"), ("TabBarItem", "shadow-radius"),
    ])
    func notRead(_ group: String, _ name: String) {
        #expect(!accepts(group, name), "\(group) should not accept \(name)")
    }

    @Test func stockClassesAreNUIsOwn() {
        #expect(schema.isNUIStockClass("NavigationBar"))
        #expect(schema.isNUIStockClass("TableCellDetail"))
        #expect(!schema.isNUIStockClass("ImageView"))
        #expect(!schema.isNUIStockClass("TEXT"))
        #expect(!schema.isNUIStockClass("fdlFUIObjectTableViewCell_headlineLabel"))
        #expect(schema.lookup("ImageView") == .custom)
    }

    /// Class paths documented only in SAP's SDK header (SAPFiori-Swift.h, 3.0.102).
    @Test func headerClassPathsAreKnown() {
        #expect(schema.lookup("fdlFUIWelcomeScreen_logoImageView").spec?.group == "IMAGE")
        #expect(schema.lookup("fdlFUISwitchFormCell_switchView").spec?.source.contains("SAPFiori-Swift.h#L") == true)
        #expect(schema.classPaths.count > 450)
    }
}
