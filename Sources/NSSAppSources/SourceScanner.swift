import NSSSyntax

/// One pass over a file's bytes that finds style class assignments and NUISettings reads. It is
/// lexical: comments are skipped, string literals read, and nothing is compiled or run.
struct SourceScanner {
    enum Found {
        /// A string literal that could be a class name: assigned through a constant or returned by
        /// an MDK rule, it names a class the scan cannot see assigned.
        case named(String)
        /// A string constant's definition, `static NSString *const kCardTitle = @"CardTitle"`:
        /// the value names a class only if the constant is used elsewhere.
        case constant(name: String, value: String)
        /// A word that could name such a constant (`kCardTitle`), wherever it stands.
        case constantWord(String)
        case assignment(String, AppLocation)
        case dynamic(AppLocation)
        case read(AppSources.PropertyRead)
    }

    let bytes: [UInt8]
    let path: String
    let kind: SourceKind
    private var position = 0
    private var lineCursor = 0
    private var line = 1
    private var found: [Found] = []

    init(bytes: [UInt8], path: String, kind: SourceKind) {
        self.bytes = bytes
        self.path = path
        self.kind = kind
    }

    mutating func run() -> [Found] {
        switch kind {
        case .code: scanCode()
        case .interfaceBuilder: scanInterfaceBuilder()
        case .mdk: scanMDK()
        }
        return found
    }

    // MARK: Positions

    /// The location of an offset; offsets are asked for in increasing order.
    private mutating func location(_ offset: Int) -> AppLocation {
        let end = min(offset, bytes.count)
        if lineCursor < end {
            // Every byte up to the last finding is counted: unchecked, the count costs little.
            let newlines = bytes.withUnsafeBufferPointer { buffer in
                var count = 0
                for index in lineCursor..<end where buffer[index] == 0x0A { count += 1 }
                return count
            }
            line += newlines
            lineCursor = end
        }
        return AppLocation(path: path, line: line)
    }

    private func matches(_ word: StaticString, at offset: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return word.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[offset + index] != buffer[index] { return false }
            return true
        }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }

    private func skipSpaces(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                || bytes[index] == 0x0D
        {
            index += 1
        }
        return index
    }

    /// A string literal (`"..."` or `@"..."`) at `offset`: its text, whether it interpolates, and
    /// the offset after it.
    private func stringLiteral(at offset: Int) -> (text: String, interpolated: Bool, end: Int)? {
        var index = offset
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var interpolated = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "\\") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") { interpolated = true }
                index += 1
            }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        // A format (`%@`) names its class at run time too.
        if bytes[start..<index].contains(UInt8(ascii: "%")) { interpolated = true }
        return (String(decoding: bytes[start..<index], as: UTF8.self), interpolated, index + 1)
    }

    /// The offset after a comment or string starting at `offset`, if one does.
    private func skipCommentOrString(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
            if bytes[offset + 1] == UInt8(ascii: "/") {
                var index = offset + 2
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                return index
            }
            if bytes[offset + 1] == UInt8(ascii: "*") {
                var index = offset + 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                return min(index + 2, bytes.count)
            }
        }
        if byte == UInt8(ascii: "\"") {
            // Skipped, not read: no text is made of it.
            var index = offset + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(index + 1, bytes.count)
        }
        return nil
    }

    /// Records the text between two offsets when it could be a class name: as named, or as the
    /// value of a constant whose uses decide.
    private mutating func noteName(from start: Int, to end: Int, constant: String? = nil) {
        guard end > start, end - start <= 64, end <= bytes.count else { return }
        for index in start..<end where !Self.isIdentifier(bytes[index]) && bytes[index] != UInt8(ascii: "-") {
            return
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        found.append(constant.map { .constant(name: $0, value: text) } ?? .named(text))
    }

    // MARK: Swift and Objective-C

    private mutating func scanCode() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let end = skipCommentOrString(at: position) ?? position + 1
                if let constant = constantName(beforeLiteralAt: position) {
                    noteName(from: position + 1, to: end - 1, constant: constant)
                } else {
                    noteName(from: position + 1, to: end - 1)
                }
                position = end
                continue
            }
            if byte == UInt8(ascii: "/") {
                position = skipCommentOrString(at: position) ?? position + 1
                continue
            }
            guard Self.isIdentifier(byte) else {
                position += 1
                continue
            }
            // A whole word at a time: only three words matter.
            var end = position + 1
            while end < count, Self.isIdentifier(bytes[end]) { end += 1 }
            switch end - position {
            case 8 where matches("nuiClass", at: position), 11 where matches("setNuiClass", at: position):
                codeAssignment()
            case 11 where matches("NUISettings", at: position):
                codeRead()
            default:
                if end - position >= 3, byte == UInt8(ascii: "k"), bytes[position + 1] >= 0x41,
                    bytes[position + 1] <= 0x5A
                {
                    found.append(.constantWord(String(decoding: bytes[position..<end], as: UTF8.self)))
                }
                position = end
            }
        }
    }

    /// The constant a string literal at `offset` defines, when it is one whose uses the scan
    /// counts: `NSString *const kName = @"..."`, `let kName = "..."`, `#define kName @"..."`,
    /// with a name in Objective-C's `k` + capital convention. Other constants' values are taken
    /// as named (the scan cannot tell their uses from any other word).
    private func constantName(beforeLiteralAt offset: Int) -> String? {
        var index = offset - 1
        if index >= 0, bytes[index] == UInt8(ascii: "@") { index -= 1 }
        index = skipSpacesBackward(index)
        var isDefine = false
        if index >= 0, bytes[index] == UInt8(ascii: "=") {
            guard index > 0, !"=!<>".utf8.contains(bytes[index - 1]) else { return nil }
            index = skipSpacesBackward(index - 1)
        } else {
            isDefine = true
        }
        guard let name = wordBackward(endingAt: index), name.end - name.start >= 3,
            bytes[name.start] == UInt8(ascii: "k"), bytes[name.start + 1] >= 0x41, bytes[name.start + 1] <= 0x5A
        else { return nil }
        var before = name.start - 1
        while before >= 0, bytes[before] == UInt8(ascii: "*") || bytes[before] == 0x20 || bytes[before] == 0x09 {
            before -= 1
        }
        guard let keyword = wordBackward(endingAt: before) else { return nil }
        let text = String(decoding: bytes[keyword.start..<keyword.end], as: UTF8.self)
        let defines =
            isDefine
            ? text == "define" && keyword.start > 0 && bytes[keyword.start - 1] == UInt8(ascii: "#")
            : text == "const" || text == "let"
        return defines ? String(decoding: bytes[name.start..<name.end], as: UTF8.self) : nil
    }

    /// The identifier that ends at `index` (inclusive), if one does.
    private func wordBackward(endingAt index: Int) -> (start: Int, end: Int)? {
        guard index >= 0, index < bytes.count, Self.isIdentifier(bytes[index]) else { return nil }
        var start = index
        while start > 0, Self.isIdentifier(bytes[start - 1]) { start -= 1 }
        return (start, index + 1)
    }

    /// The last index at or before `index` that is not a space, tab or line break (-1 if none).
    private func skipSpacesBackward(_ index: Int) -> Int {
        var index = min(index, bytes.count - 1)
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index -= 1
        }
        return index
    }

    /// `nuiClass = "A:B"`, `.nuiClass = @"A"`, `[view setNuiClass:@"A"]`.
    private mutating func codeAssignment() {
        let isSetter = matches("setNuiClass", at: position)
        let start = position
        var index = position + (isSetter ? 11 : 8)
        guard index >= bytes.count || !Self.isIdentifier(bytes[index]) else {
            position = index
            return
        }
        index = skipSpaces(index)
        if isSetter {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                position = index
                return
            }
        } else {
            // An assignment, not a comparison or a read.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "="),
                index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=")
            else {
                position = index
                return
            }
        }
        index = skipSpaces(index + 1)
        let place = location(start)
        if let literal = stringLiteral(at: index) {
            found.append(literal.interpolated ? .dynamic(place) : .assignment(literal.text, place))
            position = literal.end
        } else {
            found.append(.dynamic(place))
            position = index
        }
    }

    /// `[NUISettings getColor:@"glow" withClass:@"Card"]`, `NUISettings.getFloat("blur", withClass: "Card")`.
    private mutating func codeRead() {
        let start = position
        var index = position + 11
        index = skipSpaces(index)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1 }
        guard matches("get", at: index) else {
            position = index
            return
        }
        var nameEnd = index + 3
        while nameEnd < bytes.count, Self.isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
        let getter = String(decoding: bytes[(index + 3)..<nameEnd], as: UTF8.self)
        // The property's and the class's literals, within the call.
        var literals: [String] = []
        var cursor = nameEnd
        var sawWithClass = false
        while cursor < bytes.count, cursor < nameEnd + 240, literals.count < 2 {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ";") { break }
            if matches("withClass", at: cursor) { sawWithClass = true }
            if let literal = stringLiteral(at: cursor) {
                literals.append(literal.interpolated ? "" : literal.text)
                cursor = literal.end
                continue
            }
            cursor += 1
        }
        position = cursor
        guard sawWithClass, literals.count == 2, !literals[0].isEmpty, !literals[1].isEmpty else { return }
        found.append(
            .read(
                AppSources.PropertyRead(
                    className: literals[1], property: literals[0], getter: getter, location: location(start))))
    }

    // MARK: Storyboards and xibs

    /// `<userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="A"/>`.
    private mutating func scanInterfaceBuilder() {
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<"), matches("<userDefinedRuntimeAttribute", at: position) else {
                position += 1
                continue
            }
            let start = position
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let element = String(decoding: bytes[start..<end], as: UTF8.self)
            position = end
            guard PlainText.contains("keyPath=\"nuiClass\"", in: element) else { continue }
            let place = location(start)
            if let value = Self.attribute("value", in: element) {
                found.append(.assignment(value, place))
            } else {
                found.append(.dynamic(place))
            }
        }
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        guard let range = PlainText.firstRange(of: " \(name)=\"", in: element) else { return nil }
        let rest = element[range.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    // MARK: MDK pages and rules

    /// `"Style": "A"`, the values of a `"Styles": { ... }` object, `setStyle('A')`.
    private mutating func scanMDK() {
        while position < bytes.count {
            if matches("\"Style\"", at: position) || matches("\"Styles\"", at: position) {
                mdkStyle()
                continue
            }
            let quote = bytes[position]
            if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
                var end = position + 1
                while end < bytes.count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
                noteName(from: position + 1, to: end)
                // The key of `"Style": ...` starts with a quote: leave it to be matched below.
                if !matches("\"Style", at: position) {
                    position = end + 1
                    continue
                }
            }
            if matches("setStyle(", at: position) {
                let start = position
                let index = skipSpaces(position + 9)
                position = index + 1
                guard index < bytes.count else { continue }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
                    found.append(.dynamic(location(start)))
                    continue
                }
                var end = index + 1
                while end < bytes.count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
                addMDKClasses(String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self), start)
                position = end + 1
                continue
            }
            position += 1
        }
    }

    private mutating func mdkStyle() {
        let start = position
        let isObject = matches("\"Styles\"", at: position)
        var index = skipSpaces(position + (isObject ? 8 : 7))
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            position = index
            return
        }
        index = skipSpaces(index + 1)
        if !isObject, let literal = stringLiteral(at: index) {
            addMDKClasses(literal.text, start)
            position = literal.end
            return
        }
        guard isObject, index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            position = index
            return
        }
        // Each member's value in the object: `"Caption": "MyCaption"`.
        var cursor = index + 1
        var expectingValue = false
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") {
            if bytes[cursor] == UInt8(ascii: ":") { expectingValue = true }
            if let literal = stringLiteral(at: cursor) {
                if expectingValue { addMDKClasses(literal.text, cursor) }
                expectingValue = false
                cursor = literal.end
                continue
            }
            cursor += 1
        }
        position = cursor
    }

    /// An MDK style value: one or more class names separated by spaces; a rule reference
    /// (`/App/Rules/x.js`) or a binding (`{...}`) is decided at run time.
    private mutating func addMDKClasses(_ text: String, _ offset: Int) {
        let place = location(offset)
        if text.hasPrefix("/") || text.contains("{") || text.contains("$") {
            found.append(.dynamic(place))
            return
        }
        for name in text.split(separator: " ") where !name.isEmpty {
            found.append(.assignment(String(name), place))
        }
    }
}
