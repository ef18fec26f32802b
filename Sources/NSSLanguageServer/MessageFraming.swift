import NSSJSON

/// LSP's base protocol: each JSON-RPC message is preceded by a `Content-Length: N` header and an
/// empty line. Bytes arrive in any chunks; complete messages come out in order.
public struct MessageReader: Sendable {
    private var buffer: [UInt8] = []
    /// The largest message accepted: a larger header is a broken stream, not a document.
    public static let maximumLength = 64 << 20

    /// Creates an empty reader.
    public init() {}

    /// One framed message: its JSON text, or why the frame could not be read.
    public enum Frame: Sendable {
        /// A message body.
        case message([UInt8])
        /// A header without a usable Content-Length: the stream cannot be followed further.
        case broken(String)
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete frame, if the buffer holds one.
    public mutating func next() -> Frame? {
        guard let headerEnd = Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: buffer) else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: " "))
            }
        }
        guard let length, length >= 0, length <= Self.maximumLength else {
            buffer.removeAll()
            return .broken("a message header without a valid Content-Length")
        }
        let start = headerEnd + 4
        guard buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        buffer.removeFirst(start + length)
        return .message(body)
    }

    static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0] && Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// A message framed for writing.
    public static func frame(_ message: JSONValue) -> [UInt8] {
        let body = Array(JSONWriter().string(message).utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var result = self
        while result.first == set { result = result.dropFirst() }
        while result.last == set { result = result.dropLast() }
        return result
    }
}
