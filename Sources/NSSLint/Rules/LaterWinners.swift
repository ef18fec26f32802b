/// overridden-declaration's later winners of one class, by declaration slot: each winner's
/// declaration with its rule and that rule's `@media` conditions, read in the one load that finds
/// it. Kept as declarations alone, each winner's rule and conditions were looked up by
/// declaration for every declaration it overrode: loads from file-sized tables in no order,
/// which made the rule's time wait on memory.
struct LaterWinners {
    /// A declaration that wins its slot, with its rule and that rule's media index (-1 at the top
    /// level).
    struct Winner {
        var declaration: UInt32
        var rule: UInt32
        var media: Int32
    }

    private static let absent = Winner(declaration: .max, rule: .max, media: -1)
    private var winners: [Winner] = []
    private var touched: [Int] = []

    /// The winner of a slot, if any.
    subscript(slot: Int) -> Winner? {
        slot < winners.count && winners[slot].declaration != .max ? winners[slot] : nil
    }

    /// Makes `winner` the winner of `slot`.
    mutating func set(_ winner: Winner, at slot: Int) {
        precondition(winner.declaration != .max, "UInt32.max marks an absent winner")
        if slot >= winners.count { grow(to: slot + 1) }
        if winners[slot].declaration == .max { touched.append(slot) }
        winners[slot] = winner
    }

    /// Out of `set`'s line: slots are nearly always set in a table grown already.
    @inline(never)
    private mutating func grow(to count: Int) {
        winners.append(contentsOf: repeatElement(Self.absent, count: count - winners.count))
    }

    /// Forgets every winner.
    mutating func removeAll() {
        for slot in touched { winners[slot] = Self.absent }
        touched.removeAll(keepingCapacity: true)
    }
}
