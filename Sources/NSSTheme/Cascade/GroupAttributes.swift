/// Typed views of attribute sets for the common groups: what a renderer asks for, without
/// string keys. Each field is nil when the theme does not set it.
extension AttributeSet {
    private func color(_ name: String) -> RGBAColor? { self[name]?.color }

    private func value(_ name: String) -> TypedValue? { self[name]?.value }

    /// A TEXT view's attributes (a label).
    public var text: TextAttributes {
        var attributes = TextAttributes()
        attributes.fontColor = color(PropertyName.fontColor)
        if case .fontName(let name)? = value(PropertyName.fontName) { attributes.fontName = name }
        if case .textStyle(let style)? = value(PropertyName.fontStyle) { attributes.fontStyle = style }
        if case .number(let size)? = value(PropertyName.fontSize) { attributes.fontSize = size.value }
        if case .textAlign(let align)? = value(PropertyName.textAlign) { attributes.textAlign = align }
        if case .integer(let lines)? = value(PropertyName.textLineClamp) { attributes.lineClamp = lines.value }
        return attributes
    }

    /// An IMAGE view's attributes.
    public var image: ImageAttributes {
        var attributes = ImageAttributes()
        if case .image(let name)? = value(PropertyName.imageName) { attributes.imageName = name.name }
        attributes.tintColor = color(PropertyName.tintColor)
        return attributes
    }

    /// A view's common attributes.
    public var view: ViewAttributes {
        var attributes = ViewAttributes()
        attributes.backgroundColor = color(PropertyName.backgroundColor)
        attributes.tintColor = color(PropertyName.tintColor)
        attributes.borderColor = color(PropertyName.borderColor)
        if case .number(let width)? = value(PropertyName.borderWidth) { attributes.borderWidth = width.value }
        if case .number(let radius)? = value(PropertyName.cornerRadius) { attributes.cornerRadius = radius.value }
        if case .box(let box)? = value(PropertyName.padding) { attributes.padding = box }
        if case .box(let box)? = value(PropertyName.contentInsets) { attributes.contentInsets = box }
        if case .box(let box)? = value(PropertyName.titleInsets) { attributes.titleInsets = box }
        return attributes
    }
}

/// What a label shows.
public struct TextAttributes: Hashable, Sendable {
    /// `font-color`.
    public var fontColor: RGBAColor?
    /// `font-name`.
    public var fontName: FontName?
    /// `font-style`.
    public var fontStyle: TextStyle?
    /// `font-size`, in points.
    public var fontSize: Double?
    /// `text-align`.
    public var textAlign: TextAlign?
    /// `text-line-clamp`: the maximum number of lines.
    public var lineClamp: Int?
}

/// What an image view shows.
public struct ImageAttributes: Hashable, Sendable {
    /// `image-name`.
    public var imageName: String?
    /// `tint-color`.
    public var tintColor: RGBAColor?
}

/// A view's common look.
public struct ViewAttributes: Hashable, Sendable {
    /// `background-color`.
    public var backgroundColor: RGBAColor?
    /// `tint-color`.
    public var tintColor: RGBAColor?
    /// `border-color`.
    public var borderColor: RGBAColor?
    /// `border-width`.
    public var borderWidth: Double?
    /// `corner-radius`.
    public var cornerRadius: Double?
    /// `padding`: the space inside a text field or label, top, right, bottom, left.
    public var padding: BoxValue?
    /// `content-insets`: a button's content insets.
    public var contentInsets: BoxValue?
    /// `title-insets`: a button's title insets.
    public var titleInsets: BoxValue?
}

/// A cell's colors, normal and selected.
public struct CellAttributes: Hashable, Sendable {
    /// `tint-color`.
    public var tintColor: RGBAColor?
    /// `background-color`.
    public var backgroundColor: RGBAColor?
    /// `background-color-selected` (falling back to the normal background).
    public var selectedBackgroundColor: RGBAColor?
}

/// The four states of a Fiori switch.
public enum SwitchState: String, Hashable, Sendable, CaseIterable {
    /// Enabled and on.
    case enabledSelected = "enabled-selected"
    /// Enabled and off.
    case enabledUnselected = "enabled-unselected"
    /// Disabled and on.
    case disabledSelected = "disabled-selected"
    /// Disabled and off.
    case disabledUnselected = "disabled-unselected"
}

/// A switch's look in one state.
public struct SwitchStateAttributes: Hashable, Sendable {
    /// `thumb-color`: the knob.
    public var thumbColor: RGBAColor?
    /// `track-color`.
    public var trackColor: RGBAColor?
    /// `border-color`.
    public var borderColor: RGBAColor?
    /// `view-alpha`: the opacity of the whole switch.
    public var viewAlpha: Double?
}

/// The styles of a Fiori rating control.
public enum RatingStyle: String, Hashable, Sendable, CaseIterable {
    /// Read-only, standard.
    case standard
    /// Read-only, accented.
    case accented
    /// Editable.
    case editable
    /// Editable but disabled.
    case editableDisabled = "editable-disabled"
}

/// A rating control's look in one style.
public struct RatingStyleAttributes: Hashable, Sendable {
    /// `on-color`.
    public var onColor: RGBAColor?
    /// `off-color`.
    public var offColor: RGBAColor?
    /// `on-image`.
    public var onImage: String?
    /// `off-image`.
    public var offImage: String?
}

extension Resolver {
    /// A cell's tint, background and selected background.
    public func cellAttributes(
        classPath: String, scheme: ColorScheme = .lightBackground, environment: Environment = .default
    ) -> CellAttributes {
        let normal = resolve(classPath: classPath, scheme: scheme, environment: environment)
        let selected = resolve(classPath: classPath, state: "selected", scheme: scheme, environment: environment)
        return CellAttributes(
            tintColor: normal[PropertyName.tintColor]?.color,
            backgroundColor: normal[PropertyName.backgroundColor]?.color,
            selectedBackgroundColor: selected[PropertyName.backgroundColor]?.color)
    }

    /// A switch's thumb, track and border colors and opacity in each of its four states.
    public func switchAttributes(
        classPath: String, scheme: ColorScheme = .lightBackground, environment: Environment = .default
    ) -> [SwitchState: SwitchStateAttributes] {
        var result: [SwitchState: SwitchStateAttributes] = [:]
        for state in SwitchState.allCases {
            let set = resolve(classPath: classPath, state: state.rawValue, scheme: scheme, environment: environment)
            var alpha: Double?
            if case .number(let number)? = set[PropertyName.viewAlpha]?.value { alpha = number.value }
            result[state] = SwitchStateAttributes(
                thumbColor: set[PropertyName.thumbColor]?.color, trackColor: set[PropertyName.trackColor]?.color,
                borderColor: set[PropertyName.borderColor]?.color, viewAlpha: alpha)
        }
        return result
    }

    /// A rating control's on and off colors and images in each of its styles.
    public func ratingAttributes(
        classPath: String, scheme: ColorScheme = .lightBackground, environment: Environment = .default
    ) -> [RatingStyle: RatingStyleAttributes] {
        var result: [RatingStyle: RatingStyleAttributes] = [:]
        for style in RatingStyle.allCases {
            let set = resolve(classPath: classPath, state: style.rawValue, scheme: scheme, environment: environment)
            var attributes = RatingStyleAttributes(
                onColor: set[PropertyName.onColor]?.color, offColor: set[PropertyName.offColor]?.color)
            if case .image(let image)? = set[PropertyName.onImage]?.value { attributes.onImage = image.name }
            if case .image(let image)? = set[PropertyName.offImage]?.value { attributes.offImage = image.name }
            result[style] = attributes
        }
        return result
    }
}
