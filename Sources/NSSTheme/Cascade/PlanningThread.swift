import NSSSyntax

/// A pass over many class paths with their views planned on a second thread: a helper plans
/// chunk after chunk (``ViewPlanner``: the index read, integers written), while the session
/// reads the values and makes the sets on the calling thread, in order. Only integers cross
/// between the threads, in plan buffers that go round a ring and are reused: the earlier trials
/// that made sets on both threads (Tests/Benchmarks/HISTORY.md) lost what they gained to the
/// sets' reference counts and allocations moving between the cores.
extension ResolveSession {
    /// Class paths in a chunk, at most: some hundred microseconds of planning, against two lock
    /// round trips.
    static let pathsPerChunk = 64
    /// Planned declarations in a chunk, after which it is handed over with fewer paths: a theme
    /// that repeats its class paths gives a view thousands of them, and chunks of 64 such views
    /// raised the pipeline's peak on nss-bench's generated 50 MB theme by 23 MB.
    static let entriesPerChunk = 16_384
    /// Chunks planned ahead of the sets, at most.
    static let chunksAhead = 4
    /// The chunks, held or handed over, with which the calling thread counts as busy, and the
    /// planning thread reads values ahead (``PlanRing/takeEmpty()``). At most ``chunksAhead``.
    static let busyChunks = 3
    /// The class paths from which a pass plans on a second thread: a typical theme's few hundred
    /// would pay for starting it and gain little.
    static let minimumPathsForPlanningThread = 512

    /// Whether a pass over `paths` class paths plans on a second thread.
    static func plansOnAnotherThread(paths: Int) -> Bool {
        paths >= minimumPathsForPlanningThread && Processors.online > 1
    }

    /// Resolves `paths` in `state`, handing each set to `body` on the calling thread, in order,
    /// their views planned by a helper thread. The first `styled` paths are the index's class
    /// paths, in order.
    mutating func resolvePlanningAhead<Failure: Error>(
        _ paths: [String], styled: Int = 0, state requestedState: String?, pathsPerChunk: Int = pathsPerChunk,
        entriesPerChunk: Int = entriesPerChunk, _ body: (AttributeSet) throws(Failure) -> Void
    ) throws(Failure) {
        let state = requestedState == "normal" ? nil : requestedState
        makeRoomForPass()
        let ring = PlanRing(capacity: Self.chunksAhead)
        let (resolver, environment) = (Resolver(forAnotherThread: self.resolver), self.environment)
        // The values read ahead hold the session's resolver, as those it reads itself do.
        let (sessionResolver, scheme) = (self.resolver, self.scheme)
        let helper = HelperThread.start {
            var planner = ViewPlanner(resolver: resolver, environment: environment)
            var readAhead = ReadAhead(
                reader: SessionValueReader(resolver: sessionResolver, scheme: scheme, environment: environment),
                resolver: resolver)
            var next = 0
            while next < paths.count, let (empty, callerIsBusy) = ring.takeEmpty() {
                var plans = empty
                repeat {
                    if next < styled {
                        planner.plan(styledPath: next, state: state, into: &plans)
                    } else {
                        planner.plan(classes: ClassPath.chain(paths[next]), state: state, into: &plans)
                    }
                    // Values are read ahead only while the session has chunks to work on:
                    // when it waits, this chunk reaches it sooner without them, and it reads
                    // them itself, by the keys found here.
                    readAhead.findFirstKeys(ofView: plans.viewEnds.count - 1, in: &plans, readingNew: callerIsBusy)
                    next += 1
                } while next < paths.count && plans.viewEnds.count < pathsPerChunk
                    && plans.entries.count < entriesPerChunk
                ring.publish(plans)
            }
        }
        guard let helper else {
            for path in paths { try body(resolve(classPath: path, state: state)) }
            return
        }
        // However the pass ends (the body may throw), the helper stops before the pass returns.
        defer {
            ring.cancel()
            helper.join()
        }
        var next = 0
        while next < paths.count {
            var plans = ring.takeFull()
            remember(plans.reads)
            for view in plans.viewEnds.indices {
                let path = paths[next]
                // A simple styled path is its own chain (nil): it holds no `:` to split at.
                let classes = next < styled && resolver.index.classPathsAreSimple ? nil : ClassPath.chain(path)
                next += 1
                try body(makeSet(classPath: path, classes: classes, state: state, view: view, of: plans))
            }
            plans.removeAll()
            ring.giveBack(plans)
        }
    }
}

/// The planning thread's reading of values ahead of the session: the value key of each
/// attribute's first applying declaration, and that value, the first time its key comes up in
/// the pass. Reading them was most of the session's work on the calling thread, which the
/// planning thread waited for (on gen.py's 5 MB theme, 14-28 ms of each pass, where the phase
/// took about 39 ms). The session reads any other value itself, and any it has forgotten again,
/// finding the first applying declaration's by the key found here: by declaration, it looked the
/// declaration up again, and its memo entry, each a load in no order.
struct ReadAhead {
    private var reader: SessionValueReader
    /// The planning thread's resolver, over the session's theme.
    private let resolver: Resolver
    /// The value keys read ahead in this pass.
    private var seen: ValueKeySet

    init(reader: SessionValueReader, resolver: Resolver) {
        self.reader = reader
        self.resolver = resolver
        seen = ValueKeySet(valueTextCount: resolver.index.valueTextCount)
    }

    /// Notes the value key of each of view `view`'s attributes' first applying declaration in
    /// `plans.firstKeys` and, when `readingNew`, reads the new ones' values into `plans.reads`.
    mutating func findFirstKeys(ofView view: Int, in plans: inout ViewPlans, readingNew: Bool) {
        for attribute in plans.attributeRange(ofView: view) {
            let entries = plans.entryRange(ofAttribute: attribute)
            var first = entries.lowerBound
            while first < entries.upperBound && !plans.entries[first].applies { first += 1 }
            guard first < entries.upperBound else {
                plans.firstKeys.append(-1)
                continue
            }
            let declarationIndex = Int(plans.entries[first].declaration)
            let key = resolver.index.valueKey(ofIndexed: declarationIndex)
            plans.firstKeys.append(key)
            guard readingNew, seen.insert(key) else { continue }
            let (value, isLiteral) = reader.read(ofIndexed: declarationIndex, of: resolver)
            plans.reads.append((key, value, isLiteral))
        }
    }
}

/// Plan buffers going round between the helper, which fills empty ones, and the calling thread,
/// which reads full ones in the order they were filled and gives them back emptied. A buffer
/// is moved in and out under the lock, never shared: each thread changes only a buffer it holds.
/// `@unchecked Sendable`: every stored property but the lock is read and written holding it.
final class PlanRing: @unchecked Sendable {
    private let lock = ConditionLock()
    private var empty: [ViewPlans]
    /// Filled buffers, oldest first.
    private var full: [ViewPlans] = []
    private var cancelled = false
    /// Whether the calling thread holds a filled buffer, taken and not yet given back.
    private var callerHolds = false

    init(capacity: Int) {
        empty = Array(repeating: ViewPlans(), count: capacity)
    }

    /// The helper takes an empty buffer, waiting for one, and learns whether the calling thread
    /// has work for as long as the buffer takes to fill: ``ResolveSession/busyChunks`` buffers,
    /// held or handed over; nil once the pass is cancelled. One handed over is not enough: the
    /// helper asks right after handing one over, before the calling thread, waiting for it, has
    /// woken to take it. Ten passes over gen.py's 5 MB theme, timed inside: asked whether one
    /// was handed over, the calling thread seemed busy at 1,602 of 1,620 buffers, and waited for
    /// the helper 7.3 ms of each 19 ms pass; asked for two, 2.0 ms of 16.4; for three, 0.3 ms of
    /// 14.5, the helper waiting 0.7 ms for an empty buffer.
    func takeEmpty() -> (plans: ViewPlans, callerIsBusy: Bool)? {
        lock.withLock {
            while empty.isEmpty && !cancelled { lock.wait() }
            let callerWork = full.count + (callerHolds ? 1 : 0)
            return cancelled ? nil : (empty.removeLast(), callerWork >= ResolveSession.busyChunks)
        }
    }

    /// The helper hands over a filled buffer.
    func publish(_ plans: ViewPlans) {
        lock.withLock {
            full.append(plans)
            lock.broadcast()
        }
    }

    /// The calling thread takes the oldest filled buffer, waiting for it.
    func takeFull() -> ViewPlans {
        lock.withLock {
            // At most `capacity` of them: taking the first moves no more than that.
            while full.isEmpty { lock.wait() }
            callerHolds = true
            return full.removeFirst()
        }
    }

    /// The calling thread gives a buffer back, emptied, for the helper to fill again.
    func giveBack(_ plans: ViewPlans) {
        lock.withLock {
            callerHolds = false
            empty.append(plans)
            lock.broadcast()
        }
    }

    /// The calling thread stops the helper.
    func cancel() {
        lock.withLock {
            cancelled = true
            lock.broadcast()
        }
    }
}
