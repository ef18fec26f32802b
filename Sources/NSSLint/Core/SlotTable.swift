/// A value per small identifier (an interned class path or property name, a declaration slot):
/// identifiers count up from zero, so an array answers where a dictionary hashed each one, a
/// fifth of a million times in a large theme's rules. Grows as identifiers are set; cleared in
/// the time of the identifiers set since the last clearing. An empty slot holds the value's
/// ``SlotValue/absent`` marker, not an optional's extra byte.
struct SlotTable<Value: SlotValue> {
    private var values: [Value] = []
    private var touched: [Int] = []

    /// The value of an identifier; setting one that is not the absent marker.
    subscript(id: Int) -> Value? {
        get { id < values.count && !values[id].isAbsent ? values[id] : nil }
        set {
            precondition(!(newValue?.isAbsent ?? false), "the absent marker is not a value")
            if id >= values.count { grow(to: id + 1) }
            if values[id].isAbsent && newValue != nil { touched.append(id) }
            values[id] = newValue ?? .absent
        }
    }

    /// Out of the setter's line: identifiers are nearly always set in a table grown already.
    @inline(never)
    private mutating func grow(to count: Int) {
        values.append(contentsOf: repeatElement(.absent, count: count - values.count))
    }

    /// Forgets every value.
    mutating func removeAll() {
        for id in touched { values[id] = .absent }
        touched.removeAll(keepingCapacity: true)
    }
}

/// A value a ``SlotTable`` keeps, with a marker for an empty slot.
protocol SlotValue {
    /// The marker of an empty slot, never stored as a value.
    static var absent: Self { get }
    /// Whether this is the marker.
    var isAbsent: Bool { get }
}

extension UInt32: SlotValue {
    static var absent: UInt32 { .max }
    var isAbsent: Bool { self == .max }
}

/// A 32-bit value per identifier (UInt32.max marks an absent one).
typealias IDTable = SlotTable<UInt32>
