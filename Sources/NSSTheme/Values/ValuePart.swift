import NSSSyntax

/// A place in a file: the byte range of a value part, or of a declaration.
public struct SourceSpan: Hashable, Sendable {
    /// The file.
    public let file: SourceFile
    /// The bytes.
    public let range: Range<Int>

    /// Creates a span.
    public init(file: SourceFile, range: Range<Int>) {
        self.file = file
        self.range = range
    }

    /// Spans compare by file identity and range.
    public static func == (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        lhs.file === rhs.file && lhs.range == rhs.range
    }

    /// Hashes the range.
    public func hash(into hasher: inout Hasher) { hasher.combine(range.lowerBound) }
}

/// One token of a value, detached from the syntax tree so that values from several files (and
/// variables expanded into them) can be combined.
public struct ValueToken: Hashable, Sendable {
    /// The token's kind.
    public var kind: TokenKind
    /// The token's text.
    public var text: String
    /// Where it was written.
    public var span: SourceSpan?

    /// Creates a token.
    public init(kind: TokenKind, text: String, span: SourceSpan? = nil) {
        self.kind = kind
        self.text = text
        self.span = span
    }
}

/// A part of a value: a token or a function call, as the typed-value parsers read them.
public indirect enum ValuePart: Hashable, Sendable {
    /// One token.
    case token(ValueToken)
    /// `name(arguments)`, or a bare `(arguments)` when the name is nil.
    case function(name: ValueToken?, arguments: [ValuePart], span: SourceSpan?)

    /// The part's text, as NSSKit writes it: tokens joined by single spaces, except that commas
    /// attach to what precedes them and calls keep their parentheses tight: `rgba(1, 2, 3, 0.5)`.
    public var text: String {
        switch self {
        case .token(let token): token.text
        case .function(let name, let arguments, _): (name?.text ?? "") + "(" + ValuePart.text(arguments) + ")"
        }
    }

    /// Where the part was written.
    public var span: SourceSpan? {
        switch self {
        case .token(let token): token.span
        case .function(_, _, let span): span
        }
    }

    /// The token, if the part is one.
    public var token: ValueToken? {
        if case .token(let token) = self { return token }
        return nil
    }

    /// Whether the part is a comma token.
    public var isComma: Bool { token?.kind == .comma }

    /// Parts joined as ``text`` describes.
    public static func text(_ parts: [ValuePart]) -> String {
        var result = ""
        for (index, part) in parts.enumerated() {
            if index > 0 && !part.isComma { result += " " }
            result += part.text
        }
        return result
    }

    /// The span from the first part's start to the last part's end, when the parts are written
    /// together: in one file, in order, with only blanks and commas between them. Parts that a
    /// variable brought in beside parts written at the use (`@brand 0.4`) have no one span, and
    /// nil sends a reader to the declaration instead of a range from the definition to the use.
    public static func span(of parts: [ValuePart]) -> SourceSpan? {
        guard let first = parts.first?.span else { return nil }
        var end = first.range.upperBound
        for part in parts.dropFirst() {
            guard let span = part.span, span.file === first.file, span.range.lowerBound >= end,
                first.file.bytes[end..<span.range.lowerBound].allSatisfy(Self.isSeparator)
            else { return nil }
            end = span.range.upperBound
        }
        return SourceSpan(file: first.file, range: first.range.lowerBound..<end)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x2C
    }

    /// The parts of a declaration's value, as written (variables not yet expanded).
    public static func parts(of declaration: Declaration) -> [ValuePart] {
        parts(of: declaration.components, file: declaration.node.tree.source)
    }

    /// Converts syntax-tree components into parts.
    public static func parts(of components: [ValueComponent], file: SourceFile) -> [ValuePart] {
        components.map { component in
            switch component {
            case .token(let token):
                return .token(
                    ValueToken(kind: token.kind, text: token.text, span: SourceSpan(file: file, range: token.range)))
            case .function(let call):
                let name = call.name.map {
                    ValueToken(kind: $0.kind, text: $0.text, span: SourceSpan(file: file, range: $0.range))
                }
                return .function(
                    name: name, arguments: parts(of: call.arguments, file: file),
                    span: SourceSpan(file: file, range: call.node.range)
                )
            }
        }
    }

    /// The parts of a value given as text, such as a schema example or a value from JSON:
    /// `rgba(0, 0, 0, .5)` gives one function part. Text that is not one value (with `;` or braces)
    /// gives what the parser makes of it as a definition's value.
    public static func parse(text: String, path: String = "<value>") -> [ValuePart] {
        let tree = SyntaxTree.parse(SourceFile(path: path, text: "@value: " + text))
        guard let definition = tree.allVariableDefinitions.first else { return [] }
        return parts(of: definition)
    }

    /// Splits parts at top-level commas: `1, 2` gives `[[1], [2]]`; no parts give none.
    public static func splitAtCommas(_ parts: [ValuePart]) -> [[ValuePart]] {
        guard !parts.isEmpty else { return [] }
        var groups: [[ValuePart]] = [[]]
        for part in parts {
            if part.isComma { groups.append([]) } else { groups[groups.count - 1].append(part) }
        }
        return groups
    }
}

/// A value that does not fit its type: what is wrong, and where.
public struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, phrased for the theme author: "'huge' is not a text style; expected one of ...".
    public var message: String
    /// The offending part of the value, when known.
    public var span: SourceSpan?

    /// Creates an error.
    public init(_ message: String, span: SourceSpan?) {
        self.message = message
        self.span = span
    }

    /// Creates an error pointing at the span of `parts`.
    public init(_ message: String, at parts: [ValuePart]) {
        self.init(message, span: ValuePart.span(of: parts))
    }

    /// The message.
    public var description: String { message }
}

extension Array where Element == ValuePart {
    /// The single token of a one-token value, or an error naming what was expected.
    func singleToken(expected: String) -> Result<ValueToken, ValueError> {
        guard !isEmpty else { return .failure(ValueError("missing value; expected \(expected)", at: self)) }
        guard count == 1, let token = self[0].token else {
            return .failure(ValueError("expected \(expected), found '\(ValuePart.text(self))'", at: self))
        }
        return .success(token)
    }
}
