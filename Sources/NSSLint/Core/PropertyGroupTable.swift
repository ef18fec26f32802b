/// A value per (property, group) of a file: the property as the fact table numbers the file's
/// property names, the group as it numbers the groups, or none. The rules that remember a
/// suggestion or a message per pair asked a dictionary at every finding, and hashing the pair's
/// two integers with the standard hasher cost about 270 instructions a lookup.
struct PropertyGroupTable<Value> {
    /// By property, then by group + 1 (0 for none).
    private var values: [[Value?]] = []

    /// The value of a property in a group (nil for none).
    subscript(property: Int, group: Int?) -> Value? {
        get {
            let column = (group ?? -1) + 1
            guard property < values.count, column < values[property].count else { return nil }
            return values[property][column]
        }
        set {
            let column = (group ?? -1) + 1
            if property >= values.count {
                values.append(contentsOf: repeatElement([], count: property + 1 - values.count))
            }
            if column >= values[property].count {
                values[property].append(contentsOf: repeatElement(nil, count: column + 1 - values[property].count))
            }
            values[property][column] = newValue
        }
    }
}
