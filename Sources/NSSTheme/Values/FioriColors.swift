/// The Fiori color names (SAP's `ColorStyle`), their deprecated aliases, and the v8 palette's
/// default values. Data: FioriColorStyles.swift and FioriPaletteV8.swift, generated from the
/// reference tables.
public enum FioriColors {
    /// Every name, current and deprecated, in table order.
    public static let allNames: [String] = styles.map(\.name)

    /// The names SAP marks deprecated, with their replacements.
    public static let deprecated: [String: String] = Dictionary(
        uniqueKeysWithValues: styles.compactMap { style in style.replacement.map { (style.name, $0) } })

    private static let nameSet = Set(allNames)

    private static let styles: [(name: String, replacement: String?)] = fields(of: FioriColorStyles.table).map {
        fields in (fields[0], fields.count > 1 ? fields[1] : nil)
    }

    /// The space-separated fields of each non-empty line. Split on bytes: splitting these tables
    /// by Characters cost a small lint a tenth of its time.
    private static func fields(of table: String) -> [[String]] {
        // On contiguous bytes: the generic split of a string's UTF-8 view walked it an index at a
        // time, a million instructions a table.
        var table = table
        return table.withUTF8 { bytes in
            bytes.split(separator: UInt8(ascii: "\n")).map { line in
                line.split(separator: UInt8(ascii: " ")).map {
                    String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
                }
            }
        }
    }

    /// Whether `name` (without a scheme suffix) is a Fiori color name.
    public static func isColorName(_ name: String) -> Bool { nameSet.contains(name) }

    /// Reads `name` or `name_scheme` as a palette reference, if the name is a Fiori color.
    public static func reference(_ text: String) -> PaletteReference? {
        let (name, scheme) = ColorScheme.split(text)
        guard isColorName(name) else { return nil }
        return PaletteReference(name: name, scheme: scheme)
    }

    /// The name whose palette values a name uses: itself, or the replacement of a deprecated name
    /// (followed until a name with values; misspelled `quarternary*` names read as `quaternary*`).
    public static func canonicalName(_ name: String) -> String {
        var current = name
        var seen: Set<String> = [current]
        while defaults[current] == nil, let next = deprecated[current] ?? spellingVariants[current],
            seen.insert(next).inserted
        {
            current = next
        }
        return current
    }

    /// Names SAP lists twice, once misspelled, without marking either deprecated.
    private static let spellingVariants = ["quarternaryLabel": "quaternaryLabel", "quarternaryFill": "quaternaryFill"]

    /// The v8 default for a name in a scheme, following deprecated names and the scheme's fallbacks.
    public static func defaultColor(_ name: String, scheme: ColorScheme) -> RGBAColor? {
        guard let values = defaults[canonicalName(name)] else { return nil }
        for candidate in scheme.fallbacks {
            if let value = values[candidate] { return value }
        }
        return nil
    }

    /// The v8 values of a name exactly as the palette lists them, per scheme (no fallbacks).
    public static func paletteValues(_ name: String) -> [ColorScheme: RGBAColor] {
        defaults[name] ?? [:]
    }

    /// The names the v8 palette has values for.
    public static var paletteNames: [String] { paletteOrder }

    private static let paletteOrder: [String] = fields(of: FioriPaletteV8.table).map { $0[0] }

    private static let defaults: [String: [ColorScheme: RGBAColor]] = {
        var result: [String: [ColorScheme: RGBAColor]] = [:]
        for fields in fields(of: FioriPaletteV8.table) {
            var values: [ColorScheme: RGBAColor] = [:]
            for (scheme, field) in zip(ColorScheme.allCases, fields.dropFirst()) where field != "-" {
                values[scheme] = RGBAColor.fromHexDigits(Substring(field), order: .alphaLast)
            }
            result[fields[0]] = values
        }
        return result
    }()
}
