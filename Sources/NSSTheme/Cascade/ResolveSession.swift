import NSSSyntax

/// One resolution pass: a scheme, an environment and their variable table, with a memo shared
/// by every class path resolved in the pass. Made by ``Resolver/session(scheme:environment:)``.
///
/// Resolve view after view through one session: a session is sized to the whole theme, so one
/// made for each view makes a pass over a large theme's class paths quadratic, where one session
/// for the pass keeps it linear. A session is a value with its own memo; it is not shared
/// between threads.
public struct ResolveSession {
    /// The resolver whose theme is resolved.
    public let resolver: Resolver
    /// The scheme colors are resolved in.
    public let scheme: ColorScheme
    /// The environment `@media` rules are tested against (with unknown features holding when
    /// the runtime modeled lets them).
    public let environment: Environment
    private var expander: VariableExpander
    private let table: VariableTable
    /// Read values, by declaration and by value key (value text and type). Read indices count
    /// on across memo restarts: `readValues[0]` is read `readBase`, and an index below that is
    /// forgotten.
    private var readIndexByDeclaration: [Int32]
    private var readIndexByValue = ValueKeyTable()
    private var readValues: [ReadValue] = []
    private var readBase = 0
    /// How many read values the memo holds before it starts again. A read value takes 136
    /// bytes and a pass over a 50 MB theme reads 106,753 of them: kept whole (in an array grown
    /// by doubling), the memo was the largest part of the pass's memory. Forgotten values are
    /// read again, the same.
    let memoLimit: Int
    static let defaultMemoLimit = 1 << 14
    /// Whether each cascade item's `@media` applies: 0 not yet known, 1 yes, 2 no.
    private var itemApplies: [UInt8]
    /// Scratch for grouping a path's declarations by attribute: -1, or the attribute's group.
    private var attributeGroup: [Int32]
    /// Scratch for the declarations an attribute's winner beats, kept from one attribute to the
    /// next: made for each, the list was grown from empty at nearly every attribute.
    private var losers: [Provenance.Loser] = []
    /// The state identifiers of the last state asked for, with less specific states after it.
    private var stateChainMemo: (state: String?, ids: [Int32])?
    /// Arrays each view's resolution fills and empties, kept from one view to the next: made for
    /// each, they were six allocations a view.
    private var scratch = Scratch()

    private struct Scratch {
        var groups: [Int] = []
        var members: [Member] = []
        var order: [UInt64] = []
        var memberStart: [Int] = []

        mutating func empty() {
            groups.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            memberStart.removeAll(keepingCapacity: true)
        }
    }

    /// A declaration's value read in this session.
    private enum ReadValue {
        case valid(ResolvedValue)
        case invalid(String)

        static func valid(_ value: TypedValue, _ color: RGBAColor?, _ steps: [ValueStep]) -> ReadValue {
            .valid(ResolvedValue(value: value, color: color, steps: steps))
        }
    }

    init(
        resolver: Resolver, scheme: ColorScheme, environment requested: Environment,
        memoLimit: Int = defaultMemoLimit
    ) {
        self.resolver = resolver
        self.memoLimit = max(1, memoLimit)
        self.scheme = scheme
        let runtime = resolver.options.runtime
        var environment = requested
        if runtime.unknownMediaFeaturesHold { environment.unknownFeaturesHold = true }
        self.environment = environment
        table = VariableTable(
            resolver.theme.variableDefinitions, environment: environment, precedence: resolver.options.precedence,
            paletteDefaults: resolver.options.paletteDefaults, schemeFallback: runtime.schemeFallback)
        expander = VariableExpander(table: table, scheme: scheme, substitution: runtime.substitution)
        readIndexByDeclaration = Array(repeating: -1, count: resolver.index.declarationCount)
        itemApplies = Array(repeating: 0, count: resolver.theme.items.count)
        attributeGroup = Array(repeating: -1, count: resolver.index.attributes.count)
    }

    /// Asked for every declaration a view's attributes consider: the answer known, it is read
    /// in place; the item is read only the first time.
    @inline(__always)
    private mutating func applies(_ itemIndex: Int) -> Bool {
        let known = itemApplies[itemIndex]
        return known != 0 ? known == 1 : decideApplies(itemIndex)
    }

    @inline(never)
    private mutating func decideApplies(_ itemIndex: Int) -> Bool {
        let applies: Bool
        if let media = resolver.theme.items.media(ofItem: itemIndex) {
            // A malformed query reads as no conditions, and never applies.
            applies = !media.isEmpty && environment.matches(media)
        } else {
            applies = environment.matches([])
        }
        itemApplies[itemIndex] = applies ? 1 : 2
        return applies
    }

    /// A class path and its unnumbered fallback, as the cascade indexes them, with the position of
    /// the class in the chain.
    typealias Candidate = (classID: Int, classIndex: Int, fallback: Bool)
    /// The declarations one candidate has for one attribute group: a slot of the cascade index.
    typealias Member = (group: Int, candidate: Int, slot: Int)

    /// What the theme says for a view with `classPath` (or chain `A:B:C`) in `state` (nil or
    /// `normal` for the normal state): as ``Resolver/resolve(classPath:state:scheme:environment:)``
    /// answers, with what this session read before reused.
    public mutating func resolve(classPath: String, state requestedState: String? = nil) -> AttributeSet {
        let classes = ClassPath.chain(classPath)
        let state = requestedState == "normal" ? nil : requestedState
        guard resolver.options.runtime.readsRules else {
            return AttributeSet(
                classPath: classPath, classes: classes, group: nil, state: state, scheme: scheme,
                environment: environment, attributes: [], problems: [])
        }
        // States the theme never uses cannot match; the rest become identifiers. A pass asks for
        // one state: its chain is made once.
        let states: [Int32]
        if let known = stateChainMemo, known.state == state {
            states = known.ids
        } else {
            states = Self.stateChain(state).map { state in
                state.map { resolver.index.stateIDs[$0] ?? -1 } ?? CascadeIndex.noState
            }
            stateChainMemo = (state, states)
        }
        let candidates = Self.candidates(for: classes, in: resolver)
        let schema = resolver.schema
        let group = classes.reversed().lazy.compactMap { schema.lookup($0).spec?.group }.first
        // The session's scratch arrays, taken out while they fill: a copy left in the session
        // would share them, and emptying them would then copy them.
        var scratch = self.scratch
        self.scratch = Scratch()
        attributeGroups(of: candidates, groups: &scratch.groups, members: &scratch.members)
        // Output is sorted by name; equal names keep their order of first declaration. Sorted as
        // one integer each, rank then position: a comparison closure cost five times as much.
        for (group, attribute) in scratch.groups.enumerated() {
            scratch.order.append(UInt64(resolver.index.attributeRanks[attribute]) << 32 | UInt64(group))
        }
        scratch.order.sort()
        scratch.memberStart.append(contentsOf: repeatElement(0, count: scratch.groups.count + 1))
        for member in scratch.members { scratch.memberStart[member.group + 1] += 1 }
        for group in scratch.groups.indices { scratch.memberStart[group + 1] += scratch.memberStart[group] }
        var attributes: [ResolvedAttribute] = []
        attributes.reserveCapacity(scratch.groups.count)
        var problems: [ResolveProblem] = []
        // Read from a local: the closure changes the session, which holds the resolver.
        let indexOwner = resolver
        indexOwner.withCascadeLists { lists in
            for key in scratch.order {
                let group = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
                let groupMembers = scratch.members[scratch.memberStart[group]..<scratch.memberStart[group + 1]]
                appendWinner(
                    of: scratch.groups[group], among: groupMembers, candidates: candidates, states: states,
                    lists: lists, to: &attributes, problems: &problems)
            }
        }
        scratch.empty()
        self.scratch = scratch
        // Sorting the empty list most views have allocated a buffer and the sort's scratch.
        if problems.count > 1 { problems.sort { $0.origin.order < $1.origin.order } }
        return AttributeSet(
            classPath: classPath, classes: classes, group: group, state: state, scheme: scheme,
            environment: environment, attributes: attributes, problems: problems)
    }

    /// Candidate class paths per class, last class first: the class itself, then its unnumbered path.
    static func candidates(for classes: [String], in resolver: Resolver) -> [Candidate] {
        // The resolver's index is read in place: passed as a value, it was copied for each view.
        var candidates: [Candidate] = []
        for (position, name) in classes.enumerated().reversed() {
            if let classID = resolver.index.classIDs[name] { candidates.append((classID, position, false)) }
            if let unnumbered = ClassPath.unnumbered(name), let classID = resolver.index.classIDs[unnumbered] {
                candidates.append((classID, position, true))
            }
        }
        return candidates
    }

    /// Every attribute any candidate sets, for any state, in order of first declaration, with
    /// each candidate's declarations of it, grouped by attribute.
    private mutating func attributeGroups(
        of candidates: [Candidate], groups: inout [Int], members: inout [Member]
    ) {
        // Sized once: grown as they filled, the two arrays were reallocated seven times a view.
        let memberCount = candidates.reduce(0) { $0 + resolver.index.slots(ofClass: $1.classID).count }
        groups.reserveCapacity(memberCount)
        members.reserveCapacity(memberCount)
        for (candidateIndex, candidate) in candidates.enumerated() {
            for slot in resolver.index.slots(ofClass: candidate.classID) {
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
        for attribute in groups { attributeGroup[attribute] = -1 }
        if candidates.count > 1 {
            members = members.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }
                .map(\.element)
        }
    }

    /// Appends the declaration that sets an attribute, with every other one that could have and
    /// why it did not; nothing when none is valid. Invalid values met on the way are added to
    /// `problems`. Made in place: returned, the 288-byte attribute was copied twice more.
    private mutating func appendWinner(
        of attributeID: Int, among groupMembers: ArraySlice<Member>, candidates: [Candidate], states: [Int32],
        lists: CascadeLists, to attributes: inout [ResolvedAttribute], problems: inout [ResolveProblem]
    ) {
        // The winner's value stays in the memo, where `read` put it: a value is 136 bytes, and
        // copying it out at each step cost 49 M of the 1 MB theme's 1,544 M pipeline instructions.
        var winner: (declaration: Int, classID: Int, read: Int)?
        var winnerRank = (state: 0, classIndex: 0, fallback: false)
        // Most attributes have no losers: emptying an empty list was a call each.
        if !losers.isEmpty { losers.removeAll(keepingCapacity: true) }
        for (stateRank, stateID) in states.enumerated() where stateID >= 0 {
            for member in groupMembers {
                let candidate = candidates[member.candidate]
                for position in lists.declarationRange(ofSlot: member.slot).reversed() {
                    let declarationIndex = Int(lists.slotDeclarations[position])
                    let declaration = lists.distinct(ofIndexed: declarationIndex)
                    guard lists.stateID(of: declaration) == stateID else { continue }
                    let reason: OverrideReason
                    if !applies(Int(declaration.item)) {
                        reason = .mediaDoesNotApply
                    } else if winner == nil {
                        let position = read(declarationIndex)
                        if case .invalid(let message) = readValues[position] {
                            problems.append(
                                ResolveProblem(
                                    origin: resolver.origin(ofIndexed: declarationIndex, classID: candidate.classID),
                                    message: message))
                            // A runtime that keeps the last declaration keeps it anyway: nothing
                            // earlier applies.
                            guard resolver.options.runtime.lastDeclarationWins else {
                                losers.append(loser(declarationIndex, candidate.classID, .invalidValue))
                                continue
                            }
                        }
                        winner = (declarationIndex, candidate.classID, position)
                        winnerRank = (stateRank, candidate.classIndex, candidate.fallback)
                        continue
                    } else if stateRank > winnerRank.state {
                        reason = .lessSpecificState
                    } else if candidate.classIndex < winnerRank.classIndex {
                        reason = .classFurtherLeft
                    } else if candidate.fallback && !winnerRank.fallback {
                        reason = .unnumberedFallback
                    } else {
                        reason = .earlier
                    }
                    losers.append(loser(declarationIndex, candidate.classID, reason))
                }
            }
        }
        guard let (winnerIndex, winnerClassID, position) = winner,
            case .valid(let read) = readValues[position]
        else {
            return
        }
        if losers.count > 1 { sortLosers() }
        attributes.append(
            ResolvedAttribute(
                read,
                provenance: Provenance(
                    winner: resolver.origin(ofIndexed: winnerIndex, classID: winnerClassID), losers: losers,
                    in: resolver, steps: read.steps)))
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

    /// Puts the losers in cascade order. They come in runs of falling declarations (a slot's
    /// list is walked from its end), so reversed they are nearly in order, and an insertion sort
    /// finishes them: sorted by a closure, they cost 300 instructions an attribute that had any.
    private mutating func sortLosers() {
        losers.withUnsafeMutableBufferPointer { losers in
            losers.reverse()
            for next in 1..<losers.count {
                let loser = losers[next]
                var position = next
                while position > 0 && losers[position - 1].declaration > loser.declaration {
                    losers[position] = losers[position - 1]
                    position -= 1
                }
                losers[position] = loser
            }
        }
    }

    private func loser(_ declarationIndex: Int, _ classID: Int, _ reason: OverrideReason) -> Provenance.Loser {
        Provenance.Loser(
            declaration: Int32(truncatingIfNeeded: declarationIndex), classID: Int32(truncatingIfNeeded: classID),
            reason: reason)
    }

    /// Reads a declaration's value: variables expanded, typed, palette colors resolved. Equal
    /// value texts of the same type read the same in a session, so each is read once. Returns
    /// the value's position in `readValues`, good until the next read.
    private mutating func read(_ declarationIndex: Int) -> Int {
        let declarationID = Int(resolver.index.declarations[declarationIndex].declarationID)
        let known = Int(readIndexByDeclaration[declarationID])
        if known >= readBase { return known - readBase }
        let (distinct, property) = resolver.index.reading(declarationIndex)
        let valueKey = Int(distinct.valueID) &* 64 &+ property.typeOrdinal
        if let shared = readIndexByValue[valueKey] {
            readIndexByDeclaration[declarationID] = shared
            return Int(shared) - readBase
        }
        let result = readValue(resolver.index.declaration(distinct, in: resolver.theme), property)
        if readValues.count == memoLimit { restartMemo() }
        let readIndex = Int32(readBase + readValues.count)
        readValues.append(result)
        readIndexByValue.set(readIndex, for: valueKey)
        readIndexByDeclaration[declarationID] = readIndex
        return readValues.count - 1
    }

    /// A declaration's value read afresh.
    private mutating func readValue(_ declaration: Declaration, _ property: PropertyReading) -> ReadValue {
        // The index found the type once for every declaration of the property.
        let type = property.type
        if let type, let value = type.readPlain(declaration, colors: resolver.options.colors) {
            // A literal: no variables, and a color is its own concrete color.
            guard case .color(let color) = value else { return .valid(value, nil, []) }
            return .valid(value, color.literal, [])
        }
        let result: ReadValue
        let written = ValuePart.parts(of: declaration)
        let (parts, problems) = expander.expand(written)
        if let problem = problems.first {
            result = .invalid(problem.description)
        } else if let type {
            switch type.parse(parts, colors: resolver.options.colors) {
            case .failure(let error):
                result = .invalid(error.message)
            case .success(let value):
                var steps = variableSteps(in: written)
                if case .color(let color) = value {
                    switch resolveColor(color, steps: &steps) {
                    case .success(let rgba): result = .valid(value, rgba, steps)
                    case .failure(let problem): result = .invalid(problem.message)
                    }
                } else {
                    result = .valid(value, nil, steps)
                }
            }
        } else {
            // A property the schema does not know: kept as text.
            result = parts.isEmpty ? .invalid("missing value") : .valid(.text(ValuePart.text(parts)), nil, [])
        }
        return result
    }

    /// Forgets every read value. Indices go on from where they were, so the declarations' entries
    /// need no clearing, until they would pass 32 bits.
    private mutating func restartMemo() {
        readBase += readValues.count
        readValues.removeAll(keepingCapacity: true)
        readIndexByValue.removeAll()
        if readBase > Int(Int32.max) - memoLimit {
            readBase = 0
            readIndexByDeclaration = Array(repeating: -1, count: readIndexByDeclaration.count)
        }
    }

    /// The variable definitions a value's references go through, outermost first.
    private func variableSteps(in parts: [ValuePart]) -> [ValueStep] {
        var steps: [ValueStep] = []
        var pending = parts
        var seen: Set<String> = []
        while !pending.isEmpty {
            let part = pending.removeFirst()
            switch part {
            case .token(let token) where token.kind == .atKeyword && token.text.hasMoreCharacters(than: 1):
                let name = String(token.text.dropFirst())
                guard seen.insert(name).inserted else { continue }
                if case .definition(let definition) = table.binding(of: name, scheme: scheme) {
                    steps.append(ValueStep(kind: .variable(name: definition.name), origin: definition.span))
                    pending.append(contentsOf: definition.parts)
                }
            case .function(_, let arguments, _):
                pending.append(contentsOf: arguments)
            default:
                continue
            }
        }
        return steps
    }

    /// The concrete color of a color value in the session's scheme: palette names through the
    /// theme's definitions (`@name_<scheme>`), then SAP's defaults.
    private mutating func resolveColor(_ color: ColorValue, steps: inout [ValueStep]) -> Result<RGBAColor, ColorProblem>
    {
        var current = color
        var visited: Set<String> = []
        while true {
            switch current {
            case .literal(let rgba, _):
                return .success(rgba)
            case .palette(let reference):
                if !resolver.options.runtime.readsPaletteNames {
                    if let system = UIKitColors.systemColor(named: reference.description) { return .success(system) }
                    return .failure(
                        ColorProblem(
                            message: "'\(reference)' is a Fiori palette name; UIColor has no '\(reference)Color'"))
                }
                let scheme = reference.scheme ?? self.scheme
                let key = reference.name + "_" + scheme.suffix
                let isRepeat = !visited.insert(key).inserted
                if !isRepeat,
                    case .definition(let definition) = table.binding(of: reference.description, scheme: scheme)
                {
                    steps.append(ValueStep(kind: .variable(name: definition.name), origin: definition.span))
                    let (parts, problems) = expander.expand(definition.parts)
                    if let problem = problems.first { return .failure(ColorProblem(message: problem.description)) }
                    switch ColorValue.parse(parts, options: resolver.options.colors) {
                    case .success(let next): current = next
                    case .failure(let error):
                        return .failure(ColorProblem(message: "@\(definition.name): \(error.message)"))
                    }
                    continue
                }
                guard resolver.options.paletteDefaults,
                    let value = FioriColors.defaultColor(reference.name, scheme: scheme)
                else {
                    return .failure(
                        ColorProblem(message: "palette color '\(reference)' has no value in scheme \(scheme.shortName)")
                    )
                }
                steps.append(
                    ValueStep(
                        kind: .paletteDefault(name: FioriColors.canonicalName(reference.name), scheme: scheme),
                        origin: nil))
                return .success(value)
            }
        }
    }
}

/// Why a color could not be resolved.
struct ColorProblem: Error {
    var message: String
}
