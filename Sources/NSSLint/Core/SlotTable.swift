/// A value per small identifier (an interned class path or property name, a declaration slot):
/// identifiers count up from zero, so an array answers where a dictionary hashed each one, a
/// fifth of a million times in a large theme's rules. Grows as identifiers are set; cleared in
/// the time of the identifiers set since the last clearing. An empty slot holds the value's
/// ``SlotValue/absent`` marker, not an optional's extra byte.
///
/// A class over its own buffers, each table one rule's or one reader's: as a struct over arrays,
/// every value set asked whether the array was shared before writing, twice (the value and the
/// list of those set); as this class, duplicate-property and overridden-declaration took 80.5 M
/// instructions of a 5 MB lint where they took 94.0 M. The buffers are `@exclusivity(unchecked)`,
/// as `TokenStorage`'s are: no table is shared between threads, and a class's stored properties
/// are otherwise checked for exclusive access at run time.
final class SlotTable<Value: SlotValue> {
    @exclusivity(unchecked) private var values: UnsafeMutablePointer<Value>
    /// The identifiers set since the last clearing: each at most once, so no more than `capacity`.
    @exclusivity(unchecked) private var touched: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var touchedCount = 0
    @exclusivity(unchecked) private var capacity: Int

    init() {
        capacity = 64
        values = .allocate(capacity: capacity)
        values.initialize(repeating: .absent, count: capacity)
        touched = .allocate(capacity: capacity)
    }

    deinit {
        values.deinitialize(count: capacity)
        values.deallocate()
        touched.deallocate()
    }

    /// The value of an identifier; setting one that is not the absent marker.
    subscript(id: Int) -> Value? {
        get {
            precondition(id >= 0, "identifiers count up from zero")
            return id < capacity && !values[id].isAbsent ? values[id] : nil
        }
        set {
            precondition(id >= 0, "identifiers count up from zero")
            precondition(!(newValue?.isAbsent ?? false), "the absent marker is not a value")
            if id >= capacity { grow(toHold: id) }
            if values[id].isAbsent && newValue != nil {
                touched[touchedCount] = Int32(truncatingIfNeeded: id)
                touchedCount += 1
            }
            values[id] = newValue ?? .absent
        }
    }

    /// Out of the setter's line: identifiers are nearly always set in a table grown already.
    @inline(never)
    private func grow(toHold id: Int) {
        precondition(id < Int(Int32.max), "an identifier past 32 bits")
        var newCapacity = capacity * 2
        while newCapacity <= id { newCapacity *= 2 }
        let newValues = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        newValues.moveInitialize(from: values, count: capacity)
        (newValues + capacity).initialize(repeating: .absent, count: newCapacity - capacity)
        values.deallocate()
        values = newValues
        let newTouched = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        newTouched.moveInitialize(from: touched, count: touchedCount)
        touched.deallocate()
        touched = newTouched
        capacity = newCapacity
    }

    /// Forgets every value.
    func removeAll() {
        for index in 0..<touchedCount { values[Int(touched[index])] = .absent }
        touchedCount = 0
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
