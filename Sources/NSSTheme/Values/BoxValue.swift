/// One to four numbers for insets and padding, expanded the CSS way: one value for all sides; two
/// for vertical and horizontal; three for top, horizontal, bottom; four for top, right, bottom,
/// left. Numbers are separated by spaces or commas.
public struct BoxValue: Hashable, Sendable, CustomStringConvertible {
    /// Top inset.
    public var top: Double
    /// Right inset.
    public var right: Double
    /// Bottom inset.
    public var bottom: Double
    /// Left inset.
    public var left: Double

    /// Creates a box.
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// Canonical form: four numbers, `top right bottom left`.
    public var description: String {
        [top, right, bottom, left].map(NumberFormat.string).joined(separator: " ")
    }

    /// Reads one to four numbers.
    public static func parse(_ parts: [ValuePart]) -> Result<BoxValue, ValueError> {
        var numbers: [Double] = []
        for part in parts where !part.isComma {
            guard let token = part.token else {
                return .failure(ValueError("'\(part.text)' is not a number", span: part.span))
            }
            switch NumberValue.parse(token) {
            case .success(let number): numbers.append(number.value)
            case .failure(let error): return .failure(error)
            }
        }
        guard let box = BoxValue(expanding: numbers) else {
            return .failure(
                ValueError("expected 1 to 4 numbers (top right bottom left), found \(numbers.count)", at: parts))
        }
        return .success(box)
    }

    /// The box of one to four numbers, expanded the CSS way; nil for none or more than four.
    init?<Numbers: RandomAccessCollection<Double>>(expanding numbers: Numbers) where Numbers.Index == Int {
        switch numbers.count {
        case 1: self.init(top: numbers[0], right: numbers[0], bottom: numbers[0], left: numbers[0])
        case 2: self.init(top: numbers[0], right: numbers[1], bottom: numbers[0], left: numbers[1])
        case 3: self.init(top: numbers[0], right: numbers[1], bottom: numbers[2], left: numbers[1])
        case 4: self.init(top: numbers[0], right: numbers[1], bottom: numbers[2], left: numbers[3])
        default: return nil
        }
    }
}
