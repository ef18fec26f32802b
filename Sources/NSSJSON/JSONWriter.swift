/// Writes JSON deterministically: members in the order given, one number format, strings escaped
/// the same way everywhere.
public struct JSONWriter: Sendable {
    /// Indent nested values by two spaces and put each member on its own line.
    public var pretty: Bool

    /// Creates a writer.
    public init(pretty: Bool = false) { self.pretty = pretty }

    /// The value as JSON text, without a final line break.
    public func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .string(let string): output += Self.quoted(string)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                output += Self.quoted(member.key)
                output += pretty ? ": " : ":"
                write(member.value, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "}"
        }
    }

    private func newline(_ indent: Int, into output: inout String) {
        guard pretty else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    /// The one number format of NSSKit's JSON: the value rounded to 6 decimal places, then written
    /// in the shortest form that reads back as that double; whole numbers without a fraction (`2`,
    /// not `2.0`), an exponent only beyond 9 * 10^18. Not-a-number and infinities, which
    /// JSON cannot hold, are written as `null`.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
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
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
