/// `border-style` of text fields (NUI).
public enum BorderStyle: String, KeywordValue {
    /// No border.
    case none
    /// A line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case rounded

    /// For messages.
    public static let typeDescription = "a border style"
}
