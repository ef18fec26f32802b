/// A comment, which the syntax tree keeps as trivia between tokens.
public struct Comment: Hashable, Sendable {
    /// The two comment syntaxes.
    public enum Style: Sendable, Hashable {
        /// `/* ... */`, the only comment NUI accepts.
        case block
        /// `// ...` to the end of the line.
        case line
    }

    /// The comment's bytes, delimiters included.
    public var range: Range<Int>
    /// Which syntax it uses.
    public var style: Style

    /// Creates a comment record.
    public init(range: Range<Int>, style: Style) {
        self.range = range
        self.style = style
    }
}
