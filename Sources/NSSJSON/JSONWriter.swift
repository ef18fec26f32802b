/// Writes JSON deterministically: members in the order given, one number format, strings escaped
/// the same way everywhere.
public struct JSONWriter: Sendable {
    /// Indent nested values by two spaces and put each member on its own line.
    public var pretty: Bool

    /// Creates a writer.
    public init(pretty: Bool = false) { self.pretty = pretty }

    /// The value as JSON text, without a final line break.
    public func string(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, indent: 0, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // Bytes rather than a String: appending to a String re-checks its encoding on every piece,
    // which made writing the largest part of exporting a theme.
    func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: Self.format(number).utf8)
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeKey(member.key, indent: indent + 1, into: &output)
                write(member.value, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A member's line break, indent, quoted key and colon.
    func writeKey(_ key: String, indent: Int, into output: inout [UInt8]) {
        newline(indent, into: &output)
        Self.appendQuoted(key, to: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
    }

    func newline(_ indent: Int, into output: inout [UInt8]) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// The one number format of NSSKit's JSON: the value rounded to 6 decimal places, then written
    /// in the shortest form that reads back as that double; whole numbers without a fraction (`2`,
    /// not `2.0`), an exponent only beyond 9 * 10^18. From 10^9 on, where six more decimals would
    /// pass a double's 15 significant digits, the value is written unrounded. Not-a-number and
    /// infinities, which JSON cannot hold, are written as `null`.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Scaling by 10^6 would turn the largest doubles into infinity.
        if abs(number) >= 1e9 {
            return number == number.rounded() && abs(number) < 9e18 ? String(Int64(number)) : String(number)
        }
        let rounded = (number * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() && abs(rounded) < 9e18 {
            return String(Int64(rounded))
        }
        let text = String(rounded)
        guard text.contains("e") && abs(rounded) < 1e15 else { return text }
        // Small magnitudes: Swift writes 1e-05; spell the digits out instead.
        var digits = String(Int64((abs(rounded) * 1_000_000).rounded()))
        while digits.count < 7 { digits = "0" + digits }
        var fraction = String(digits.suffix(6))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (rounded < 0 ? "-" : "") + String(digits.dropLast(6)) + "." + fraction
    }

    /// A string as a JSON literal: quotes, backslashes and control characters escaped, everything
    /// else as UTF-8.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        appendQuoted(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F:
                let hexDigits = Array("0123456789ABCDEF".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
