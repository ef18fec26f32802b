/// `vertical-align` of text fields (NUI).
public enum VerticalAlign: String, KeywordValue {
    /// Top.
    case top
    /// Centered.
    case center
    /// Bottom.
    case bottom
    /// Filling the height.
    case fill

    /// For messages.
    public static let typeDescription = "a vertical alignment"
}
