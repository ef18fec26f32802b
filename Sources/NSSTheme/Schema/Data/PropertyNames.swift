/// The property names NSSKit's typed accessors read (``AttributeSet/text``, ``AttributeSet/view``,
/// the cell, switch and rating accessors): each is a property of the built-in schema, which a test
/// checks, so a renamed or removed property cannot leave an accessor reading nothing.
public enum PropertyName {
    /// `background-color`.
    public static let backgroundColor = "background-color"
    /// `border-color`.
    public static let borderColor = "border-color"
    /// `border-width`.
    public static let borderWidth = "border-width"
    /// `content-insets`.
    public static let contentInsets = "content-insets"
    /// `corner-radius`.
    public static let cornerRadius = "corner-radius"
    /// `font-color`.
    public static let fontColor = "font-color"
    /// `font-name`.
    public static let fontName = "font-name"
    /// `font-size`.
    public static let fontSize = "font-size"
    /// `font-style`.
    public static let fontStyle = "font-style"
    /// `image-name`.
    public static let imageName = "image-name"
    /// `bar-tint-color`.
    public static let barTintColor = "bar-tint-color"
    /// `on-tint-color`.
    public static let onTintColor = "on-tint-color"
    /// `thumb-tint-color`.
    public static let thumbTintColor = "thumb-tint-color"
    /// `off-color`.
    public static let offColor = "off-color"
    /// `off-image`.
    public static let offImage = "off-image"
    /// `on-color`.
    public static let onColor = "on-color"
    /// `on-image`.
    public static let onImage = "on-image"
    /// `padding`.
    public static let padding = "padding"
    /// `text-align`.
    public static let textAlign = "text-align"
    /// `text-line-clamp`.
    public static let textLineClamp = "text-line-clamp"
    /// `thumb-color`.
    public static let thumbColor = "thumb-color"
    /// `tint-color`.
    public static let tintColor = "tint-color"
    /// `title-insets`.
    public static let titleInsets = "title-insets"
    /// `track-color`.
    public static let trackColor = "track-color"
    /// `view-alpha`.
    public static let viewAlpha = "view-alpha"

    /// Every name above.
    public static let all: [String] = [
        backgroundColor, borderColor, borderWidth, contentInsets, cornerRadius, fontColor, fontName, fontSize,
        fontStyle, imageName, offColor, offImage, onColor, onImage, padding, textAlign, textLineClamp, thumbColor,
        tintColor, titleInsets, trackColor, viewAlpha, barTintColor, onTintColor, thumbTintColor,
    ]
}
