/// What the runtimes read of values, beside the schema's per-property table: the facts that
/// are about words and units rather than one property. Each says where it comes from.
public enum ValueFacts {
    /// Properties whose numbers are lengths in points, which the token export writes as DTCG
    /// `dimension` (`px`): UIKit geometry in NUI's renderers (tombenner/nui@744a36f
    /// NUI/Core/Renderers/NUIViewRenderer.m: border-width, corner-radius, shadow-radius, height,
    /// width; NUILabelRenderer.m font-size; NUITableViewRenderer.m row-height;
    /// NUINavigationBarRenderer.m title-vertical-offset). Other numbers (alphas, counts) are plain.
    public static let lengthProperties: Set<String> = [
        "font-size", "border-width", "corner-radius", "height", "width", "shadow-radius", "row-height",
        "title-vertical-offset",
    ]

    /// The color names SAP's SwiftUI reader accepts in a palette definition, matched against the
    /// whole value (SAP/cloud-sdk-ios-fiori@098daf0
    /// Sources/FioriThemeManager/StyleSheet/Internal/StyleSheetConverter.swift:8-60); it has no
    /// `magenta`, which UIKit and NUI know.
    public static let swiftUIColorNames: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "orange",
        "purple", "brown", "clear",
    ]

    /// The text alignments NUI's converter reads; any other word becomes left there
    /// (tombenner/nui@744a36f NUI/Core/NUIConverter.m:231-244).
    public static let nuiTextAlignments: Set<TextAlign> = [.left, .center, .right]
}
