/// An image by asset name or bundle path: `background_image`, `Assets/img.png`, `"icon name"`.
public struct ImageName: Hashable, Sendable, CustomStringConvertible {
    /// The name or path, unquoted.
    public var name: String

    /// Creates an image name.
    public init(_ name: String) { self.name = name }

    /// Canonical form: the name.
    public var description: String { name }

    /// Reads an identifier or a quoted string.
    public static func parse(_ parts: [ValuePart]) -> Result<ImageName, ValueError> {
        parts.singleToken(expected: "an image name").flatMap { token in
            switch token.kind {
            case .identifier, .number:
                return .success(ImageName(token.text))
            case .string:
                let name = String(token.text.dropFirst().dropLast())
                return name.isEmpty
                    ? .failure(ValueError("empty image name", span: token.span)) : .success(ImageName(name))
            default:
                return .failure(ValueError("'\(token.text)' is not an image name", span: token.span))
            }
        }
    }
}
