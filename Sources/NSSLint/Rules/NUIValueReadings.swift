import NSSSyntax
import NSSTheme

/// What NUI's converter (NUIConverter.m in tombenner/nui, which SAP's UIKit SDK embeds in its
/// fork) makes of a value NSSKit's strict reading rejects. Where NUI reads it by accident the
/// finding is a warning that says what NUI reads; where NUI reads nothing, or crashes, it stays an
/// error and says so.
enum NUIValueReadings {
    /// The severity and message for a rejected value under a NUI-based runtime, or nil to keep the
    /// strict reading's.
    static func reading(of text: String, type: ValueType, property: String) -> (Severity, String)? {
        switch type {
        case .boolean: boolean(text, property: property)
        case .color: color(text, property: property)
        case .size, .offset:
            (
                .error,
                "'\(text)' for '\(property)' is not two comma-separated numbers: NUI splits it at ',' and "
                    + "crashes when fewer than two parts remain (NUIConverter toSize/toOffset)"
            )
        case .number: number(text, property: property)
        default: nil
        }
    }

    /// NSString's floatValue (NUISettings getFloat, NUIConverter toFloat): the longest number at the
    /// start, after spaces, and 0 when there is none; the rest of the text is ignored.
    private static func number(_ text: String, property: String) -> (Severity, String) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        let digitsStart = index
        var sawDigit = false
        var sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
            } else if byte == 0x2E && !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard sawDigit, index > digitsStart else {
            return (.error, "NUI reads '\(text)' for '\(property)' as 0 (NSString floatValue finds no number)")
        }
        let read = String(decoding: bytes[start..<index], as: UTF8.self)
        return (
            .warning,
            "NUI reads '\(text)' for '\(property)' as \(read) (NSString floatValue ignores what follows the number); "
                + "write \(read)"
        )
    }

    /// NSString's boolValue: true for a first letter Y, y, T or t or a digit 1-9 (after spaces and
    /// a sign or zeros), false for anything else (NUIConverter toBoolean).
    private static func boolean(_ text: String, property: String) -> (Severity, String) {
        var rest = Substring(text)
        while let first = rest.first, first == "+" || first == "-" || first == "0" { rest = rest.dropFirst() }
        let readsTrue = rest.first.map { "YyTt123456789".contains($0) } ?? false
        if readsTrue {
            return (.warning, "NUI reads '\(text)' for '\(property)' as true (NSString boolValue); write true")
        }
        return (
            .error,
            "NUI reads '\(text)' for '\(property)' as false (NSString boolValue reads only Y, T or a digit as true); "
                + "write true or false"
        )
    }

    /// NUI takes the first `#` or `0x` followed by six hex digits anywhere in the value.
    private static func color(_ text: String, property: String) -> (Severity, String)? {
        let bytes = Array(text.utf8)
        guard let start = hexStart(bytes) else { return nil }
        let digits = bytes[start...].prefix { isHexDigit($0) }
        guard digits.count > 6 else { return nil }
        let read = String(decoding: digits.prefix(6), as: UTF8.self)
        return (
            .warning,
            "NUI reads only the first six hex digits of '\(text)' for '\(property)' (#\(read)) and ignores the rest"
        )
    }

    private static func hexStart(_ bytes: [UInt8]) -> Int? {
        if bytes.first == UInt8(ascii: "#") { return 1 }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") { return 2 }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }
}
