extension SyntaxTree {
    /// The tree as indented text, one node or token per line, with kinds, byte ranges, token text
    /// and leading trivia: a debugging aid in the manner of swift-syntax's print-tree.
    ///
    ///     rule 0..<24
    ///       selector-list 0..<5
    ///         identifier 0..<5 "Label"
    public func dump() -> String {
        var whole = ""
        dump { whole += $0 }
        return whole
    }

    /// ``dump()`` handed to `sink` in pieces of about 64 KB as it is written: the dump of a 5 MB
    /// theme is 40.7 MB of text, which held whole took the command to 102 MB.
    public func dump(to sink: (String) -> Void) {
        var output = ""
        dump(root, depth: 0, into: &output, sink: sink)
        sink(output)
    }

    private func dump(_ node: SyntaxNode, depth: Int, into output: inout String, sink: (String) -> Void) {
        let indent = String(repeating: "  ", count: depth)
        output += "\(indent)\(node.kind) \(node.range.lowerBound)..<\(node.range.upperBound)\n"
        for child in node.children {
            switch child {
            case .node(let childNode):
                dump(childNode, depth: depth + 1, into: &output, sink: sink)
            case .token(let token):
                output += "\(indent)  \(token.kind) \(token.range.lowerBound)..<\(token.range.upperBound)"
                output += " \(Self.quoted(source.bytes[token.range]))"
                let trivia = token.fullRange.lowerBound..<token.range.lowerBound
                if !trivia.isEmpty {
                    output += " leading=\(Self.quoted(source.bytes[trivia]))"
                }
                output += "\n"
            }
            if output.utf8.count >= 1 << 16 {
                sink(output)
                output = ""
            }
        }
    }

    /// Bytes as a double-quoted literal with control characters, quotes and invalid UTF-8 escaped.
    static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        var result = "\""
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFEFF {
                        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            case .error:
                result += "\\u{FFFD}"
            case .emptyInput:
                break loop
            }
        }
        return result + "\""
    }
}
