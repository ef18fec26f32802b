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

    /// Counting line breaks gives the line the table gives, at every offset of files mixing LF,
    /// CR LF and lone CR, a break at the very end included.
    @Test(arguments: 0..<50)
    func countedLinesMatchTheTable(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0xC3, 0xA9], [0x0A, 0x0D]]
        var bytes: [UInt8] = []
        for _ in 0..<60 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes += pieces[Int(state >> 33) % pieces.count]
        }
        let file = SourceFile(path: "t.nss", bytes: bytes)
        for offset in -1...(bytes.count + 1) {
            #expect(file.line(countingTo: offset) == file.location(of: offset).line, "offset \(offset) of \(bytes)")
        }
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

    @Test func offsetsPastTheEndClamp() {
        let file = SourceFile(path: "t.nss", text: "a\nb")
        #expect(file.location(of: 99) == SourceLocation(line: 2, column: 2))
        #expect(file.location(of: -5) == SourceLocation(line: 1, column: 1))
    }
}
