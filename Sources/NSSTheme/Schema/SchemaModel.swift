/// A property's value type and an example value, keyed by the property's base name (without state
/// or modifier suffixes).
public struct PropertySpec: Hashable, Sendable {
    /// The base name, such as `font-color`.
    public var name: String
    /// The type its values have.
    public var type: ValueType
    /// A value of that type, as NSS text.
    public var example: String
    /// Where the property is documented.
    public var source: String
}

/// A suffix that changes what a property sets without being a state: the two halves of a
/// gradient, and the resizable-cap insets of an image.
public enum PropertyModifier: String, Hashable, Sendable, CaseIterable {
    /// `background-color-top`: the top color of a gradient.
    case top
    /// `background-color-bottom`: the bottom color of a gradient.
    case bottom
    /// `background-image-insets`: the insets (a Box) of an image property.
    case insets
}

/// A property as a group accepts it: the states it may be suffixed with, and whether it may be a
/// gradient half.
public struct GroupProperty: Hashable, Sendable {
    /// The base name.
    public var name: String
    /// The state suffixes it takes, such as `disabled` or `enabled-selected`.
    public var states: Set<String>
    /// Whether `-top` and `-bottom` make it a gradient.
    public var gradient: Bool
    /// Where this use of the property is documented.
    public var source: String
}

/// A group of properties: what a class path of that group accepts. Stock NUI classes, Fiori
/// groups (TEXT, IMAGE, CELL, ...) and user-defined groups are all groups.
public struct PropertyGroup: Hashable, Sendable {
    /// The name, such as `TEXT` or `Button`.
    public var name: String
    /// The groups it extends.
    public var parents: [String]
    /// Where the group is documented.
    public var source: String
    /// Its own properties, in the order listed.
    public var ownProperties: [GroupProperty]
}

/// A documented class path and its group.
public struct ClassPathSpec: Hashable, Sendable {
    /// The path, such as `fdlFUIObjectTableViewCell_headlineLabel`.
    public var path: String
    /// The name of its property group.
    public var group: String
    /// Where it is documented (seed file and line, or URL).
    public var source: String

    /// Hashes the path alone, which tells documented paths apart: tables of class path matches
    /// hash one per class a theme styles, and the source URLs are most of an entry's bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A problem in a schema's text or file, with where it is.
public struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where: `line 12` of the built-in table, or a JSON path such as `$.groups[1].inherits[0]`.
    public var location: String

    /// `location: message`.
    public var description: String { "\(location): \(message)" }
}
