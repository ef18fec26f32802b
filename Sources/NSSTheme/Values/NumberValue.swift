import NSSJSON

/// A number in points, optionally written with `px` (NUI reads `2px` as 2).
public struct NumberValue: Hashable, Sendable, CustomStringConvertible {
    /// The value.
    public var value: Double
    /// Whether it was written with `px`.
    public var hasPixelUnit: Bool

    /// Creates a number.
    public init(_ value: Double, hasPixelUnit: Bool = false) {
        self.value = value
        self.hasPixelUnit = hasPixelUnit
    }

    /// Canonical form: the number without unit, in NSSKit's one number format.
    public var description: String { NumberFormat.string(value) }

    /// Reads one number token: `12`, `-1.5`, `.5`, `2px`.
    public static func parse(_ parts: [ValuePart]) -> Result<NumberValue, ValueError> {
        parts.singleToken(expected: "a number").flatMap(parse)
    }

    static func parse(_ token: ValueToken) -> Result<NumberValue, ValueError> {
        guard token.kind == .number else {
            return .failure(ValueError("'\(token.text)' is not a number", span: token.span))
        }
        let text = token.text
        let utf8 = text.utf8
        var end = utf8.endIndex
        var pixels = false
        if utf8.count >= 2 && utf8.last == UInt8(ascii: "x") && utf8[utf8.index(end, offsetBy: -2)] == UInt8(ascii: "p")
        {
            end = utf8.index(end, offsetBy: -2)
            pixels = true
        } else if let unitStart = utf8.firstIndex(where: Self.startsUnit) {
            return .failure(
                ValueError(
                    "unit '\(text[unitStart...])' is not supported; NSS numbers are points, optionally written with px",
                    span: token.span))
        }
        var start = utf8.startIndex
        if start < end && utf8[start] == UInt8(ascii: "+") { start = utf8.index(after: start) }
        let digits = text[start..<end]
        guard let value = Self.shortDecimal(digits) ?? Double(digits) else {
            return .failure(ValueError("'\(token.text)' is not a number", span: token.span))
        }
        return .success(NumberValue(value, hasPixelUnit: pixels))
    }

    /// The number a number token's bytes read as when they are `[+][-]digits[.digits][px]` with at
    /// most 15 digits, as ``parse(_:)`` reads them; nil for anything else, which `parse` reads
    /// or rejects with its message.
    static func readPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> NumberValue? {
        var end = bytes.count
        let pixels = end >= 2 && bytes[end - 1] == UInt8(ascii: "x") && bytes[end - 2] == UInt8(ascii: "p")
        if pixels { end -= 2 }
        let start = end > 0 && bytes[0] == UInt8(ascii: "+") ? 1 : 0
        guard let value = shortDecimal(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
            return nil
        }
        return NumberValue(value, hasPixelUnit: pixels)
    }

    /// 10^`exponent` for 0 ... 15, each exactly a `Double`. A function, not a static array: the
    /// array's lazy initialization was checked at each of the 5 MB lint's 77,000 numbers a run.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// The value of `[-]digits[.digits]` with at most 15 digits in all, as `Double(_:)` reads
    /// it; nil for anything else. Such a mantissa and power of ten are both exact doubles, so
    /// their quotient is correctly rounded, as `strtod` rounds (Clinger's fast path), at a
    /// fraction of its cost: a theme's numbers are nearly all like this.
    static func shortDecimal(_ text: Substring) -> Double? {
        var text = text
        return text.withUTF8(shortDecimal)
    }

    /// ``shortDecimal(_:)`` of UTF-8 bytes.
    static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / powerOfTen(fractionDigits)
        return negative ? -magnitude : magnitude
    }
}

extension NumberValue {
    /// Whether a byte starts a unit: a letter or `%` (any non-ASCII byte starts a letter or
    /// something else that is no part of a number).
    fileprivate static func startsUnit(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "%")
            || byte >= 0x80
    }
}

/// NSSKit's one way of writing a number, everywhere: JSON's (`JSONWriter.format(_:)` in NSSJSON), with
/// integers without a fraction and other values rounded to 6 decimal places in their shortest
/// form (`0.5`, `2`, `-1.25`); a value that is not finite is written `0`.
public enum NumberFormat {
    /// The number as text.
    public static func string(_ value: Double) -> String {
        value.isFinite ? JSONWriter.format(value) : "0"
    }
}
