/// `keyboard-appearance` of text fields and text views (NUI).
public enum KeyboardAppearance: String, KeywordValue {
    /// The system default.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
    /// The alert appearance.
    case alert

    /// For messages.
    public static let typeDescription = "a keyboard appearance"
}
