/// What a resolve pass learned of a one-file theme's declaration values, kept with its tree for
/// the lint that follows: which values are plain literals of their property's type, so that the
/// lint's invalid-value need not look them up again.
///
/// The resolve pass reads each distinct value text of a type once. A text that reads as a
/// literal of a type (one `#` color, a number, numbers and commas, as `ValueType.readPlain`
/// reads them) reads the same for every declaration that writes it, whatever the runtime: no
/// variables, no palette names.
package struct KeptValueReadings: Sendable {
    /// Each declaration's value text identifier, declaration after declaration as
    /// ``SyntaxTree/forEachRule(_:)`` and ``SyntaxTree/forEachDeclarationNode(ofRule:_:)`` walk
    /// them: equal texts have equal identifiers.
    package let textIDs: [Int32]
    /// Per value text identifier, the type part (the type's ordinal plus one) of a type it read
    /// as a literal of; 0 when none was seen.
    package let literalTypeParts: [UInt8]

    /// Readings for a tree whose walk lists `textIDs.count` declarations.
    package init(textIDs: [Int32], literalTypeParts: [UInt8]) {
        self.textIDs = textIDs
        self.literalTypeParts = literalTypeParts
    }
}

extension SyntaxTree {
    /// Keeps what a resolve pass read of this tree's values for the next pass that needs it,
    /// in place of any kept before.
    package func keep(valueReadings readings: KeptValueReadings) {
        keptValues.withLock { $0 = readings }
    }

    /// Takes the value readings kept for this tree, if any: the pass that takes them holds them
    /// for as long as it needs them, and the tree no longer does.
    package func takeValueReadings() -> KeptValueReadings? { keptValues.take() }

    /// The value readings kept for this tree, left kept.
    package var keptValueReadings: KeptValueReadings? { keptValues.withLock { $0 } }
}
