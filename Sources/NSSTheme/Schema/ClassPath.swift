/// The grammar of class paths: `fdl` + component + `_part` segments + an optional `_N` index, as
/// in `fdlFUIObjectTableViewCell_avatar_0`; global styles such as `fdlFontStyle_subheadline`;
/// and paths without the `fdl` prefix (`FUISliderFormView_title`, `Button`, custom classes).
public struct ClassPath: Hashable, Sendable, CustomStringConvertible {
    /// The path as written.
    public let text: String
    /// Whether it starts with `fdl`, the prefix of SAP's Fiori class paths.
    public let hasFioriPrefix: Bool
    /// The component: `FUIObjectTableViewCell`, `FontStyle`, `Button`.
    public let component: String
    /// The subview segments after the component: `["labelItem", "label"]`.
    public let parts: [String]
    /// The trailing `_N` of a numbered item.
    public let index: Int?

    /// Parses a path; any text is a path, possibly with no parts.
    public init(_ text: String) {
        self.text = text
        hasFioriPrefix = text.hasPrefix("fdl") && text.count > 3
        let body = hasFioriPrefix ? text.dropFirst(3) : Substring(text)
        var segments = body.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        component = segments.isEmpty ? "" : segments.removeFirst()
        if segments.count >= 1, let last = segments.last, let number = Int(last), number >= 0,
            last.allSatisfy(\.isASCII)
        {
            index = number
            segments.removeLast()
        } else {
            index = nil
        }
        parts = segments
    }

    /// The path without its `_N` index, when it has one.
    public var unnumbered: String? {
        guard let index else { return nil }
        return String(text.dropLast(String(index).count + 1))
    }

    /// The path as written.
    public var description: String { text }

    /// The classes of a chain `A:B:C` (a view's nuiClass), empty ones dropped. Split on bytes:
    /// splitting by Characters costs more than the rest of resolving a path.
    public static func chain(_ classes: String) -> [String] {
        // Nearly every path is a single class, kept as it is without a split.
        // The bytes searched in place: the UTF-8 view's own `contains` validated an index a byte.
        var bytes = classes
        if !bytes.withUTF8({ $0.contains(UInt8(ascii: ":")) }) { return classes.isEmpty ? [] : [classes] }
        return classes.utf8.split(separator: UInt8(ascii: ":")).map { String(Substring($0)) }
    }

    /// `X` and `N` for a numbered path `X_N`, without parsing the whole path; nil when the path
    /// has no index (or one too large to be an index).
    public static func numbered(_ path: String) -> (unnumbered: String, index: Int)? {
        guard let unnumbered = unnumbered(path) else { return nil }
        var index = 0
        for byte in path.utf8.dropFirst(unnumbered.utf8.count + 1) {
            let (times10, overflow) = index.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow && !overflow2 else { return nil }
            index = sum
        }
        return (unnumbered, index)
    }

    /// `X` for a numbered path `X_N`, without parsing the whole path.
    public static func unnumbered(_ path: String) -> String? {
        let utf8 = path.utf8
        var end = utf8.endIndex
        var digits = 0
        while end > utf8.startIndex {
            let previous = utf8.index(before: end)
            guard utf8[previous] >= UInt8(ascii: "0") && utf8[previous] <= UInt8(ascii: "9") else { break }
            end = previous
            digits += 1
        }
        guard digits > 0, end > utf8.startIndex else { return nil }
        let underscore = utf8.index(before: end)
        guard utf8[underscore] == UInt8(ascii: "_"), underscore > utf8.startIndex else { return nil }
        return String(path[..<underscore])
    }
}
