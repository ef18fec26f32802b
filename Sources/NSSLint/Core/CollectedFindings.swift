import NSSSyntax

/// Keeps every finding of a file, each batch in a buffer of its own size, and gives them back
/// in file order, each moved once into one array made to their count.
///
/// Appended to one growing array, the findings were moved at each doubling into new memory the
/// kernel then had to fault in: 8.9% of the time samples of `Linter.lint(_:)` on the 5 MB
/// benchmark theme (136,161 findings of about 160 bytes), 16% once its sort no longer copied them.
struct CollectedFindings: FindingConsumer {
    /// A class, so that the buffers are let go once, however often the consumer is copied;
    /// only the consumer that holds it writes to it.
    private let store = Store()

    mutating func consume(_ findings: [Finding]) {
        store.append(count: findings.count) { buffer in _ = buffer.initialize(fromContentsOf: findings) }
    }

    /// Made whole straight into the batch's buffer: made into an array first, each was copied
    /// once more.
    mutating func consume(_ batch: FindingBatch) {
        store.append(count: batch.count) { buffer in
            for (offset, position) in batch.indices.enumerated() {
                (buffer.baseAddress! + offset).initialize(to: batch[position])
            }
        }
    }

    /// Every finding taken so far, sorted by position (``Finding/inFileOrder(_:_:)``), stably;
    /// the consumer is empty afterwards.
    mutating func takeSorted() -> [Finding] { store.takeSorted() }

    private final class Store {
        private var buffers: [UnsafeMutableBufferPointer<Finding>] = []
        private var count = 0

        deinit {
            for buffer in buffers {
                buffer.deinitialize()
                buffer.deallocate()
            }
        }

        func append(count: Int, _ initialize: (UnsafeMutableBufferPointer<Finding>) -> Void) {
            guard count > 0 else { return }
            let buffer = UnsafeMutableBufferPointer<Finding>.allocate(capacity: count)
            initialize(buffer)
            buffers.append(buffer)
            self.count += count
        }

        func takeSorted() -> [Finding] {
            var places: [UnsafeMutablePointer<Finding>] = []
            places.reserveCapacity(count)
            for buffer in buffers {
                for offset in buffer.indices { places.append(buffer.baseAddress! + offset) }
            }
            let order = stableOrder(
                count: count, offset: { places[$0].pointee.diagnostic.range.lowerBound },
                element: { UnsafePointer(places[$0]) }, by: Finding.inFileOrder)
            let sorted = [Finding](unsafeUninitializedCapacity: count) { sorted, initialized in
                for (position, source) in order.enumerated() {
                    (sorted.baseAddress! + position).moveInitialize(from: places[source], count: 1)
                }
                initialized = order.count
            }
            // Every finding was moved out: the buffers are let go without deinitializing them.
            for buffer in buffers { buffer.deallocate() }
            buffers = []
            count = 0
            return sorted
        }
    }
}
