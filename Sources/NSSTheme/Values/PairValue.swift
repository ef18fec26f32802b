/// Two numbers separated by a comma: a size (`width, height`) or an offset (`horizontal,
/// vertical`), as in `shadow-offset: 1, 2`.
public struct PairValue: Hashable, Sendable, CustomStringConvertible {
    /// The first number: width, or horizontal offset.
    public var first: Double
    /// The second number: height, or vertical offset.
    public var second: Double

    /// Creates a pair.
    public init(_ first: Double, _ second: Double) {
        self.first = first
        self.second = second
    }

    /// Canonical form: `first,second`.
    public var description: String { "\(NumberFormat.string(first)),\(NumberFormat.string(second))" }

    /// Reads `a, b` (NUI needs both numbers: one alone crashes it).
    public static func parse(_ parts: [ValuePart], kind: String = "an offset") -> Result<PairValue, ValueError> {
        let groups = ValuePart.splitAtCommas(parts)
        guard groups.count == 2 else {
            if groups.count == 1 && groups[0].count == 2 {
                return .failure(
                    ValueError(
                        "separate the two numbers of \(kind) with a comma: '\(groups[0][0].text), \(groups[0][1].text)'",
                        at: parts))
            }
            return .failure(ValueError("expected \(kind): two numbers separated by a comma, such as 1, 2", at: parts))
        }
        var numbers: [Double] = []
        for group in groups {
            switch NumberValue.parse(group) {
            case .success(let number): numbers.append(number.value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(PairValue(numbers[0], numbers[1]))
    }
}
