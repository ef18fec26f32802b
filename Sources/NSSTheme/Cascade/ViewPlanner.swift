import NSSSyntax

/// One declaration an attribute's cascade considers, in the order the cascade considers them:
/// the most specific state first, then the classes from the right, each class's declarations
/// from the last.
struct PlanEntry {
    /// The indexed declaration.
    var declaration: Int32
    /// The class path (or its unnumbered fallback) whose selector reaches it.
    var classID: Int32
    /// The position in the view's class chain of the class that reaches it.
    var classIndex: Int32
    /// The position of its state in the requested state's chain: 0 the state itself. Whole: a
    /// state of 256 parts or more has ranks past a byte's.
    var stateRank: Int32
    /// Whether it is reached through the unnumbered fallback of a numbered item.
    var fallback: Bool
    /// Whether its rule's `@media` applies in the environment.
    var applies: Bool
}

/// The integers of resolving views, view after view: each view's attributes in output order,
/// and each attribute's declarations in cascade order. Everything but reading the values and
/// making the sets, which need the session's memo; kept apart so that another thread can plan
/// a pass's views while the session makes their sets (``Resolver/forEachResolved``).
struct ViewPlans {
    /// Per view, where its attributes end in `attributeEnds`.
    var viewEnds: [Int32] = []
    /// Per attribute, where its entries end in `entries`.
    var attributeEnds: [Int32] = []
    var entries: [PlanEntry] = []
    /// Values read ahead by the planning thread, by value key: each the first time its key is
    /// the first applying declaration of an attribute there (``ReadAhead``).
    var reads: [(key: Int, value: SessionValueReader.Read, isLiteral: Bool)] = []
    /// Per attribute, the value key of its first applying declaration (-1 when none applies),
    /// when the planning thread found them (``ReadAhead``); empty otherwise.
    var firstKeys: [Int] = []

    /// Forgets every view, keeping the space.
    mutating func removeAll() {
        viewEnds.removeAll(keepingCapacity: true)
        attributeEnds.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        reads.removeAll(keepingCapacity: true)
        firstKeys.removeAll(keepingCapacity: true)
    }

    /// The value key of the first applying declaration of the attribute at `attribute`, when
    /// the planning thread found it: -1 when none applies, nil when not found.
    func firstKey(ofAttribute attribute: Int) -> Int? {
        attribute < firstKeys.count ? firstKeys[attribute] : nil
    }

    /// The attributes of view `view`, as positions in `attributeEnds`.
    func attributeRange(ofView view: Int) -> Range<Int> {
        (view == 0 ? 0 : Int(viewEnds[view - 1]))..<Int(viewEnds[view])
    }

    /// The entries of the attribute at position `attribute`, as positions in `entries`.
    func entryRange(ofAttribute attribute: Int) -> Range<Int> {
        (attribute == 0 ? 0 : Int(attributeEnds[attribute - 1]))..<Int(attributeEnds[attribute])
    }
}

/// Plans views: finds the class paths a view's chain reaches, groups their declarations by
/// attribute, orders the attributes by name and lists each one's declarations in cascade order.
/// Reads only the resolver's index and the theme's `@media` conditions, so a planner of its own
/// can run on another thread than the session that makes the sets.
struct ViewPlanner {
    let resolver: Resolver
    let environment: Environment
    /// Whether each cascade item under `@media` applies: 0 not yet known, 1 yes, 2 no.
    private var itemApplies: [UInt8]
    /// Scratch for grouping a path's declarations by attribute: -1, or the attribute's group.
    private var attributeGroup: [Int32]
    /// The state identifiers of the last state asked for, with less specific states after it.
    private var stateChainMemo: (state: String?, ids: [Int32])?
    /// The index's identifiers by name, taken once a name is looked up (the index makes them
    /// under a lock, the first time any thread asks).
    private var classIDsByName: [String: Int]?
    /// Lists each view's planning fills and empties, kept from one view to the next: made for
    /// each, they were six allocations a view, and the candidates one more.
    private var scratch = ViewScratch()

    /// A class path and its unnumbered fallback, as the cascade indexes them, with the position of
    /// the class in the chain.
    typealias Candidate = (classID: Int, classIndex: Int, fallback: Bool)
    /// The declarations one candidate has for one attribute group: a slot of the cascade index.
    typealias Member = (group: Int, candidate: Int, slot: Int)

    init(resolver: Resolver, environment: Environment) {
        self.resolver = resolver
        self.environment = environment
        // Asked only for rules under `@media`: the others' declarations are marked in the index
        // (``IndexedMark``) and apply in every environment.
        itemApplies = Array(repeating: 0, count: resolver.theme.items.count)
        attributeGroup = Array(repeating: -1, count: resolver.index.attributes.count)
    }

    /// Appends the plan of a view with `classes` (a class path's chain) in `state` (nil for the
    /// normal state) to `plans`.
    mutating func plan(classes: [String], state: String?, into plans: inout ViewPlans) {
        scratch.candidates.removeAll()
        for (position, name) in classes.enumerated().reversed() { addCandidates(name, position: position) }
        planCandidates(state: state, into: &plans)
    }

    /// Appends the plan of the view of the index's class path `classID` (its position among
    /// the styled paths) in `state`: in a theme whose paths are simple, without looking its name
    /// up.
    mutating func plan(styledPath classID: Int, state: String?, into plans: inout ViewPlans) {
        let path = resolver.index.classPaths[classID]
        guard resolver.index.classPathsAreSimple else {
            plan(classes: ClassPath.chain(path), state: state, into: &plans)
            return
        }
        scratch.candidates.removeAll()
        scratch.candidates.append((classID, 0, false))
        addUnnumbered(path, position: 0)
        planCandidates(state: state, into: &plans)
    }

    /// Adds the class at `position` in the view's chain, then its unnumbered path, when the
    /// theme styles them. Called for the chain's classes from the last.
    private mutating func addCandidates(_ name: String, position: Int) {
        if let classID = classID(of: name) { scratch.candidates.append((classID, position, false)) }
        addUnnumbered(name, position: position)
    }

    /// Adds the unnumbered path of the class at `position`, when it is numbered and the theme
    /// styles the unnumbered path.
    private mutating func addUnnumbered(_ name: String, position: Int) {
        if let unnumbered = ClassPath.unnumbered(name), let classID = classID(of: unnumbered) {
            scratch.candidates.append((classID, position, true))
        }
    }

    /// The identifier of a class path the theme styles.
    private mutating func classID(of name: String) -> Int? {
        if let classIDsByName { return classIDsByName[name] }
        let classIDs = resolver.index.classIDs
        classIDsByName = classIDs
        return classIDs[name]
    }

    /// Appends the plan of the view whose candidates are set.
    private mutating func planCandidates(state: String?, into plans: inout ViewPlans) {
        let states = stateIDs(state)
        // Read from a local: the planning below changes the planner, which holds the lists.
        let scratch = self.scratch
        attributeGroups(scratch)
        // Output is sorted by name; equal names keep their order of first declaration. Sorted as
        // one integer each, rank then position: a comparison closure cost five times as much.
        for group in scratch.groups.indices {
            scratch.order.append(UInt64(resolver.index.attributeRanks[scratch.groups[group]]) << 32 | UInt64(group))
        }
        scratch.order.withElements { Self.sortKeys(&$0) }
        let memberStart = scratch.memberStart
        memberStart.append(repeating: 0, times: scratch.groups.count + 1)
        for member in scratch.members.indices { memberStart[scratch.members[member].group + 1] += 1 }
        for group in scratch.groups.indices { memberStart[group + 1] += memberStart[group] }
        if scratch.candidates.count > 1 { Self.orderMembersByGroup(scratch) }
        // Read from a local: the closure changes the planner, which holds the resolver.
        let indexOwner = resolver
        // The view's entries and attributes are gathered in scratch lists and added to the plans
        // at once: appended one at a time, each asked whether the plans' array was shared.
        let (entries, attributeEnds) = (scratch.entries, scratch.attributeEnds)
        let firstEntry = plans.entries.count
        indexOwner.withCascadeLists { lists in
            scratch.withMemberLists { members in
                scratch.order.withElements { order in
                    for position in order.indices {
                        let group = Int(truncatingIfNeeded: order[position] & 0xFFFF_FFFF)
                        appendEntries(ofGroup: group, members: members, states: states, lists: lists, to: entries)
                        attributeEnds.append(Int32(firstEntry + entries.count))
                    }
                }
            }
        }
        entries.withElements { plans.entries.append(contentsOf: $0) }
        attributeEnds.withElements { plans.attributeEnds.append(contentsOf: $0) }
        entries.removeAll()
        attributeEnds.removeAll()
        plans.viewEnds.append(Int32(plans.attributeEnds.count))
        scratch.groups.removeAll()
        scratch.members.removeAll()
        scratch.order.removeAll()
        memberStart.removeAll()
    }

    /// Sorts a view's attribute keys, which are distinct: a view has tens of attributes, and an
    /// insertion sort of so few takes less than the library's sort, which finds runs and merges
    /// them (0.7% of the pipeline's time samples, on the planning thread).
    static func sortKeys(_ keys: inout UnsafeMutableBufferPointer<UInt64>) {
        guard keys.count > 1 else { return }
        guard keys.count <= 32 else {
            keys.sort()
            return
        }
        for next in 1..<keys.count {
            let key = keys[next]
            var position = next
            while position > 0 && keys[position - 1] > key {
                keys[position] = keys[position - 1]
                position -= 1
            }
            keys[position] = key
        }
    }

    /// The identifiers of a state's chain (``stateChain(_:)``): -1 for a state the
    /// theme never uses, which no declaration matches. A pass asks for one state: its chain is
    /// made once.
    private mutating func stateIDs(_ state: String?) -> [Int32] {
        if let known = stateChainMemo, known.state == state { return known.ids }
        let ids = Self.stateChain(state).map { state in
            state.map { resolver.index.stateIDs[$0] ?? -1 } ?? CascadeIndex.noState
        }
        stateChainMemo = (state, ids)
        return ids
    }

    /// The states to try for a requested state: itself, then shorter and shorter prefixes, then
    /// the normal state written out (`-normal`), then no suffix. `selected-highlighted` gives
    /// selected-highlighted, selected, normal, none. (In NUI, `background-color-normal` is the
    /// normal state's color and `background-color` the view's own, drawn beneath it.)
    static func stateChain(_ state: String?) -> [String?] {
        guard let state, state != "normal" else { return ["normal", nil] }
        var chain: [String?] = [state]
        var current = Substring(state)
        while let dash = current.lastIndex(of: "-") {
            current = current[..<dash]
            chain.append(String(current))
        }
        chain.append("normal")
        chain.append(nil)
        return chain
    }

    /// Lists the declarations of an attribute group in the order its cascade considers them.
    private mutating func appendEntries(
        ofGroup group: Int, members view: ViewScratch.MemberLists, states: [Int32], lists: CascadeLists,
        to entries: ScratchList<PlanEntry>
    ) {
        let groupMembers = view.memberStart[group]..<view.memberStart[group + 1]
        for (stateRank, stateID) in states.enumerated() where stateID >= 0 {
            for memberIndex in groupMembers {
                let member = view.members[memberIndex]
                let candidate = view.candidates[member.candidate]
                for position in lists.declarationRange(ofSlot: member.slot).reversed() {
                    let declarationIndex = lists.slotDeclarations[position]
                    guard lists.stateID(ofIndexed: Int(declarationIndex)) == stateID else { continue }
                    let applies =
                        !lists.marks[Int(declarationIndex)].isUnderMedia
                        || applies(Int(lists.distinct(ofIndexed: Int(declarationIndex)).item))
                    entries.append(
                        PlanEntry(
                            declaration: declarationIndex, classID: Int32(truncatingIfNeeded: candidate.classID),
                            classIndex: Int32(truncatingIfNeeded: candidate.classIndex),
                            stateRank: Int32(truncatingIfNeeded: stateRank), fallback: candidate.fallback,
                            applies: applies))
                }
            }
        }
    }

    /// Asked for each declaration under `@media` a view's attributes consider: the answer
    /// known, it is read in place; the item is read only the first time.
    @inline(__always)
    private mutating func applies(_ itemIndex: Int) -> Bool {
        let known = itemApplies[itemIndex]
        return known != 0 ? known == 1 : decideApplies(itemIndex)
    }

    /// Decides a rule under `@media`, the first time one of its declarations is considered.
    @inline(never)
    private mutating func decideApplies(_ itemIndex: Int) -> Bool {
        guard let media = resolver.theme.items.media(ofItem: itemIndex) else {
            preconditionFailure("only a rule under @media is asked whether it applies")
        }
        // A malformed query reads as no conditions, and never applies.
        let applies = !media.isEmpty && environment.matches(media)
        itemApplies[itemIndex] = applies ? 1 : 2
        return applies
    }

    /// Every attribute any candidate sets, for any state, in order of first declaration, with
    /// each candidate's declarations of it, grouped by attribute.
    private mutating func attributeGroups(_ scratch: ViewScratch) {
        let (candidates, groups, members) = (scratch.candidates, scratch.groups, scratch.members)
        // Sized once: grown as they filled, the two lists were reallocated seven times a view.
        var memberCount = 0
        for candidate in candidates.indices {
            memberCount += resolver.index.slots(ofClass: candidates[candidate].classID).count
        }
        groups.reserveCapacity(memberCount)
        members.reserveCapacity(memberCount)
        for candidateIndex in candidates.indices {
            for slot in resolver.index.slots(ofClass: candidates[candidateIndex].classID) {
                let attribute = resolver.index.attribute(ofSlot: slot)
                var group = Int(attributeGroup[attribute])
                if group < 0 {
                    group = groups.count
                    attributeGroup[attribute] = Int32(group)
                    groups.append(attribute)
                }
                members.append((group, candidateIndex, slot))
            }
        }
        for group in groups.indices { attributeGroup[groups[group]] = -1 }
    }

    /// Puts the members in order of group, each group's in the order they came, where
    /// `memberStart` gives each group's start: a counting sort, as the groups are numbered from
    /// 0. A view of several candidates has its members in candidate order (one candidate's
    /// slots have one attribute each); sorted by a comparison of group and position, they cost
    /// 0.7% of the pipeline's time samples on the planning thread.
    private static func orderMembersByGroup(_ scratch: ViewScratch) {
        let (members, fill, ordered) = (scratch.members, scratch.memberFill, scratch.orderedMembers)
        guard members.count > 1 else { return }
        for group in scratch.groups.indices { fill.append(scratch.memberStart[group]) }
        ordered.append(repeating: members[0], times: members.count)
        for index in members.indices {
            let member = members[index]
            ordered[fill[member.group]] = member
            fill[member.group] += 1
        }
        for index in members.indices { members[index] = ordered[index] }
        fill.removeAll()
        ordered.removeAll()
    }
}
