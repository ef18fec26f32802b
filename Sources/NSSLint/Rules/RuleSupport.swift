import NSSSyntax
import NSSTheme

extension ValuePart {
    /// The tokens of the part, inside function calls too.
    var allTokens: [ValueToken] {
        switch self {
        case .token(let token): [token]
        case .function(let name, let arguments, _): (name.map { [$0] } ?? []) + arguments.flatMap(\.allTokens)
        }
    }
}

extension LintContext {
    /// The token indices of the variable references (`@name` tokens) in values of declarations
    /// and definitions, in order: every at-keyword but the names of definitions and the keywords
    /// of at-rules.
    var variableReferences: [Int] {
        // Pre-order lists nodes by their first tokens, so the excluded tokens come sorted, and
        // are passed by as the at-keywords are met, without a set to hash them into.
        var excluded: [Int] = []
        for index in 0..<tree.nodeCount {
            switch tree.nodeKind(at: index) {
            case .variableDefinition, .mediaRule, .importRule, .atRule:
                excluded.append(tree.firstToken(ofNode: index))
            default:
                continue
            }
        }
        var nextExcluded = 0
        var result: [Int] = []
        tree.forEachToken(ofKinds: .atKeyword) { index in
            while nextExcluded < excluded.count && excluded[nextExcluded] < index { nextExcluded += 1 }
            if nextExcluded < excluded.count && excluded[nextExcluded] == index { return }
            if tree.range(ofToken: index).count > 1 { result.append(index) }
        }
        return result
    }

    /// Whether the configuration says app code reads a declaration's property for one of the
    /// rule's classes (`customProperties`): then no renderer needs to read it.
    @inline(__always)
    func isReadFromCode(_ facts: DeclarationFacts, in rule: RuleFacts) -> Bool {
        // Most configurations name no such property: then no text need be read, and the answer
        // is found where the rule asks, without a call (1.7 M of the 1 MB pipeline's
        // instructions, two rules asking for each declaration).
        configuration.mayReadFromCode && namesPropertyReadFromCode(facts, in: rule)
    }

    private func namesPropertyReadFromCode(_ facts: DeclarationFacts, in rule: RuleFacts) -> Bool {
        let name = facts.declaration.name.text
        return rule.selectors.contains { configuration.readsFromCode(name, of: $0.token.text) }
    }

    /// The span of a value part in this file, if it is in this file.
    func range(of part: ValuePart) -> Range<Int>? {
        guard let span = part.span, span.file === file else { return nil }
        return span.range
    }

    /// Where a value error points, in this file, or the declaration's value when elsewhere.
    func range(of error: ValueError, in declaration: Declaration) -> Range<Int> {
        if let span = error.span, span.file === file, !span.range.isEmpty { return span.range }
        return declaration.valueRange.isEmpty ? declaration.node.range : declaration.valueRange
    }

    /// The group a rule's class path has, for checks that need one; nil for custom and unknown paths.
    func groups(of rule: RuleFacts) -> [(selector: SelectorFacts, group: String?)] {
        rule.selectors.map { ($0, $0.group) }
    }
}

/// `'a', 'b' or 'c'`.
func listing(_ items: [String], conjunction: String = "or") -> String {
    var pieces: [MessagePiece] = []
    appendListing(items, conjunction: conjunction, to: &pieces)
    return makeMessage(pieces)
}

/// ``listing(_:conjunction:)``'s pieces, added to a message's: made into a string of its own
/// first, a listing cost as much again as the message it went into.
func appendListing(_ items: [String], conjunction: String = "or", to pieces: inout [MessagePiece]) {
    pieces.reserveCapacity(pieces.count + items.count * 4)
    for (index, item) in items.enumerated() {
        if index > 0 {
            if index < items.count - 1 {
                pieces.append(.text(", "))
            } else {
                pieces.append(.text(" "))
                pieces.append(.string(conjunction))
                pieces.append(.text(" "))
            }
        }
        pieces.append(.text("'"))
        pieces.append(.string(item))
        pieces.append(.text("'"))
    }
}
