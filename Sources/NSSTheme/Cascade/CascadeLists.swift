/// Pointers to the cascade index's lists read for each declaration of a slot: by choosing an
/// attribute's winner, and by listing the states a view uses. Valid only inside
/// ``Resolver/withCascadeLists(_:)``.
///
/// Read through the resolver, each read loaded the list from the resolver's index and checked
/// its bounds: the loop over a slot's declarations was 35 instructions a declaration.
struct CascadeLists {
    let slotDeclarations: UnsafeBufferPointer<Int32>
    let slotDeclarationStart: UnsafeBufferPointer<Int32>
    let declarations: UnsafeBufferPointer<IndexedDeclaration>
    let marks: UnsafeBufferPointer<IndexedMark>
    let distinct: UnsafeBufferPointer<DistinctDeclaration>
    let propertyStates: UnsafeBufferPointer<Int32>

    /// Where a slot's indexed declarations are in `slotDeclarations`, in cascade order.
    @inline(__always)
    func declarationRange(ofSlot slot: Int) -> Range<Int> {
        Int(slotDeclarationStart[slot])..<Int(slotDeclarationStart[slot + 1])
    }

    /// The distinct declaration of an indexed one.
    @inline(__always)
    func distinct(ofIndexed index: Int) -> DistinctDeclaration {
        distinct[Int(declarations[index].declarationID)]
    }

    /// The state suffix of a distinct declaration; ``CascadeIndex/noState`` when it has none.
    @inline(__always)
    func stateID(of declaration: DistinctDeclaration) -> Int32 { propertyStates[Int(declaration.propertyID)] }

    /// The state suffix of an indexed declaration: from its mark, or from its property when the
    /// mark cannot hold it.
    @inline(__always)
    func stateID(ofIndexed index: Int) -> Int32 {
        let state = marks[index].state
        return state < IndexedMark.stateLimit ? state : stateID(of: distinct(ofIndexed: index))
    }
}

extension Resolver {
    /// Runs `body` with pointers to the lists of the index the cascade's inner loop reads. A
    /// method of the resolver, which holds the index: one of the index, called through the
    /// resolver, copied the index and its every list's reference for each view.
    func withCascadeLists<Result>(_ body: (CascadeLists) -> Result) -> Result {
        index.slotDeclarations.withUnsafeBufferPointer { slotDeclarations in
            index.slotDeclarationStart.withUnsafeBufferPointer { slotDeclarationStart in
                index.declarations.withUnsafeBufferPointer { declarations in
                    index.marks.withUnsafeBufferPointer { marks in
                        index.distinct.withUnsafeBufferPointer { distinct in
                            index.propertyStates.withUnsafeBufferPointer { propertyStates in
                                body(
                                    CascadeLists(
                                        slotDeclarations: slotDeclarations, slotDeclarationStart: slotDeclarationStart,
                                        declarations: declarations, marks: marks, distinct: distinct,
                                        propertyStates: propertyStates))
                            }
                        }
                    }
                }
            }
        }
    }
}
