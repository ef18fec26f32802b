/// Each distinct value once, with its index in order of first appearance: for tables in which a
/// few values (`@media` queries, class path matches) repeat thousands of times, so that each
/// record keeps an index instead of its own copy.
package struct DistinctValues<Value: Hashable> {
    /// The distinct values, in the order they first came.
    package private(set) var values: [Value] = []
    private var indices: [Value: Int32] = [:]

    package init() {}

    /// The index of `value`, added if it is new.
    package mutating func index(of value: Value) -> Int32 {
        if let known = indices[value] { return known }
        let index = Int32(truncatingIfNeeded: values.count)
        values.append(value)
        indices[value] = index
        return index
    }
}

extension DistinctValues: Sendable where Value: Sendable {}
