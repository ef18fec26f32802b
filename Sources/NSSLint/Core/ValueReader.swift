import NSSSyntax
import NSSTheme

/// What a declaration's value reads as for its property's type.
struct ValueReading {
    let variableProblems: [VariableProblem]
    /// Nil when the value's variables did not expand cleanly.
    let typed: Result<TypedValue, ValueError>?
}

/// Reads declarations' values on demand, sharing one variable expander, so that a definition
/// used a hundred thousand times (or a chain of them) is expanded once, not once a use.
final class ValueReader: Sendable {
    private let expander: Locked<VariableExpander>
    private let colors: ColorOptions
    private let variables: VariableTable

    init(variables: VariableTable, colors: ColorOptions) {
        expander = Locked(VariableExpander(table: variables, scheme: nil))
        self.colors = colors
        self.variables = variables
    }

    /// A reader of the same variables with an expander of its own, whose lock no other thread
    /// takes.
    func forAnotherThread() -> ValueReader { ValueReader(variables: variables, colors: colors) }

    /// The reading of a declaration's value as a `type`.
    func read(_ declaration: Declaration, as type: ValueType) -> ValueReading {
        var problems: [VariableProblem] = []
        let typed = typed(declaration, as: type, problems: &problems)
        return ValueReading(variableProblems: problems, typed: typed)
    }

    /// The typed value alone of the declaration at node `node` of `tree`, as ``read(_:as:)``
    /// reads it: taken from a reading, it was copied out and the reading let go, for every value
    /// a rule read. A literal is read from the tree by node, a view of the declaration made only
    /// for the others: a view held the tree, counted at each value read.
    func typed(ofDeclarationAt node: Int, in tree: SyntaxTree, as type: ValueType) -> Result<TypedValue, ValueError>? {
        if let value = type.readPlain(ofDeclarationAt: node, in: tree, colors: colors) { return .success(value) }
        var problems: [VariableProblem] = []
        return parsed(Declaration(unchecked: tree.node(at: node)), as: type, problems: &problems)
    }

    private func typed(
        _ declaration: Declaration, as type: ValueType, problems: inout [VariableProblem]
    ) -> Result<TypedValue, ValueError>? {
        if let value = type.readPlain(declaration, colors: colors) { return .success(value) }
        return parsed(declaration, as: type, problems: &problems)
    }

    private func parsed(
        _ declaration: Declaration, as type: ValueType, problems: inout [VariableProblem]
    ) -> Result<TypedValue, ValueError>? {
        let parts = ValuePart.parts(of: declaration)
        let expanded: [ValuePart]
        (expanded, problems) = expander.withLock { $0.expand(parts) }
        guard problems.isEmpty else { return nil }
        return type.parse(expanded, colors: colors)
    }
}
