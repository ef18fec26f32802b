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
    /// Every declaration of the file with the rule it is in.
    var allDeclarations: [(rule: RuleFacts, declaration: DeclarationFacts)] {
        rules.flatMap { rule in rule.declarations.map { (rule, $0) } }
    }

    /// The variable references (`@name` tokens) in values of declarations and definitions, with
    /// the definition they are in (nil for declarations).
    var variableReferences: [(token: Token, definition: VariableDefinition?)] {
        var result: [(Token, VariableDefinition?)] = []
        let definitionsByStart = Dictionary(
            definitions.map { ($0.span.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        for declarationNode in tree.root.descendantsAndSelf
        where declarationNode.kind == .declaration || declarationNode.kind == .variableDefinition {
            guard let declaration = Declaration(declarationNode) else { continue }
            let definition =
                declaration.isVariableDefinition ? definitionsByStart[declaration.node.range.lowerBound] : nil
            for index in declaration.valueTokenIndices {
                let token = tree.token(at: index)
                if token.kind == .atKeyword && token.range.count > 1 { result.append((token, definition)) }
            }
        }
        return result
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
    let quoted = items.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
}
