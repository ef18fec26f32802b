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
        if let value = type.readPlain(declaration, colors: colors) {
            return ValueReading(variableProblems: [], typed: .success(value))
        }
        let parts = ValuePart.parts(of: declaration)
        let (expanded, problems) = expander.withLock { $0.expand(parts) }
        guard problems.isEmpty else { return ValueReading(variableProblems: problems, typed: nil) }
        return ValueReading(variableProblems: [], typed: type.parse(expanded, colors: colors))
    }
}
