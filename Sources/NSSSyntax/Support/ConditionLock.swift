#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock, with a condition threads wait on until another changes what the lock guards:
/// pthread's mutex and condition variable, rather than Synchronization's `Mutex` (iOS 18 /
/// macOS 15), so that the library runs on the systems apps still support (iOS 15, macOS 12).
package final class ConditionLock: @unchecked Sendable {
    // Each lives in its own allocation: pthread's mutex and condition must not move once
    // initialised.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Inside ``withLock(_:)``: lets the lock go until another thread calls ``broadcast()``, then
    /// holds it again. Wakes may come without a change: wait in a loop over what was awaited.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Inside ``withLock(_:)``: wakes every waiting thread.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
