/// A comma-separated list of class names, such as `exclude-subviews: UITableViewCell,UITextField`.
public struct ClassListValue: Hashable, Sendable, CustomStringConvertible {
    /// The names, in order.
    public var names: [String]

    /// Creates a list.
    public init(_ names: [String]) { self.names = names }

    /// Canonical form: names joined by commas.
    public var description: String { names.joined(separator: ",") }

    /// Reads one or more identifiers separated by commas.
    public static func parse(_ parts: [ValuePart]) -> Result<ClassListValue, ValueError> {
        var names: [String] = []
        for group in ValuePart.splitAtCommas(parts) {
            guard group.count == 1, let token = group[0].token, token.kind == .identifier else {
                return .failure(
                    ValueError("expected class names separated by commas", at: group.isEmpty ? parts : group))
            }
            names.append(token.text)
        }
        guard !names.isEmpty else { return .failure(ValueError("missing class names", at: parts)) }
        return .success(ClassListValue(names))
    }
}
