import NSSSyntax

extension ValueType {
    /// The value of a declaration written as one `#` color, one number, or numbers and commas, read
    /// straight from the tree's bytes, as ``parse(_:colors:)`` reads the declaration's parts: nil
    /// for every other value, and for such a value that does not read, which the parts then give
    /// their answer and message for.
    ///
    /// Most of a theme's values are such literals, and each distinct one is read by the resolver
    /// and by the linter; making their parts (a string and a span per token, in arrays) cost more
    /// than reading them.
    package func readPlain(_ declaration: Declaration, colors: ColorOptions) -> TypedValue? {
        let tokens = declaration.valueTokenIndices
        guard !tokens.isEmpty else { return nil }
        let tree = declaration.node.tree
        return tree.source.bytes.withUnsafeBufferPointer { bytes in
            let reader = PlainTokens(tree: tree, bytes: bytes, tokens: tokens)
            switch self {
            case .color: return reader.hashColor(colors: colors).map(TypedValue.color)
            case .number: return reader.number().map(TypedValue.number)
            case .box: return reader.box().map(TypedValue.box)
            case .size: return reader.pair().map(TypedValue.size)
            case .offset: return reader.pair().map(TypedValue.offset)
            default: return nil
            }
        }
    }
}

/// A value's tokens, read as plain literals.
private struct PlainTokens {
    let tree: SyntaxTree
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: Range<Int>

    @inline(__always) func bytes(ofToken index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[tree.range(ofToken: index)])
    }

    /// One `#` token's color.
    func hashColor(colors: ColorOptions) -> ColorValue? {
        guard tokens.count == 1, tree.kind(ofToken: tokens.lowerBound) == .hash else { return nil }
        return ColorValue.hexLiteral(bytes(ofToken: tokens.lowerBound).dropFirst(), zeroX: false, options: colors)
    }

    /// One number token's number.
    func number() -> NumberValue? {
        guard tokens.count == 1, tree.kind(ofToken: tokens.lowerBound) == .number else { return nil }
        return NumberValue.readPlain(bytes(ofToken: tokens.lowerBound))
    }

    /// The numbers of number tokens with commas anywhere between, before or after them, as
    /// ``BoxValue`` reads them; nil when any other token is there, a number does not read, or
    /// there are none or more than four.
    func numbers() -> FewNumbers? {
        var numbers = FewNumbers()
        for index in tokens {
            switch tree.kind(ofToken: index) {
            case .comma:
                continue
            case .number:
                guard numbers.count < 4, let number = NumberValue.readPlain(bytes(ofToken: index)) else { return nil }
                numbers.append(number.value)
            default:
                return nil
            }
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// One to four numbers, expanded as ``BoxValue/parse(_:)`` expands them.
    func box() -> BoxValue? {
        numbers().flatMap(BoxValue.init(expanding:))
    }

    /// `a, b`: exactly a number, a comma and a number, as ``PairValue/parse(_:kind:)`` reads them.
    func pair() -> PairValue? {
        guard tokens.count == 3, tree.kind(ofToken: tokens.lowerBound + 1) == .comma,
            let numbers = numbers(), numbers.count == 2
        else { return nil }
        return PairValue(numbers[0], numbers[1])
    }
}

/// Up to four numbers, kept inline: the array a box's numbers were read into was three
/// allocations as it grew, more than reading the numbers.
struct FewNumbers: RandomAccessCollection {
    private var storage = SIMD4<Double>()
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Double { storage[position] }

    /// Appends a number; the caller keeps to four.
    mutating func append(_ number: Double) {
        storage[count] = number
        count += 1
    }
}
