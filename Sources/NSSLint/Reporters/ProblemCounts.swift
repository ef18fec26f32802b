import NSSSyntax

/// A problem repeated in a file: its rule, severity and message, kept as two independent hashes
/// instead of the message itself, so that a file of distinct messages is not kept twice. (Two
/// problems taken for one would need a 96-bit collision.)
struct ProblemKey: Hashable {
    let first: UInt64
    let second: UInt32

    init(_ finding: Finding) {
        // Two hashes of different families, so that two problems share a key only if both
        // collide: the seeded SipHash of the standard library, and FNV-1a over the bytes. (An
        // array of the two texts, hashed in a loop, cost an allocation per finding.)
        var hasher = Hasher()
        hasher.combine(finding.ruleID)
        hasher.combine(finding.diagnostic.message)
        hasher.combine(finding.severity)
        first = UInt64(bitPattern: Int64(hasher.finalize()))
        second = Self.fnv1a(finding.ruleID, finding.diagnostic.message, severity: finding.severity)
    }

    /// FNV-1a over the rule's bytes, 0xFF (which never occurs in UTF-8, so "ab" + "c" and
    /// "a" + "bc" differ), the message's bytes and the severity.
    private static func fnv1a(_ ruleID: String, _ message: String, severity: Severity) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        var ruleID = ruleID
        var message = message
        // In place (contiguous after withUTF8): the UTF-8 view, element by element, cost twenty
        // instructions a byte.
        ruleID.withUTF8 { for byte in $0 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 } }
        hash = (hash ^ 0xFF) &* 0x0100_0193
        message.withUTF8 { for byte in $0 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 } }
        return (hash ^ UInt32(severity.rawValue)) &* 0x0100_0193
    }
}

/// How many times each problem of a file was found: 16 bytes a problem in one open-addressing
/// table. A large theme has hundreds of thousands of distinct messages, nearly all found once, and
/// a general dictionary of them took twice the room.
struct ProblemCounts {
    /// One slot: the key's two hashes and the count, zero for an empty slot.
    private struct Slot {
        var first: UInt64 = 0
        var second: UInt32 = 0
        var count: UInt32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 64)
    private var used = 0

    /// Counts one more finding of `key` and gives the count so far, this one included.
    mutating func increment(_ key: ProblemKey) -> Int {
        // Grown before the load passes 4/5, so linear probing finds a slot in a few steps.
        if (used + 1) * 5 > slots.count * 4 { grow() }
        let index = slotIndex(key)
        if slots[index].count == 0 {
            slots[index] = Slot(first: key.first, second: key.second, count: 0)
            used += 1
        }
        slots[index].count &+= 1
        return Int(slots[index].count)
    }

    /// How many times `key` was found.
    func count(of key: ProblemKey) -> Int {
        Int(slots[slotIndex(key)].count)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slotIndex(_ key: ProblemKey) -> Int {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: key.first) & mask
        while slots[index].count != 0, slots[index].first != key.first || slots[index].second != key.second {
            index = (index + 1) & mask
        }
        return index
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.count != 0 {
            slots[slotIndex(ProblemKey(first: slot.first, second: slot.second))] = slot
        }
    }
}

extension ProblemKey {
    fileprivate init(first: UInt64, second: UInt32) {
        self.first = first
        self.second = second
    }
}
