import NSSSyntax

/// Writes a tree in the canonical layout: items and blocks with their comments, line by line.
struct LayoutPrinter {
    let tree: SyntaxTree
    let bytes: [UInt8]
    let options: FormatOptions
    /// The input's first line break, used for every line.
    let lineBreak: [UInt8]
    var output: [UInt8] = []
    /// Whether a line has been started: the first one is not preceded by a line break.
    var hasStarted = false

    init(tree: SyntaxTree, options: FormatOptions) {
        self.tree = tree
        self.options = options
        bytes = tree.source.bytes
        lineBreak = Self.firstLineBreak(in: bytes)
        output.reserveCapacity(bytes.count + bytes.count / 8)
    }

    static func firstLineBreak(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if bytes[index] == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D] }
        return [0x0A]
    }

    mutating func printStylesheet() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { output += [0xEF, 0xBB, 0xBF] }
        let end = tree.tokenCount - 1  // the end-of-file token
        printItems(tree.items, depth: 0, closing: end)
        // Nothing but trivia: an empty file stays empty, a comment-only file keeps its comments.
        let endsWithBreak = bytes.last == 0x0A || bytes.last == 0x0D
        if endsWithBreak && hasStarted { output += lineBreak }
    }

    // MARK: Items and blocks

    /// A sequence of items at a depth, then the comments in front of the closing token (`}` or the
    /// end of the file).
    /// `closing` is nil for a range format, which also leaves the first item's comments alone
    /// (they are outside the range it replaces).
    mutating func printItems(_ items: some Collection<SyntaxNode>, depth: Int, closing: Int?) {
        var previous: SyntaxKind?
        for item in items {
            let first = item.tokenIndices.lowerBound
            let spaced =
                previous.map { Self.isBlock($0) || Self.isBlock(item.kind) || hasBlankLine(before: first) } ?? false
            if closing != nil || previous != nil {
                printLeadingComments(of: first, depth: depth, blankLineFirst: spaced, beforeItem: true)
            }
            printItem(item, depth: depth)
            previous = item.kind
        }
        if let closing { printLeadingComments(of: closing, depth: depth, blankLineFirst: false, beforeItem: false) }
    }

    /// Consecutive top-level items, from the first one's first token to the last one's last: what
    /// a range format replaces.
    mutating func printItemsOnly(_ items: [SyntaxNode]) {
        hasStarted = true
        printItems(items, depth: 0, closing: nil)
    }

    static func isBlock(_ kind: SyntaxKind) -> Bool { kind == .rule || kind == .mediaRule }

    mutating func printItem(_ item: SyntaxNode, depth: Int) {
        switch item.kind {
        case .rule: printRule(item, depth: depth)
        case .mediaRule: printMedia(item, depth: depth)
        case .declaration, .variableDefinition: printDeclaration(item, depth: depth)
        default: printStatement(item, depth: depth)
        }
    }

    mutating func printRule(_ node: SyntaxNode, depth: Int) {
        let children = node.childNodes
        guard let list = children.first(where: { $0.kind == .selectorList }),
            let block = children.first(where: { $0.kind == .block })
        else { return printStatement(node, depth: depth) }
        let selectors = list.tokenIndices.filter { tree.kind(ofToken: $0) == .identifier }
        // The width of `A, B, C {` on one line.
        let oneLine = selectors.reduce(0) { $0 + tree.range(ofToken: $1).count } + 2 * (selectors.count - 1) + 2
        let hasComments = list.tokenIndices.dropFirst().contains { !comments(before: $0).isEmpty }
        if hasComments || depth * options.indent + oneLine <= options.width {
            printTokens(list.tokenIndices, spaceAfterComma: true)
        } else {
            for (index, selector) in selectors.enumerated() {
                if index > 0 {
                    output.append(UInt8(ascii: ","))
                    newLine(depth: depth, blank: false)
                }
                output += bytes[tree.range(ofToken: selector)]
            }
        }
        printBlock(block, depth: depth)
    }

    /// ` {`, the items indented, `}` on its own line.
    mutating func printBlock(_ block: SyntaxNode, depth: Int) {
        let open = block.tokenIndices.lowerBound
        printInlineComments(before: open)
        output += Array(" {".utf8)
        let close = block.tokenIndices.upperBound - 1
        printItems(block.childNodes, depth: depth + 1, closing: close)
        newLine(depth: depth, blank: false)
        output.append(UInt8(ascii: "}"))
    }

    mutating func printMedia(_ node: SyntaxNode, depth: Int) {
        guard let block = node.childNodes.first(where: { $0.kind == .block }) else {
            return printStatement(node, depth: depth)
        }
        // The query is copied as written: it is what the runtime matches.
        let keyword = node.tokenIndices.lowerBound
        output += bytes[tree.token(at: keyword).range]
        if let query = node.childNodes.first(where: { $0.kind == .mediaQuery }), !query.tokenIndices.isEmpty {
            let hadComments = !comments(before: query.tokenIndices.lowerBound).isEmpty
            printInlineComments(before: query.tokenIndices.lowerBound)
            if !hadComments { output.append(UInt8(ascii: " ")) }
            output += bytes[query.range]
        }
        printBlock(block, depth: depth)
    }

    /// `name: value;` (the `;` added where the author left it out before a `}`).
    mutating func printDeclaration(_ node: SyntaxNode, depth: Int) {
        // Name, `:`, value tokens, and `;` when written: by token index, without views.
        let tokens = node.tokenIndices
        guard tokens.count >= 2, tree.kind(ofToken: tokens.lowerBound + 1) == .colon else {
            return printStatement(node, depth: depth)
        }
        output += bytes[tree.range(ofToken: tokens.lowerBound)]
        printInlineComments(before: tokens.lowerBound + 1)
        output.append(UInt8(ascii: ":"))
        let hasSemicolon = tree.kind(ofToken: tokens.upperBound - 1) == .semicolon
        let values = (tokens.lowerBound + 2)..<(hasSemicolon ? tokens.upperBound - 1 : tokens.upperBound)
        if !values.isEmpty {
            let hadComments = !comments(before: values.lowerBound).isEmpty
            printInlineComments(before: values.lowerBound)
            if !hadComments { output.append(UInt8(ascii: " ")) }
            let start = tree.range(ofToken: values.lowerBound).lowerBound
            output += bytes[start..<tree.range(ofToken: values.upperBound - 1).upperBound]
        }
        if hasSemicolon { printInlineComments(before: tokens.upperBound - 1) }
        output.append(UInt8(ascii: ";"))
    }

    /// An `@import` or another at-rule: its tokens as written, spaces between them normalised.
    mutating func printStatement(_ node: SyntaxNode, depth: Int) {
        printTokens(node.tokenIndices, spaceAfterComma: false)
    }
}
