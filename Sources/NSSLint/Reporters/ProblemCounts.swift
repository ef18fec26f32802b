import NSSSyntax

/// A problem repeated in a file: its rule, severity and message, kept as two independent hashes
/// instead of the message itself, so that a file of distinct messages is not kept twice. (Two
/// problems taken for one would need a 96-bit collision.)
struct ProblemKey: Hashable {
    let first: UInt64
    let second: UInt32

    /// Borrowed: taken as an owned argument, each finding was copied, its six references retained.
    init(_ finding: borrowing Finding) {
        let rule = Self.ruleHash(finding.ruleID)
        var shared = SharedIdentityHash()
        self = withUnsafePointer(to: finding) { ProblemKey($0, rule: rule, shared: &shared) }
    }

    /// The key of a finding whose rule identifier `rule` has absorbed (``ruleHash(_:)``): a
    /// batch's findings share their rule, hashed once for the batch. Read through a pointer, a
    /// field at a time: its diagnostic passed on, borrowed or not, was copied whole (six
    /// references retained and released, 38 M instructions in a 5 MB lint).
    ///
    /// `shared` keeps the hash of the last deferred text's shared identity pieces: the findings of
    /// a batch come from one rule, and a rule's findings of one text come together (when each of
    /// overridden-declaration's findings hashed its class path again, the keys of a 5 MB lint
    /// took 58.4 M instructions; 49.4 M since). It must start empty for each rule.
    init(_ finding: UnsafePointer<Finding>, rule: TwoLaneHash, shared: inout SharedIdentityHash) {
        self = withUnsafePointer(to: finding.pointee.diagnostic.text) { text in
            ProblemKey(
                text: text, range: finding.pointee.diagnostic.storedRange,
                severity: finding.pointee.diagnostic.severity,
                rule: rule, shared: &shared)
        }
    }

    /// The key of a finding of `text` at `range` with `severity`, its rule absorbed in `rule`,
    /// as ``init(_:rule:shared:)`` makes it of a finding whole.
    init(
        text: UnsafePointer<Diagnostic.Text>, range: Range<Int>, severity: Severity, rule: TwoLaneHash,
        shared: inout SharedIdentityHash
    ) {
        // Two accumulators of different families (xor, multiply, rotate; add, multiply,
        // xor-shift), fed eight bytes at a time from one pass over the texts, so that two problems
        // share a key only if both collide. A seeded SipHash and an FNV-1a loop over the bytes
        // cost 1,800 instructions a finding, a fifteenth of a large lint.
        var hash = rule
        switch text.pointee {
        case .deferred(let deferred):
            // Its identity stands for its message (the protocol's promise), without making it.
            // The marker keeps identities apart from written messages of the same bytes; each
            // piece's length, absorbed after it, keeps pieces apart.
            let identity = ObjectIdentifier(deferred)
            if shared.text != identity {
                hash.absorb(Self.deferredMarker)
                deferred.forEachSharedIdentityPiece { hash.absorb($0.assumingMemoryBound(to: UInt8.self)) }
                shared = SharedIdentityHash(text: identity, hash: hash)
            }
            hash = shared.hash
            deferred.forEachIdentityPiece(at: range) { hash.absorb($0.assumingMemoryBound(to: UInt8.self)) }
        case .written(var message):
            message.withUTF8 { hash.absorb($0) }
        }
        hash.absorb(UInt64(severity.rawValue))
        first = TwoLaneHash.finalized(hash.first)
        second = UInt32(truncatingIfNeeded: TwoLaneHash.finalized(hash.second) >> 32)
    }

    /// Absorbed before a deferred message's identity: a word no message's bytes begin with
    /// (0xFF is never in UTF-8).
    private static let deferredMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFF

    /// The hash with a rule identifier absorbed, where each of its problems' keys starts.
    static func ruleHash(_ ruleID: String) -> TwoLaneHash {
        var hash = TwoLaneHash()
        var ruleID = ruleID
        ruleID.withUTF8 { hash.absorb($0) }
        return hash
    }
}

/// The hash of a rule's identifier, the deferred marker and a deferred text's shared identity
/// pieces, for the text it was made from (``ProblemKey/init(_:rule:shared:)``). A text is
/// identified by its object, which the findings being keyed keep alive.
struct SharedIdentityHash {
    var text: ObjectIdentifier?
    var hash = TwoLaneHash()
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
        // Through one pointer: each subscript of the array checked its bounds, and each write
        // its uniqueness (`nsslint g5.nss`, 136,161 findings counted: 763.2 -> 759.3 M).
        let (count, isNew) = slots.withUnsafeMutableBufferPointer { slots in
            let index = Self.slotIndex(key, in: UnsafeBufferPointer(slots))
            let isNew = slots[index].count == 0
            if isNew { slots[index] = Slot(first: key.first, second: key.second, count: 0) }
            slots[index].count &+= 1
            return (Int(slots[index].count), isNew)
        }
        if isNew { used += 1 }
        return count
    }

    /// How many times `key` was found.
    func count(of key: ProblemKey) -> Int {
        Int(slots[slotIndex(key)].count)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slotIndex(_ key: ProblemKey) -> Int {
        slots.withUnsafeBufferPointer { Self.slotIndex(key, in: $0) }
    }

    /// The slot of `slots` holding `key`, or the empty slot where it would go.
    private static func slotIndex(_ key: ProblemKey, in slots: UnsafeBufferPointer<Slot>) -> Int {
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
