/// Substring search and replacement on the UTF-8 bytes of a string. The standard library's
/// `firstRange(of:)`, `replacing(_:with:)` and `contains(_:)` for a string argument come from
/// string processing that needs iOS 16 / macOS 13; NSSKit's libraries run on iOS 15 and
/// macOS 12, so they use these.
public enum PlainText {
    /// The first occurrence of `needle` in `text`, as indices of `text`; nil when there is none.
    /// An empty needle is found at the start.
    public static func firstRange<Text: StringProtocol>(of needle: String, in text: Text) -> Range<Text.Index>? {
        var needle = needle
        // Native strings and their substrings keep their UTF-8 contiguous: search the bytes there
        // (a generic walk of the UTF-8 view costs about ten times as much per byte).
        let contiguous: Range<Int>?? = needle.withUTF8 { pattern in
            text.utf8.withContiguousStorageIfAvailable { haystack in byteRange(of: pattern, in: haystack) }
        }
        guard let contiguous else { return indexRange(of: Array(needle.utf8), in: text) }
        guard let found = contiguous else { return nil }
        // A match of valid UTF-8 starts and ends on character boundaries of valid UTF-8 text.
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: found.lowerBound)
        return start..<text.utf8.index(start, offsetBy: found.count)
    }

    /// The offsets of the first occurrence of `pattern` in `haystack`.
    private static func byteRange(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Range<Int>?
    {
        guard let first = pattern.first else { return 0..<0 }
        guard pattern.count <= haystack.count else { return nil }
        var candidate = 0
        let lastStart = haystack.count - pattern.count
        while candidate <= lastStart {
            if haystack[candidate] == first {
                var matched = 1
                while matched < pattern.count && haystack[candidate + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return candidate..<candidate + matched }
            }
            candidate += 1
        }
        return nil
    }

    /// The first occurrence of `pattern`, walking the UTF-8 view: for strings without contiguous
    /// UTF-8 storage.
    static func indexRange<Text: StringProtocol>(of pattern: [UInt8], in text: Text) -> Range<Text.Index>? {
        let haystack = text.utf8
        guard let first = pattern.first else { return text.startIndex..<text.startIndex }
        var start = haystack.startIndex
        while let candidate = haystack[start...].firstIndex(of: first) {
            var end = candidate
            var matched = 0
            while matched < pattern.count, end < haystack.endIndex, haystack[end] == pattern[matched] {
                matched += 1
                end = haystack.index(after: end)
            }
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
