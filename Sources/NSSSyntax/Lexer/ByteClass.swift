/// Character classes of single bytes, looked up in one table so the lexer's inner loops test a bit
/// instead of a chain of comparisons.
enum ByteClass {
    /// May start an identifier: NUI's `[A-Za-z0-9#@\-_\\.]`, plus any non-ASCII lead byte
    /// (validated as UTF-8 when met).
    static let identifierStart: UInt8 = 1 << 0
    /// May continue an identifier: NUI's `[A-Za-z0-9\-_\\/.]`, plus non-ASCII bytes.
    static let identifierContinue: UInt8 = 1 << 1
    /// Space, tab, line feed, carriage return, form feed, vertical tab.
    static let whitespace: UInt8 = 1 << 2
    /// `0`-`9`.
    static let digit: UInt8 = 1 << 3
    /// `A`-`Z`, `a`-`z`.
    static let letter: UInt8 = 1 << 4
    /// Ends a line: line feed, carriage return, form feed.
    static let lineBreak: UInt8 = 1 << 5
    /// Continues an identifier with nothing more to check: the ASCII bytes of
    /// ``identifierContinue`` but `/`, which may start a comment.
    static let plainIdentifierContinue: UInt8 = 1 << 6

    /// How many of the 8 bytes from `start` (all within `bytes`) are ``plainIdentifierContinue``
    /// before the first that is not: 8 when all are. The bytes are tested together, as the lanes
    /// of one 64-bit word.
    @inline(__always)
    static func plainIdentifierRun(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let word = UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
                .loadUnaligned(fromByteOffset: start, as: UInt64.self))
        // Each byte's low seven bits, so that adding to a byte never carries into the next; the
        // bytes with the high bit set are not ASCII and never plain.
        let seven = word & lowSevenBits
        let letter = inRange(seven | repeated(0x20), 0x61, 0x7A)
        let plain =
            letter | inRange(seven, 0x30, 0x39) | inRange(seven, 0x2D, 0x2E) | equal(seven, 0x5F) | equal(seven, 0x5C)
        let stops = ~(plain & ~word) & highBits
        return stops == 0 ? 8 : stops.trailingZeroBitCount &>> 3
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    @inline(__always)
    private static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The high bit of each byte of `bytes` (seven-bit bytes) set when it is in `lower...upper`;
    /// the other bits are left as they fall.
    @inline(__always)
    private static func inRange(_ bytes: UInt64, _ lower: UInt8, _ upper: UInt8) -> UInt64 {
        // A seven-bit byte plus 0x80 - lower reaches the high bit when it is at least `lower`.
        (bytes &+ repeated(0x80 - lower)) & ~(bytes &+ repeated(0x7F - upper))
    }

    /// The high bit of each byte of `bytes` (seven-bit bytes) set when it is `value`; the other
    /// bits are left as they fall.
    @inline(__always)
    private static func equal(_ bytes: UInt64, _ value: UInt8) -> UInt64 {
        let difference = bytes ^ repeated(value)
        return ~(((difference & lowSevenBits) &+ lowSevenBits) | difference)
    }

    /// The table, allocated once for the life of the process and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        func add(_ flags: UInt8, _ bytes: some Sequence<UInt8>) {
            for byte in bytes { table[Int(byte)] |= flags }
        }
        let letters = Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        let digits = Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
        add(letter | identifierStart | identifierContinue | plainIdentifierContinue, letters)
        add(digit | identifierStart | identifierContinue | plainIdentifierContinue, digits)
        add(identifierStart | identifierContinue | plainIdentifierContinue, Array("-_\\.".utf8))
        add(identifierStart, Array("#@".utf8))
        add(identifierContinue, Array("/".utf8))
        add(identifierStart | identifierContinue, 0x80...0xFF)
        add(whitespace, [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B])
        add(lineBreak, [0x0A, 0x0D, 0x0C])
        return UnsafePointer(table)
    }()
}

/// UTF-8 validation of one encoded scalar.
enum UTF8Validation {
    /// The length of the valid UTF-8 sequence starting at `start` (whose byte is >= 0x80), or 0
    /// when the bytes there are not valid UTF-8.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let count = bytes.count
        let lead = bytes[start]
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            let index = start + offset
            return index < count && bytes[index] >= low && bytes[index] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The length of the maximal prefix of an invalid sequence at `start`, as Unicode's
    /// "substitution of maximal subparts" counts it: a lead byte and the continuation bytes that
    /// could still have completed it, or a single byte.
    static func invalidLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let lead = bytes[start]
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return 1
        }
        var length = 1
        while length < expected, start + length < bytes.count, bytes[start + length] & 0xC0 == 0x80 {
            // The second byte of E0, ED, F0 and F4 sequences has a narrower range.
            if length == 1 {
                let second = bytes[start + 1]
                if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F)
                    || (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F)
                {
                    break
                }
            }
            length += 1
        }
        return length
    }

    /// Whether the bytes at `start` are the UTF-8 byte order mark EF BB BF.
    @inline(__always)
    static func isByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        start + 2 < bytes.count && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF
    }
}
