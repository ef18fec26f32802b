/// The cascade index's declarations laid out by class, then by attribute in order of first
/// declaration, each list in cascade order (``CascadeIndex``): one counting sort per class by
/// attribute, over the declarations already grouped by class.
struct SlotLayout {
    /// Each slot's attribute; class `c`'s slots are `classSlotStart[c]..<classSlotStart[c + 1]`.
    private(set) var slotAttributes: [Int32] = []
    private(set) var classSlotStart: [Int32] = [0]
    /// Slot `s`'s declarations are `slotDeclarations[slotDeclarationStart[s]..<slotDeclarationStart[s + 1]]`.
    private(set) var slotDeclarationStart: [Int32] = [0]
    private(set) var slotDeclarations: [Int32] = []

    /// Lays out `indices` (the indexed declarations grouped by class, `counts[c]` of class `c`);
    /// `attribute` gives the attribute of the declaration at a position of `indices`, below
    /// `attributeCount`.
    init(
        indices: UnsafeBufferPointer<Int32>, counts: [Int], attributeCount: Int, attribute: (Int) -> Int
    ) {
        var grouped = [Int32](repeating: 0, count: indices.count)
        classSlotStart.reserveCapacity(counts.count + 1)
        // Sized once for every class, and read through pointers: arrays, bounds-checked and
        // checked for uniqueness at each write, cost about 150 instructions a declaration.
        let scratch = Scratch(attributes: attributeCount, largestClass: counts.max() ?? 0)
        defer { scratch.deallocate() }
        var classStart = 0
        grouped.withUnsafeMutableBufferPointer { grouped in
            for count in counts {
                let members = classStart..<(classStart + count)
                classStart = members.upperBound
                addClass(members, indices: indices, into: grouped, scratch: scratch, attribute: attribute)
            }
        }
        slotDeclarations = grouped
    }

    /// Lays out one class's members: its slots in order of first declaration, each slot's
    /// declarations in the members' order.
    private mutating func addClass(
        _ members: Range<Int>, indices: UnsafeBufferPointer<Int32>, into grouped: UnsafeMutableBufferPointer<Int32>,
        scratch: Scratch, attribute: (Int) -> Int
    ) {
        let firstSlot = slotAttributes.count
        var slots = 0
        for (offset, index) in members.enumerated() {
            let attribute = attribute(index)
            var local = scratch.localSlot[attribute]
            if local < 0 {
                local = Int32(slots)
                scratch.localSlot[attribute] = local
                slotAttributes.append(Int32(attribute))
                scratch.fill[slots] = 0
                slots += 1
            }
            scratch.localOfMember[offset] = local
            scratch.fill[Int(local)] += 1
        }
        // Counts become each slot's start.
        var next = Int32(members.lowerBound)
        for local in 0..<slots {
            let count = scratch.fill[local]
            scratch.fill[local] = next
            next += count
            slotDeclarationStart.append(next)
        }
        for (offset, index) in members.enumerated() {
            let local = Int(scratch.localOfMember[offset])
            grouped[Int(scratch.fill[local])] = indices[index]
            scratch.fill[local] += 1
        }
        for slot in firstSlot..<slotAttributes.count { scratch.localSlot[Int(slotAttributes[slot])] = -1 }
        classSlotStart.append(Int32(slotAttributes.count))
    }

    /// What laying out one class fills and empties, kept from class to class.
    private struct Scratch {
        /// By attribute: its slot within the class being laid out, or -1.
        let localSlot: UnsafeMutableBufferPointer<Int32>
        /// By slot within the class: its count, then where its next declaration goes.
        let fill: UnsafeMutableBufferPointer<Int32>
        /// Each member's slot within its class, found once for the two passes over them.
        let localOfMember: UnsafeMutableBufferPointer<Int32>

        init(attributes: Int, largestClass: Int) {
            localSlot = .allocate(capacity: attributes)
            localSlot.initialize(repeating: -1)
            fill = .allocate(capacity: attributes)
            fill.initialize(repeating: 0)
            localOfMember = .allocate(capacity: largestClass)
            localOfMember.initialize(repeating: 0)
        }

        func deallocate() {
            localSlot.deallocate()
            fill.deallocate()
            localOfMember.deallocate()
        }
    }
}
