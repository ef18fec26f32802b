import Testing

@testable import NSSSyntax

/// Unclosed blocks are kept as offsets: read back, each is the diagnostic made whole at once.
@Suite("Stored diagnostics")
struct StoredDiagnosticTests {
    @Test(arguments: [nil, 40..<41, 7..<19])
    func unclosedBlockReadsBackWhole(nextRule: Range<Int>?) {
        for (opening, end) in [(0..<1, 5), (3..<4, 1_000), (12..<13, Int(UInt32.max) - 1)] {
            let stored = StoredDiagnostic.unclosedBlock(opening: opening, end: end, nextRule: nextRule)
            let whole = SyntaxDiagnostics.unclosedBlock(opening: opening, end: end, nextRule: nextRule)
            #expect(stored.diagnostic == whole)
            #expect(stored.range == whole.range)
        }
    }

    /// A tree of unclosed blocks lists them in order, with the note naming the next rule.
    @Test func treeListsUnclosedBlocksInOrder() {
        let tree = SyntaxTree.parse("A { b: c;\nB { d: e;\nC { f: g; }")
        #expect(tree.diagnostics.map(\.code) == [.unclosedBlock, .unclosedBlock])
        #expect(tree.diagnostics.ranges == [2..<3, 12..<13])
        #expect(tree.diagnostics[0].notes.first?.range == 10..<11)
        #expect(tree.diagnostics[1].notes.first?.range == 20..<21)
        #expect(tree.diagnostics.map(\.range) == tree.diagnostics.ranges)
    }
}
