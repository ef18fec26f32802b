/// The last bytes of a text of `count` bytes (at least one) at `base`, as one word for a hash
/// that steps through the text eight bytes at a time: read in at most three loads, which may
/// overlap bytes already hashed. Every byte of a text shorter than eight is in the word, and the
/// last eight of a longer one, so a hash that absorbs the length as well tells apart any two
/// texts of one length. A byte at a time, the tail was a loop of up to seven steps.
@inlinable @inline(__always)
package func tailWord(_ base: UnsafeRawPointer, count: Int) -> UInt64 {
    if count >= 8 { return base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) }
    if count >= 4 {
        return UInt64(base.loadUnaligned(as: UInt32.self))
            | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
    }
    let first = UInt64(base.load(as: UInt8.self))
    let middle = UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self))
    let last = UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self))
    return first | middle << 8 | last << 16
}

/// Whether the `count` bytes at `left` and at `right` are the same, compared eight at a time, the
/// last word overlapping the one before it (and, under eight bytes, the tail words compared): a
/// byte at a time with a bounds check each, or a `memcmp` call, cost more than the hash lookups
/// that ask.
@inlinable @inline(__always)
package func sameBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    guard count > 0 else { return true }
    if count <= 8 { return tailWord(left, count: count) == tailWord(right, count: count) }
    var offset = 0
    while offset + 8 < count {
        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
            return false
        }
        offset += 8
    }
    return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
}
