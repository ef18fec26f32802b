/// A 32-bit value per interned identifier (a class path, a property name, a declaration slot):
/// identifiers count up from zero, so an array answers where a dictionary hashed each one, a
/// fifth of a million times in a large theme's rules. Grows as identifiers are set; cleared in
/// the time of the identifiers set since the last clearing.
struct IDTable {
    private static let absent = UInt32.max
    private var values: [UInt32] = []
    private var touched: [Int] = []

    /// The value of an identifier; setting one below `UInt32.max`.
    subscript(id: Int) -> UInt32? {
        get { id < values.count && values[id] != Self.absent ? values[id] : nil }
        set {
            precondition(newValue != Self.absent, "UInt32.max marks an absent identifier")
            if id >= values.count { grow(to: id + 1) }
            if values[id] == Self.absent && newValue != nil { touched.append(id) }
            values[id] = newValue ?? Self.absent
        }
    }

    /// Out of the setter's line: identifiers are nearly always set in a table grown already.
    @inline(never)
    private mutating func grow(to count: Int) {
        values.append(contentsOf: repeatElement(Self.absent, count: count - values.count))
    }

    /// Forgets every value.
    mutating func removeAll() {
        for id in touched { values[id] = Self.absent }
        touched.removeAll(keepingCapacity: true)
    }
}
