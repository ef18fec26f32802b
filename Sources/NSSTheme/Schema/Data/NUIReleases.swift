// What NUI's master branch reads that its last release does not. The built-in schema describes
// tombenner/nui at 744a36f (master, 2016-07-06), but the last release is v0.5.5 (f4ae074,
// 2015-04-01): `pod 'NUI'` and Carthage install 0.5.5, and only apps that point their Podfile at the
// repository get master. Each entry names the commit after v0.5.5 that added the behaviour; the
// facts come from `git diff v0.5.5 744a36f -- NUI` in tombenner/nui.

/// The part of the built-in NUI schema that no NUI release reads: only tombenner/nui's master after
/// v0.5.5 does. Linting for a released NUI (0.5.5 or older) reports its use.
public enum NUIMasterOnly {
    /// A stock class's properties that only master reads.
    public struct Properties: Sendable {
        /// The stock classes.
        public let classes: [String]
        /// Property names: a base name (`text-align`, any state) or a full name with its state
        /// (`background-color-normal`).
        public let names: Set<String>
        /// The master commit that added the reads, and where they are.
        public let source: String
    }

    /// Stock classes whose renderer only master has: on a release no view gets the class, so a
    /// rule for it styles nothing.
    public static let classes: [String: String] = [
        "ActivityIndicator": "f55bd86, 2016-04-25, UIActivityIndicatorView+NUI.m, NUIActivityIndicatorRenderer.m",
        "PageControl": "4cf4aa9, 2016-01-29, UIPageControl+NUI.m, NUIPageControlRenderer.m",
        "TableCellContentView": "ae0729e, 2016-03-14, NUITableViewCellRenderer.m:36",
    ]

    /// Properties of stock classes that only master reads.
    public static let properties: [Properties] = [
        Properties(
            classes: ["Label", "Button", "SearchBarButton", "TableCell", "TableCellDetail"], names: ["text-line-clamp"],
            source: "9d1ef86, 2016-03-13, NUILabelRenderer.m:81-84"),
        Properties(
            classes: ["Button", "SearchBarButton"], names: ["background-color-normal"],
            source: "1816240, 2016-04-04, NUIButtonRenderer.m:38-40"),
        Properties(
            classes: ["TabBar"], names: ["bar-tint-color"], source: "baaca08, 2016-03-18, NUITabBarRenderer.m:49-52"),
        Properties(
            classes: ["TableCell"], names: ["tint-color"],
            source: "a4f7aae, 2016-03-16, NUITableViewCellRenderer.m:17-20"),
        Properties(
            classes: ["TextField"], names: ["tint-color"], source: "c183e4a, 2016-04-04, NUITextFieldRenderer.m:59-62"),
        Properties(
            classes: ["TextField"], names: ["text-align", "text-alpha", "text-auto-fit"],
            source: "fdeff67, 2016-06-15, NUITextFieldRenderer.m:72-90"),
        Properties(
            classes: ["TextField", "TextView"], names: ["keyboard-appearance"],
            source: "d26ebf8, 2016-03-13, NUITextInputTraitsRenderer.m:18-21"),
        // Before 490f372 the TextView renderer read only its font and padding (v0.5.5
        // NUITextViewRenderer.m:5-22); since then it starts with the View renderer.
        Properties(
            classes: ["TextView"],
            names: [
                "background-color", "background-image", "background-repeat", "height", "width", "border-color",
                "border-width", "corner-radius", "shadow-color", "shadow-offset", "shadow-opacity", "shadow-radius",
            ],
            source: "490f372, 2015-12-04, NUITextViewRenderer.m:9"),
    ]

    /// The system-font aliases NUI 0.5.5 knows (v0.5.5 NUISettings.m:221-228); master added the
    /// weights (`lightSystem`, `thinSystem`, ...) in 3d5610f (2015-07-08). A release passes any other
    /// alias to `fontWithName:`, which finds no such font.
    public static let releasedSystemFonts: Set<String> = ["system", "boldSystem", "italicSystem"]

    /// The master commit after which `exclude-views` and `exclude-subviews` hold a list: NUI 0.5.x
    /// splits the value at "," (v0.5.5 UIView+NUI.m:48, :60), but NUIParse has joined the value's
    /// tokens with single spaces (NUIParserDelegate.m flattenTokens), so every name keeps a space
    /// and matches no class; 0b6a98e (2015-11-17) splits at " , " instead.
    public static let exclusionListFix = "0b6a98e, 2015-11-17, UIView+NUI.m:48, :60"

    /// Whether any property of `className` is one only master reads.
    public static func hasMasterOnlyProperties(className: String) -> Bool {
        classesWithMasterOnlyProperties.contains(className)
    }

    private static let classesWithMasterOnlyProperties = Set(properties.flatMap(\.classes))

    /// The master-only facts for a stock class's property name, if any.
    public static func source(className: String, name: String, base: String?) -> String? {
        for entry in properties where entry.classes.contains(className) {
            if entry.names.contains(name) || base.map(entry.names.contains) == true { return entry.source }
        }
        return nil
    }
}
