/// A schema being assembled from the built-in text and user files, before it is checked and
/// indexed into a ``Schema``.
struct SchemaDraft: Sendable {
    var sources: [String: String] = [:]
    var properties: [PropertySpec] = []
    var groups: [PropertyGroup] = []
    var classPaths: [ClassPathSpec] = []

    /// Named sets of state suffixes (`family` lines of the schema text), which a property's
    /// `{family}` stands for.
    var stateFamilies: [String: Set<String>] = [:]

    /// Checks references between entries: every group property has a type, every parent and
    /// class-path group exists, no inheritance cycles, no name defined twice.
    func validate() -> [SchemaError] {
        var errors: [SchemaError] = []
        var propertyNames: Set<String> = []
        for property in properties where !propertyNames.insert(property.name).inserted {
            errors.append(
                SchemaError(
                    message: "property '\(property.name)' is defined twice", location: "property \(property.name)"))
        }
        var groupNames: Set<String> = []
        for group in groups where !groupNames.insert(group.name).inserted {
            errors.append(
                SchemaError(message: "group '\(group.name)' is defined twice", location: "group \(group.name)"))
        }
        for group in groups {
            for parent in group.parents where !groupNames.contains(parent) {
                errors.append(SchemaError(message: "unknown parent group '\(parent)'", location: "group \(group.name)"))
            }
            for property in group.ownProperties where !propertyNames.contains(property.name) {
                errors.append(
                    SchemaError(message: "property '\(property.name)' has no type", location: "group \(group.name)"))
            }
        }
        var classNames: Set<String> = []
        for classPath in classPaths {
            if !groupNames.contains(classPath.group) {
                errors.append(
                    SchemaError(message: "unknown group '\(classPath.group)'", location: "class \(classPath.path)"))
            }
            if !classNames.insert(classPath.path).inserted {
                errors.append(SchemaError(message: "class path defined twice", location: "class \(classPath.path)"))
            }
        }
        // Inheritance cycles: one depth-first walk over all groups, so a long chain is linear.
        let parentsByName = Dictionary(groups.map { ($0.name, $0.parents) }, uniquingKeysWith: { first, _ in first })
        var done: Set<String> = []
        var onPath: Set<String> = []
        var cyclic: Set<String> = []
        for group in groups where !done.contains(group.name) {
            var stack: [(name: String, next: Int)] = [(group.name, 0)]
            onPath.insert(group.name)
            while let (name, next) = stack.last {
                let parents = parentsByName[name] ?? []
                guard next < parents.count else {
                    onPath.remove(name)
                    done.insert(name)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let parent = parents[next]
                if onPath.contains(parent) {
                    // Every group on the path from the parent down to here is on the cycle.
                    let start = stack.firstIndex { $0.name == parent } ?? 0
                    cyclic.formUnion(stack[start...].map(\.name))
                } else if !done.contains(parent), parentsByName[parent] != nil {
                    onPath.insert(parent)
                    stack.append((parent, 0))
                }
            }
        }
        for group in groups where cyclic.contains(group.name) {
            errors.append(SchemaError(message: "group inherits from itself", location: "group \(group.name)"))
        }
        return errors
    }
}
