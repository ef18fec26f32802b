import NSSSyntax
import Testing

@testable import NSSTheme

/// A pass over many class paths plans their views on a second thread and makes the sets on the
/// calling thread: the same sets, in the same order, as one view at a time.
@Suite("Resolving with the views planned on another thread")
struct PlanningThreadTests {
    /// Paths with a numbered fallback, states, `@media` (later than the rules it would override,
    /// so that an attribute's first declaration may not apply), invalid values, chains and paths
    /// no rule styles, repeated so that views share declarations and values.
    static let theme: String = (0..<40).map { index in
        """
        Cell\(index), Cell\(index)_1 { font-color: #00\(index % 10)0FF; font-color-highlighted: red; }
        Cell\(index)_1 { font-size: \(index); font-color-selected: blue; border-width: wide; }
        @media (device: ipad) { Cell\(index) { font-size: \(index + 1); } Cell\(index)_1 { font-size: 1\(index); } }
        Cell\(index) { font-color-normal: @undefined\(index % 3); background-color-top: #FFFFFF; }
        """
    }.joined(separator: "\n")

    let resolver = Resolver(theme: Theme(trees: [SyntaxTree.parse(Self.theme, path: "many.nss")]))

    func paths() -> [String] {
        resolver.styledClassPaths + ["Cell3:Cell4_1", "Unstyled", "Cell7_2", "Cell1_1:Cell2"]
    }

    /// The sets of a pass planned on another thread; `styled` of the paths, from the first, are
    /// the index's class paths in order (planned by identifier, not looked up by name).
    func planned(
        _ paths: [String], styled: Int = 0, state: String?, pathsPerChunk: Int, entriesPerChunk: Int = 1000
    ) -> [AttributeSet] {
        var session = resolver.session()
        var sets: [AttributeSet] = []
        session.resolvePlanningAhead(
            paths, styled: styled, state: state, pathsPerChunk: pathsPerChunk, entriesPerChunk: entriesPerChunk
        ) { sets.append($0) }
        return sets
    }

    @Test(arguments: [nil, "normal", "selected-highlighted", "disabled"])
    func theSetsAreTheSameAsOneViewAtATime(state: String?) {
        let paths = paths()
        let alone = paths.map { resolver.resolve(classPath: $0, state: state) }
        #expect(alone.contains { !$0.problems.isEmpty })
        #expect(alone.contains { $0.attributes.contains { !$0.provenance.overridden.isEmpty } })
        // A chunk of one path, chunks that do not divide the paths, and one chunk for all.
        let styled = resolver.styledClassPaths.count
        for pathsPerChunk in [1, 3, 7, paths.count, paths.count + 5] {
            #expect(planned(paths, state: state, pathsPerChunk: pathsPerChunk) == alone)
            #expect(planned(paths, styled: styled, state: state, pathsPerChunk: pathsPerChunk) == alone)
        }
        // Chunks closed by their planned declarations: one view each, and a few views each.
        for entriesPerChunk in [1, 10] {
            #expect(planned(paths, state: state, pathsPerChunk: 50, entriesPerChunk: entriesPerChunk) == alone)
        }
    }

    /// The planning thread reads ahead the value of each attribute's first applying declaration,
    /// once a value key: the values a session would otherwise read first on the calling thread.
    /// Each attribute's first applying key is noted, read or not.
    @Test func theValuesReadAheadAreEachAttributesFirstApplyingValueOnce() {
        var planner = ViewPlanner(resolver: resolver, environment: .default)
        var readAhead = ReadAhead(
            reader: SessionValueReader(resolver: resolver, scheme: .lightBackground, environment: .default),
            resolver: resolver)
        var plans = ViewPlans()
        var readKeys: [Int] = []
        var firstApplyingKeys: Set<Int> = []
        var skippedEntries = 0
        for path in paths() {
            planner.plan(classes: ClassPath.chain(path), state: "selected", into: &plans)
            // Every other view's values are left to the session: its keys are noted all the same.
            let view = plans.viewEnds.count - 1
            readAhead.findFirstKeys(ofView: view, in: &plans, readingNew: view.isMultiple(of: 2))
        }
        #expect(plans.firstKeys.count == plans.attributeEnds.count)
        for attribute in plans.attributeEnds.indices {
            let entries = plans.entries[plans.entryRange(ofAttribute: attribute)]
            guard let first = entries.firstIndex(where: \.applies) else {
                #expect(plans.firstKey(ofAttribute: attribute) == -1)
                continue
            }
            skippedEntries += first - entries.startIndex
            let key = resolver.index.valueKey(ofIndexed: Int(plans.entries[first].declaration))
            #expect(plans.firstKey(ofAttribute: attribute) == key)
            if plans.viewEnds.firstIndex(where: { attribute < $0 })!.isMultiple(of: 2) { firstApplyingKeys.insert(key) }
        }
        readKeys = plans.reads.map(\.key)
        // The theme's `@media (device: ipad)` rules come first in some attributes, and do not apply.
        #expect(skippedEntries > 0)
        #expect(Set(readKeys) == firstApplyingKeys)
        #expect(readKeys.count == firstApplyingKeys.count)
    }

    /// The helper reads values ahead only when the calling thread has three buffers of work,
    /// held or handed over: asked right after handing one over, one is the buffer the calling
    /// thread has not yet woken to take.
    @Test func theHelperReadsAheadOnlyWhenTheCallerHasThreeBuffersOfWork() throws {
        let ring = PlanRing(capacity: 4)
        var first = try #require(ring.takeEmpty())
        #expect(!first.callerIsBusy)
        ring.publish(first.plans)
        first = try #require(ring.takeEmpty())
        #expect(!first.callerIsBusy)  // one handed over, not yet taken
        let held = ring.takeFull()
        ring.publish(first.plans)
        var next = try #require(ring.takeEmpty())
        #expect(!next.callerIsBusy)  // one held, one handed over
        ring.publish(next.plans)
        next = try #require(ring.takeEmpty())
        #expect(next.callerIsBusy)  // one held, two handed over
        ring.giveBack(held)
        ring.giveBack(ring.takeFull())
        ring.publish(next.plans)
        let after = try #require(ring.takeEmpty())
        #expect(!after.callerIsBusy)  // none held, two handed over
        ring.cancel()
        #expect(ring.takeEmpty() == nil)
    }

    /// A session whose memo starts again reads the values it forgot itself, and answers the same
    /// as one view at a time, with values read ahead.
    @Test func aSmallMemoPlannedOnAnotherThreadAnswersTheSame() {
        let paths = paths()
        for state in [nil, "selected-highlighted"] {
            let alone = paths.map { resolver.resolve(classPath: $0, state: state) }
            for limit in [1, 3] {
                var session = ResolveSession(
                    resolver: resolver, scheme: .lightBackground, environment: .default, memoLimit: limit)
                var sets: [AttributeSet] = []
                session.resolvePlanningAhead(paths, state: state, pathsPerChunk: 4) { sets.append($0) }
                #expect(sets == alone)
            }
        }
    }

    /// Class paths that are not all ASCII are looked up by name, as one view at a time does: of
    /// two spellings of one text (equal as strings), the later one's rules answer for both.
    @Test func pathsThatAreNotSimpleAreLookedUpByName() {
        let text = "Caf\u{E9} { font-size: 1; }\nCafe\u{301} { font-size: 2; }\nPlain { font-size: 3; }"
        let resolver = Resolver(theme: Theme(trees: [SyntaxTree.parse(text, path: "u.nss")]))
        let paths = resolver.styledClassPaths
        #expect(paths.count == 3)
        var session = resolver.session()
        var sets: [AttributeSet] = []
        session.resolvePlanningAhead(paths, styled: paths.count, state: nil, pathsPerChunk: 1) { sets.append($0) }
        #expect(sets == paths.map { resolver.resolve(classPath: $0) })
        #expect(sets.map { $0["font-size"]?.canonicalValue } == ["2", "2", "3"])
    }

    @Test func aBodyThatThrowsStopsThePass() {
        struct Stop: Error {}
        var session = resolver.session()
        var calls = 0
        // The helper is chunks ahead, waiting for room, when the body stops the pass.
        #expect(throws: Stop.self) {
            try session.resolvePlanningAhead(paths(), state: nil, pathsPerChunk: 2) { _ in
                calls += 1
                if calls == 9 { throw Stop() }
            }
        }
        #expect(calls == 9)
        // The session goes on, the same.
        #expect(session.resolve(classPath: "Cell5") == resolver.resolve(classPath: "Cell5"))
    }

    /// A state of hundreds of parts gives ranks past 255: a declaration for no state still
    /// loses to one for a part of it as less specific.
    @Test func aStateOfManyPartsKeepsItsRanks() throws {
        let resolver = Resolver(
            theme: Theme(trees: [SyntaxTree.parse("A { font-color: red; font-color-selected: blue; }", path: "s.nss")]))
        let state = Array(repeating: "selected", count: 256).joined(separator: "-")
        let color = try #require(resolver.resolve(classPath: "A", state: state)["font-color"])
        #expect(color.canonicalValue == "#0000FFFF")
        #expect(color.provenance.overridden.map(\.reason) == [.lessSpecificState])
    }

    @Test func anEmptyPassHandsOverNothing() {
        #expect(planned([], state: nil, pathsPerChunk: 4).isEmpty)
    }

    /// From `minimumPathsForPlanningThread` paths, a whole-theme pass plans on another thread.
    @Test func aLargePassPlansOnAnotherThreadAndAnswersTheSame() {
        let count = ResolveSession.minimumPathsForPlanningThread + 3
        let text = (0..<count).map {
            "View\($0) { font-size: \($0 % 7); font-color: #\($0 % 2 == 0 ? "FFF" : "000"); }"
        }
        let resolver = Resolver(theme: Theme(trees: [SyntaxTree.parse(text.joined(separator: "\n"), path: "l.nss")]))
        #expect(ResolveSession.plansOnAnotherThread(paths: count) == (Processors.online > 1))
        #expect(!ResolveSession.plansOnAnotherThread(paths: count - 4))
        var handed: [AttributeSet] = []
        resolver.forEachResolved(state: "disabled") { handed.append($0) }
        #expect(handed == resolver.styledClassPaths.map { resolver.resolve(classPath: $0, state: "disabled") })
    }
}
