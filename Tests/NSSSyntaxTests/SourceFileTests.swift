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
