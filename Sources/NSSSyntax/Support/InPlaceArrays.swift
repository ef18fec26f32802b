/// Elements written in place into an array's uninitialized storage, each append checked against
/// the capacity the array was made with. A pass that lists hundreds of thousands of records into
/// arrays it holds, appending one at a time, had each append ask whether its array was shared.
@usableFromInline package struct InPlaceAppender<Element> {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>
    @usableFromInline var written = 0

    /// The number of elements written so far.
    @inlinable package var count: Int { written }

    @usableFromInline
    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// Writes `element` after the last one; more elements than the array was made for is a
    /// programming error.
    @inlinable @inline(__always)
    package mutating func append(_ element: Element) {
        precondition(written < buffer.count, "more elements than the array was made for")
        buffer.initializeElement(at: written, to: element)
        written += 1
    }
}

/// An array made to `capacity` and filled in place by `body`, as long as what it wrote. An
/// array of no capacity is made without the in-place initializer, which writes the count into
/// the one empty storage all empty arrays share: a write the thread sanitizer reported racing
/// with another thread's read of an empty array.
@inlinable
package func arrayFilledInPlace<Element>(capacity: Int, _ body: (inout InPlaceAppender<Element>) -> Void) -> [Element] {
    guard capacity > 0 else {
        var nothing = InPlaceAppender<Element>(UnsafeMutableBufferPointer(start: nil, count: 0))
        body(&nothing)
        return []
    }
    return [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
        var written = InPlaceAppender(buffer)
        body(&written)
        count = written.count
    }
}

/// Three arrays made to `capacities` and filled in place by `body`, each as long as what it
/// wrote: for a pass that counts its records first and then lists them.
@inlinable
package func arraysFilledInPlace<First, Second, Third>(
    capacities: (Int, Int, Int),
    _ body: (inout InPlaceAppender<First>, inout InPlaceAppender<Second>, inout InPlaceAppender<Third>) -> Void
) -> ([First], [Second], [Third]) {
    var second: [Second] = []
    var third: [Third] = []
    let first = arrayFilledInPlace(capacity: capacities.0) { (firstOut: inout InPlaceAppender<First>) in
        second = arrayFilledInPlace(capacity: capacities.1) { (secondOut: inout InPlaceAppender<Second>) in
            third = arrayFilledInPlace(capacity: capacities.2) { (thirdOut: inout InPlaceAppender<Third>) in
                body(&firstOut, &secondOut, &thirdOut)
            }
        }
    }
    return (first, second, third)
}
