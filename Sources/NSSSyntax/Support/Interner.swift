/// Gives each distinct byte string a small integer, without making a `String` per lookup: the
/// lexer's tokens are byte ranges, and class paths and property names repeat thousands of times
/// in a large theme.
public struct Interner: Sendable {
    private var storage: [UInt8] = []
    private var entries: [(start: Int32, length: Int32)] = []
    /// Open addressing: slot -> entry index + 1 (0 = empty).
    private var table: [Int32] = Array(repeating: 0, count: 1024)
    private var hashes: [UInt32] = []

    /// An empty interner.
    public init() {}

    /// The number of distinct strings.
    public var count: Int { entries.count }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }

    /// The identifier of these bytes, new or existing.
    public mutating func intern(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { intern($0) }
    }

    /// The identifier of these bytes, new or existing.
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        let mask = table.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(table[slot])
            if entry == 0 { break }
            let index = entry - 1
            if hashes[index] == hash && equals(index, bytes) { return index }
            slot = (slot + 1) & mask
        }
        let index = entries.count
        entries.append((Int32(storage.count), Int32(bytes.count)))
        hashes.append(hash)
        storage.append(contentsOf: bytes)
        table[slot] = Int32(index + 1)
        if entries.count * 2 > table.count { grow() }
        return index
    }

    /// The identifier of a string.
    public mutating func intern(_ string: String) -> Int {
        var copy = string
        return copy.withUTF8 { intern($0) }
    }

    /// The identifier of these bytes if they were interned before.
    public func lookup(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let hash = Self.hash(buffer)
            let mask = table.count - 1
            var slot = Int(hash) & mask
            while true {
                let entry = Int(table[slot])
                if entry == 0 { return nil }
                if hashes[entry - 1] == hash && equals(entry - 1, buffer) { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The string of an identifier.
    public func string(_ id: Int) -> String {
        let (start, length) = entries[id]
        return String(decoding: storage[Int(start)..<Int(start + length)], as: UTF8.self)
    }

    private func equals(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (start, length) = entries[index]
        guard Int(length) == bytes.count else { return false }
        var offset = 0
        let base = Int(start)
        while offset < bytes.count {
            if storage[base + offset] != bytes[offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        table = Array(repeating: 0, count: table.count * 2)
        let mask = table.count - 1
        for index in entries.indices {
            var slot = Int(hashes[index]) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index + 1)
        }
    }
}
