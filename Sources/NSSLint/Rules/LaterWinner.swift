/// A later winner of one class's slot, for overridden-declaration: the winning declaration with
/// its rule and that rule's media index (-1 at the top level), read in the one load that finds
/// it. Kept as declarations alone, each winner's rule and conditions were looked up by
/// declaration for every declaration it overrode: loads from file-sized tables in no order,
/// which made the rule's time wait on memory.
struct LaterWinner: SlotValue {
    var declaration: UInt32
    /// Its rule, known by the position of the rule's first declaration.
    var rule: UInt32
    var media: Int32

    static var absent: LaterWinner { LaterWinner(declaration: .max, rule: .max, media: -1) }
    var isAbsent: Bool { declaration == .max }
}
