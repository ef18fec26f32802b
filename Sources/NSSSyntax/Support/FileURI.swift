/// File paths as URIs and back: what SARIF locations and LSP documents name files by.
public enum FileURI {
    /// A path as a URI reference: every byte outside RFC 3986's unreserved set and `/`
    /// percent-encoded (spaces, `%`, `#`, `?`, non-ASCII).
    public static func encoded(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        for byte in path.utf8 {
            let unreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
            result += unreserved ? [byte] : [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// An absolute path as a `file://` URI.
    public static func from(path: String) -> String { "file://" + encoded(path) }

    /// A `file://` URI's path, percent-decoded; another URI as it is.
    public static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let bytes = Array(uri.utf8.dropFirst(7))
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                decoded.append(value)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}
