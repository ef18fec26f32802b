/// A JSON document that could not be read, with the position and, where known, the JSON path
/// of the problem.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where: `$.rules[2].severity`, or `$` for the document.
    public var path: String
    /// The 1-based line, when the error is a syntax error in the text.
    public var line: Int?
    /// The 1-based column (in bytes), when the error is a syntax error in the text.
    public var column: Int?

    /// Creates an error.
    public init(message: String, path: String = "$", line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `line 3, column 7: expected ':'` or `$.rules[2]: expected a string`.
    public var description: String {
        if let line, let column { return "line \(line), column \(column) (at \(path)): \(message)" }
        return "\(path): \(message)"
    }
}

/// A strict RFC 8259 parser: no comments, no trailing commas, no duplicate keys, nesting bounded.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var path: [String] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a complete JSON document.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        guard parser.position < bytes.count else { throw parser.error("the document is empty") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses a complete JSON document from text.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func error(_ message: String) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONError(message: message, path: JSONPath.render(path), line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            throw error("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected
        else { throw error("expected '\(word)'") }
        position += expected.count
        return value
    }

    private mutating func parseObject(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes")
            }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error("duplicate member '\(key)'") }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after member name '\(key)'")
            }
            position += 1
            skipWhitespace()
            path.append(JSONPath.member(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append((key, value))
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            throw error("expected ',' or '}' after a member")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an element")
        }
    }

    private mutating func parseString() throws(JSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var chunkStart = position
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            if byte == UInt8(ascii: "\\") {
                flush(position)
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in a \\u escape") }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("invalid escape '\\\(String(UnicodeScalar(escape)))' in a string")
                }
                chunkStart = position
                continue
            }
            position += 1
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(JSONError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = position
        func digits() -> Int {
            let begin = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            return position - begin
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { throw error("expected digits in a number") }
        if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 {
            position = integerStart
            throw error("a number cannot start with 0")
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .number(value)
    }
}

/// JSON paths in the `$.member[3].other` form used by error messages.
public enum JSONPath {
    /// The path component of a member: `.name`, or `["odd name"]` when the name is not a plain word.
    public static func member(_ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    || $0 == "-"
            }
        return plain ? "." + key : "[\(JSONWriter.quoted(key))]"
    }

    /// `$` followed by the components.
    public static func render(_ components: [String]) -> String {
        "$" + components.joined()
    }
}
