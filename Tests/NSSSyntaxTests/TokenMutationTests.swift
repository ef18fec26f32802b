import Foundation
import Testing

@testable import NSSSyntax

/// Every fixture, broken one token at a time: each token dropped, duplicated, and preceded by a
/// stray piece of syntax. The parser must finish every mutant, print it back exactly and keep
/// every promise of a lossless tree; what it reports is checked to lie inside the file.
@Suite("Token mutations")
struct TokenMutationTests {
    static let files = Repository.files(in: "Tests/NSSSyntaxTests/Fixtures") + Repository.files(in: "Grammar/examples")
    static let insertions = ["{", "}", ";", ":", "(", ")", ",", "@", "/*", "\"", "#", "-", "\u{FEFF}", "\0"]
        .map { Array($0.utf8) }

    enum Mutation: CaseIterable {
        case drop, duplicate, insert
    }

    static func mutants(of bytes: [UInt8], token range: Range<Int>, index: Int, _ mutation: Mutation) -> [UInt8] {
        switch mutation {
        case .drop:
            return Array(bytes[..<range.lowerBound] + bytes[range.upperBound...])
        case .duplicate:
            return Array(bytes[..<range.upperBound] + bytes[range] + bytes[range.upperBound...])
        case .insert:
            let insertion = insertions[index % insertions.count]
            return Array(bytes[..<range.lowerBound]) + insertion + Array(bytes[range.lowerBound...])
        }
    }

    @Test(arguments: files)
    func everyMutantParsesAndRoundTrips(_ url: URL) throws {
        let bytes = try Repository.source(url).bytes
        let tree = SyntaxTree.parse(SourceFile(path: url.lastPathComponent, bytes: bytes))
        let tokens = tree.tokens
        var mutants = 0
        for index in 0..<(tokens.count - 1) {
            let range = tokens.start(of: index)..<tokens.end(of: index)
            for mutation in Mutation.allCases {
                let mutant = Self.mutants(of: bytes, token: range, index: index, mutation)
                let mutantTree = SyntaxTree.parse(SourceFile(path: "mutant.nss", bytes: mutant))
                mutants += 1
                guard mutantTree.printed() == mutant else {
                    Issue.record("\(mutation) of token \(index) in \(url.lastPathComponent) does not round-trip")
                    return
                }
                for diagnostic in mutantTree.diagnostics where diagnostic.range.upperBound > mutant.count {
                    Issue.record("\(mutation) of token \(index): a diagnostic lies outside the file")
                }
                // The full structural check on a sample keeps the suite quick.
                if index % 7 == 0 { checkInvariants(mutantTree) }
            }
        }
        #expect(mutants == (tokens.count - 1) * Mutation.allCases.count)
    }
}
