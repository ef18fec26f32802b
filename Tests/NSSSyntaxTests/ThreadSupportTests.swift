import Testing

@testable import NSSSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The helper thread and the condition lock that passes work to it.
@Suite("Helper threads and condition locks")
struct ThreadSupportTests {
    /// A helper waits on the lock until the starting thread hands it a value, and hands back
    /// another, which the starting thread waits for: each side blocks until the other acts.
    @Test func aHelperAndItsStarterTakeTurnsThroughTheLock() throws {
        let lock = ConditionLock()
        let box = Locked<(handed: Int?, answer: Int?)>((nil, nil))
        let helper = try #require(
            HelperThread.start {
                lock.withLock {
                    while box.withLock({ $0.handed }) == nil { lock.wait() }
                    box.withLock { $0.answer = $0.handed! * 2 }
                    lock.broadcast()
                }
            })
        lock.withLock {
            box.withLock { $0.handed = 21 }
            lock.broadcast()
            while box.withLock({ $0.answer }) == nil { lock.wait() }
        }
        helper.join()
        #expect(box.withLock { $0.answer } == 42)
    }

    @Test func theWorkRunsOnAnotherThreadAndJoinWaitsForIt() throws {
        let starter = currentThread()
        let seen = Locked<[UInt]>([])
        let helper = try #require(
            HelperThread.start {
                usleep(20_000)
                seen.withLock { $0.append(currentThread()) }
            })
        helper.join()
        let threads = seen.withLock { $0 }
        #expect(threads.count == 1)
        #expect(threads.first != starter)
    }
}

/// The calling thread, as a number.
private func currentThread() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
