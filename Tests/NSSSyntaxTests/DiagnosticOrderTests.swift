import Testing

@testable import NSSSyntax

/// The lexer and the parser report separately; the tree gives their diagnostics in one order:
/// by position, a lexical one before a grammatical one at the same place.
@Suite("Diagnostics in file order")
struct DiagnosticOrderTests {
    /// A fixed-seed generator, so that a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Pieces that make lexical errors (stray bytes, unterminated strings and comments) and
    /// grammatical ones (unclosed blocks, missing values, stray braces), in any mix.
    static let pieces = [
        "A {", "b: c;", "}", "!", ">", "\"open", "/* open", "@v: 1;", "b:", ";", "{", "d: (", ")", "\n", " ", "\u{0}",
        "A, {", "@media (x: y) {", "e: #FFF !;",
    ]

    @Test func lexicalBeforeGrammaticalAtEachPosition() {
        var random = Generator(state: 19)
        var checked = 0
        for _ in 0..<400 {
            let count = Int.random(in: 1...40, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let tree = SyntaxTree.parse(text)
            let lexical = tree.source.tokenize().diagnostics
            let diagnostics = tree.diagnostics
            // Every lexical diagnostic is there, in the lexer's order.
            #expect(diagnostics.filter { lexical.contains($0) } == lexical, "\(text.debugDescription)")
            for (earlier, later) in zip(diagnostics, diagnostics.dropFirst()) {
                #expect(earlier.range.lowerBound <= later.range.lowerBound, "\(text.debugDescription)")
                if earlier.range.lowerBound == later.range.lowerBound {
                    #expect(
                        lexical.contains(earlier) || !lexical.contains(later),
                        "a grammatical diagnostic before a lexical one in \(text.debugDescription)")
                    checked += 1
                }
            }
        }
        // The inputs do put both kinds at one place.
        #expect(checked > 0)
    }
}
