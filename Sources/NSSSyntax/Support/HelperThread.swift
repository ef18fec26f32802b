#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own for work the starting thread waits on. Not a task on Dispatch's global
/// queues: a caller that is itself one of their threads, and waits, could leave the work no
/// thread to run on.
package final class HelperThread: @unchecked Sendable {
    // Written once, by `start`, before the thread is shared.
    #if canImport(Glibc)
        private var thread = pthread_t()
    #elseif canImport(Darwin)
        private var thread: pthread_t?
    #endif

    private final class Work {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private init() {}

    /// Runs `body` on a new thread; nil when the system starts none (the caller then does the
    /// work itself). Call ``join()`` once.
    package static func start(_ body: @escaping @Sendable () -> Void) -> HelperThread? {
        let helper = HelperThread()
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
            let status = pthread_create(
                &helper.thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context)
        #elseif canImport(Darwin)
            let status = pthread_create(
                &helper.thread, nil,
                { context in
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context)
        #else
            let status: Int32 = -1
        #endif
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return helper
    }

    /// Waits for the thread's work to end.
    package func join() {
        #if canImport(Glibc)
            pthread_join(thread, nil)
        #elseif canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
        #endif
    }
}

/// Work whose result the starting thread takes later: done on a ``HelperThread`` when asked and
/// one starts, else at once on the starting thread. The caller goes on with other work, then
/// takes the result (``result()``, once), which waits for the thread.
package struct HelperWork<Value> {
    // Written by the helper before `join` returns, or by the starting thread; read after.
    private final class Box: @unchecked Sendable {
        var value: Value?
    }

    private let box = Box()
    private let helper: HelperThread?

    /// Starts `work`, on a thread of its own when `onThread` holds and the system starts one.
    package init(onThread: Bool, _ work: @escaping @Sendable () -> Value) {
        let box = box
        helper = onThread ? HelperThread.start { box.value = work() } : nil
        if helper == nil { box.value = work() }
    }

    /// Whether the work runs on a thread of its own.
    package var onAnotherThread: Bool { helper != nil }

    /// The work's result, waiting for its thread. Called once: it joins the thread.
    package func result() -> Value {
        helper?.join()
        guard let value = box.value else { preconditionFailure("the work ends with a value before its thread does") }
        return value
    }
}
