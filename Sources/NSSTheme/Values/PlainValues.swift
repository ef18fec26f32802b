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
        readPlain(ofDeclarationAt: declaration.node.index, in: declaration.node.tree, colors: colors)
    }

    /// ``readPlain(_:colors:)`` of the declaration at node `node` of `tree`. The tree is passed
    /// down, not kept in the reader: kept, it was counted and let go at each value read.
    package func readPlain(ofDeclarationAt node: Int, in tree: SyntaxTree, colors: ColorOptions) -> TypedValue? {
        let tokens = tree.valueTokenIndices(ofDeclarationAt: node)
        guard !tokens.isEmpty else { return nil }
        return tree.source.bytes.withUnsafeBufferPointer { bytes in
            let reader = PlainTokens(bytes: bytes, tokens: tokens)
            switch self {
            case .color: return reader.hashColor(in: tree, colors: colors).map(TypedValue.color)
            case .number: return reader.number(in: tree).map(TypedValue.number)
            case .box: return reader.box(in: tree).map(TypedValue.box)
            case .size: return reader.pair(in: tree).map(TypedValue.size)
            case .offset: return reader.pair(in: tree).map(TypedValue.offset)
            default: return nil
            }
        }
    }
}

/// A value's tokens, read as plain literals from their tree.
private struct PlainTokens {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: Range<Int>

    @inline(__always) func bytes(ofToken index: Int, in tree: SyntaxTree) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[tree.range(ofToken: index)])
    }

    /// One `#` token's color.
    func hashColor(in tree: SyntaxTree, colors: ColorOptions) -> ColorValue? {
        guard tokens.count == 1, tree.kind(ofToken: tokens.lowerBound) == .hash else { return nil }
        return ColorValue.hexLiteral(
            bytes(ofToken: tokens.lowerBound, in: tree).dropFirst(), zeroX: false, options: colors)
    }

    /// One number token's number.
    func number(in tree: SyntaxTree) -> NumberValue? {
        guard tokens.count == 1, tree.kind(ofToken: tokens.lowerBound) == .number else { return nil }
        return NumberValue.readPlain(bytes(ofToken: tokens.lowerBound, in: tree))
    }

    /// The numbers of number tokens with commas anywhere between, before or after them, as
    /// ``BoxValue`` reads them; nil when any other token is there, a number does not read, or
    /// there are none or more than four.
    func numbers(in tree: SyntaxTree) -> FewNumbers? {
        var numbers = FewNumbers()
        for index in tokens {
            switch tree.kind(ofToken: index) {
            case .comma:
                continue
            case .number:
                guard numbers.count < 4, let number = NumberValue.readPlain(bytes(ofToken: index, in: tree)) else {
                    return nil
                }
                numbers.append(number.value)
            default:
                return nil
            }
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// One to four numbers, expanded as ``BoxValue/parse(_:)`` expands them.
    func box(in tree: SyntaxTree) -> BoxValue? {
        numbers(in: tree).flatMap(BoxValue.init(expanding:))
    }

    /// `a, b`: exactly a number, a comma and a number, as ``PairValue/parse(_:kind:)`` reads them.
    func pair(in tree: SyntaxTree) -> PairValue? {
        guard tokens.count == 3, tree.kind(ofToken: tokens.lowerBound + 1) == .comma,
            let numbers = numbers(in: tree), numbers.count == 2
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
