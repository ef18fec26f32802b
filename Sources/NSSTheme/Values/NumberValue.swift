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
        guard let value = Double(text[start..<end]) else {
            return .failure(ValueError("'\(token.text)' is not a number", span: token.span))
        }
        return .success(NumberValue(value, hasPixelUnit: pixels))
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
