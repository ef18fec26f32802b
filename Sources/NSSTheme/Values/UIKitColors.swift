/// The UIKit class colors NUI accepts by name (`red` reads `UIColor.redColor`). Names are
/// case-sensitive, as in NUI.
public enum UIKitColors {
    /// The names, in UIKit's documentation order.
    public static let names: [String] = table.map(\.name)

    private static let table: [(name: String, color: RGBAColor)] = [
        ("black", RGBAColor(red: 0, green: 0, blue: 0)),
        ("darkGray", RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        ("lightGray", RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        ("white", RGBAColor(red: 1, green: 1, blue: 1)),
        ("gray", RGBAColor(red: 0.5, green: 0.5, blue: 0.5)),
        ("red", RGBAColor(red: 1, green: 0, blue: 0)),
        ("green", RGBAColor(red: 0, green: 1, blue: 0)),
        ("blue", RGBAColor(red: 0, green: 0, blue: 1)),
        ("cyan", RGBAColor(red: 0, green: 1, blue: 1)),
        ("yellow", RGBAColor(red: 1, green: 1, blue: 0)),
        ("magenta", RGBAColor(red: 1, green: 0, blue: 1)),
        ("orange", RGBAColor(red: 1, green: 0.5, blue: 0)),
        ("purple", RGBAColor(red: 0.5, green: 0, blue: 0.5)),
        ("brown", RGBAColor(red: 0.6, green: 0.4, blue: 0.2)),
        ("clear", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
        ("lightText", RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6)),
        ("darkText", RGBAColor(red: 0, green: 0, blue: 0)),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.color) })

    /// The color UIKit gives a name, or nil if UIKit has no such class color.
    public static func color(named name: String) -> RGBAColor? { byName[name] }

    /// The names SAP's SwiftUI reader accepts in palette definitions (it has no `magenta`).
    public static let swiftUINames: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "orange",
        "purple", "brown", "clear",
    ]
}
