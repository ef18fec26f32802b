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
    /// Reads the values the memo does not hold.
    private var values: SessionValueReader
    /// Read values, by declaration and by value key (value text and type). Read indices count
    /// on across memo restarts: `readValues[0]` is read `readBase`, and an index below that is
    /// forgotten.
    private var readIndexByDeclaration: [Int32]
    private var readIndexByValue = ValueKeyTable()
    private var readValues: [SessionValueReader.Read] = []
    private var readBase = 0
    /// How many read values the memo holds before it starts again. A read value takes 136
    /// bytes and a pass over a 50 MB theme reads 106,753 of them: kept whole (in an array grown
    /// by doubling), the memo was the largest part of the pass's memory. Forgotten values are
    /// read again, the same.
    let memoLimit: Int
    static let defaultMemoLimit = 1 << 14
    /// Scratch for the declarations a set's winners beat, attribute after attribute, kept from
    /// one set to the next. The set's attributes share one copy of it: a list of each
    /// attribute's own was an allocation for each attribute that beat any (23,700 of the 5 MB
    /// pipeline's 127,000 a run, 2026-11-30).
    private var losers: [Provenance.Loser] = []
    /// Plans the views this session resolves one at a time.
    private var planner: ViewPlanner
    /// The plan of the view being resolved, kept from one view to the next.
    private var plans = ViewPlans()
    /// In a pass over every class path, per value text, the type part of the first value key
    /// read as a plain literal; empty otherwise. Kept with a one-file theme's tree at the end of
    /// the pass, for the lint (``KeptValueReadings``).
    private var literalTypeParts: [UInt8] = []

    init(
        resolver: Resolver, scheme: ColorScheme, environment requested: Environment,
        memoLimit: Int = defaultMemoLimit
    ) {
        self.resolver = resolver
        self.memoLimit = max(1, memoLimit)
        self.scheme = scheme
        var environment = requested
        if resolver.options.runtime.unknownMediaFeaturesHold { environment.unknownFeaturesHold = true }
        self.environment = environment
        values = SessionValueReader(resolver: resolver, scheme: scheme, environment: environment)
        readIndexByDeclaration = Array(repeating: -1, count: resolver.index.declarationCount)
        planner = ViewPlanner(resolver: resolver, environment: environment)
    }

    /// Makes the memo's table room for a pass over many views: at most one value a distinct
    /// declaration, and at most the memo's limit at a time. Made once for the pass, where a
    /// session for one view keeps its small table.
    mutating func makeRoomForPass() {
        readIndexByValue.reserveCapacity(min(memoLimit, resolver.index.distinct.count))
    }

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
        // The session's plan, taken out while it fills: a copy left in the session would share
        // its arrays, and emptying them would then copy them.
        var plans = self.plans
        self.plans = ViewPlans()
        planner.plan(classes: classes, state: state, into: &plans)
        let set = makeSet(classPath: classPath, classes: classes, state: state, view: 0, of: plans)
        plans.removeAll()
        self.plans = plans
        return set
    }

    /// The set of view `view` of `plans`, planned for `classPath` (whose chain is `classes`) in
    /// `state`: each attribute's winner read and chosen, in order.
    mutating func makeSet(
        classPath: String, classes: [String]?, state: String?, view: Int, of plans: ViewPlans
    ) -> AttributeSet {
        let schema = resolver.schema
        let group =
            classes.map { $0.reversed().lazy.compactMap { schema.lookup($0).spec?.group }.first }
            ?? schema.lookup(classPath).spec?.group
        let viewAttributes = plans.attributeRange(ofView: view)
        var attributes: [ResolvedAttribute] = []
        attributes.reserveCapacity(viewAttributes.count)
        var problems: [ResolveProblem] = []
        // Most sets beat nothing: emptying an empty list was a call each.
        if !losers.isEmpty { losers.removeAll(keepingCapacity: true) }
        plans.entries.withUnsafeBufferPointer { entries in
            for attribute in viewAttributes {
                appendWinner(
                    among: entries[plans.entryRange(ofAttribute: attribute)],
                    firstKey: plans.firstKey(ofAttribute: attribute), to: &attributes, problems: &problems)
            }
        }
        if !losers.isEmpty {
            // A copy of its own: sharing the scratch list's buffer, the next set's first write
            // to the list would copy it instead, at its whole capacity.
            let shared = losers.withUnsafeBufferPointer { Array($0) }
            for position in attributes.indices { attributes[position].share(shared) }
        }
        // Sorting the empty list most views have allocated a buffer and the sort's scratch.
        if problems.count > 1 { problems.sort { $0.origin.order < $1.origin.order } }
        return AttributeSet(
            classPath: classPath, classes: classes, group: group, state: state, scheme: scheme,
            environment: environment, attributes: attributes, problems: problems)
    }

    /// Appends the declaration that sets an attribute, with every other one that could have and
    /// why it did not, from the attribute's planned declarations; nothing when none is valid.
    /// Invalid values met on the way are added to `problems`. Made in place: returned, the
    /// attribute was copied twice more. `firstKey` is the first applying declaration's value key,
    /// when the planning thread found it.
    private mutating func appendWinner(
        among entries: Slice<UnsafeBufferPointer<PlanEntry>>, firstKey: Int?, to attributes: inout [ResolvedAttribute],
        problems: inout [ResolveProblem]
    ) {
        var firstKey = firstKey
        // The winner's value stays in the memo, where `read` put it: a value is 136 bytes, and
        // copying it out at each step cost 49 M of the 1 MB theme's 1,544 M pipeline instructions.
        var winner: (declaration: Int, classID: Int, read: Int)?
        var winnerRank = (state: Int32(0), classIndex: Int32(0), fallback: false)
        let firstLoser = losers.count
        for entry in entries {
            let reason: OverrideReason
            if !entry.applies {
                reason = .mediaDoesNotApply
            } else if winner == nil {
                let declarationIndex = Int(entry.declaration)
                let position = firstKey.map { read(declarationIndex, key: $0) } ?? read(declarationIndex)
                firstKey = nil
                if case .invalid(let message) = readValues[position] {
                    problems.append(
                        ResolveProblem(
                            origin: resolver.origin(ofIndexed: declarationIndex, classID: Int(entry.classID)),
                            message: message))
                    // A runtime that keeps the last declaration keeps it anyway: nothing earlier
                    // applies.
                    guard resolver.options.runtime.lastDeclarationWins else {
                        losers.append(Provenance.Loser(entry, reason: .invalidValue))
                        continue
                    }
                }
                winner = (declarationIndex, Int(entry.classID), position)
                winnerRank = (entry.stateRank, entry.classIndex, entry.fallback)
                continue
            } else if entry.stateRank > winnerRank.state {
                reason = .lessSpecificState
            } else if entry.classIndex < winnerRank.classIndex {
                reason = .classFurtherLeft
            } else if entry.fallback && !winnerRank.fallback {
                reason = .unnumberedFallback
            } else {
                reason = .earlier
            }
            losers.append(Provenance.Loser(entry, reason: reason))
        }
        guard let (winnerIndex, winnerClassID, position) = winner,
            case .valid(let read) = readValues[position]
        else {
            losers.removeSubrange(firstLoser...)
            return
        }
        if losers.count - firstLoser > 1 { sortLosers(from: firstLoser) }
        attributes.append(
            ResolvedAttribute(
                read, winner: winnerIndex, classID: winnerClassID, losers: firstLoser..<losers.count))
    }

    /// Puts an attribute's losers, from `first` on, in cascade order. They come in runs of
    /// falling declarations (a slot's list is walked from its end), so reversed they are nearly
    /// in order, and an insertion sort finishes them: sorted by a closure, they cost 300
    /// instructions an attribute that had any.
    private mutating func sortLosers(from first: Int) {
        // Through the whole list's buffer: a slice of it, mutated, was copied.
        losers.withUnsafeMutableBufferPointer { all in
            var losers = UnsafeMutableBufferPointer(rebasing: all[first...])
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

    /// Reads a declaration's value: variables expanded, typed, palette colors resolved. Equal
    /// value texts of the same type read the same in a session, so each is read once. Returns
    /// the value's position in `readValues`, good until the next read.
    private mutating func read(_ declarationIndex: Int) -> Int {
        let declarationID = Int(resolver.index.declarations[declarationIndex].declarationID)
        let known = Int(readIndexByDeclaration[declarationID])
        if known >= readBase { return known - readBase }
        let valueKey = resolver.index.valueKey(ofIndexed: declarationIndex)
        if let shared = readIndexByValue[valueKey] {
            readIndexByDeclaration[declarationID] = shared
            return Int(shared) - readBase
        }
        let (value, isLiteral) = values.read(ofIndexed: declarationIndex, of: resolver)
        let readIndex = remember(value, key: valueKey, isLiteral: isLiteral)
        readIndexByDeclaration[declarationID] = readIndex
        return readValues.count - 1
    }

    /// Reads a declaration's value as ``read(_:)`` does, its value key known.
    private mutating func read(_ declarationIndex: Int, key valueKey: Int) -> Int {
        if let shared = readIndexByValue[valueKey] { return Int(shared) - readBase }
        let (value, isLiteral) = values.read(ofIndexed: declarationIndex, of: resolver)
        _ = remember(value, key: valueKey, isLiteral: isLiteral)
        return readValues.count - 1
    }

    /// Keeps a read value in the memo under its value key; returns its read index.
    private mutating func remember(_ value: SessionValueReader.Read, key valueKey: Int, isLiteral: Bool) -> Int32 {
        if isLiteral && !literalTypeParts.isEmpty {
            let text = ValueKey.text(of: valueKey)
            if literalTypeParts[text] == 0 { literalTypeParts[text] = UInt8(ValueKey.typePart(of: valueKey)) }
        }
        if readValues.count == memoLimit { restartMemo() }
        let readIndex = Int32(readBase + readValues.count)
        readValues.append(value)
        readIndexByValue.set(readIndex, for: valueKey)
        return readIndex
    }

    /// Keeps the values the planning thread read for a chunk of views, unless the memo holds
    /// their keys already.
    mutating func remember(_ reads: [(key: Int, value: SessionValueReader.Read, isLiteral: Bool)]) {
        for (key, value, isLiteral) in reads where readIndexByValue[key] == nil {
            _ = remember(value, key: key, isLiteral: isLiteral)
        }
    }

    /// Starts noting, for a pass over every class path, which value texts read as literals:
    /// only for a theme of one file, whose tree keeps them (``keepLiteralReadings()``).
    mutating func noteLiterals() {
        guard resolver.theme.items.fileCount == 1 else { return }
        literalTypeParts = [UInt8](repeating: 0, count: resolver.index.valueTextCount)
    }

    /// Keeps the literals noted in this pass with a one-file theme's tree, for the lint that
    /// follows: a theme of several files lists its declarations in an order of its own.
    func keepLiteralReadings() {
        guard !literalTypeParts.isEmpty else { return }
        let tree = resolver.theme.items.tree(ofFile: 0)
        // The index's walk is the tree's: it listed as many declarations as the parser counted.
        guard resolver.index.valueIDs.count == tree.ruleCounts.declarations else { return }
        let readings = KeptValueReadings(textIDs: resolver.index.valueIDs, literalTypeParts: literalTypeParts)
        tree.keep(valueReadings: readings)
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
}
