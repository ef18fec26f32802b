/// A node as read: nodes are kept in pre-order, so a node's descendants follow it and
/// `subtreeEnd` is the index just past the last of them.
@usableFromInline
struct NodeRecord: Sendable {
    @usableFromInline var kind: SyntaxKind
    /// The first token the node covers.
    @usableFromInline var firstToken: UInt32
    /// One past the last token the node covers.
    @usableFromInline var endToken: UInt32
    /// One past the node's last descendant in the node array.
    @usableFromInline var subtreeEnd: UInt32

    @inlinable
    init(kind: SyntaxKind, firstToken: UInt32, endToken: UInt32, subtreeEnd: UInt32) {
        self.kind = kind
        self.firstToken = firstToken
        self.endToken = endToken
        self.subtreeEnd = subtreeEnd
    }
}

/// A node's positions as stored, apart from its kind: twelve bytes where the record with its
/// one-byte kind would take sixteen, which is 19 MB of a 50 MB theme's tree.
@usableFromInline
struct NodeSpan: Sendable {
    @usableFromInline var firstToken: UInt32
    @usableFromInline var endToken: UInt32
    @usableFromInline var subtreeEnd: UInt32
}

/// The nodes of a file in pre-order, in two parallel buffers (kinds and spans) the parser appends
/// to and patches. Inlined into the other modules' passes as `TokenStorage` is, and for the same
/// reasons: the tree's declaration name and value ranges are read for every declaration of a lint.
@usableFromInline
final class NodeStorage: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    private var capacity: Int
    @usableFromInline @exclusivity(unchecked) private(set) var kinds: UnsafeMutablePointer<SyntaxKind>
    @usableFromInline @exclusivity(unchecked) private(set) var spans: UnsafeMutablePointer<NodeSpan>

    init(estimatedCount: Int) {
        capacity = Swift.max(estimatedCount, 16)
        kinds = LargeAllocation.allocate(SyntaxKind.self, capacity: capacity)
        spans = LargeAllocation.allocate(NodeSpan.self, capacity: capacity)
    }

    deinit {
        LargeAllocation.deallocate(kinds)
        LargeAllocation.deallocate(spans)
    }

    @usableFromInline var startIndex: Int { 0 }
    @usableFromInline var endIndex: Int { count }

    @inlinable
    subscript(position: Int) -> NodeRecord {
        get {
            let span = spans[position]
            return NodeRecord(
                kind: kinds[position], firstToken: span.firstToken, endToken: span.endToken,
                subtreeEnd: span.subtreeEnd)
        }
    }

    @inline(__always)
    func append(_ record: NodeRecord) {
        if count == capacity { resize(to: capacity * 2) }
        kinds[count] = record.kind
        spans[count] = NodeSpan(
            firstToken: record.firstToken, endToken: record.endToken, subtreeEnd: record.subtreeEnd)
        count += 1
    }

    private func resize(to newCapacity: Int) {
        kinds = LargeAllocation.moved(kinds, count: count, to: newCapacity)
        spans = LargeAllocation.moved(spans, count: count, to: newCapacity)
        capacity = newCapacity
    }

    @inline(__always)
    func finish(_ index: Int, endToken: UInt32) {
        spans[index].endToken = endToken
        spans[index].subtreeEnd = UInt32(count)
    }

    /// Appends `other`'s nodes but its root, which parsed the tokens from `tokenBase` on: their
    /// token and node positions move past these.
    func appendAllButRoot(of other: NodeStorage, tokenBase: UInt32) {
        let nodeBase = UInt32(count - 1)
        let total = count + other.count - 1
        if total > capacity { resize(to: total) }
        guard other.count > 1 else { return }
        (kinds + count).initialize(from: other.kinds + 1, count: other.count - 1)
        for index in 1..<other.count {
            var span = other.spans[index]
            span.firstToken += tokenBase
            span.endToken += tokenBase
            span.subtreeEnd += nodeBase
            spans[count] = span
            count += 1
        }
    }

    /// Releases the capacity past the last node, once parsing is over.
    func shrinkToFit() {
        kinds = LargeAllocation.shrink(kinds, to: count)
        spans = LargeAllocation.shrink(spans, to: count)
        capacity = Swift.max(count, 1)
    }

    /// Drops the nodes after `index` and makes it skipped content.
    func demote(_ index: Int) {
        count = index + 1
        kinds[index] = .unexpected
    }
}

/// The lossless syntax tree of one stylesheet.
///
/// Every byte of the input belongs to exactly one token or to the trivia (whitespace, comments, a
/// leading byte order mark) in front of a token; the final ``TokenKind/endOfFile`` token owns the
/// trailing trivia. Printing the tree therefore gives back the input byte for byte, whatever it
/// was. Nodes and tokens live in flat arrays; ``SyntaxNode`` and ``Token`` are lightweight views.
public final class SyntaxTree: Sendable {
    /// The file this tree was parsed from.
    public let source: SourceFile
    /// The lexical and grammatical problems found, in source order.
    public let diagnostics: SyntaxDiagnosticList
    /// Every comment, in source order.
    public let comments: [Comment]
    @usableFromInline let tokens: TokenStorage
    @usableFromInline let nodes: NodeStorage
    /// The rules' counts, as the parser made them.
    package let ruleCounts: RuleCounts
    /// The names the rules use, as a pass kept them for the next one (``keep(_:)``); shared by
    /// the tree objects over this storage.
    let keptNames: Locked<RuleNames?>
    /// What a resolve pass read of the values, kept for the lint (``KeptValueReadings``).
    let keptValues: Locked<KeptValueReadings?>

    init(
        source: SourceFile, tokens: TokenStorage, nodes: NodeStorage, comments: [Comment],
        diagnostics: [StoredDiagnostic], ruleCounts: RuleCounts
    ) {
        self.source = source
        self.tokens = tokens
        self.nodes = nodes
        self.comments = comments
        self.diagnostics = SyntaxDiagnosticList(diagnostics)
        self.ruleCounts = ruleCounts
        keptNames = Locked(nil)
        keptValues = Locked(nil)
    }

    private init(copying other: SyntaxTree) {
        source = other.source
        tokens = other.tokens
        nodes = other.nodes
        comments = other.comments
        diagnostics = other.diagnostics
        ruleCounts = other.ruleCounts
        keptNames = other.keptNames
        keptValues = other.keptValues
    }

    /// A second tree object over this tree's storage, for another thread to read through.
    ///
    /// Every view of a tree counts references on the tree object. Two threads making views of
    /// one tree update one count from two cores, and its cache line moves between them at each
    /// view; a tree of its own for each thread keeps the counts apart. The storage is shared and
    /// never changes. Views of the two objects show the same text but are not equal, as views of
    /// different trees never are.
    package func sharingStorage() -> SyntaxTree { SyntaxTree(copying: self) }

    /// The root node, of kind ``SyntaxKind/stylesheet``.
    public var root: SyntaxNode { SyntaxNode(tree: self, index: 0) }

    /// The node at a position in pre-order, for tables that keep nodes as indices.
    @inlinable
    package func node(at index: Int) -> SyntaxNode { SyntaxNode(tree: self, index: index) }

    /// The token index of the name of the declaration at node `index`: ``Declaration/name``
    /// without a view.
    @inlinable
    package func declarationName(atNode index: Int) -> Int { Int(nodes[index].firstToken) }

    /// Whether the node at `index` has child nodes: for a declaration, whether its value holds a
    /// function call.
    @inlinable
    package func hasChildNodes(_ index: Int) -> Bool { Int(nodes[index].subtreeEnd) > index + 1 }

    /// ``Declaration/valueTokenIndices`` of the declaration at node `index`, without a view.
    @inlinable @inline(__always)
    package func valueTokenIndices(ofDeclarationAt index: Int) -> Range<Int> {
        let record = nodes[index]
        let first = Int(record.firstToken)
        let end = Int(record.endToken)
        // Name and colon first; a last `;` after them is no part of the value.
        let endsWithSemicolon = end - 1 > first + 1 && tokens.kinds[end - 1] == .semicolon
        return (first + 2)..<(end - (endsWithSemicolon ? 1 : 0))
    }

    /// ``Declaration/valueRange`` of the declaration at node `index`, without a view.
    /// Its tokens are the node's, so their offsets are read without checking their indices:
    /// checked, a call took 78 instructions, 65 since, and invalid-value and the index's value
    /// interning each make one for every declaration.
    @inlinable
    package func valueRange(ofDeclarationAt index: Int) -> Range<Int> {
        let tokens = valueTokenIndices(ofDeclarationAt: index)
        guard let first = tokens.first else {
            let colonEnd = self.tokens.range(of: tokens.lowerBound - 1).upperBound
            return colonEnd..<colonEnd
        }
        return self.tokens.start(of: first)..<self.tokens.range(of: tokens.upperBound - 1).upperBound
    }

    /// ``SyntaxNode/range`` of the node at `index`, without a view.
    package func range(ofNode index: Int) -> Range<Int> {
        let record = nodes[index]
        let first = Int(record.firstToken)
        let end = Int(record.endToken)
        guard first < end else {
            let offset = first < tokenCount ? triviaStart(ofToken: first) : 0
            return offset..<offset
        }
        return range(ofToken: first).lowerBound..<range(ofToken: end - 1).upperBound
    }

    /// The number of tokens, the end-of-file token included.
    public var tokenCount: Int { tokens.count }

    /// The number of nodes, the root included.
    public var nodeCount: Int { nodes.count }

    /// The token at `index` (0 ..< ``tokenCount``).
    public func token(at index: Int) -> Token {
        precondition(index >= 0 && index < tokens.count, "token index out of range")
        return Token(tree: self, index: index)
    }

    /// All tokens in source order.
    public var allTokens: [Token] { (0..<tokens.count).map { Token(tree: self, index: $0) } }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The source text, reprinted from the tree: equal to the input bytes for every input.
    public func printed() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count)
        root.write(to: &output)
        return output
    }

    /// The kind of the node at `index` (pre-order), without making a ``SyntaxNode``.
    public func nodeKind(at index: Int) -> SyntaxKind { nodes[index].kind }

    /// The index of a node's first token.
    public func firstToken(ofNode index: Int) -> Int { Int(nodes[index].firstToken) }

    /// The kind of the token at `index`, without making a ``Token``.
    @inlinable @inline(__always)
    public func kind(ofToken index: Int) -> TokenKind {
        precondition(index >= 0 && index < tokens.count, "token index out of range")
        return tokens.kinds[index]
    }

    /// Calls `body` with the index of each token of one of `kinds`, in order. The kinds are read
    /// here, in place, eight at a time: a rule that looks for one kind of token, asking for each
    /// token's kind, made a call for every token of the file; read one at a time, the scans of
    /// ambiguous-hex and for variable references took 25.4 M of a 5 MB lint's instructions, 20.8 M
    /// this way.
    @inlinable package func forEachToken(ofKinds kinds: TokenKind..., body: (Int) -> Void) {
        let patterns = kinds.map { UInt64($0.rawValue) &* 0x0101_0101_0101_0101 }
        let stored = UnsafeRawPointer(tokens.kinds)
        let count = tokens.count
        var start = 0
        while start + 8 <= count {
            let word = UInt64(littleEndian: stored.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            var matches: UInt64 = 0
            for pattern in patterns { matches |= Self.zeroBytes(of: word ^ pattern) }
            while matches != 0 {
                body(start + matches.trailingZeroBitCount >> 3)
                matches &= matches &- 1
            }
            start += 8
        }
        for index in start..<count where kinds.contains(tokens.kinds[index]) { body(index) }
    }

    /// The high bit of each byte of `word` that is zero, and no other bit: exact, unlike the
    /// shorter test for whether any byte is zero, whose borrow can mark the byte after a zero.
    @inlinable @inline(__always)
    static func zeroBytes(of word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }

    /// Whether the token at `index` is `length` bytes long (below 255), answered from its length
    /// alone, without finding its start.
    @inlinable @inline(__always)
    package func token(_ index: Int, hasLength length: Int) -> Bool {
        precondition(index >= 0 && index < tokens.count, "token index out of range")
        return length < Int(UInt8.max) && tokens.lengths[index] == UInt8(truncatingIfNeeded: length)
    }

    /// The byte range of the token at `index`, without making a ``Token``.
    @inlinable @inline(__always)
    public func range(ofToken index: Int) -> Range<Int> {
        precondition(index >= 0 && index < tokens.count, "token index out of range")
        return tokens.range(of: index)
    }

    /// Where the trivia in front of a token starts: the end of the previous token, or the start of
    /// the file.
    public func triviaStart(ofToken index: Int) -> Int {
        index == 0 ? 0 : tokens.end(of: index - 1)
    }
}

/// The direct child nodes of a node, in source order: a view of the tree, walked from one child
/// to the next past its subtree, rather than an array made for each question (the stylesheet
/// of a large theme has a hundred thousand children).
public struct SyntaxChildNodes: Collection, Sendable {
    /// A child's place: its position in the tree, opaque so that it is not taken for a count
    /// of children (the third child is `dropFirst(2).first`, not `[2]`).
    public struct Index: Comparable, Sendable {
        let node: Int

        /// Orders places as the tree does.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.node < rhs.node }
    }

    let tree: SyntaxTree
    /// The first child, or ``endIndex`` when there is none.
    public let startIndex: Index
    /// The place just past the parent's last descendant.
    public let endIndex: Index

    init(tree: SyntaxTree, first: Int, end: Int) {
        self.tree = tree
        startIndex = Index(node: first)
        endIndex = Index(node: end)
    }

    /// The child at a place.
    public subscript(position: Index) -> SyntaxNode { SyntaxNode(tree: tree, index: position.node) }

    /// The next child: the first node past this one's subtree.
    public func index(after position: Index) -> Index { Index(node: Int(tree.nodes[position.node].subtreeEnd)) }
}

/// One token: a kind and a byte range, with the trivia in front of it.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// The tree the token belongs to.
    public let tree: SyntaxTree
    /// The token's position among all tokens of the file.
    public let index: Int

    /// What kind of token this is.
    public var kind: TokenKind { tree.kind(ofToken: index) }
    /// The token's bytes, without trivia.
    @inlinable public var range: Range<Int> { tree.range(ofToken: index) }
    /// The token's bytes with the trivia in front of it.
    public var fullRange: Range<Int> { tree.triviaStart(ofToken: index)..<range.upperBound }
    /// The token's text.
    public var text: String { tree.source.text(range) }
    /// The whitespace and comments in front of the token.
    public var leadingTrivia: [TriviaPiece] {
        TriviaPiece.split(tree.source.bytes, range: tree.triviaStart(ofToken: index)..<range.lowerBound)
    }
    /// Whether a line break separates this token from the previous one.
    public var isAtStartOfLine: Bool {
        let bytes = tree.source.bytes
        return index == 0
            || bytes[tree.triviaStart(ofToken: index)..<range.lowerBound].contains { $0 == 0x0A || $0 == 0x0D }
    }
    /// Whether the token was written in the file (an end-of-file token is empty).
    public var isEmpty: Bool { range.isEmpty }

    /// Whether the token's bytes equal `text`, without making a string.
    public func textEquals(_ text: StaticString) -> Bool {
        let range = self.range
        guard range.count == text.utf8CodeUnitCount else { return false }
        let bytes = tree.source.bytes
        return text.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[range.lowerBound + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Two views are equal when they show the same element of the same tree.
    public static func == (lhs: Token, rhs: Token) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
    /// Hashes the element's position.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// A short human-readable form.
    public var description: String { "\(kind)\(range) \(text.debugDescription)" }
}

/// One node of the tree: a view of the flat storage.
public struct SyntaxNode: Hashable, Sendable, CustomStringConvertible {
    /// The tree the node belongs to.
    public let tree: SyntaxTree
    /// The node's position in pre-order.
    public let index: Int

    @usableFromInline init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    @usableFromInline var record: NodeRecord { tree.nodes[index] }

    /// What kind of node this is.
    @inlinable public var kind: SyntaxKind { record.kind }
    /// The indices of the tokens the node covers, its descendants' included.
    public var tokenIndices: Range<Int> { Int(record.firstToken)..<Int(record.endToken) }
    /// The node's bytes without the trivia in front of its first token.
    public var range: Range<Int> { tree.range(ofNode: index) }
    /// The node's bytes with the trivia in front of its first token.
    public var fullRange: Range<Int> {
        let tokens = tokenIndices
        guard let first = tokens.first else { return range }
        return tree.triviaStart(ofToken: first)..<tree.range(ofToken: tokens.upperBound - 1).upperBound
    }
    /// The node's text, without leading trivia.
    public var text: String { tree.source.text(range) }

    /// The node's tokens, its descendants' included, in order.
    public var tokens: [Token] { tokenIndices.map { Token(tree: tree, index: $0) } }

    /// The direct children: nodes and the tokens not inside a child node, in source order.
    public var children: [SyntaxElement] {
        var result: [SyntaxElement] = []
        var tokenIndex = Int(record.firstToken)
        let endToken = Int(record.endToken)
        var child = index + 1
        let subtreeEnd = Int(record.subtreeEnd)
        while tokenIndex < endToken || child < subtreeEnd {
            if child < subtreeEnd && Int(tree.nodes[child].firstToken) <= tokenIndex {
                let node = SyntaxNode(tree: tree, index: child)
                result.append(.node(node))
                tokenIndex = Int(tree.nodes[child].endToken)
                child = Int(tree.nodes[child].subtreeEnd)
            } else {
                result.append(.token(Token(tree: tree, index: tokenIndex)))
                tokenIndex += 1
            }
        }
        return result
    }

    /// The direct child nodes, in source order, read from the tree as they are walked.
    public var childNodes: SyntaxChildNodes {
        SyntaxChildNodes(tree: tree, first: index + 1, end: Int(record.subtreeEnd))
    }

    /// The direct child nodes of one kind.
    public func childNodes(ofKind kind: SyntaxKind) -> [SyntaxNode] {
        childNodes.filter { $0.kind == kind }
    }

    /// The node and all its descendants, in pre-order.
    public var descendantsAndSelf: LazyMapCollection<Range<Int>, SyntaxNode> {
        let tree = tree
        return (index..<Int(record.subtreeEnd)).lazy.map { SyntaxNode(tree: tree, index: $0) }
    }

    /// The direct child tokens (those not inside a child node), in source order.
    public var childTokens: [Token] {
        children.compactMap { if case .token(let token) = $0 { token } else { nil } }
    }

    /// Appends the node's bytes, trivia included, by walking its children.
    func write(to output: inout [UInt8]) {
        let bytes = tree.source.bytes
        for child in children {
            switch child {
            case .node(let node): node.write(to: &output)
            case .token(let token): output.append(contentsOf: bytes[token.fullRange])
            }
        }
    }

    /// Two views are equal when they show the same element of the same tree.
    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
    /// Hashes the element's position.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// A short human-readable form.
    public var description: String { "\(kind)\(range)" }
}

/// A child of a node: another node, or a token.
public enum SyntaxElement: Hashable, Sendable {
    /// A child node.
    case node(SyntaxNode)
    /// A child token.
    case token(Token)
}
