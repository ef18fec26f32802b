/// Elements written in place into an array's uninitialized storage, each append checked against
/// the capacity the array was made with. A pass that lists hundreds of thousands of records into
/// arrays it holds, appending one at a time, had each append ask whether its array was shared.
public struct InPlaceAppender<Element> {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>
    @usableFromInline var written = 0

    /// The number of elements written so far.
    public var count: Int { written }

    @usableFromInline
    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// Writes `element` after the last one; more elements than the array was made for is a
    /// programming error.
    @inlinable @inline(__always)
    public mutating func append(_ element: Element) {
        precondition(written < buffer.count, "more elements than the array was made for")
        buffer.initializeElement(at: written, to: element)
        written += 1
    }
}

/// Three arrays made to `capacities` and filled in place by `body`, each as long as what it
/// wrote: for a pass that counts its records first and then lists them.
@inlinable
public func arraysFilledInPlace<First, Second, Third>(
    capacities: (Int, Int, Int),
    _ body: (inout InPlaceAppender<First>, inout InPlaceAppender<Second>, inout InPlaceAppender<Third>) -> Void
) -> ([First], [Second], [Third]) {
    var second: [Second] = []
    var third: [Third] = []
    let first = [First](unsafeUninitializedCapacity: capacities.0) { firstBuffer, firstCount in
        second = [Second](unsafeUninitializedCapacity: capacities.1) { secondBuffer, secondCount in
            third = [Third](unsafeUninitializedCapacity: capacities.2) { thirdBuffer, thirdCount in
                var firstOut = InPlaceAppender(firstBuffer)
                var secondOut = InPlaceAppender(secondBuffer)
                var thirdOut = InPlaceAppender(thirdBuffer)
                body(&firstOut, &secondOut, &thirdOut)
                (firstCount, secondCount, thirdCount) = (firstOut.count, secondOut.count, thirdOut.count)
            }
        }
    }
    return (first, second, third)
}
