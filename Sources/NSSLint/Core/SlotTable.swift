/// A value per declaration slot (property, modifier and state) of one file, indexed by the slot's
/// identifier: slots are interned names, numbered from zero, so an array answers where a
/// dictionary hashed each identifier (a fifth of a million lookups in a large theme's rules).
/// Cleared in the time of the slots set since the last clearing.
struct SlotTable {
    private static let absent = UInt32.max
    private var values: [UInt32]
    private var touched: [Int] = []

    /// A table for the slots of `facts`'s declarations.
    init(_ facts: FactTable) {
        values = [UInt32](repeating: Self.absent, count: facts.slotCount)
    }

    /// The value of a slot; setting one below `UInt32.max`.
    subscript(slot: Int) -> UInt32? {
        get {
            let value = values[slot]
            return value == Self.absent ? nil : value
        }
        set {
            let value = newValue ?? Self.absent
            precondition(newValue != Self.absent, "UInt32.max marks an absent slot")
            if values[slot] == Self.absent && value != Self.absent { touched.append(slot) }
            values[slot] = value
        }
    }

    /// Forgets every value.
    mutating func removeAll() {
        for slot in touched { values[slot] = Self.absent }
        touched.removeAll(keepingCapacity: true)
    }
}
