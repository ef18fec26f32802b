/// The tokens of a file, stored as parallel buffers: kinds, start offsets and lengths. Written
/// once by the parser (which appends without uniqueness or bounds checks in its hot loop), then
/// only read. A large theme has millions of tokens, so each takes four bytes:
/// - its kind, one byte;
/// - its length, one byte: nearly every token is shorter than 255 bytes, and the few longer ones
///   (long strings, runs of skipped bytes) keep their end in a side list;
/// - its start, two bytes past the start of its block of 256 tokens: a block nearly always spans
///   less than 64 KB; one that does not (a long comment inside it) keeps its 256 starts whole.
///
/// The tree's `kind(ofToken:)` and `range(ofToken:)` are inlined into the other modules' passes,
/// which ask them a million times in a 5 MB lint (36 instructions a call before), so what they
/// read is `@usableFromInline`. It is also `@exclusivity(unchecked)`: only the parser writes it,
/// before the tree is shared, and checked, every read from another module called the runtime's
/// access tracking (`nsslint` on the 5 MB theme took 2,224 M instructions instead of 1,359 M).
@usableFromInline
final class TokenStorage: @unchecked Sendable {
    @usableFromInline static let blockShift = 8
    @usableFromInline static let blockSize = 1 << blockShift

    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    private var capacity: Int
    @usableFromInline @exclusivity(unchecked) private(set) var kinds: UnsafeMutablePointer<TokenKind>
    @usableFromInline @exclusivity(unchecked) private(set) var startsInBlock: UnsafeMutablePointer<UInt16>
    @usableFromInline @exclusivity(unchecked) private(set) var lengths: UnsafeMutablePointer<UInt8>
    /// Per block: where it starts, and where its starts are kept whole in `wideStarts` when they
    /// do not fit two bytes past that (-1 when they do).
    @usableFromInline @exclusivity(unchecked) private(set) var blockStarts: UnsafeMutablePointer<UInt32>
    @usableFromInline @exclusivity(unchecked) private(set) var blockWide: UnsafeMutablePointer<Int32>
    @usableFromInline @exclusivity(unchecked) private(set) var wideStarts: [UInt32] = []
    /// Where the block being appended to starts; once it is wide, a value so far below any
    /// offset that every token of the block takes the slow path, with one comparison in the
    /// fast one.
    private var currentBlockStart = 0
    private static let wideBlockStart = Int(Int32.min) * 4
    /// The ends of the tokens whose length does not fit below `UInt8.max`, in token order.
    private var longTokens: [(index: UInt32, end: UInt32)] = []

    init(estimatedCount: Int) {
        capacity = max(estimatedCount, 16)
        kinds = LargeAllocation.allocate(TokenKind.self, capacity: capacity)
        startsInBlock = LargeAllocation.allocate(UInt16.self, capacity: capacity)
        lengths = LargeAllocation.allocate(UInt8.self, capacity: capacity)
        blockStarts = LargeAllocation.allocate(UInt32.self, capacity: Self.blockCount(capacity))
        blockWide = LargeAllocation.allocate(Int32.self, capacity: Self.blockCount(capacity))
    }

    deinit {
        LargeAllocation.deallocate(kinds)
        LargeAllocation.deallocate(startsInBlock)
        LargeAllocation.deallocate(lengths)
        LargeAllocation.deallocate(blockStarts)
        LargeAllocation.deallocate(blockWide)
    }

    private static func blockCount(_ tokens: Int) -> Int { (tokens + blockSize - 1) >> blockShift }

    @inline(__always)
    func append(_ kind: TokenKind, start: Int, end: Int) {
        if count == capacity { grow() }
        kinds[count] = kind
        writeStart(start)
        let length = end - start
        if length < Int(UInt8.max) {
            lengths[count] = UInt8(truncatingIfNeeded: length)
        } else {
            lengths[count] = UInt8.max
            longTokens.append((UInt32(truncatingIfNeeded: count), UInt32(truncatingIfNeeded: end)))
        }
        count += 1
    }

    /// Writes the start of the token at `count`, against its block.
    @inline(__always)
    private func writeStart(_ start: Int) {
        if count & (Self.blockSize - 1) == 0 { startBlock(at: start) }
        let offset = start &- currentBlockStart
        if offset <= Int(UInt16.max) {
            startsInBlock[count] = UInt16(truncatingIfNeeded: offset)
        } else {
            setWideStart(start)
        }
    }

    @inline(__always)
    private func startBlock(at start: Int) {
        let block = count >> Self.blockShift
        blockStarts[block] = UInt32(truncatingIfNeeded: start)
        blockWide[block] = -1
        currentBlockStart = start
    }

    /// Keeps the current block's starts whole from this token on, those already appended
    /// included.
    @inline(never)
    private func setWideStart(_ start: Int) {
        let block = count >> Self.blockShift
        let first = block << Self.blockShift
        if blockWide[block] < 0 {
            let base = Int(blockStarts[block])
            blockWide[block] = Int32(truncatingIfNeeded: wideStarts.count >> Self.blockShift)
            for index in first..<(first + Self.blockSize) {
                let known = index < count ? base + Int(startsInBlock[index]) : 0
                wideStarts.append(UInt32(truncatingIfNeeded: known))
            }
            currentBlockStart = Self.wideBlockStart
        }
        let wide = Int(blockWide[block])
        wideStarts[(wide << Self.blockShift) + count - first] = UInt32(truncatingIfNeeded: start)
    }

    /// The offset of the token at `index`.
    @inlinable @inline(__always)
    func start(of index: Int) -> Int {
        let block = index >> Self.blockShift
        let wide = Int(blockWide[block])
        if wide < 0 { return Int(blockStarts[block]) + Int(startsInBlock[index]) }
        return Int(wideStarts[(wide << Self.blockShift) + (index & (Self.blockSize - 1))])
    }

    /// The offset just past the token at `index`.
    @inline(__always)
    func end(of index: Int) -> Int { range(of: index).upperBound }

    /// The bytes of the token at `index`: its start found once, where `start(of:)..<end(of:)`
    /// found it twice, for one of the tree's most asked questions.
    @inlinable @inline(__always)
    func range(of index: Int) -> Range<Int> {
        let first = start(of: index)
        let length = lengths[index]
        return first..<(length == UInt8.max ? longEnd(of: index) : first + Int(length))
    }

    @usableFromInline
    func longEnd(of index: Int) -> Int {
        var low = 0
        var high = longTokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(longTokens[middle].index) < index { low = middle + 1 } else { high = middle }
        }
        return Int(longTokens[low].end)
    }

    private func grow() {
        let newCapacity = capacity * 2
        let blocks = Self.blockCount(count)
        let newBlocks = Self.blockCount(newCapacity)
        kinds = LargeAllocation.moved(kinds, count: count, to: newCapacity)
        startsInBlock = LargeAllocation.moved(startsInBlock, count: count, to: newCapacity)
        lengths = LargeAllocation.moved(lengths, count: count, to: newCapacity)
        blockStarts = LargeAllocation.moved(blockStarts, count: blocks, to: newBlocks)
        blockWide = LargeAllocation.moved(blockWide, count: blocks, to: newBlocks)
        capacity = newCapacity
    }

    /// Releases the capacity past the last token, once parsing is over.
    func shrinkToFit() {
        kinds = LargeAllocation.shrink(kinds, to: count)
        startsInBlock = LargeAllocation.shrink(startsInBlock, to: count)
        lengths = LargeAllocation.shrink(lengths, to: count)
        blockStarts = LargeAllocation.shrink(blockStarts, to: Self.blockCount(count))
        blockWide = LargeAllocation.shrink(blockWide, to: Self.blockCount(count))
        capacity = Swift.max(count, 1)
    }

    /// Drops the tokens from `newCount` on: those a piece of a file lexed past the next piece's
    /// start, which that piece lexes again.
    func removeTokens(from newCount: Int) {
        let lastKeptBlock = (newCount - 1) >> Self.blockShift
        for block in (lastKeptBlock + 1)..<Self.blockCount(count) where blockWide[block] >= 0 {
            // Wide blocks take their room in `wideStarts` in order: a dropped one's is at the end.
            wideStarts.removeLast(Self.blockSize)
        }
        while let last = longTokens.last, Int(last.index) >= newCount { longTokens.removeLast() }
        count = newCount
        if newCount & (Self.blockSize - 1) != 0 {
            currentBlockStart =
                blockWide[lastKeptBlock] < 0 ? Int(blockStarts[lastKeptBlock]) : Self.wideBlockStart
        }
    }

    /// Appends every token of `other`, which lexed the input on from where these end. Kinds and
    /// lengths are copied whole; only the starts are written again, against these blocks. Token
    /// by token, a 5 MB file's second half took a tenth of the first half's parse.
    func append(contentsOf other: TokenStorage) {
        let base = count
        let total = base + other.count
        while capacity < total { grow() }
        (kinds + base).update(from: other.kinds, count: other.count)
        (lengths + base).update(from: other.lengths, count: other.count)
        for long in other.longTokens { longTokens.append((long.index + UInt32(base), long.end)) }
        var index = 0
        while index < other.count {
            // A run of tokens in one block of `other` and one block here.
            let runEnd = Swift.min(
                other.count, (index | (Self.blockSize - 1)) + 1, ((base + index) | (Self.blockSize - 1)) + 1 - base)
            // `writeStart` writes at `count`; the run's first token may start a block here.
            count = base + index
            writeStart(other.start(of: index))
            appendStarts(of: other, from: index + 1, to: runEnd)
            index = runEnd
        }
        count = total
    }

    /// Writes the starts of `other`'s tokens `start..<end`, which follow the token at `count` in
    /// its block and this one's. Nearly always both blocks keep two-byte starts and the run ends
    /// within 64 KB of this block's start: then each start is the other's plus one difference,
    /// added modulo 2^16 (it is negative when this block started after the other's; every sum
    /// is in range), in a loop the compiler vectorizes. Token by token, joining the second half
    /// of the 5 MB benchmark theme took 9.7 M of its parse's 174 M instructions; so, 1.2 M.
    private func appendStarts(of other: TokenStorage, from start: Int, to end: Int) {
        guard start < end else { return }
        let block = start >> Self.blockShift
        if currentBlockStart != Self.wideBlockStart && other.blockWide[block] < 0 {
            let difference = Int(other.blockStarts[block]) - currentBlockStart
            if Int(other.startsInBlock[end - 1]) + difference <= Int(UInt16.max) {
                let shift = UInt16(truncatingIfNeeded: difference)
                let (source, destination) = (other.startsInBlock + start, startsInBlock + (count + 1))
                for index in 0..<(end - start) { destination[index] = source[index] &+ shift }
                return
            }
        }
        let first = count
        for index in start..<end {
            count = first + 1 + index - start
            writeStart(other.start(of: index))
        }
    }

    /// The kinds as an array, for tests and tools.
    var kindList: [TokenKind] { Array(UnsafeBufferPointer(start: kinds, count: count)) }
}
