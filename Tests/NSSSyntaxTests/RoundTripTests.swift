import Foundation
import Testing

@testable import NSSSyntax

@Suite("Round trip of every fixture, example and theme")
struct RoundTripTests {
    static let fixtures = Repository.files(in: "Tests/NSSSyntaxTests/Fixtures")
    static let grammarExamples = Repository.files(in: "Grammar/examples")
    static let themes = Repository.files(in: "Themes")

    @Test func thereAreFilesToCheck() {
        #expect(Self.fixtures.count >= 4)
        #expect(Self.grammarExamples.count >= 6)
        #expect(!Self.themes.isEmpty)
    }

    @Test(arguments: fixtures + grammarExamples + themes)
    func parsesCleanlyAndRoundTrips(_ url: URL) throws {
        let tree = SyntaxTree.parse(try Repository.source(url))
        #expect(summary(tree) == [])
        checkInvariants(tree)
    }

    @Test func grammarExamplesCoverEveryConstruct() throws {
        var kinds: Set<SyntaxKind> = []
        var tokenKinds: Set<TokenKind> = []
        var commentStyles: Set<NSSSyntax.Comment.Style> = []
        for url in Self.grammarExamples {
            let tree = SyntaxTree.parse(try Repository.source(url))
            kinds.formUnion(tree.nodes.map(\.kind))
            tokenKinds.formUnion(tree.tokens.kindList)
            commentStyles.formUnion(tree.comments.map(\.style))
        }
        #expect(
            kinds.isSuperset(of: [
                .rule, .selectorList, .block, .declaration, .variableDefinition, .function, .mediaRule, .mediaQuery,
                .importRule,
            ]))
        #expect(tokenKinds.isSuperset(of: [.identifier, .number, .hash, .atKeyword, .string, .comma]))
        #expect(commentStyles == [.block, .line])
    }

    /// Every prefix of a real file is a half-typed file in an editor: each must parse and round-trip.
    @Test func everyPrefixOfAFixtureRoundTrips() throws {
        let bytes = try Repository.source(Self.fixtures.first { $0.lastPathComponent == "fiori-cells.nss" }!).bytes
        for length in 0...bytes.count {
            let tree = SyntaxTree.parse(SourceFile(path: "prefix.nss", bytes: Array(bytes[0..<length])))
            if tree.printed() != Array(bytes[0..<length]) {
                Issue.record("prefix of \(length) bytes does not round-trip")
                return
            }
        }
    }
}
