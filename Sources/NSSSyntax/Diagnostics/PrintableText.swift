/// Text from a file or a file name made safe to print on one line of a terminal or a log: a
/// control character could move the cursor, retitle the window, ring the bell or start a forged
/// `path:line:col: error:` line, and a bidirectional override could make a line read as another.
public enum PrintableText {
    /// `text` with every C0 and C1 control character (line breaks and tabs included), DEL, the
    /// Unicode line and paragraph separators and the bidirectional embedding, override and
    /// isolate characters written as `\u{XX}`; everything else unchanged.
    /// `keeping` names controls the caller escapes its own way (GitHub's `%0A` for a line feed).
    public static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in Self.needsEscape(scalar) && !keeping.contains(scalar) }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
