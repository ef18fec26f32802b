/// A position in a parsed JSON document, for reading it with messages that name the JSON path of
/// every problem: `$.groups[1].inherits: expected an array, found a string`.
public struct JSONCursor: Sendable {
    /// The value here.
    public let value: JSONValue
    /// The path components from the root.
    public let components: [String]

    /// A cursor at the root of a document.
    public init(root: JSONValue) {
        value = root
        components = []
    }

    private init(value: JSONValue, components: [String]) {
        self.value = value
        self.components = components
    }

    /// `$.a.b[2]`.
    public var path: String { JSONPath.render(components) }

    /// An error at this position.
    public func error(_ message: String) -> JSONError { JSONError(message: message, path: path) }

    private func mismatch(_ expected: String) -> JSONError {
        error("expected \(expected), found \(value.typeDescription)")
    }

    /// The string here.
    public func string() throws(JSONError) -> String {
        guard let string = value.stringValue else { throw mismatch("a string") }
        return string
    }

    /// The number here.
    public func number() throws(JSONError) -> Double {
        guard let number = value.numberValue else { throw mismatch("a number") }
        return number
    }

    /// The whole number here.
    public func integer() throws(JSONError) -> Int {
        let number = try number()
        guard number == number.rounded(), abs(number) < 1e15 else { throw error("expected a whole number") }
        return Int(number)
    }

    /// The Boolean here.
    public func bool() throws(JSONError) -> Bool {
        guard let bool = value.boolValue else { throw mismatch("true or false") }
        return bool
    }

    /// The elements here.
    public func array() throws(JSONError) -> [JSONCursor] {
        guard let elements = value.arrayValue else { throw mismatch("an array") }
        return elements.enumerated().map { JSONCursor(value: $1, components: components + ["[\($0)]"]) }
    }

    /// The strings of an array of strings.
    public func strings() throws(JSONError) -> [String] {
        var result: [String] = []
        for element in try array() { result.append(try element.string()) }
        return result
    }

    /// The members of an object here, after checking that every key is one of `allowed`; an
    /// unknown key is an error that suggests the closest allowed one.
    public func object(allowing allowed: [String]) throws(JSONError) -> JSONObjectReader {
        guard let members = value.objectValue else { throw mismatch("an object") }
        for member in members where !allowed.contains(member.key) {
            let at = JSONCursor(value: member.value, components: components + [JSONPath.member(member.key)])
            var message = "unknown field '\(member.key)'"
            if let suggestion = closest(member.key, allowed) { message += "; did you mean '\(suggestion)'?" }
            message += " (allowed: \(allowed.joined(separator: ", ")))"
            throw at.error(message)
        }
        return JSONObjectReader(members: members, cursor: self)
    }

    /// The members of an object with any keys, in order.
    public func members() throws(JSONError) -> [(key: String, cursor: JSONCursor)] {
        guard let members = value.objectValue else { throw mismatch("an object") }
        return members.map { ($0.key, JSONCursor(value: $0.value, components: components + [JSONPath.member($0.key)])) }
    }

    /// The member `key` of the object here, if present (other keys are not checked).
    public func member(_ key: String) throws(JSONError) -> JSONCursor? {
        guard let members = value.objectValue else { throw mismatch("an object") }
        return members.first { $0.key == key }.map { child(key, $0.value) }
    }

    fileprivate func child(_ key: String, _ value: JSONValue) -> JSONCursor {
        JSONCursor(value: value, components: components + [JSONPath.member(key)])
    }

    private func closest(_ word: String, _ candidates: [String]) -> String? {
        let lowered = word.lowercased()
        return candidates.min { distance(lowered, $0.lowercased()) < distance(lowered, $1.lowercased()) }
            .flatMap { distance(lowered, $0.lowercased()) <= max(2, word.count / 3) ? $0 : nil }
    }

    private func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1..<(a.count + 1) {
            var previous = row[0]
            row[0] = i
            for j in 1..<(b.count + 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}

/// The members of a JSON object whose keys were checked.
public struct JSONObjectReader: Sendable {
    fileprivate let members: [(key: String, value: JSONValue)]
    /// The object's own position.
    public let cursor: JSONCursor

    /// The member `key`, if present.
    public func optional(_ key: String) -> JSONCursor? {
        members.first { $0.key == key }.map { cursor.child(key, $0.value) }
    }

    /// The member `key`, or an error saying it is missing.
    public func required(_ key: String) throws(JSONError) -> JSONCursor {
        guard let member = optional(key) else { throw cursor.error("missing field '\(key)'") }
        return member
    }
}
