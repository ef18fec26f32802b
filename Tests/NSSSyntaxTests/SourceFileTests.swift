import Testing

@testable import NSSSyntax

@Suite("Source locations")
struct SourceFileTests {
    @Test func linesAndColumnsCountScalars() {
        let file = SourceFile(path: "t.nss", text: "ab\r\ncé€d\rx\n\ny")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 4) == SourceLocation(line: 2, column: 1))
        // "cé€" is 1 + 2 + 3 bytes: 'd' starts at byte 10 and is the 4th scalar of line 2.
        #expect(file.location(of: 10) == SourceLocation(line: 2, column: 4))
        #expect(file.location(of: 12) == SourceLocation(line: 3, column: 1))
        #expect(file.location(of: 15) == SourceLocation(line: 5, column: 1))
        #expect(file.lineRange(2) == 4..<11)
        #expect(file.text(file.lineRange(3)) == "x")
    }

    /// The table gives the line that counting line breaks gives, at every offset (and past
    /// either end) of files mixing LF, CR LF and lone CR, a break at the very end included.
    @Test(arguments: 0..<50)
    func tableLinesMatchCountedLines(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0xC3, 0xA9], [0x0A, 0x0D]]
        var bytes: [UInt8] = []
        for _ in 0..<60 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes += pieces[Int(state >> 33) % pieces.count]
        }
        let file = SourceFile(path: "t.nss", bytes: bytes)
        let expected = Self.countedLocations(bytes).locations
        for offset in -1...(bytes.count + 1) {
            let line = expected[min(max(offset, 0), bytes.count)].line
            #expect(file.location(of: offset).line == line, "offset \(offset) of \(bytes)")
        }
    }

    /// The location of every offset up to the end, and the offset at which each line starts,
    /// counted byte by byte: a CR LF pair is one break, counted at its LF.
    static func countedLocations(_ bytes: [UInt8]) -> (locations: [NSSSyntax.SourceLocation], lineStarts: [Int]) {
        var locations: [NSSSyntax.SourceLocation] = []
        var lineStarts = [0]
        var (line, column) = (1, 1)
        for offset in 0...bytes.count {
            locations.append(SourceLocation(line: line, column: column))
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
                (line, column) = (line + 1, 1)
                lineStarts.append(offset + 1)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (locations, lineStarts)
    }

    @Test func columnsOnAVeryLongLineUseCheckpoints() {
        // Long enough to cross several checkpoints, with multi-byte characters on the way.
        let text = String(repeating: "é", count: 10_000) + "x"
        let file = SourceFile(path: "t.nss", text: text)
        #expect(file.location(of: 20_000) == SourceLocation(line: 1, column: 10_001))
        #expect(file.location(of: 8_192) == SourceLocation(line: 1, column: 4_097))
        let second = SourceFile(path: "t.nss", text: "x\n" + text)
        #expect(second.location(of: 20_002) == SourceLocation(line: 2, column: 10_001))
        #expect(second.location(of: 4_096) == SourceLocation(line: 2, column: 2_048))
    }

    /// Lines and columns from the table (line starts found eight bytes at a time, checkpoint
    /// columns counted in words) equal those counted byte by byte from the start of the file, in
    /// files of several checkpoints mixing breaks and multi-byte characters; a CR LF pair split by
    /// a checkpoint included.
    @Test(arguments: 0..<6)
    func locationsMatchAByteByByteCount(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0x62, 0x63, 0x64, 0x65], [0xC3, 0xA9], [0xE2, 0x82, 0xAC],
            Array(repeating: 0x20, count: 40),
        ]
        var bytes: [UInt8] = Array(repeating: 0x61, count: 4_095) + [0x0D, 0x0A]
        while bytes.count < 14_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Long runs without a break now and then, so that some lines span a checkpoint.
            let piece = Int(state >> 33) % (pieces.count + 1)
            bytes +=
                piece == pieces.count
                ? Array(repeating: 0xC3, count: 1) + [0xA9] + Array(repeating: 0x78, count: 5_000) : pieces[piece]
        }
        let file = SourceFile(path: "t.nss", bytes: bytes)
        var line = 1
        var column = 1
        for offset in 0..<bytes.count {
            if offset % 5 == 0 || offset % 4_096 < 3 || offset % 4_096 > 4_093 {
                #expect(file.location(of: offset) == SourceLocation(line: line, column: column), "offset \(offset)")
            }
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// The table is scanned as far as it is read, a first piece and then doubling: in a
    /// file of several pieces, asked in any order (from the end first, at random, lines before
    /// any location), it answers as a byte-by-byte count does, CR LF pairs split by a piece's end
    /// included.
    @Test(arguments: 0..<4)
    func aTableScannedAsReadAnswersInAnyOrder(seed: Int) throws {
        var generator = DiagnosticOrderTests.Generator(state: UInt64(seed))
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0xC3, 0xA9], Array(repeating: 0x20, count: 300),
        ]
        var bytes: [UInt8] = []
        while bytes.count < 300_000 {
            bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }
        // CR LF across the ends of the first pieces (the first scan, then twice as far).
        let first = LineTable.firstScan
        for end in [first, 2 * first] {
            bytes[end - 1] = 0x0D
            bytes[end] = 0x0A
        }
        let (expected, lineStarts) = Self.countedLocations(bytes)
        let samples = (0..<2_000).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
        for order in [
            samples.sorted(by: >), samples, [first - 1, first, first + 1, 2 * first - 1, 2 * first] + samples,
        ] {
            let file = SourceFile(path: "t.nss", bytes: bytes)
            let wrong = order.first { file.location(of: $0) != expected[$0] }
            #expect(wrong == nil, "offset \(wrong ?? -1)")
        }
        let file = SourceFile(path: "t.nss", bytes: bytes)
        // First the line that starts where the first piece ends, its end not yet scanned.
        let afterFirstPiece = try #require(lineStarts.firstIndex(of: first + 1)) + 1
        for line in [afterFirstPiece, lineStarts.count, 1, lineStarts.count / 2]
            + (0..<200).map({ _ in
                Int.random(in: 1...lineStarts.count, using: &generator)
            })
        {
            var end = line < lineStarts.count ? lineStarts[line] : bytes.count
            if end > lineStarts[line - 1] && bytes[end - 1] == 0x0A { end -= 1 }
            if end > lineStarts[line - 1] && bytes[end - 1] == 0x0D { end -= 1 }
            #expect(file.lineRange(line) == lineStarts[line - 1]..<end, "line \(line)")
        }
    }

    @Test func offsetsPastTheEndClamp() {
        let file = SourceFile(path: "t.nss", text: "a\nb")
        #expect(file.location(of: 99) == SourceLocation(line: 2, column: 2))
        #expect(file.location(of: -5) == SourceLocation(line: 1, column: 1))
    }
}
