/// The kinds of nodes in the syntax tree.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// The whole file: items, then the end-of-file token.
    case stylesheet
    /// `Selector, Selector { declarations }`.
    case rule
    /// The comma-separated class names before a rule's block.
    case selectorList
    /// `{ ... }`, holding declarations (in a rule) or rules and definitions (in `@media`).
    case block
    /// `property: value;` inside a rule.
    case declaration
    /// `@name: value;` at the top level or inside `@media`.
    case variableDefinition
    /// `name(arguments)` or a bare `(...)` inside a value.
    case function
    /// `@media condition { ... }`.
    case mediaRule
    /// The condition of a `@media` rule: `(device: ipad) and (orientation: landscape)`.
    case mediaQuery
    /// `@import "file.nss";`.
    case importRule
    /// An at-rule NSS does not know, such as `@charset "utf-8";`, kept as written.
    case atRule
    /// Tokens the parser skipped while recovering from an error, kept so nothing is lost.
    case unexpected

    /// A short human-readable form.
    public var description: String {
        switch self {
        case .stylesheet: "stylesheet"
        case .rule: "rule"
        case .selectorList: "selector-list"
        case .block: "block"
        case .declaration: "declaration"
        case .variableDefinition: "variable-definition"
        case .function: "function"
        case .mediaRule: "media-rule"
        case .mediaQuery: "media-query"
        case .importRule: "import-rule"
        case .atRule: "at-rule"
        case .unexpected: "unexpected"
        }
    }
}
