import NSSJSON
import NSSSyntax

/// LSP positions (zero-based line, UTF-16 code units in the line) and byte offsets of a text.
struct DocumentPositions {
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// A position number from a client as an index: any JSON number (negative, fractional, 1e300)
    /// becomes one in 0...Int32.max, so no message can make the conversion trap.
    static func index(_ number: Double) -> Int {
        guard number.isFinite, number > 0 else { return 0 }
        return Int(min(number, Double(Int32.max)))
    }

    /// The byte offset of an LSP position, clamped to the line and the text.
    func offset(line: Int, character: Int) -> Int {
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[max(line, 0)]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        var offset = start
        var units = 0
        while offset < end, units < character {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { break }
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            units += length == 4 ? 2 : 1
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The LSP position of a byte offset.
    func position(_ offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var index = lineStarts[low]
        while index < offset {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return (low, units)
    }

    /// An LSP range object for a byte range.
    func range(_ range: Range<Int>) -> JSONValue {
        let start = position(range.lowerBound)
        let end = position(range.upperBound)
        return .object([
            (
                "start",
                .object([("line", .number(Double(start.line))), ("character", .number(Double(start.character)))])
            ),
            ("end", .object([("line", .number(Double(end.line))), ("character", .number(Double(end.character)))])),
        ])
    }

    /// The byte range of an LSP range object.
    func byteRange(_ value: JSONValue) -> Range<Int>? {
        guard let startLine = value["start"]?["line"]?.numberValue,
            let startCharacter = value["start"]?["character"]?.numberValue,
            let endLine = value["end"]?["line"]?.numberValue, let endCharacter = value["end"]?["character"]?.numberValue
        else { return nil }
        let start = offset(line: Self.index(startLine), character: Self.index(startCharacter))
        let end = offset(line: Self.index(endLine), character: Self.index(endCharacter))
        return min(start, end)..<max(start, end)
    }
}
