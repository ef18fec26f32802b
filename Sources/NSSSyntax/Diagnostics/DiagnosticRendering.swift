/// Renders diagnostics as text: one line per diagnostic for tools, or with a source snippet for
/// people, the way clang and rustc show them.
public struct DiagnosticRenderer: Sendable {
    /// Whether to color the output with ANSI escape sequences.
    public var colors: Bool
    /// The widest stretch of a source line shown, in columns; longer lines are cut around the caret.
    public var maximumLineWidth: Int

    /// Creates a renderer.
    public init(colors: Bool = false, maximumLineWidth: Int = 120) {
        self.colors = colors
        self.maximumLineWidth = max(maximumLineWidth, 20)
    }

    /// `path:line:col: error: message [code]`.
    public func line(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let location = file.location(of: diagnostic.range.lowerBound)
        let path = PrintableText.escaped(file.path)
        let message = PrintableText.escaped(diagnostic.message)
        return "\(path):\(location.line):\(location.column): \(diagnostic.severity): \(message) [\(diagnostic.code)]"
    }

    /// The one-line form, then the source line with the range underlined, the notes, and each
    /// fix-it shown as the corrected line:
    ///
    ///     brand.nss:3:15: error: expected ':' after 'font-color' [expected-colon]
    ///       |
    ///     3 |     font-color red;
    ///       |               ^
    ///       = fix-it: insert ':'
    ///       |
    ///     3 |     font-color: red;
    ///       |               +
    public func snippet(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let location = file.location(of: diagnostic.range.lowerBound)
        var output = paint("\(PrintableText.escaped(file.path)):\(location.line):\(location.column): ", .bold)
        output += paint("\(diagnostic.severity):", diagnostic.severity.style)
        output += paint(" \(PrintableText.escaped(diagnostic.message))", .bold) + " [\(diagnostic.code)]\n"

        let lineRange = file.lineRange(location.line)
        let end = min(diagnostic.range.upperBound, lineRange.upperBound)
        let underlined = diagnostic.range.lowerBound..<max(end, diagnostic.range.lowerBound)
        let gutter = String(location.line).count
        output += section(
            file: file, lineNumber: location.line, line: lineRange, marked: underlined, marker: "^", rest: "~",
            gutter: gutter, style: diagnostic.severity.style
        )
        for note in diagnostic.notes {
            var text = "\(pad(gutter + 1))= " + paint("note:", .note) + " \(PrintableText.escaped(note.message))"
            if let range = note.range {
                let noteLocation = file.location(of: range.lowerBound)
                text += " (\(noteLocation.line):\(noteLocation.column))"
            }
            output += text + "\n"
        }
        for fixIt in diagnostic.fixIts {
            output += "\(pad(gutter + 1))= " + paint("fix-it:", .fixIt) + " \(PrintableText.escaped(fixIt.message))\n"
            if let preview = fixedLine(fixIt, in: file) {
                output += section(
                    file: nil, lineNumber: preview.lineNumber, line: 0..<preview.bytes.count, marked: preview.marked,
                    marker: "+", rest: "+", gutter: gutter, style: .fixIt, bytes: preview.bytes,
                    showMarker: !preview.marked.isEmpty
                )
            }
        }
        return output
    }

    // MARK: Pieces

    /// The gutter, a source line, and a marker line under `marked`.
    private func section(
        file: SourceFile?, lineNumber: Int, line: Range<Int>, marked: Range<Int>, marker: Character, rest: Character,
        gutter: Int, style: Style, bytes: [UInt8]? = nil, showMarker: Bool = true
    ) -> String {
        let source = bytes ?? file?.bytes ?? []
        let window = displayWindow(source, line: line, marked: marked)
        let number = String(lineNumber)
        var output = "\(pad(gutter + 1))|\n"
        output += pad(gutter - number.count) + number + " | " + window.text + "\n"
        // A deletion has nothing to point at in the corrected line.
        guard showMarker else { return output }
        let markerLine =
            repeated(" ", window.markStart) + String(marker) + repeated(rest, window.markWidth - 1)
        output += "\(pad(gutter + 1))| " + paint(markerLine, style) + "\n"
        return output
    }

    /// The visible part of a line, tabs expanded, and where the marker goes in it.
    private func displayWindow(_ bytes: [UInt8], line: Range<Int>, marked: Range<Int>)
        -> (text: String, markStart: Int, markWidth: Int)
    {
        let markStartOffset = min(max(marked.lowerBound, line.lowerBound), line.upperBound)
        let markEndOffset = min(max(marked.upperBound, markStartOffset), line.upperBound)
        // Lines longer than the window are cut around the marker so a 10 MB line shows as one
        // screen line.
        let windowStart = max(line.lowerBound, markStartOffset - maximumLineWidth * 4 / 2)
        let limit = min(line.upperBound, max(markEndOffset, markStartOffset) + maximumLineWidth * 4)
        let columns = Self.columns(bytes, line: line, from: windowStart, to: limit)
        func text(_ shown: ArraySlice<Column>) -> String { Self.text(of: shown, in: bytes) }
        // Widths summed once: `widthsBefore[i]` is the width of the columns before column i.
        var widthsBefore = [0]
        widthsBefore.reserveCapacity(columns.count + 1)
        for column in columns { widthsBefore.append(widthsBefore[widthsBefore.count - 1] + column.width) }
        var startIndex = columns.firstIndex { $0.offset >= markStartOffset } ?? columns.count
        var endIndex = columns.firstIndex { $0.offset >= markEndOffset } ?? columns.count
        // Cut to the maximum width, keeping the marker in view.
        var first = 0
        func width(_ range: Range<Int>) -> Int { widthsBefore[range.upperBound] - widthsBefore[range.lowerBound] }
        if width(0..<columns.count) > maximumLineWidth {
            first = max(0, startIndex - maximumLineWidth / 3)
            var last = first
            while last < columns.count && width(first..<last + 1) <= maximumLineWidth - 2 { last += 1 }
            let cutFront = first > 0 || windowStart > line.lowerBound
            let cutBack = last < columns.count || limit < line.upperBound
            let visible = text(columns[first..<last])
            let prefix = cutFront ? "…" : ""
            // Wide columns (tabs) before the marker can end the window before it: keep it inside.
            startIndex = min(max(startIndex, first), last)
            endIndex = min(max(endIndex, startIndex), last)
            return (
                prefix + visible + (cutBack ? "…" : ""),
                prefix.count + width(first..<startIndex),
                max(width(startIndex..<endIndex), 1)
            )
        }
        if windowStart > line.lowerBound {
            return ("…" + text(columns[...]), 1 + width(0..<startIndex), max(width(startIndex..<endIndex), 1))
        }
        return (text(columns[...]), width(0..<startIndex), max(width(startIndex..<endIndex), 1))
    }

    /// One screen column: a scalar's bytes and its display width.
    typealias Column = (offset: Int, length: Int, width: Int)

    /// The columns of the scalars of `line` from `start` (stepped back to a scalar boundary) to
    /// `limit`. A lead byte takes its continuation bytes (at most 3); a stray continuation byte
    /// is a column of its own.
    static func columns(_ bytes: [UInt8], line: Range<Int>, from start: Int, to limit: Int) -> [Column] {
        var columns: [Column] = []
        var offset = start
        while offset > line.lowerBound && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        while offset < limit {
            var length = 1
            if bytes[offset] >= 0xC0 {
                while length < 4 && offset + length < line.upperBound && bytes[offset + length] & 0xC0 == 0x80 {
                    length += 1
                }
            }
            let width: Int
            switch bytes[offset] {
            case 0x09: width = 4
            case 0..<0x80: width = 1  // ASCII; control characters show as one U+FFFD
            default: width = String(decoding: bytes[offset..<offset + length], as: UTF8.self).count
            }
            columns.append((offset, length, width))
            offset += length
        }
        return columns
    }

    /// Columns as shown: tabs as four spaces, other control characters as U+FFFD. Decoding the
    /// pieces together gives the same text as decoding each, as every piece ends on a scalar
    /// boundary.
    static func text(of shown: ArraySlice<Column>, in bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        for column in shown {
            let byte = bytes[column.offset]
            if byte == 0x09 {
                text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
            } else if byte < 0x20 || byte == 0x7F {
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                text.append(contentsOf: bytes[column.offset..<column.offset + column.length])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The line of a fix-it's first edit with all its edits on that line applied, and the range
    /// the inserted text occupies in it.
    private func fixedLine(_ fixIt: FixIt, in file: SourceFile) -> (
        lineNumber: Int, bytes: [UInt8], marked: Range<Int>
    )? {
        let edits = fixIt.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard let firstEdit = edits.first else { return nil }
        let lineNumber = file.location(of: firstEdit.range.lowerBound).line
        let line = file.lineRange(lineNumber)
        guard edits.allSatisfy({ $0.range.lowerBound >= line.lowerBound && $0.range.upperBound <= line.upperBound }),
            !edits.contains(where: { $0.replacement.contains("\n") })
        else { return nil }
        var result: [UInt8] = []
        var position = line.lowerBound
        var marked = 0..<0
        for edit in edits {
            result += file.bytes[position..<edit.range.lowerBound]
            let insertedStart = result.count
            result += Array(edit.replacement.utf8)
            if edit == firstEdit { marked = insertedStart..<result.count }
            position = edit.range.upperBound
        }
        result += file.bytes[position..<line.upperBound]
        return (lineNumber, result, marked)
    }

    private func pad(_ count: Int) -> String { repeated(" ", count) }

    /// `count` copies of a character (none for a negative count), an ASCII one written as bytes
    /// at once: `String(repeating:count:)` appended a copy at a time, 2,000 instructions for a
    /// snippet line's padding.
    private func repeated(_ character: Character, _ count: Int) -> String {
        guard count > 0 else { return "" }
        guard let ascii = character.asciiValue, character.utf8.count == 1 else {
            return String(repeating: character, count: count)
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: ascii)
            return count
        }
    }

    enum Style {
        case bold, error, warning, note, fixIt

        var code: String {
            switch self {
            case .bold: "\u{1B}[1m"
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;36m"
            case .fixIt: "\u{1B}[1;32m"
            }
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colors ? style.code + text + "\u{1B}[0m" : text
    }
}

extension Severity {
    fileprivate var style: DiagnosticRenderer.Style {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}
