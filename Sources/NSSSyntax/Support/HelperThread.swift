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
