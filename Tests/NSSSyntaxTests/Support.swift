import Foundation
import Testing

@testable import NSSSyntax

/// Files of the repository, found from this file's path so tests run from any directory.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(in folder: String, extension ext: String = "nss") -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func source(_ url: URL) throws -> SourceFile {
        SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
    }
}

/// Diagnostics as `line:column code` strings, the form the tables of expectations use.
func summary(_ tree: SyntaxTree) -> [String] {
    tree.diagnostics.map { diagnostic in
        "\(tree.source.location(of: diagnostic.range.lowerBound)) \(diagnostic.code)"
    }
}

/// Checks everything a lossless tree promises, recording an issue for each broken promise:
/// the printed tree equals the input; tokens are in order and the gaps between them hold only
/// trivia; every node's tokens lie inside its parent's, children in order; the root covers all.
func checkInvariants(_ tree: SyntaxTree, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let bytes = tree.source.bytes
    #expect(tree.printed() == bytes, "printed tree differs from the input", sourceLocation: sourceLocation)

    let tokens = tree.tokens
    #expect(tokens.count >= 1, sourceLocation: sourceLocation)
    #expect(tokens.kindList.last == .endOfFile, sourceLocation: sourceLocation)
    #expect(tokens.kindList.filter { $0 == .endOfFile }.count == 1, sourceLocation: sourceLocation)
    #expect(
        tokens.end(of: tokens.count - 1) == bytes.count || bytes.count > SourceFile.maximumSize,
        sourceLocation: sourceLocation)
    var previousEnd = 0
    for index in 0..<tokens.count {
        let start = tokens.start(of: index)
        let end = tokens.end(of: index)
        guard start >= previousEnd, end >= start else {
            Issue.record("token \(index) out of order", sourceLocation: sourceLocation)
            return
        }
        if tokens.kinds[index] != .endOfFile && end == start {
            Issue.record("token \(index) is empty", sourceLocation: sourceLocation)
        }
        for piece in TriviaPiece.split(bytes, range: previousEnd..<start) {
            let text = bytes[piece.range]
            switch piece {
            case .whitespace, .newlines:
                if !text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B].contains($0) }) {
                    Issue.record("non-whitespace in trivia before token \(index)", sourceLocation: sourceLocation)
                }
            case .blockComment:
                if !text.starts(with: Array("/*".utf8)) {
                    Issue.record("bad block comment", sourceLocation: sourceLocation)
                }
            case .lineComment:
                if !text.starts(with: Array("//".utf8)) {
                    Issue.record("bad line comment", sourceLocation: sourceLocation)
                }
            case .byteOrderMark:
                if piece.range != 0..<3 {
                    Issue.record("byte order mark after the start", sourceLocation: sourceLocation)
                }
            }
        }
        previousEnd = end
    }

    let nodes = tree.nodes
    #expect(nodes.first?.kind == .stylesheet, sourceLocation: sourceLocation)
    #expect(
        nodes.first.map { Int($0.firstToken) == 0 && Int($0.endToken) == tokens.count } == true,
        sourceLocation: sourceLocation)
    #expect(nodes.first.map { Int($0.subtreeEnd) == nodes.count } == true, sourceLocation: sourceLocation)
    // Every node: a valid subtree; its children tile a sub-range of its tokens, in order.
    for index in nodes.indices {
        let node = nodes[index]
        guard Int(node.subtreeEnd) > index, Int(node.subtreeEnd) <= nodes.count, node.firstToken <= node.endToken else {
            Issue.record("node \(index) malformed", sourceLocation: sourceLocation)
            return
        }
        var child = index + 1
        var lastEnd = node.firstToken
        while child < Int(node.subtreeEnd) {
            let childNode = nodes[child]
            if childNode.firstToken < lastEnd || childNode.endToken > node.endToken
                || Int(childNode.subtreeEnd) > Int(node.subtreeEnd)
            {
                Issue.record("node \(child) not nested in node \(index)", sourceLocation: sourceLocation)
                return
            }
            lastEnd = childNode.endToken
            child = Int(childNode.subtreeEnd)
        }
    }
}
