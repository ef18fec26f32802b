import NSSSyntax
import NSSTheme

/// SAP's SwiftUI stylesheet reader, line for line (FioriThemeManager in SAP/cloud-sdk-ios-fiori at
/// 098daf0): StyleSheetParser.swift:21-36 keeps a line only when it starts with `@` in column 0,
/// drops that `@` and the line's last character (meant to be the `;`), and needs exactly one
/// `:` in the rest; the first definition of a key in a file wins. StyleSheetConverter.swift:6-81
/// then reads the value: one of fourteen color names (the whole value, untrimmed), a Fiori
/// palette name, or the first 8-, else 6-, else 3-digit `#`/`0x` hex anywhere in the value with
/// its whitespace removed. The rules compare what it reads with what the author wrote.
enum SwiftUIReader {
    /// What the reader makes of one line.
    enum LineReading: Equatable {
        /// Skipped: it does not start with `@` in column 0.
        case notADefinition
        /// Skipped: the rest has this many `:` instead of one.
        case colonCount(Int)
        /// Read as this key and raw value.
        case definition(key: String, value: String)
    }

    /// Reads one line (without its line break).
    static func read(line: Substring) -> LineReading {
        guard line.first == "@" else { return .notADefinition }
        let body = line.dropFirst().dropLast()
        let pieces = body.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2 else { return .colonCount(pieces.count - 1) }
        return .definition(key: String(pieces[0]), value: String(pieces[1]))
    }

    /// What the reader reads from a raw value.
    enum ValueReading: Equatable {
        /// Nothing: the definition is ignored.
        case unreadable
        /// A named or palette color, read by name.
        case named(String)
        /// A hex color, as `#RRGGBBAA`.
        case hex(String)
    }

    /// The fourteen names StyleSheetConverter.swift:8-57 reads (`magenta` is listed but reads nil).
    static let names: Set<String> = ValueFacts.swiftUIColorNames

    /// Reads a raw value as StyleSheetConverter does.
    static func read(value: String) -> ValueReading {
        if names.contains(value) { return .named(value) }
        let prefix = value.split(separator: "_", maxSplits: 1).first.map(String.init) ?? value
        if FioriColors.isColorName(prefix) { return .named(value) }
        let compact = Array(value.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.map(upper))
        for length in [8, 6, 3] {
            if let digits = firstHex(compact, length: length) { return .hex(expand(digits)) }
        }
        return .unreadable
    }

    private static func upper(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }

    private static func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46)
    }

    /// The first `#` or `0X` followed by `length` hex digits, unanchored, as the regex finds it.
    private static func firstHex(_ bytes: [UInt8], length: Int) -> [UInt8]? {
        var index = 0
        while index < bytes.count {
            var start: Int?
            if bytes[index] == UInt8(ascii: "#") {
                start = index + 1
            } else if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "X")
            {
                start = index + 2
            }
            if let start, start + length <= bytes.count, bytes[start..<start + length].allSatisfy(isHex) {
                return Array(bytes[start..<start + length])
            }
            index += 1
        }
        return nil
    }

    /// `#RRGGBBAA` of 3 (doubled), 6 or 8 (RRGGBBAA, Color+Extension.swift:50-85) digits.
    private static func expand(_ digits: [UInt8]) -> String {
        var text = String(decoding: digits, as: UTF8.self)
        if digits.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
        if text.count == 6 { text += "FF" }
        return "#" + text
    }

    /// The key SAP's ThemeManager.swift:248-249 looks up for the elevated light high-contrast
    /// scheme, misspelled in the SDK: a definition with the correct spelling is never read.
    static let misspelledSchemeSuffix = "elevatedContrastLightkBackground"
}
