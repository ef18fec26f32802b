/// Moves the `count` elements of `buffer`, which has room for `capacity`, into a new buffer with
/// room for at least twice as many and for `total`, and frees the old one: the growth step of
/// the buffers the interner and the resolver's planner keep for themselves.
@inlinable
package func movedToLargerBuffer<Element>(
    _ buffer: UnsafeMutablePointer<Element>, count: Int, capacity: Int, toHold total: Int
) -> (buffer: UnsafeMutablePointer<Element>, capacity: Int) {
    var newCapacity = max(capacity * 2, 16)
    while newCapacity < total { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: buffer, count: count)
    buffer.deallocate()
    return (grown, newCapacity)
}
