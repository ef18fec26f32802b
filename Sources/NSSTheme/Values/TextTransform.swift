/// `text-transform` (NUI).
public enum TextTransform: String, KeywordValue {
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase
    /// Capitalized words.
    case capitalize
    /// Unchanged.
    case none

    /// For messages.
    public static let typeDescription = "a text transform"
}
