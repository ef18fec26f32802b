extension UnsafeRawBufferPointer {
    /// Whether every byte is below 0x80, read eight bytes at a time: a test per byte through a
    /// collection's `allSatisfy` cost ten times as much on the names and class paths the lint's
    /// deferred messages check. The schema's class path lookups use it too.
    @inlinable package var isASCII: Bool {
        guard let base = baseAddress else { return true }
        var union: UInt64 = 0
        var index = 0
        while index + 8 <= count {
            union |= base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            union |= UInt64(base.load(fromByteOffset: index, as: UInt8.self))
            index += 1
        }
        return union & 0x8080_8080_8080_8080 == 0
    }
}
