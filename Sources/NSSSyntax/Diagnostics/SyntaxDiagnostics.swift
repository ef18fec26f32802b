extension DiagnosticCode {
    // Lexical problems.
    /// A `/*` comment without its closing `*/`.
    public static let unterminatedComment: DiagnosticCode = "unterminated-comment"
    /// A quoted string without its closing quote on the same line.
    public static let unterminatedString: DiagnosticCode = "unterminated-string"
    /// Bytes that are not valid UTF-8.
    public static let invalidUTF8: DiagnosticCode = "invalid-utf8"
    /// NUL bytes in the text.
    public static let nullByte: DiagnosticCode = "null-byte"
    /// A UTF-8 byte order mark after the start of the file.
    public static let unexpectedByteOrderMark: DiagnosticCode = "unexpected-byte-order-mark"
    /// A character that no NSS token contains, such as `!` or `>`.
    public static let unexpectedCharacter: DiagnosticCode = "unexpected-character"

    // Grammar problems.
    /// A property or variable name not followed by `:`.
    public static let expectedColon: DiagnosticCode = "expected-colon"
    /// A `:` with nothing after it before `;` or `}`.
    public static let expectedValue: DiagnosticCode = "expected-value"
    /// Two declarations on one line, or a declaration run into the next, without `;` between them.
    public static let expectedSemicolon: DiagnosticCode = "expected-semicolon"
    /// A rule's selector not followed by `{`.
    public static let expectedBlock: DiagnosticCode = "expected-block"
    /// A rule prelude that is not a comma-separated list of class names.
    public static let invalidSelector: DiagnosticCode = "invalid-selector"
    /// A `{` whose `}` is missing.
    public static let unclosedBlock: DiagnosticCode = "unclosed-block"
    /// A `(` whose `)` is missing.
    public static let unclosedParenthesis: DiagnosticCode = "unclosed-parenthesis"
    /// A token that has no place where it stands, such as a stray `}`.
    public static let unexpectedToken: DiagnosticCode = "unexpected-token"
    /// A `property: value;` declaration outside of any rule.
    public static let declarationOutsideRule: DiagnosticCode = "declaration-outside-rule"
    /// A variable definition inside a rule's block.
    public static let definitionInRule: DiagnosticCode = "definition-in-rule"
    /// An at-rule other than `@media` and `@import`.
    public static let unknownAtRule: DiagnosticCode = "unknown-at-rule"
    /// A `@media` condition that is not `(name: value)` joined by `and`.
    public static let invalidMediaQuery: DiagnosticCode = "invalid-media-query"
    /// `@media` inside `@media`.
    public static let nestedMedia: DiagnosticCode = "nested-media"
    /// `@import` without a file name.
    public static let expectedImportPath: DiagnosticCode = "expected-import-path"
    /// `@` without a name.
    public static let expectedVariableName: DiagnosticCode = "expected-variable-name"
    /// Parentheses nested deeper than the parser follows.
    public static let nestingTooDeep: DiagnosticCode = "nesting-too-deep"
    /// Input larger than the parser can address.
    public static let fileTooLarge: DiagnosticCode = "file-too-large"
}

/// The diagnostics of the lexer and the parser, with their messages in one place.
enum SyntaxDiagnostics {
    static func unterminatedComment(opening: Range<Int>, end: Int) -> Diagnostic {
        Diagnostic(
            code: .unterminatedComment, severity: .error,
            message: "unterminated comment: '/*' has no closing '*/'",
            range: opening,
            notes: [DiagnosticNote(message: "the comment runs to the end of the file")],
            fixIts: [FixIt(message: "insert '*/'", edits: [.insert("*/", at: end)])]
        )
    }

    static func unterminatedString(opening: Range<Int>, quote: UInt8, end: Int) -> Diagnostic {
        let mark = String(decoding: [quote], as: UTF8.self)
        return Diagnostic(
            code: .unterminatedString, severity: .error,
            message: "unterminated string: missing closing \(mark) before the end of the line",
            range: opening,
            fixIts: [FixIt(message: "insert \(mark)", edits: [.insert(mark, at: end)])]
        )
    }

    static func invalidUTF8(_ range: Range<Int>, bytes: [UInt8]) -> Diagnostic {
        Diagnostic(
            code: .invalidUTF8, severity: .error,
            message: "invalid UTF-8 (bytes \(hex(bytes)))",
            range: range
        )
    }

    /// The edit removing `range`. A stray byte inside a word is taken out (`La<NUL>bel` becomes
    /// `Label`, as meant); only where its neighbours would join into a comment delimiter (`/`
    /// and `*`, `/` and `/`, `*` and `/`) does a space take its place, so a fix never comments out
    /// the rest of a file.
    static func removal(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> TextEdit {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        guard range.lowerBound > 0, range.upperBound < bytes.count else {
            return TextEdit(range: range, replacement: "")
        }
        let pair = (bytes[range.lowerBound - 1], bytes[range.upperBound])
        let joinsDelimiter =
            (pair.0 == slash && (pair.1 == star || pair.1 == slash)) || (pair.0 == star && pair.1 == slash)
        return TextEdit(range: range, replacement: joinsDelimiter ? " " : "")
    }

    static func nullBytes(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(
            code: .nullByte, severity: .error,
            message: range.count == 1 ? "NUL byte in the text" : "\(range.count) NUL bytes in the text",
            range: range,
            fixIts: [
                FixIt(message: "remove them", edits: [removal(of: range, in: bytes)], applicability: .safe)
            ]
        )
    }

    static func byteOrderMark(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(
            code: .unexpectedByteOrderMark, severity: .error,
            message: "byte order mark (U+FEFF) after the start of the file",
            range: range,
            fixIts: [FixIt(message: "remove it", edits: [removal(of: range, in: bytes)], applicability: .safe)]
        )
    }

    static func unexpectedCharacters(_ range: Range<Int>, bytes: [UInt8]) -> Diagnostic {
        let shown = bytes.map { byte -> String in
            (0x20..<0x7F).contains(byte)
                ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16, uppercase: true))}"
        }.joined()
        let noun = bytes.count == 1 ? "character" : "characters"
        return Diagnostic(
            code: .unexpectedCharacter, severity: .error,
            message: "unexpected \(noun) '\(shown)': NSS has no token with \(bytes.count == 1 ? "it" : "them")",
            range: range
        )
    }

    static func expectedColon(after name: String, at offset: Int, skipped: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .expectedColon, severity: .error,
            message: "expected ':' after '\(name)'",
            range: offset..<offset,
            notes: skipped.isEmpty ? [] : [DiagnosticNote(message: "this declaration is ignored", range: skipped)],
            fixIts: [FixIt(message: "insert ':'", edits: [.insert(":", at: offset)])]
        )
    }

    static func expectedValue(for name: String, colon: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .expectedValue, severity: .error,
            message: "expected a value after '\(name):'",
            range: colon
        )
    }

    static func expectedSemicolon(at offset: Int, next: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .expectedSemicolon, severity: .error,
            message: "expected ';' before the next declaration",
            range: offset..<offset,
            notes: [DiagnosticNote(message: "the next declaration starts here", range: next)],
            fixIts: [FixIt(message: "insert ';'", edits: [.insert(";", at: offset)], applicability: .safe)]
        )
    }

    static func expectedBlock(after selector: Range<Int>, at offset: Int) -> Diagnostic {
        Diagnostic(
            code: .expectedBlock, severity: .error,
            message: "expected '{' after the selector",
            range: offset..<offset,
            notes: [DiagnosticNote(message: "the selector", range: selector)]
        )
    }

    static func invalidSelector(_ range: Range<Int>, problem: String, skippedBlock: Bool) -> Diagnostic {
        Diagnostic(
            code: .invalidSelector, severity: .error,
            message: "invalid selector: \(problem)",
            range: range,
            notes: skippedBlock ? [DiagnosticNote(message: "the rule's block is ignored")] : []
        )
    }

    static func unclosedBlock(opening: Range<Int>, end: Int, nextRule: Range<Int>?) -> Diagnostic {
        var notes: [DiagnosticNote] = []
        if let nextRule {
            notes.append(DiagnosticNote(message: "a new rule starts here, inside the unclosed block", range: nextRule))
        } else {
            notes.append(DiagnosticNote(message: "the file ends before the block is closed"))
        }
        return Diagnostic(
            code: .unclosedBlock, severity: .error,
            message: "unclosed block: '{' has no matching '}'",
            range: opening,
            notes: notes,
            fixIts: [FixIt(message: "insert '}'", edits: [.insert(nextRule == nil ? "\n}" : "}\n", at: end)])]
        )
    }

    static func unclosedParenthesis(opening: Range<Int>, end: Int) -> Diagnostic {
        Diagnostic(
            code: .unclosedParenthesis, severity: .error,
            message: "unclosed parenthesis: '(' has no matching ')'",
            range: opening,
            fixIts: [FixIt(message: "insert ')'", edits: [.insert(")", at: end)])]
        )
    }

    static func unexpected(_ range: Range<Int>, text: String, context: String) -> Diagnostic {
        Diagnostic(
            code: .unexpectedToken, severity: .error,
            message: "unexpected '\(text)' \(context)",
            range: range
        )
    }

    static func unexpectedRightBrace(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(
            code: .unexpectedToken, severity: .error,
            message: "unexpected '}' with no open block",
            range: range,
            fixIts: [FixIt(message: "remove it", edits: [removal(of: range, in: bytes)], applicability: .safe)]
        )
    }

    static func declarationOutsideRule(_ range: Range<Int>, name: String) -> Diagnostic {
        Diagnostic(
            code: .declarationOutsideRule, severity: .error,
            message: "declaration '\(name)' outside of a rule; put it inside 'ClassName { ... }'",
            range: range
        )
    }

    static func definitionInRule(_ range: Range<Int>, name: String) -> Diagnostic {
        Diagnostic(
            code: .definitionInRule, severity: .error,
            message: "variable '\(name)' is defined inside a rule; define variables at the top level or in '@media'",
            range: range
        )
    }

    static func unknownAtRule(_ range: Range<Int>, name: String) -> Diagnostic {
        Diagnostic(
            code: .unknownAtRule, severity: .error,
            message: "unknown at-rule '\(name)'; NSS has '@media', '@import' and '@variable: value;' definitions",
            range: range
        )
    }

    static func invalidMediaQuery(_ range: Range<Int>, problem: String) -> Diagnostic {
        Diagnostic(
            code: .invalidMediaQuery, severity: .error,
            message: "invalid media query: \(problem)",
            range: range
        )
    }

    static func nestedMedia(_ range: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .nestedMedia, severity: .error,
            message: "'@media' inside '@media' is not supported; combine the conditions with 'and'",
            range: range,
            notes: [DiagnosticNote(message: "the nested block is ignored")]
        )
    }

    static func expectedImportPath(_ range: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .expectedImportPath, severity: .error,
            message: "expected a file name after '@import', such as @import \"base.nss\";",
            range: range
        )
    }

    static func expectedVariableName(_ range: Range<Int>) -> Diagnostic {
        Diagnostic(
            code: .expectedVariableName, severity: .error,
            message: "expected a variable name after '@'",
            range: range
        )
    }

    static func nestingTooDeep(_ range: Range<Int>, limit: Int) -> Diagnostic {
        Diagnostic(
            code: .nestingTooDeep, severity: .error,
            message: "parentheses nested more than \(limit) deep; the inner ones are read as plain tokens",
            range: range
        )
    }

    static func fileTooLarge(size: Int) -> Diagnostic {
        Diagnostic(
            code: .fileTooLarge, severity: .error,
            message: "the input is \(size) bytes; the parser reads at most \(SourceFile.maximumSize) bytes",
            range: 0..<0
        )
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined(separator: " ")
    }
}
