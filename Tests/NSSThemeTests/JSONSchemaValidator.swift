import NSSJSON

/// A validator for the subset of JSON Schema (draft 2020-12) the repository's schemas use: type,
/// const, enum, required, properties, additionalProperties, items, minItems, minimum, pattern,
/// oneOf, anyOf and local $ref. Returns the JSON paths that fail, with why.
struct JSONSchemaValidator {
    let root: JSONValue

    func validate(_ value: JSONValue) -> [String] {
        var errors: [String] = []
        check(value, against: root, path: "$", errors: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var current = root
        for component in reference.dropFirst(2).split(separator: "/") {
            guard let next = current[String(component)] else { return nil }
            current = next
        }
        return current
    }

    private func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number(let number): number == number.rounded() ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    private func check(_ value: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        if let reference = schema["$ref"]?.stringValue {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, path: path, errors: &errors)
        }
        if let type = schema["type"] {
            let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            let actual = typeName(value)
            let matches = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
            if !matches {
                errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
                return
            }
        }
        if let constant = schema["const"], constant != value { errors.append("\(path): expected \(constant)") }
        if let options = schema["enum"]?.arrayValue, !options.contains(value) {
            errors.append("\(path): \(value) is not one of the allowed values")
        }
        if let minimum = schema["minimum"]?.numberValue, let number = value.numberValue, number < minimum {
            errors.append("\(path): below \(minimum)")
        }
        if let pattern = schema["pattern"]?.stringValue, let string = value.stringValue {
            if let regex = try? Regex(pattern), string.firstMatch(of: regex) == nil {
                errors.append("\(path): '\(string)' does not match \(pattern)")
            }
        }
        if case .array(let elements) = value {
            if let minimum = schema["minItems"]?.numberValue, Double(elements.count) < minimum {
                errors.append("\(path): fewer than \(Int(minimum)) items")
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    check(element, against: items, path: "\(path)[\(index)]", errors: &errors)
                }
            }
        }
        if case .object(let members) = value {
            for required in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                if !members.contains(where: { $0.key == required }) { errors.append("\(path): missing \(required)") }
            }
            let properties = schema["properties"]
            for member in members {
                let memberPath = "\(path)\(JSONPath.member(member.key))"
                if let propertySchema = properties?[member.key] {
                    check(member.value, against: propertySchema, path: memberPath, errors: &errors)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        errors.append("\(memberPath): not allowed")
                    } else if additional != .bool(true) {
                        check(member.value, against: additional, path: memberPath, errors: &errors)
                    }
                }
            }
        }
        if let options = schema["oneOf"]?.arrayValue {
            let passing = options.filter { option in
                var optionErrors: [String] = []
                check(value, against: option, path: path, errors: &optionErrors)
                return optionErrors.isEmpty
            }
            if passing.count != 1 {
                errors.append("\(path): matches \(passing.count) of the oneOf alternatives, not 1")
            }
        }
        if let options = schema["anyOf"]?.arrayValue {
            let passing = options.contains { option in
                var optionErrors: [String] = []
                check(value, against: option, path: path, errors: &optionErrors)
                return optionErrors.isEmpty
            }
            if !passing { errors.append("\(path): matches none of the anyOf alternatives") }
        }
    }
}
