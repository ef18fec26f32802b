import NSSJSON
import NSSSyntax

extension Schema {
    /// A copy of this schema with a user's schema file added: custom properties, groups (new, or
    /// more properties for existing ones) and class paths. The file is JSON:
    ///
    ///     {
    ///       "source": "https://design.example.com/nss",
    ///       "properties": [{ "name": "glow-color", "type": "Color", "example": "#FFCC00" }],
    ///       "groups": [{ "name": "GLOW", "inherits": ["VIEW"],
    ///                    "properties": [{ "name": "glow-color", "states": ["highlighted"] }] }],
    ///       "classPaths": [{ "path": "fdlAcmeBadgeView_title", "group": "TEXT" }]
    ///     }
    ///
    /// `source` (file-wide, or per entry) records where each entry is documented; it defaults to
    /// `origin`. Every problem is reported with its JSON path.
    public func extended(with json: [UInt8], origin: String) throws(SchemaFileError) -> Schema {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            let location = error.line.map { "line \($0), column \(error.column ?? 0)" } ?? error.path
            throw SchemaFileError(origin: origin, errors: [SchemaError(message: error.message, location: location)])
        }
        var draft = self.draft
        do {
            try Self.read(JSONCursor(root: root), into: &draft, origin: origin)
        } catch {
            throw SchemaFileError(origin: origin, errors: [SchemaError(message: error.message, location: error.path)])
        }
        let problems = draft.validate()
        guard problems.isEmpty else { throw SchemaFileError(origin: origin, errors: problems) }
        return Schema(draft: draft)
    }

    private static func read(_ root: JSONCursor, into draft: inout SchemaDraft, origin: String) throws(JSONError) {
        let object = try root.object(allowing: ["source", "properties", "groups", "classPaths"])
        let fileSource = try object.optional("source")?.string() ?? origin
        for element in try object.optional("properties")?.array() ?? [] {
            try readProperty(element, into: &draft, fileSource: fileSource)
        }
        // Indexed by name: a file of thousands of groups or class paths loads in linear time.
        var groupIndex = Dictionary(
            draft.groups.indices.map { (draft.groups[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        for element in try object.optional("groups")?.array() ?? [] {
            let group = try readGroup(element, families: draft.stateFamilies, fileSource: fileSource)
            if let index = groupIndex[group.name] {
                draft.groups[index].parents += group.parents
                draft.groups[index].ownProperties += group.ownProperties
            } else {
                groupIndex[group.name] = draft.groups.count
                draft.groups.append(group)
            }
        }
        var classIndex = Dictionary(
            draft.classPaths.indices.map { (draft.classPaths[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        for element in try object.optional("classPaths")?.array() ?? [] {
            let entry = try element.object(allowing: ["path", "group", "source"])
            let path = try entry.required("path").string()
            let spec = ClassPathSpec(
                path: path, group: try entry.required("group").string(),
                source: try entry.optional("source")?.string() ?? fileSource)
            // A path given again takes the place of the earlier one.
            if let index = classIndex[path] {
                draft.classPaths[index] = spec
            } else {
                classIndex[path] = draft.classPaths.count
                draft.classPaths.append(spec)
            }
        }
    }

    /// A property: a new name, a known type, an example of that type.
    private static func readProperty(_ element: JSONCursor, into draft: inout SchemaDraft, fileSource: String)
        throws(JSONError)
    {
        let entry = try element.object(allowing: ["name", "type", "example", "source"])
        let name = try entry.required("name").string()
        let typeCursor = try entry.required("type")
        let typeName = try typeCursor.string()
        guard let type = ValueType(rawValue: typeName) else {
            var message =
                "unknown type '\(typeName)'; the types are \(ValueType.allCases.map(\.rawValue).joined(separator: ", "))"
            if let suggestion = Suggestions.closest(to: typeName, in: ValueType.allCases.map(\.rawValue)).first {
                message += "; did you mean '\(suggestion)'?"
            }
            throw typeCursor.error(message)
        }
        guard !draft.properties.contains(where: { $0.name == name }) else {
            throw element.error(
                "property '\(name)' is already defined (by \(draft.properties.first { $0.name == name }!.source))")
        }
        let example = try entry.optional("example")?.string() ?? ""
        if !example.isEmpty, case .failure(let problem) = type.parse(ValuePart.parse(text: example)) {
            throw element.error("example '\(example)' is not a valid \(typeName): \(problem.message)")
        }
        draft.properties.append(
            PropertySpec(
                name: name, type: type, example: example, source: try entry.optional("source")?.string() ?? fileSource))
    }

    /// A group with its properties, each property's states with families expanded.
    private static func readGroup(_ element: JSONCursor, families: [String: Set<String>], fileSource: String)
        throws(JSONError) -> PropertyGroup
    {
        let entry = try element.object(allowing: ["name", "inherits", "properties", "source"])
        let groupSource = try entry.optional("source")?.string() ?? fileSource
        var properties: [GroupProperty] = []
        for propertyElement in try entry.optional("properties")?.array() ?? [] {
            let property = try propertyElement.object(allowing: ["name", "states", "gradient", "source"])
            var states: Set<String> = []
            for state in try property.optional("states")?.strings() ?? [] {
                states.formUnion(families[state] ?? [state])
            }
            properties.append(
                GroupProperty(
                    name: try property.required("name").string(), states: states,
                    gradient: try property.optional("gradient")?.bool() ?? false,
                    source: try property.optional("source")?.string() ?? groupSource))
        }
        return PropertyGroup(
            name: try entry.required("name").string(), parents: try entry.optional("inherits")?.strings() ?? [],
            source: groupSource, ownProperties: properties)
    }
}

/// A schema file that could not be used, with every problem found.
public struct SchemaFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path or name.
    public var origin: String
    /// The problems, each with a JSON path or line.
    public var errors: [SchemaError]

    /// One line per problem: `schema.json: $.properties[0].type: unknown type 'Colour'`.
    public var description: String {
        errors.map { "\(origin): \($0.location.isEmpty ? "" : $0.location + ": ")\($0.message)" }.joined(
            separator: "\n")
    }
}
