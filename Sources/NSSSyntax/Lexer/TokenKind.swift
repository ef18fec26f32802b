/// What a token is. The lexer accepts the union of what the NUI, SAP UIKit and SAP SwiftUI
/// readers accept; whitespace and comments are trivia, kept between tokens rather than as tokens.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// A name in NUI's identifier character set: class paths, keywords, font and image names
    /// (`fdlFUIObjectTableViewCell_headlineLabel`, `HelveticaNeue-Light`, `Assets/img.png`, `0xFF0000`).
    case identifier
    /// A number with an optional unit or percent sign: `2`, `-1`, `.5`, `2px`, `50%`.
    case number
    /// `#` followed by identifier characters, usually a hex color: `#FF0000`.
    case hash
    /// `@` followed by identifier characters: `@media`, `@import`, or a variable such as `@tintColor`.
    case atKeyword
    /// A single- or double-quoted string, quotes included.
    case string
    /// A string whose closing quote is missing before the end of its line.
    case unterminatedString
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `,`
    case comma
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// Bytes no token accepts: a stray `!` or `>`, a NUL byte, invalid UTF-8, a byte order mark
    /// after the start of the file. Each run carries a diagnostic.
    case invalid
    /// The zero-width token at the end of the input; it owns the trailing trivia.
    case endOfFile

    /// A short human-readable form.
    public var description: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .hash: "hash"
        case .atKeyword: "at-keyword"
        case .string: "string"
        case .unterminatedString: "unterminated-string"
        case .colon: "colon"
        case .semicolon: "semicolon"
        case .comma: "comma"
        case .leftBrace: "left-brace"
        case .rightBrace: "right-brace"
        case .leftParen: "left-paren"
        case .rightParen: "right-paren"
        case .invalid: "invalid"
        case .endOfFile: "end-of-file"
        }
    }

    /// The text of a punctuation token, used in messages and fix-its.
    public var punctuation: String? {
        switch self {
        case .colon: ":"
        case .semicolon: ";"
        case .comma: ","
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .leftParen: "("
        case .rightParen: ")"
        default: nil
        }
    }
}
