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

    /// UIKit's system and semantic class colors (`+[UIColor systemBlueColor]`, `labelColor`, ...),
    /// which NUI reads by the same selector rule (NUIConverter.m builds `<name>Color`). They adapt
    /// to light and dark mode; the values here are their light-mode values as Apple's Human
    /// Interface Guidelines ("Color", system colors and UI element colors, iOS) list them.
    private static let systemTable: [(name: String, color: RGBAColor)] = [
        ("systemRed", hex(0xFF3B30)), ("systemOrange", hex(0xFF9500)), ("systemYellow", hex(0xFFCC00)),
        ("systemGreen", hex(0x34C759)), ("systemMint", hex(0x00C7BE)), ("systemTeal", hex(0x30B0C7)),
        ("systemCyan", hex(0x32ADE6)), ("systemBlue", hex(0x007AFF)), ("systemIndigo", hex(0x5856D6)),
        ("systemPurple", hex(0xAF52DE)), ("systemPink", hex(0xFF2D55)), ("systemBrown", hex(0xA2845E)),
        ("systemGray", hex(0x8E8E93)), ("systemGray2", hex(0xAEAEB2)), ("systemGray3", hex(0xC7C7CC)),
        ("systemGray4", hex(0xD1D1D6)), ("systemGray5", hex(0xE5E5EA)), ("systemGray6", hex(0xF2F2F7)),
        ("tint", hex(0x007AFF)), ("label", hex(0x000000)), ("secondaryLabel", hex(0x3C3C43, alpha: 0.6)),
        ("tertiaryLabel", hex(0x3C3C43, alpha: 0.3)), ("quaternaryLabel", hex(0x3C3C43, alpha: 0.18)),
        ("link", hex(0x007AFF)), ("placeholderText", hex(0x3C3C43, alpha: 0.3)),
        ("separator", hex(0x3C3C43, alpha: 0.29)), ("opaqueSeparator", hex(0xC6C6C8)),
        ("systemBackground", hex(0xFFFFFF)), ("secondarySystemBackground", hex(0xF2F2F7)),
        ("tertiarySystemBackground", hex(0xFFFFFF)), ("systemGroupedBackground", hex(0xF2F2F7)),
        ("secondarySystemGroupedBackground", hex(0xFFFFFF)), ("tertiarySystemGroupedBackground", hex(0xF2F2F7)),
        ("systemFill", hex(0x787880, alpha: 0.2)), ("secondarySystemFill", hex(0x787880, alpha: 0.16)),
        ("tertiarySystemFill", hex(0x767680, alpha: 0.12)), ("quaternarySystemFill", hex(0x747480, alpha: 0.08)),
        ("groupTableViewBackground", hex(0xF2F2F7)),
    ]

    private static func hex(_ value: Int, alpha: Double = 1) -> RGBAColor {
        RGBAColor(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: alpha)
    }

    private static let byName = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.color) })
    private static let systemByName = Dictionary(uniqueKeysWithValues: systemTable.map { ($0.name, $0.color) })

    /// The color UIKit gives a name, or nil if UIKit has no such class color.
    public static func color(named name: String) -> RGBAColor? { byName[name] }

    /// The light-mode value of a UIKit system or semantic color name (`systemBlue`, `label`).
    public static func systemColor(named name: String) -> RGBAColor? { systemByName[name] }

    /// Whether NUI reads a color name: UIColor has a class color `<name>Color`.
    public static func isNUIName(_ name: String) -> Bool { byName[name] != nil || systemByName[name] != nil }
}
