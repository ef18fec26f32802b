import NSSSyntax

/// A declaration of the cascade, indexed: one per declaration and selector, in cascade order
/// (its position is its order). Small, because a large theme has millions: its class is the
/// slot's it is listed in, its state its property's.
struct IndexedDeclaration {
    /// The same for every selector of the rule: one per declaration of the theme.
    let declarationID: Int32
}

/// A declaration of the theme, once however many selectors its rule has: positions, not views,
/// so that a million of them hold no references.
struct DistinctDeclaration {
    /// Its cascade item (rule).
    let item: Int32
    /// Its node in the item's tree.
    let node: Int32
    let propertyID: Int32
}

/// What the view planner filters an indexed declaration on, in a byte of its own: its
/// property's state and whether its rule is under `@media`. Read in place of the declaration's
/// distinct record, which was two dependent loads in no order for each declaration a view's
/// slots list (59% of the planner's own time samples waited on them, 2026-11-29).
struct IndexedMark {
    let rawValue: UInt8

    /// A mark holds the state identifiers below this one; this one stands for itself or any
    /// larger one, which is read from the property.
    static let stateLimit: Int32 = 0x7F
    private static let underMediaBit: UInt8 = 0x80

    init(state: Int32, underMedia: Bool) {
        let stateBits = UInt8(truncatingIfNeeded: min(max(state, 0), Self.stateLimit))
        rawValue = stateBits | (underMedia ? Self.underMediaBit : 0)
    }

    /// The declaration's state identifier, or ``stateLimit`` when it is that or larger.
    @inline(__always)
    var state: Int32 { Int32(rawValue & 0x7F) }

    /// Whether the declaration's rule is under `@media` conditions.
    @inline(__always)
    var isUnderMedia: Bool { rawValue & Self.underMediaBit != 0 }
}

/// A distinct property name as the schema reads it.
/// Its name as written is kept apart, in ``CascadeIndex/propertyNames``.
struct PropertyReading {
    let parts: PropertyNameParts
    let attributeID: Int
    /// The value type, when the property is known and has one.
    let type: ValueType?
    /// The value type's ordinal + 1, or 0 when the property has no known type.
    let typeOrdinal: Int
}

/// The theme's declarations by class path and attribute, in cascade order. Names are interned
/// once here, so resolving compares integers rather than hashing strings.
///
/// A class path's declarations are kept flat: its attribute slots are a range of `slotAttributes`
/// (in order of first declaration), and each slot's declarations a range of `slotDeclarations`
/// (in cascade order). With an array per class and attribute, and a view and two ranges per
/// declaration, the benchmark's pipeline stage on a 50 MB theme peaked at 378 MB; flat (and with
/// the session's memo bounded), at 191 MB.
struct CascadeIndex: Sendable {
    static let noState: Int32 = 0

    private(set) var declarations: [IndexedDeclaration] = []
    /// Each indexed declaration's mark, at the same position.
    private(set) var marks: [IndexedMark] = []
    private(set) var distinct: [DistinctDeclaration] = []
    /// Each distinct declaration's value text, interned: equal texts of one value type read
    /// equally in a session. Apart from the declarations, as a thread of its own interns them.
    private(set) var valueIDs: [Int32] = []
    /// How many distinct value texts there are: every value key is below 64 times it.
    private(set) var valueTextCount = 0
    private(set) var propertyReadings: [PropertyReading] = []
    /// Each property reading's name as written, apart from the reading: a provenance origin
    /// keeps only that, and a reading read whole retained its strings.
    private(set) var propertyNames: [String] = []
    /// Each property reading's state suffix, apart from the reading: the cascade's inner loop
    /// reads only that.
    private(set) var propertyStates: [Int32] = []
    /// Class paths in order of first appearance: a path's identifier is its position.
    private(set) var classPaths: [String] = []
    /// Whether every class path is ASCII without a `:`: then each is its own one-class chain, no
    /// two are equal as strings, and a pass over them in order knows each one's identifier
    /// without looking its name up (``classIDs``).
    private(set) var classPathsAreSimple = true
    /// The identifiers by name, made the first time a name is looked up: a pass over the styled
    /// paths of a simple theme never does, and making the table cost 5.7 M of the 5 MB
    /// pipeline's 880 M instructions a run.
    private let classIDCell = OnceCell<[String: Int]>()
    /// Class `c`'s slots are `classSlotStart[c]..<classSlotStart[c + 1]`.
    private var classSlotStart: [Int32] = [0]
    /// Each slot's attribute; slot `s`'s declarations are
    /// `slotDeclarations[slotDeclarationStart[s]..<slotDeclarationStart[s + 1]]`.
    private var slotAttributes: [Int32] = []
    private(set) var slotDeclarationStart: [Int32] = [0]
    private(set) var slotDeclarations: [Int32] = []
    /// Attributes by identifier: a property and its modifier.
    private(set) var attributes: [(base: String, modifier: PropertyModifier?)] = []
    /// Each attribute's name as resolved output shows it, and that name's rank in sorted order.
    private(set) var attributeNames: [String] = []
    private(set) var attributeRanks: [Int] = []
    /// State suffixes by identifier; the first is no suffix at all.
    private(set) var states: [String?] = [nil]
    private(set) var stateIDs: [String: Int32] = [:]

    /// The number of distinct declarations (selector lists count once).
    var declarationCount: Int { distinct.count }

    init(theme: Theme, schema: Schema) {
        var classOfIndexed = indexDeclarations(theme, schema: schema)
        let byClass = indexedByClass(classOfIndexed)
        // Let go before the slots are made: a transient the size of the declarations.
        classOfIndexed = []
        groupByClassAndAttribute(byClass)
        rankAttributes()
    }

    /// Interns the theme's names and values and lists its declarations once, and once per
    /// selector; returns the class of each of the latter. The values' interner ends here,
    /// before the grouping's arrays are made: for a 50 MB theme it holds tens of megabytes. The
    /// names' stays with a one-file theme's tree for the lint (``RuleNames``): 7.6 MB of a 50 MB
    /// theme's pipeline peak, which the tree's smaller nodes made room for. The values are
    /// interned meanwhile, on a thread of their own for a large theme (``ValueInterning``):
    /// waiting for them after the grouping instead saved half a millisecond more of the 5 MB
    /// theme's 21 ms, and raised the 50 MB pipeline's peak by 1.3 MB.
    private mutating func indexDeclarations(_ theme: Theme, schema: Schema) -> [Int32] {
        // Counted first, and written in place into arrays made to the counts: grown by doubling,
        // the arrays kept up to half their size spare, and a trimming copy raised the peak
        // instead; appended one at a time, each asked whether its array was shared (380 K calls a
        // run of the 5 MB pipeline, on the index's longer thread).
        let counts = Self.declarationCounts(theme)
        let values = ValueInterning(theme.items, declarations: counts.distinct)
        var classOfIndexed: [Int32] = []
        marks = arrayFilledInPlace(capacity: counts.indexed) { marks in
            (distinct, declarations, classOfIndexed) = arraysFilledInPlace(
                capacities: (counts.distinct, counts.indexed, counts.indexed)
            ) { distinct, indexed, classOfIndexed in
                listDeclarations(theme, schema: schema) { declaration, mark, classes in
                    let declarationID = Int32(truncatingIfNeeded: distinct.count)
                    distinct.append(declaration)
                    classes.withElements { classes in
                        for classID in classes {
                            indexed.append(IndexedDeclaration(declarationID: declarationID))
                            marks.append(mark)
                            classOfIndexed.append(classID)
                        }
                    }
                }
            }
        }
        (valueIDs, valueTextCount) = values.identifiers()
        return classOfIndexed
    }

    /// Interns the theme's names, and gives `list` each declaration with its rule's classes.
    private mutating func listDeclarations(
        _ theme: Theme, schema: Schema,
        _ list: (DistinctDeclaration, IndexedMark, _ classes: ScratchList<Int32>) -> Void
    ) {
        // Classes and properties apart: each table's identifiers are dense from 0.
        var classNames = Interner()
        var propertyNames = Interner()
        // By name identifier: arrays, where dictionaries hashed every name again.
        var propertyByName: [Int32] = []
        var classByName: [Int32] = []
        var attributeIDs: [String: Int] = [:]
        // A rule's classes, emptied for each rule: an array emptied keeping its room went through
        // the library's generic range replacement, and asked whether it was shared.
        let classIDs = ScratchList<Int32>()
        // A theme of one file walks its tree's rules in the tree's own order, so the names are
        // that tree's `RuleNames`: kept with the tree, the lint reads them instead of interning
        // them again.
        let kept = theme.items.fileCount == 1 ? KeptNames(theme.items.tree(ofFile: 0).ruleCounts) : nil
        defer { kept?.keep(classes: classNames, properties: propertyNames, in: theme.items.tree(ofFile: 0)) }
        // Read through a pointer: a slice of the array retained its buffer, for every name and value.
        theme.items.forEachRule { itemIndex, rule, tree, bytes in
            classIDs.removeAll()
            let underMedia = theme.items.isUnderMedia(itemIndex)
            tree.forEachSelectorToken(ofRule: rule) { selector in
                let range = tree.range(ofToken: selector)
                let nameID = classNames.intern(UnsafeBufferPointer(rebasing: bytes[range]))
                kept?.selectors.append(Int32(truncatingIfNeeded: nameID))
                while nameID >= classByName.count { classByName.append(-1) }
                if classByName[nameID] < 0 {
                    let path = tree.source.text(range)
                    classByName[nameID] = Int32(classPaths.count)
                    classPaths.append(path)
                    if classPathsAreSimple && !Self.isSimple(UnsafeBufferPointer(rebasing: bytes[range])) {
                        classPathsAreSimple = false
                    }
                }
                classIDs.append(classByName[nameID])
            }
            tree.forEachDeclarationNode(ofRule: rule) { node in
                let nameRange = tree.range(ofToken: tree.declarationName(atNode: node))
                let nameID = propertyNames.intern(UnsafeBufferPointer(rebasing: bytes[nameRange]))
                kept?.declarations.append(Int32(truncatingIfNeeded: nameID))
                while nameID >= propertyByName.count { propertyByName.append(-1) }
                if propertyByName[nameID] < 0 {
                    propertyByName[nameID] = addReading(
                        String(decoding: bytes[nameRange], as: UTF8.self), schema: schema,
                        attributeIDs: &attributeIDs)
                }
                let propertyID = propertyByName[nameID]
                list(
                    DistinctDeclaration(item: Int32(itemIndex), node: Int32(node), propertyID: propertyID),
                    IndexedMark(state: propertyStates[Int(propertyID)], underMedia: underMedia), classIDs)
            }
        }
    }

    /// The class paths' identifiers by name. A later path equal as a string to an earlier one
    /// (two spellings of one text) wins.
    var classIDs: [String: Int] {
        classIDCell.get {
            // Sized for the paths: grown as they came, the table hashed each path again at every
            // doubling (14 M of the 5 MB theme's 1,200 M a pipeline run).
            var classIDs: [String: Int] = [:]
            classIDs.reserveCapacity(classPaths.count)
            for (classID, path) in classPaths.enumerated() { classIDs[path] = classID }
            return classIDs
        }
    }

    /// Whether a class path's bytes are ASCII without a `:`.
    private static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: ":") }
    }

    /// How many distinct declarations the theme's rules have, and how many once per selector, as
    /// the parser counted them (``RuleCounts``): every rule of the theme's files is an item once.
    private static func declarationCounts(_ theme: Theme) -> (distinct: Int, indexed: Int) {
        var counts = RuleCounts()
        for file in 0..<theme.items.fileCount { counts.add(theme.items.tree(ofFile: file).ruleCounts) }
        return (counts.declarations, counts.selectorDeclarationPairs)
    }

    /// Reads a property name once: its parts, attribute and state identifiers, and value type.
    private mutating func addReading(
        _ name: String, schema: Schema, attributeIDs: inout [String: Int]
    ) -> Int32 {
        let (parts, known): (PropertyNameParts, Bool)
        switch schema.splitPropertyName(name) {
        case .known(let split, _): (parts, known) = (split, true)
        default: (parts, known) = (PropertyNameParts(base: name, state: nil, modifier: nil), false)
        }
        let attributeKey = parts.base + "|" + (parts.modifier?.rawValue ?? "")
        let attributeID: Int
        if let existing = attributeIDs[attributeKey] {
            attributeID = existing
        } else {
            attributes.append((parts.base, parts.modifier))
            attributeID = attributes.count - 1
            attributeIDs[attributeKey] = attributeID
        }
        var stateID = Self.noState
        if let state = parts.state {
            if let existing = stateIDs[state] {
                stateID = existing
            } else {
                states.append(state)
                stateID = Int32(states.count - 1)
                stateIDs[state] = stateID
            }
        }
        let type = known ? schema.valueType(of: parts) : nil
        propertyReadings.append(
            PropertyReading(
                parts: parts, attributeID: attributeID, type: type,
                typeOrdinal: type.map { $0.ordinal + 1 } ?? 0))
        propertyStates.append(stateID)
        propertyNames.append(name)
        return Int32(propertyReadings.count - 1)
    }

    /// Lays the declarations out by class, then by attribute in order of first declaration, each
    /// list in cascade order (``SlotLayout``).
    private mutating func groupByClassAndAttribute(_ byClass: (indices: [Int32], attributes: [Int32], counts: [Int])) {
        let layout = byClass.attributes.withUnsafeBufferPointer { attributes in
            byClass.indices.withUnsafeBufferPointer { indices in
                SlotLayout(indices: indices, counts: byClass.counts, attributeCount: self.attributes.count) {
                    Int(attributes[$0])
                }
            }
        }
        slotAttributes = layout.slotAttributes
        classSlotStart = layout.classSlotStart
        slotDeclarationStart = layout.slotDeclarationStart
        slotDeclarations = layout.slotDeclarations
    }

    /// The indexed declarations grouped by class, each group in cascade order, with each one's
    /// attribute at the same position, and each class's count. The attributes are read here, in
    /// the declarations' order: read in the classes' order, each was two loads in no order from
    /// the declaration lists, which the grouping waited on.
    private func indexedByClass(_ classOfIndexed: [Int32]) -> (indices: [Int32], attributes: [Int32], counts: [Int]) {
        let classCount = classPaths.count
        // Each property reading's attribute apart: a reading is tens of bytes.
        let attributeOfProperty = propertyReadings.map { Int32($0.attributeID) }
        var counts = [Int](repeating: 0, count: classCount)
        var next = [Int](repeating: 0, count: classCount)
        var indices = [Int32](repeating: 0, count: classOfIndexed.count)
        var attributes = [Int32](repeating: 0, count: classOfIndexed.count)
        // Through pointers: bounds-checked, and checked for uniqueness at each write, the two
        // passes cost 32 instructions a declaration (5 MB theme, two runs: 12.3 -> 8.4 M).
        classOfIndexed.withUnsafeBufferPointer { classOfIndexed in
            counts.withUnsafeMutableBufferPointer { counts in
                for classID in classOfIndexed { counts[Int(classID)] += 1 }
                next.withUnsafeMutableBufferPointer { next in
                    var total = 0
                    for classID in 0..<classCount {
                        next[classID] = total
                        total += counts[classID]
                    }
                    indices.withUnsafeMutableBufferPointer { indices in
                        attributes.withUnsafeMutableBufferPointer { attributes in
                            for (index, classID) in classOfIndexed.enumerated() {
                                let position = next[Int(classID)]
                                indices[position] = Int32(index)
                                let property = distinct[Int(declarations[index].declarationID)].propertyID
                                attributes[position] = attributeOfProperty[Int(property)]
                                next[Int(classID)] += 1
                            }
                        }
                    }
                }
            }
        }
        return (indices, attributes, counts)
    }

    /// Attribute names as written (`background-color-top`), and their ranks in name order.
    private mutating func rankAttributes() {
        attributeNames = attributes.map { attribute in
            switch attribute.modifier {
            case .top, .bottom: attribute.base + "-" + attribute.modifier!.rawValue
            case .insets: attribute.base + "-insets"
            case nil: attribute.base
            }
        }
        attributeRanks = Array(repeating: 0, count: attributes.count)
        var rank = 0
        let sorted = attributeNames.indices.sorted { attributeNames[$0] < attributeNames[$1] }
        for (position, attribute) in sorted.enumerated() {
            if position > 0 && attributeNames[sorted[position - 1]] != attributeNames[attribute] { rank += 1 }
            attributeRanks[attribute] = rank
        }
    }

    // MARK: Reading

    /// The attribute slots of a class: one per attribute it sets, in order of first declaration.
    func slots(ofClass classID: Int) -> Range<Int> { Int(classSlotStart[classID])..<Int(classSlotStart[classID + 1]) }

    /// The attribute of a slot.
    func attribute(ofSlot slot: Int) -> Int { Int(slotAttributes[slot]) }

    /// The key under which a session's memo keeps an indexed declaration's value: its value
    /// text's identifier and its property's type, read alike wherever they meet.
    func valueKey(ofIndexed declarationIndex: Int) -> Int {
        let declarationID = Int(declarations[declarationIndex].declarationID)
        let propertyID = Int(distinct[declarationID].propertyID)
        return ValueKey.make(text: Int(valueIDs[declarationID]), typePart: propertyReadings[propertyID].typeOrdinal)
    }

    /// The distinct declaration of an indexed one, and its property's value type.
    func reading(_ declarationIndex: Int) -> (DistinctDeclaration, ValueType?) {
        let declaration = distinct[Int(declarations[declarationIndex].declarationID)]
        // The type alone: the reading copied out was its name's strings counted and let go.
        return (declaration, propertyReadings[Int(declaration.propertyID)].type)
    }

    /// The attribute name (property and modifier, without the state) of an indexed declaration.
    func attributeName(ofIndexed declarationIndex: Int) -> String {
        attributeNames[propertyReadings[propertyID(ofIndexed: declarationIndex)].attributeID]
    }

    /// The property name's parts, as the schema splits it, of an indexed declaration.
    func parts(ofIndexed declarationIndex: Int) -> PropertyNameParts {
        propertyReadings[propertyID(ofIndexed: declarationIndex)].parts
    }

    /// The property name, as written, of an indexed declaration.
    func propertyName(ofIndexed declarationIndex: Int) -> String {
        propertyNames[propertyID(ofIndexed: declarationIndex)]
    }

    private func propertyID(ofIndexed declarationIndex: Int) -> Int {
        Int(distinct[Int(declarations[declarationIndex].declarationID)].propertyID)
    }

    /// The cascade item (rule) of an indexed declaration.
    func item(ofIndexed declarationIndex: Int) -> Int {
        Int(distinct[Int(declarations[declarationIndex].declarationID)].item)
    }

    /// The syntax of a distinct declaration.
    func declaration(_ distinct: DistinctDeclaration, in theme: Theme) -> Declaration {
        Declaration(unchecked: theme.items.tree(ofItem: Int(distinct.item)).node(at: Int(distinct.node)))
    }
}

/// The name identifiers the index's walk gives a one-file theme's selectors and declarations,
/// in its tree's order: the tree's ``RuleNames`` once the walk ends.
private final class KeptNames {
    let selectors: ScratchList<Int32>
    let declarations: ScratchList<Int32>
    let counts: RuleCounts

    init(_ counts: RuleCounts) {
        self.counts = counts
        selectors = ScratchList(capacity: max(1, counts.selectors))
        declarations = ScratchList(capacity: max(1, counts.declarations))
    }

    /// Keeps the names with `tree`, unless a pass kept them already. The walk must have listed
    /// every selector and declaration the parser counted; a walk that did not leaves the tree's
    /// names to be read afresh.
    func keep(classes: Interner, properties: Interner, in tree: SyntaxTree) {
        guard selectors.count == counts.selectors, declarations.count == counts.declarations else { return }
        tree.keep(
            RuleNames(
                classes: classes, properties: properties, selectors: selectors.withElements { Array($0) },
                declarations: declarations.withElements { Array($0) }))
    }
}
