#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(WinSDK)
    import WinSDK
#endif

/// A value only one thread at a time reads or changes, behind a ``ConditionLock`` (pthread's
/// mutex, for the systems apps still support).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = ConditionLock()
    // Guarded by `lock`; `@unchecked Sendable` above rests on that.
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

extension Locked {
    /// Takes the value out, leaving nil: for a value one pass keeps for the next to take.
    package func take<Wrapped>() -> Wrapped? where Value == Wrapped? {
        withLock { value in
            defer { value = nil }
            return value
        }
    }
}

/// A value computed at most once, on first use, from any thread.
package final class OnceCell<Value: Sendable>: Sendable {
    private let cell = Locked<Value?>(nil)

    package init() {}

    /// The value, made by `make` the first time any thread asks.
    package func get(_ make: () -> Value) -> Value {
        cell.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}

/// The processors the system has online, for sizing work spread over threads.
package enum Processors {
    /// The count, at least 1.
    package static let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
