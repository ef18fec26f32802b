/// `text-align`: NUI knows left, center and right (and silently reads anything else as left);
/// UIKit's NSTextAlignment adds justified and natural.
public enum TextAlign: String, KeywordValue {
    /// Left-aligned.
    case left
    /// Centered.
    case center
    /// Right-aligned.
    case right
    /// Justified (UIKit; not NUI).
    case justified
    /// The script's natural alignment (UIKit; not NUI).
    case natural

    /// For messages.
    public static let typeDescription = "a text alignment"
}
