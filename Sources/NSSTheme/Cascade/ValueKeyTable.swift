/// A map from non-negative integer keys to 32-bit values, for a resolve session's memo of read
/// values by value key: open addressing with a multiplicative hash. A `Dictionary` hashed each
/// key with SipHash, and its lookups and insertions were a fifth of the memo's instructions.
struct ValueKeyTable {
    private static let empty = -1
    private var keys: [Int]
    private var values: [Int32]
    /// The number of keys.
    private(set) var count = 0
    /// 64 less the capacity's bits: a hash's top bits pick its first slot.
    private var shift: UInt64

    /// An empty table; it doubles as it fills.
    init() {
        keys = Array(repeating: Self.empty, count: 64)
        values = Array(repeating: 0, count: 64)
        shift = 64 - 6
    }

    /// Makes room for `expectedCount` keys in all before the table next doubles, keeping its
    /// keys: grown from 64 slots, a pass's memo of 16,384 values put its keys in again nine times.
    mutating func reserveCapacity(_ expectedCount: Int) {
        var bits = 64 - Int(shift)
        while (1 << bits) < 2 * expectedCount && bits < 40 { bits += 1 }
        resize(bits: bits)
    }

    /// The number of slots: it doubles when more than half are used.
    var capacity: Int { keys.count }

    private func firstSlot(of key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The value of `key`, which must not be negative.
    subscript(key: Int) -> Int32? {
        let mask = keys.count - 1
        var slot = firstSlot(of: key)
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Sets the value of `key`, which must not be negative.
    mutating func set(_ value: Int32, for key: Int) {
        precondition(key >= 0, "keys are not negative")
        let mask = keys.count - 1
        var slot = firstSlot(of: key)
        while keys[slot] != Self.empty && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == Self.empty {
            count += 1
            keys[slot] = key
        }
        values[slot] = value
        if count * 2 > keys.count { grow() }
    }

    /// Forgets every key, keeping the capacity.
    mutating func removeAll() {
        for slot in keys.indices { keys[slot] = Self.empty }
        count = 0
    }

    private mutating func grow() { resize(bits: 65 - Int(shift)) }

    /// Puts the keys in a table of `1 << bits` slots, unless it has that many already.
    private mutating func resize(bits: Int) {
        guard 1 << bits != keys.count else { return }
        let (oldKeys, oldValues) = (keys, values)
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
        shift = 64 - UInt64(bits)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != Self.empty { set(value, for: key) }
    }
}

/// The key under which a resolve session keeps a value: a value text's identifier and its
/// property's type part (the type's ordinal + 1, or 0 without a type) in one integer. Equal
/// texts of one type read alike.
enum ValueKey {
    /// Type parts take the key's low 6 bits.
    private static let typeBits = 6

    /// The key of a value text's identifier and a type part.
    @inline(__always)
    static func make(text: Int, typePart: Int) -> Int {
        assert(typePart >= 0 && typePart >> typeBits == 0, "a type part past the key's bits")
        return text &<< typeBits | typePart
    }

    /// A key's value text identifier.
    @inline(__always)
    static func text(of key: Int) -> Int { key >> typeBits }

    /// A key's type part.
    @inline(__always)
    static func typePart(of key: Int) -> Int { key & (1 << typeBits - 1) }

    /// Whether every value type has a type part that fits.
    static var typesFit: Bool { ValueType.allCases.count + 1 <= 1 << typeBits }
}

/// A set of value keys (``ValueKey``): a byte per value text holds the type part of the first
/// key met with it, and a table the rare others. Asked once for every attribute of a pass, a
/// table of the keys themselves was a load from a megabyte in no order, which the planning
/// thread waited on.
struct ValueKeySet {
    /// Per value text, the type part of the first key met with it, + 1 (0: none met yet).
    private var firstType: [UInt8]
    private var others = ValueKeyTable()

    /// An empty set for the keys of `valueTextCount` value texts.
    init(valueTextCount: Int) {
        firstType = Array(repeating: 0, count: valueTextCount)
    }

    /// Adds a key; whether it was new.
    mutating func insert(_ key: Int) -> Bool {
        let (text, type) = (ValueKey.text(of: key), UInt8(truncatingIfNeeded: ValueKey.typePart(of: key)) + 1)
        let first = firstType[text]
        if first == type { return false }
        if first == 0 {
            firstType[text] = type
            return true
        }
        guard others[key] == nil else { return false }
        others.set(0, for: key)
        return true
    }
}
