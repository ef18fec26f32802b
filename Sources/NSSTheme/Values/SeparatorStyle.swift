/// `separator-style` of tables (NUI).
public enum SeparatorStyle: String, KeywordValue {
    /// No separator.
    case none
    /// A single line.
    case singleLine = "single-line"
    /// A single etched line.
    case singleLineEtched = "single-line-etched"

    /// For messages.
    public static let typeDescription = "a separator style"
}
