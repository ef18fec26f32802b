import NSSSyntax

/// A list that a planner fills and empties again for every view, in a buffer of its own that
/// keeps its room. As arrays, the planner's lists asked the runtime whether they were shared at
/// each append, and were emptied through the library's generic `replaceSubrange`: as these
/// lists, the planning thread (which most passes over a 5 MB theme wait for) executes 5.5 M
/// fewer instructions a pass, 8.6 M with the view's entries gathered here too.
///
/// A class, not a value: see ``ViewScratch`` for why planners may share one.
final class ScratchList<Element> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The positions of the elements.
    var indices: Range<Int> { 0..<count }

    /// The element at `index`, which must be one of ``indices``.
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "a position past the list's end")
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count, "a position past the list's end")
            storage[index] = newValue
        }
    }

    /// Adds `element` at the end.
    func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Adds `element` `times` times at the end.
    func append(repeating element: Element, times: Int) {
        precondition(times >= 0, "a negative count")
        if count + times > capacity { grow(toHold: count + times) }
        (storage + count).initialize(repeating: element, count: times)
        count += times
    }

    /// Makes room for `total` elements in all.
    func reserveCapacity(_ total: Int) {
        if total > capacity { grow(toHold: total) }
    }

    /// Empties the list, keeping its room.
    func removeAll() {
        storage.deinitialize(count: count)
        count = 0
    }

    /// Runs `body` on the elements in place.
    func withElements<Result>(_ body: (inout UnsafeMutableBufferPointer<Element>) -> Result) -> Result {
        var elements = UnsafeMutableBufferPointer(start: storage, count: count)
        return body(&elements)
    }

    @inline(never)
    private func grow(toHold total: Int) {
        (storage, capacity) = movedToLargerBuffer(storage, count: count, capacity: capacity, toHold: total)
    }
}

/// The lists a ``ViewPlanner`` fills and empties for each view, in one object. A copy of a
/// planner shares them with the original, which is safe: a view's planning empties the lists it
/// fills, so none carries anything from one view to the next, and being a class that is not
/// `Sendable`, the lists keep the two copies on one thread (a copy cannot be sent to another
/// while the original stays in use).
final class ViewScratch {
    let candidates = ScratchList<ViewPlanner.Candidate>()
    let groups = ScratchList<Int>()
    let members = ScratchList<ViewPlanner.Member>()
    let order = ScratchList<UInt64>()
    let memberStart = ScratchList<Int>()
    let memberFill = ScratchList<Int>()
    let orderedMembers = ScratchList<ViewPlanner.Member>()
    let entries = ScratchList<PlanEntry>()
    let attributeEnds = ScratchList<Int32>()

    /// A view's candidates, its members by group and where each group's start, read in place.
    struct MemberLists {
        let candidates: UnsafeMutableBufferPointer<ViewPlanner.Candidate>
        let members: UnsafeMutableBufferPointer<ViewPlanner.Member>
        let memberStart: UnsafeMutableBufferPointer<Int>
    }

    /// Runs `body` with the member lists in place: read through the lists, each attribute's
    /// entries counted a reference on each list and let it go (1.2% of the pipeline's time
    /// samples, on the planning thread).
    func withMemberLists<Result>(_ body: (MemberLists) -> Result) -> Result {
        candidates.withElements { candidates in
            members.withElements { members in
                memberStart.withElements { memberStart in
                    body(MemberLists(candidates: candidates, members: members, memberStart: memberStart))
                }
            }
        }
    }
}
