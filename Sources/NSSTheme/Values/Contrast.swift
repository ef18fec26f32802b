// `pow` comes from the C library, as Foundation is not used here.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// WCAG 2.x contrast: the relative luminance of sRGB colors and the ratio between two of them
/// (W3C WCAG 2.2, "relative luminance" and "contrast ratio" definitions; success criterion 1.4.3
/// asks 4.5:1 for text, 3:1 for large text).
public enum Contrast {
    /// The minimum ratio for normal text (WCAG 1.4.3, level AA).
    public static let minimumForText = 4.5
    /// The minimum ratio for large text: 18 pt, or 14 pt bold.
    public static let minimumForLargeText = 3.0

    /// The relative luminance of an opaque color, 0 (black) to 1 (white).
    public static func luminance(_ color: RGBAColor) -> Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `color` drawn over an opaque `base`: what the eye sees of a translucent color.
    public static func composite(_ color: RGBAColor, over base: RGBAColor) -> RGBAColor {
        let alpha = color.alpha
        return RGBAColor(
            red: color.red * alpha + base.red * (1 - alpha), green: color.green * alpha + base.green * (1 - alpha),
            blue: color.blue * alpha + base.blue * (1 - alpha))
    }

    /// The contrast ratio of text on a background, 1 to 21. Translucent colors are composited:
    /// the background over `base` (the screen behind it), the text over the result.
    public static func ratio(text: RGBAColor, background: RGBAColor, base: RGBAColor) -> Double {
        let opaqueBackground = composite(background, over: base)
        let opaqueText = composite(text, over: opaqueBackground)
        let (lighter, darker) = {
            let a = luminance(opaqueText)
            let b = luminance(opaqueBackground)
            return a > b ? (a, b) : (b, a)
        }()
        return (lighter + 0.05) / (darker + 0.05)
    }
}
