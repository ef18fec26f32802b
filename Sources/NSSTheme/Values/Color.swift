import NSSSyntax

/// The two readings of an eight-digit hex color. SAP's UIKit documentation writes `#AARRGGBB`
/// ("#1EE68A00"); CSS, SAP's SwiftUI reader (in its code) and most tools read `#RRGGBBAA`; NUI
/// drops the last two digits. NSSKit keeps both readings and reads `#RRGGBBAA` unless told
/// otherwise.
public enum HexAlphaOrder: String, Sendable, Hashable, CaseIterable {
    /// `#RRGGBBAA`: alpha last (CSS). The default.
    case alphaLast = "rrggbbaa"
    /// `#AARRGGBB`: alpha first, as SAP's UIKit documentation writes it.
    case alphaFirst = "aarrggbb"
}

/// Options for reading colors.
public struct ColorOptions: Sendable, Hashable {
    /// How to read eight hex digits.
    public var hexAlphaOrder: HexAlphaOrder

    /// Creates options.
    public init(hexAlphaOrder: HexAlphaOrder = .alphaLast) {
        self.hexAlphaOrder = hexAlphaOrder
    }

    /// `#RRGGBBAA`.
    public static let `default` = ColorOptions()
}

/// A concrete color: red, green, blue and alpha from 0 to 1, and how it was written.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var alpha: Double

    /// Creates a color; components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A color from 8-bit components.
    public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255
        )
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// A component as an 8-bit integer, rounded to nearest.
    public static func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }

    /// The canonical serialization everywhere in NSSKit: `#RRGGBBAA`, upper case.
    public var hex: String {
        let bytes = (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
        guard (bytes.0 | bytes.1 | bytes.2 | bytes.3) & ~0xFF == 0 else {
            // Out of range (not from a parsed color): each component as many digits as it takes.
            return [bytes.0, bytes.1, bytes.2, bytes.3].map { value in
                let digits = String(value, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.reduce("#", +)
        }
        // Nine ASCII bytes written in place: the general path made five strings and an array.
        return String(unsafeUninitializedCapacity: 9) { buffer in
            func hexDigit(_ value: Int) -> UInt8 {
                UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x37 + value)
            }
            buffer[0] = UInt8(ascii: "#")
            for (position, value) in [bytes.0, bytes.1, bytes.2, bytes.3].enumerated() {
                buffer[1 + 2 * position] = hexDigit(value >> 4)
                buffer[2 + 2 * position] = hexDigit(value & 0xF)
            }
            return 9
        }
    }

    /// ``hex``.
    public var description: String { hex }

    /// Reads 3 (`RGB`), 6 (`RRGGBB`) or 8 hex digits, given without `#` or `0x`.
    public static func fromHexDigits(_ digits: Substring, order: HexAlphaOrder) -> RGBAColor? {
        fromHexBytes(digits.utf8, order: order)
    }

    /// ``fromHexDigits(_:order:)`` of the digits' UTF-8 bytes.
    static func fromHexBytes(_ digits: some Sequence<UInt8>, order: HexAlphaOrder) -> RGBAColor? {
        // At most eight digits, packed four bits each: no array for a theme's every color.
        var packed: UInt32 = 0
        var count = 0
        for byte in digits {
            guard count < 8, let value = hexValue(byte) else { return nil }
            packed = packed << 4 | UInt32(value)
            count += 1
        }
        // The digit at a position, read from the packed word where it is asked for (a lazy map's
        // closure was a call for each digit: 4.4 M instructions a 5 MB pipeline run).
        @inline(__always) func digit(_ position: Int) -> Int { Int(packed >> UInt32(4 * (count - 1 - position)) & 0xF) }
        switch count {
        case 3:
            return RGBAColor(red8: digit(0) * 17, green8: digit(1) * 17, blue8: digit(2) * 17)
        case 6:
            return RGBAColor(
                red8: digit(0) * 16 + digit(1), green8: digit(2) * 16 + digit(3), blue8: digit(4) * 16 + digit(5))
        case 8:
            let bytes = (
                digit(0) * 16 + digit(1), digit(2) * 16 + digit(3), digit(4) * 16 + digit(5),
                digit(6) * 16 + digit(7)
            )
            switch order {
            case .alphaLast: return RGBAColor(red8: bytes.0, green8: bytes.1, blue8: bytes.2, alpha8: bytes.3)
            case .alphaFirst: return RGBAColor(red8: bytes.1, green8: bytes.2, blue8: bytes.3, alpha8: bytes.0)
            }
        default:
            return nil
        }
    }

    /// The value of an ASCII hex digit: colors are ASCII in every runtime.
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

/// A color value as a theme writes it: a concrete color, or a Fiori palette name whose color
/// depends on the scheme and on the theme's palette overrides.
public enum ColorValue: Hashable, Sendable {
    /// A concrete color, with how it was written.
    case literal(RGBAColor, notation: ColorNotation)
    /// A Fiori palette color such as `primary1` or `negative_darkBackground`.
    case palette(PaletteReference)

    /// The concrete color, if this is a literal.
    public var literal: RGBAColor? {
        if case .literal(let color, _) = self { return color }
        return nil
    }
}

/// How a literal color was written.
public enum ColorNotation: Hashable, Sendable {
    /// `#` and 3, 6 or 8 hex digits; for 8 digits, the reading used and the other reading.
    case hash(digits: Int, order: HexAlphaOrder?, otherReading: RGBAColor?)
    /// `0x` and hex digits.
    case zeroX(digits: Int, order: HexAlphaOrder?, otherReading: RGBAColor?)
    /// `rgb(...)` or `rgba(...)`.
    case rgbFunction(name: String)
    /// `hsl(...)` or `hsla(...)`, which NUI reads as hue, saturation and brightness.
    case hslFunction(name: String)
    /// A UIKit color name such as `red` or `clear`.
    case uiKitName(String)
}

/// A reference to a Fiori palette color, optionally pinned to one scheme.
public struct PaletteReference: Hashable, Sendable, CustomStringConvertible {
    /// The color name as written, such as `primary1` (deprecated) or `negativeLabel`.
    public var name: String
    /// The scheme suffix written after an underscore, such as `darkBackground`.
    public var scheme: ColorScheme?

    /// Creates a reference.
    public init(name: String, scheme: ColorScheme? = nil) {
        self.name = name
        self.scheme = scheme
    }

    /// `name` or `name_scheme`.
    public var description: String { scheme.map { "\(name)_\($0.suffix)" } ?? name }
}

extension ColorValue {
    /// Reads a color: `#RGB`, `#RRGGBB`, eight hex digits, `0x` hex, `rgb()`, `rgba()`, `hsl()`,
    /// `hsla()`, a UIKit color name or a Fiori palette name with an optional scheme suffix.
    public static func parse(_ parts: [ValuePart], options: ColorOptions = .default) -> Result<ColorValue, ValueError> {
        guard parts.count == 1 else {
            if parts.isEmpty { return .failure(ValueError("missing color", at: parts)) }
            return .failure(ValueError("expected one color, found '\(ValuePart.text(parts))'", at: parts))
        }
        switch parts[0] {
        case .function(let name, let arguments, let span):
            return parseFunction(name: name?.text ?? "", arguments: arguments, span: span)
        case .token(let token):
            return parseToken(token, options: options)
        }
    }

    private static func parseToken(_ token: ValueToken, options: ColorOptions) -> Result<ColorValue, ValueError> {
        let text = token.text
        switch token.kind {
        case .hash:
            let digits = text.dropFirst()
            return hex(digits, prefix: "#", token: token, options: options)
        case .identifier, .number:
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return hex(text.dropFirst(2), prefix: "0x", token: token, options: options)
            }
            if let named = UIKitColors.color(named: text) {
                return .success(.literal(named, notation: .uiKitName(text)))
            }
            if let reference = FioriColors.reference(text) {
                return .success(.palette(reference))
            }
            if let system = UIKitColors.systemColor(named: text) {
                return .success(.literal(system, notation: .uiKitName(text)))
            }
            var message =
                "'\(text)' is not a color; expected #RRGGBB, rgba(...), a UIKit color name or a Fiori palette name"
            if text == "transparent" || text == "none" {
                // CSS words with no UIColor class color behind them (no transparentColor).
                message += "; did you mean 'clear'?"
            } else if let suggestion = colorNameSuggestions.closest(to: text).first {
                message += "; did you mean '\(suggestion)'?"
            }
            return .failure(ValueError(message, span: token.span))
        default:
            return .failure(ValueError("'\(text)' is not a color", span: token.span))
        }
    }

    private static func hex(_ digits: Substring, prefix: String, token: ValueToken, options: ColorOptions)
        -> Result<ColorValue, ValueError>
    {
        guard let literal = hexLiteral(digits.utf8, zeroX: prefix != "#", options: options) else {
            // Only a text that does not read is walked by characters, to name a bad digit first.
            if let bad = digits.first(where: { !$0.isASCII || $0.hexDigitValue == nil }) {
                return .failure(
                    ValueError("'\(token.text)' is not a hex color: '\(bad)' is not a hex digit", span: token.span))
            }
            return .failure(
                ValueError(
                    "'\(token.text)' has \(digits.count) hex digits; a color has 3 (RGB), 6 (RRGGBB) or 8 (RRGGBBAA)",
                    span: token.span))
        }
        return .success(literal)
    }

    /// The color that 3, 6 or 8 hex digits (after `#`, or after `0x` with `zeroX`) read as, with
    /// how they were written; nil when they do not read.
    static func hexLiteral<Digits: Collection<UInt8>>(_ digits: Digits, zeroX: Bool, options: ColorOptions)
        -> ColorValue?
    {
        guard let color = RGBAColor.fromHexBytes(digits, order: options.hexAlphaOrder) else { return nil }
        // All ASCII hex digits now: their count is their bytes'.
        let count = digits.count
        var order: HexAlphaOrder?
        var other: RGBAColor?
        if count == 8 {
            order = options.hexAlphaOrder
            let otherOrder: HexAlphaOrder = order == .alphaLast ? .alphaFirst : .alphaLast
            other = RGBAColor.fromHexBytes(digits, order: otherOrder)
        }
        let notation: ColorNotation =
            zeroX
            ? .zeroX(digits: count, order: order, otherReading: other)
            : .hash(digits: count, order: order, otherReading: other)
        return .literal(color, notation: notation)
    }

    private static func parseFunction(name: String, arguments: [ValuePart], span: SourceSpan?)
        -> Result<ColorValue, ValueError>
    {
        let lowered = name.lowercased()
        let groups = ValuePart.splitAtCommas(arguments)
        let isRGB = lowered == "rgb" || lowered == "rgba"
        let isHSL = lowered == "hsl" || lowered == "hsla"
        guard isRGB || isHSL else {
            return .failure(
                ValueError("'\(name)(...)' is not a color function; use rgb, rgba, hsl or hsla", span: span))
        }
        let expected = lowered.hasSuffix("a") ? 4 : 3
        guard groups.count == expected else {
            return .failure(
                ValueError(
                    "\(lowered)() takes \(expected) comma-separated components, found \(groups.count)", span: span))
        }
        var components: [Double] = []
        for (index, group) in groups.enumerated() {
            guard group.count == 1, let token = group[0].token, token.kind == .number else {
                return .failure(ValueError("color component \(index + 1) of \(lowered)() must be a number", at: group))
            }
            guard let component = ColorComponent.read(token, function: lowered, index: index) else {
                return .failure(
                    ValueError(
                        "'\(token.text)' is out of range for component \(index + 1) of \(lowered)()", span: token.span))
            }
            components.append(component)
        }
        let alpha = components.count == 4 ? components[3] : 1
        if isRGB {
            return .success(
                .literal(
                    RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: alpha),
                    notation: .rgbFunction(name: lowered)))
        }
        let color = ColorComponent.fromHSB(
            hue: components[0], saturation: components[1], brightness: components[2], alpha: alpha)
        return .success(.literal(color, notation: .hslFunction(name: lowered)))
    }
}

/// "Did you mean" over UIKit and Fiori color names.
private let colorNameSuggestions = SuggestionIndex(UIKitColors.names + FioriColors.allNames)

/// How the numbers inside color functions are read.
enum ColorComponent {
    /// A component as a fraction 0...1, read the way NUI reads it, for every component of every
    /// color function (hue and alpha included): a number with a decimal point is already a
    /// fraction (`0.5`), a whole number is out of 255 (`128`, so an alpha of `1` is 1/255). A
    /// percentage, which NUI does not read, is out of 100.
    static func read(_ token: ValueToken, function: String, index: Int) -> Double? {
        var text = Substring(token.text)
        let percent = text.hasSuffix("%")
        if percent { text = text.dropLast() }
        guard let number = Double(text), number >= 0 else { return nil }
        if percent { return number <= 100 ? number / 100 : nil }
        if text.contains(".") { return number <= 1 ? number : nil }
        return number <= 255 ? number / 255 : nil
    }

    /// HSB (hue, saturation, brightness, each 0...1) to RGB, the conversion UIKit's
    /// `UIColor(hue:saturation:brightness:alpha:)` performs.
    static func fromHSB(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
        let h = (hue >= 1 ? 0 : hue) * 6
        let sector = Int(h)
        let f = h - Double(sector)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
    }
}
