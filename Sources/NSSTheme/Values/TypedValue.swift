/// The value types properties take. Each reads value parts into a ``TypedValue``.
public enum ValueType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``ColorValue``.
    case color = "Color"
    /// ``FontName``.
    case fontName = "FontName"
    /// ``TextStyle``.
    case textStyle = "TextStyle"
    /// ``NumberValue``.
    case number = "Number"
    /// ``IntegerValue``.
    case integer = "Integer"
    /// ``BooleanValue``.
    case boolean = "Boolean"
    /// ``TextAlign``.
    case textAlign = "TextAlign"
    /// A ``PairValue`` read as width, height.
    case size = "Size"
    /// A ``PairValue`` read as horizontal, vertical.
    case offset = "Offset"
    /// ``BoxValue``.
    case box = "Box"
    /// ``ImageName``.
    case image = "Image"
    /// ``VerticalAlign``.
    case verticalAlign = "VerticalAlign"
    /// ``BorderStyle``.
    case borderStyle = "BorderStyle"
    /// ``SeparatorStyle``.
    case separatorStyle = "SeparatorStyle"
    /// ``KeyboardAppearance``.
    case keyboardAppearance = "KeyboardAppearance"
    /// ``TextTransform``.
    case textTransform = "TextTransform"
    /// ``ClassListValue``.
    case classList = "ClassList"
    /// Any text, kept as written.
    case text = "Text"

    /// The type's name as schema files write it.
    public var description: String { rawValue }

    /// The case's position among ``allCases``: a small number for tables and hashes keyed by
    /// type, where hashing the name cost more than the rest of a lookup.
    @inlinable package var ordinal: Int {
        switch self {
        case .color: 0
        case .fontName: 1
        case .textStyle: 2
        case .number: 3
        case .integer: 4
        case .boolean: 5
        case .textAlign: 6
        case .size: 7
        case .offset: 8
        case .box: 9
        case .image: 10
        case .verticalAlign: 11
        case .borderStyle: 12
        case .separatorStyle: 13
        case .keyboardAppearance: 14
        case .textTransform: 15
        case .classList: 16
        case .text: 17
        }
    }

    /// Reads value parts (variables already expanded) as this type.
    public func parse(_ parts: [ValuePart], colors: ColorOptions = .default) -> Result<TypedValue, ValueError> {
        switch self {
        case .color: ColorValue.parse(parts, options: colors).map(TypedValue.color)
        case .fontName: FontName.parse(parts).map(TypedValue.fontName)
        case .textStyle: TextStyle.parse(parts).map(TypedValue.textStyle)
        case .number: NumberValue.parse(parts).map(TypedValue.number)
        case .integer: IntegerValue.parse(parts).map(TypedValue.integer)
        case .boolean: BooleanValue.parse(parts).map(TypedValue.boolean)
        case .textAlign: TextAlign.parse(parts).map(TypedValue.textAlign)
        case .size: PairValue.parse(parts, kind: "a size").map(TypedValue.size)
        case .offset: PairValue.parse(parts, kind: "an offset").map(TypedValue.offset)
        case .box: BoxValue.parse(parts).map(TypedValue.box)
        case .image: ImageName.parse(parts).map(TypedValue.image)
        case .verticalAlign: VerticalAlign.parse(parts).map(TypedValue.verticalAlign)
        case .borderStyle: BorderStyle.parse(parts).map(TypedValue.borderStyle)
        case .separatorStyle: SeparatorStyle.parse(parts).map(TypedValue.separatorStyle)
        case .keyboardAppearance: KeyboardAppearance.parse(parts).map(TypedValue.keyboardAppearance)
        case .textTransform: TextTransform.parse(parts).map(TypedValue.textTransform)
        case .classList: ClassListValue.parse(parts).map(TypedValue.classList)
        case .text:
            parts.isEmpty
                ? .failure(ValueError("missing value", at: parts)) : .success(.text(ValuePart.text(parts)))
        }
    }
}

/// A property value read as its type.
public enum TypedValue: Hashable, Sendable, CustomStringConvertible {
    /// A color, or a palette reference still to resolve per scheme.
    case color(ColorValue)
    /// A font name.
    case fontName(FontName)
    /// A text style.
    case textStyle(TextStyle)
    /// A number.
    case number(NumberValue)
    /// A whole number.
    case integer(IntegerValue)
    /// A Boolean.
    case boolean(BooleanValue)
    /// A text alignment.
    case textAlign(TextAlign)
    /// A size.
    case size(PairValue)
    /// An offset.
    case offset(PairValue)
    /// Insets or padding.
    case box(BoxValue)
    /// An image name.
    case image(ImageName)
    /// A vertical alignment.
    case verticalAlign(VerticalAlign)
    /// A border style.
    case borderStyle(BorderStyle)
    /// A separator style.
    case separatorStyle(SeparatorStyle)
    /// A keyboard appearance.
    case keyboardAppearance(KeyboardAppearance)
    /// A text transform.
    case textTransform(TextTransform)
    /// Class names.
    case classList(ClassListValue)
    /// Text kept as written.
    case text(String)

    /// The value's type.
    public var type: ValueType {
        switch self {
        case .color: .color
        case .fontName: .fontName
        case .textStyle: .textStyle
        case .number: .number
        case .integer: .integer
        case .boolean: .boolean
        case .textAlign: .textAlign
        case .size: .size
        case .offset: .offset
        case .box: .box
        case .image: .image
        case .verticalAlign: .verticalAlign
        case .borderStyle: .borderStyle
        case .separatorStyle: .separatorStyle
        case .keyboardAppearance: .keyboardAppearance
        case .textTransform: .textTransform
        case .classList: .classList
        case .text: .text
        }
    }

    /// The canonical serialization: colors as `#RRGGBBAA` (palette references by name), numbers in
    /// NSSKit's number format, keywords as written.
    public var description: String {
        switch self {
        case .color(.literal(let color, _)): color.hex
        case .color(.palette(let reference)): reference.description
        case .fontName(let value): value.description
        case .textStyle(let value): value.rawValue
        case .number(let value): value.description
        case .integer(let value): value.description
        case .boolean(let value): value.description
        case .textAlign(let value): value.rawValue
        case .size(let value), .offset(let value): value.description
        case .box(let value): value.description
        case .image(let value): value.description
        case .verticalAlign(let value): value.rawValue
        case .borderStyle(let value): value.rawValue
        case .separatorStyle(let value): value.rawValue
        case .keyboardAppearance(let value): value.rawValue
        case .textTransform(let value): value.rawValue
        case .classList(let value): value.description
        case .text(let value): value
        }
    }
}
