import NSSSyntax

/// Value texts known to read cleanly for a type, by the identifiers a resolve pass of the same
/// tree gave them (``KeptValueReadings``): at first the texts that pass read as literals, then
/// those a rule found clean. A text known this way is one load, where ``CleanValueTexts`` hashes
/// its bytes and compares them. Empty, it knows nothing, and every lookup misses.
struct CleanTextIDs {
    private let textIDs: [Int32]
    /// Per text identifier, the type part (the type's ordinal plus one) it reads cleanly for;
    /// 0 when none is known. A text clean for two types is known for the first.
    private var typeParts: [UInt8]

    /// The texts `readings` knows; none without them.
    init(_ readings: KeptValueReadings?) {
        textIDs = readings?.textIDs ?? []
        typeParts = readings?.literalTypeParts ?? []
    }

    /// The text identifier of the declaration at position `index` of the facts, or -1 when not
    /// known.
    @inline(__always)
    func text(ofDeclaration index: Int) -> Int { index < textIDs.count ? Int(textIDs[index]) : -1 }

    /// Whether the text `text` is known to read cleanly for the type whose type part is
    /// `typePart`.
    @inline(__always)
    func contains(text: Int, typePart: Int) -> Bool {
        text >= 0 && text < typeParts.count && Int(typeParts[text]) == typePart
    }

    /// Notes that the text `text` reads cleanly for the type whose type part is `typePart`,
    /// unless it is known for another.
    mutating func insert(text: Int, typePart: Int) {
        guard text >= 0 && text < typeParts.count && typeParts[text] == 0 else { return }
        typeParts[text] = UInt8(truncatingIfNeeded: typePart)
    }
}
