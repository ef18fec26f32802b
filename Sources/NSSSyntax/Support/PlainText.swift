/// Substring search and replacement on the UTF-8 bytes of a string. The standard library's
/// `firstRange(of:)`, `replacing(_:with:)` and `contains(_:)` for a string argument come from
/// string processing that needs iOS 16 / macOS 13; NSSKit's libraries run on iOS 15 and
/// macOS 12, so they use these.
public enum PlainText {
    /// The first occurrence of `needle` in `text`, as indices of `text`; nil when there is none.
    /// An empty needle is found at the start.
    public static func firstRange<Text: StringProtocol>(of needle: String, in text: Text) -> Range<Text.Index>? {
        let haystack = text.utf8
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return text.startIndex..<text.startIndex }
        var start = haystack.startIndex
        while let candidate = haystack[start...].firstIndex(of: first) {
            var end = candidate
            var matched = 0
            while matched < pattern.count, end < haystack.endIndex, haystack[end] == pattern[matched] {
                matched += 1
                end = haystack.index(after: end)
            }
            // A match of valid UTF-8 starts and ends on character boundaries of valid UTF-8 text.
            if matched == pattern.count { return candidate..<end }
            start = haystack.index(after: candidate)
        }
        return nil
    }

    /// Whether `text` holds `needle`.
    public static func contains(_ needle: String, in text: some StringProtocol) -> Bool {
        firstRange(of: needle, in: text) != nil
    }

    /// `text` with every occurrence of a non-empty `needle` replaced, left to right.
    public static func replacing(_ needle: String, with replacement: String, in text: some StringProtocol) -> String {
        guard !needle.isEmpty else { return String(text) }
        var result = ""
        var rest = text[...]
        while let range = firstRange(of: needle, in: rest) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
