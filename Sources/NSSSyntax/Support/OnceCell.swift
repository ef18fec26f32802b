#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(WinSDK)
    import WinSDK
#endif

/// A value computed at most once, on first use, from any thread. Built on pthread's mutex rather
/// than Synchronization's `Mutex` (iOS 18 / macOS 15) so that the library runs on the systems
/// apps still support (iOS 15, macOS 12).
package final class OnceCell<Value: Sendable>: @unchecked Sendable {
    // The lock lives in its own allocation: a pthread mutex must not move once initialised.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Guarded by `mutex`; `@unchecked Sendable` above rests on that.
    private var value: Value?

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value, made by `make` the first time any thread asks.
    package func get(_ make: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
