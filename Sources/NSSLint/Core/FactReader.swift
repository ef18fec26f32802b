import NSSSyntax
import NSSTheme

/// What a property name reads as, shared by every declaration that writes it.
final class PropertyReading: Sendable {
    let split: PropertyNameSplit
    let slot: Int
    /// The value type, when the property is known.
    let type: ValueType?

    init(split: PropertyNameSplit, slot: Int, type: ValueType?) {
        self.split = split
        self.slot = slot
        self.type = type
    }
}

extension PropertyNameSplit {
    /// The cases of a split, without their payloads.
    enum Kind {
        case known, unknownSuffix, unknownProperty
    }

    /// Which case this is.
    var kind: Kind {
        switch self {
        case .known: .known
        case .unknownSuffix: .unknownSuffix
        case .unknownProperty: .unknownProperty
        }
    }
}

/// The distinct readings of a file, which its fact records point into.
struct FactReadings {
    /// The matches of the file's distinct class paths. A large theme's many custom and unknown
    /// class paths share one `.custom` and one `.unknown`; a documented or numbered match names
    /// its own path, so it is new whenever its class is.
    var matches: [ClassPathMatch] = []
    var properties: [PropertyReading] = []
    private var custom: UInt32?
    private var unknown: UInt32?

    /// The index of a class path's match, added unless it is a `.custom` or `.unknown` kept already.
    mutating func index(of match: ClassPathMatch) -> UInt32 {
        let next = UInt32(truncatingIfNeeded: matches.count)
        switch match {
        case .custom:
            if let custom { return custom }
            custom = next
        case .unknown:
            if let unknown { return unknown }
            unknown = next
        case .documented, .numbered:
            break
        }
        matches.append(match)
        return next
    }
}

/// Reads a file's rules into a ``FactTable``, caching readings by interned bytes.
struct FactReader {
    let schema: Schema
    let colors: ColorOptions
    let tree: SyntaxTree
    /// The tree's bytes, kept here: reached through the tree and its file for each name, they
    /// were two reference counts a declaration.
    private let bytes: [UInt8]
    var names = Interner()
    private let variables: VariableTable
    private var readings = FactReadings()
    /// Reading indices by interned class path.
    private let matchByClass = IDTable()
    private var rules: [FactTable.RuleRecord] = []
    private var selectors: [FactTable.SelectorRecord] = []
    private var declarations: [FactTable.DeclarationRecord] = []
    /// Each distinct list of `@media` conditions once: a theme repeats a few queries many times.
    private var media = DistinctValues<[MediaCondition]>()

    init(schema: Schema, variables: VariableTable, colors: ColorOptions, tree: SyntaxTree) {
        self.schema = schema
        self.colors = colors
        self.tree = tree
        bytes = tree.source.bytes
        self.variables = variables
    }

    /// Reads every rule, top-level and inside `@media`, in order.
    mutating func readRules() -> FactTable {
        // The records are made to the parser's counts (``RuleCounts``, at least the rules walked
        // here): grown by doubling, they kept up to half their memory unused for the whole lint.
        let counts = tree.ruleCounts
        // The names the cascade index kept with the tree, when it indexed a theme of this one
        // file first (``RuleNames``); else interned here, the declarations' on a thread of
        // their own for a large file.
        let kept = tree.takeRuleNames()
        let interning = kept == nil ? DeclarationNames(tree, declarations: counts.declarations) : nil
        // By node index: a view of each item and rule held the tree, counted for each.
        let tree = tree
        // A block's conditions are read once, for its first rule.
        var blockMedia: (node: Int, index: Int32) = (-1, -1)
        // Written in place into records made to the counts: appended one at a time, each asked
        // whether its array was shared (184 K calls a 5 MB lint).
        (rules, selectors, declarations) = arraysFilledInPlace(
            capacities: (counts.rules, counts.selectors, counts.declarations)
        ) { rules, selectors, declarations in
            tree.forEachRule { rule, mediaRule in
                if let mediaRule, mediaRule != blockMedia.node, let block = MediaRule(tree.node(at: mediaRule)) {
                    blockMedia = (mediaRule, media.index(of: block.conditions))
                }
                rules.append(
                    FactTable.RuleRecord(
                        node: UInt32(truncatingIfNeeded: rule), media: mediaRule == nil ? -1 : blockMedia.index,
                        selectors: UInt32(truncatingIfNeeded: selectors.count),
                        declarations: UInt32(truncatingIfNeeded: declarations.count)))
                tree.forEachSelectorToken(ofRule: rule) { token in
                    selectors.append(kept == nil ? selector(token) : unreadSelector(token))
                }
                // The property is read once the names are interned, and the name's bytes, when
                // they were not interned here, now, in file order.
                tree.forEachDeclarationNode(ofRule: rule) { node in
                    let name = kept == nil ? 0..<0 : tree.range(ofToken: tree.declarationName(atNode: node))
                    declarations.append(
                        FactTable.DeclarationRecord(
                            node: UInt32(truncatingIfNeeded: node), property: 0,
                            nameStart: UInt32(truncatingIfNeeded: name.lowerBound),
                            nameEnd: UInt32(truncatingIfNeeded: name.upperBound)))
                }
            }
        }
        if let kept {
            // The classes numbered as this reader numbers them, the properties then added.
            names = kept.classes
            readSelectors(kept.selectors)
            readProperties(kept.declarations, table: kept.properties, nameBytes: nil)
        } else if let interning {
            let interned = interning.interned()
            readProperties(interned.identifiers, table: interned.table, nameBytes: interned.names)
        }
        // What a resolve pass of this tree kept of its values, when its walk listed these
        // declarations.
        let literals = tree.takeValueReadings().flatMap { $0.textIDs.count == declarations.count ? $0 : nil }
        return FactTable(
            tree: tree, rules: rules, selectors: selectors, declarations: declarations, media: media.values,
            readings: readings, values: ValueReader(variables: variables, colors: colors), literalValues: literals)
    }

    /// A selector's record, its class interned and matched.
    private mutating func selector(_ token: Int) -> FactTable.SelectorRecord {
        let range = tree.range(ofToken: token)
        // Through a pointer: a slice of the array retained its buffer, once per selector.
        let id = bytes.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[range])) }
        return FactTable.SelectorRecord(
            token: UInt32(truncatingIfNeeded: token), classID: UInt32(truncatingIfNeeded: id),
            match: match(ofClass: id, at: range), start: UInt32(truncatingIfNeeded: range.lowerBound),
            end: UInt32(truncatingIfNeeded: range.upperBound))
    }

    /// A selector's record, its class to be read from the kept names (``readSelectors(_:)``).
    private func unreadSelector(_ token: Int) -> FactTable.SelectorRecord {
        let range = tree.range(ofToken: token)
        return FactTable.SelectorRecord(
            token: UInt32(truncatingIfNeeded: token), classID: 0, match: 0,
            start: UInt32(truncatingIfNeeded: range.lowerBound), end: UInt32(truncatingIfNeeded: range.upperBound))
    }

    /// The index of the class path match of the class interned as `id`, written at `range`:
    /// looked up once a class, from the bytes, as a `String` made of each distinct path cost
    /// more than the byte lookup itself (360 against 230 instructions).
    private mutating func match(ofClass id: Int, at range: Range<Int>) -> UInt32 {
        if let known = matchByClass[id] { return known }
        let found = bytes.withUnsafeBufferPointer { schema.lookup(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
        let match = readings.index(of: found)
        matchByClass[id] = match
        return match
    }

    /// Gives each selector its class, as the kept names list them.
    private mutating func readSelectors(_ identifiers: [Int32]) {
        var selectors = self.selectors
        self.selectors = []
        for position in selectors.indices {
            let id = Int(identifiers[position])
            selectors[position].classID = UInt32(truncatingIfNeeded: id)
            selectors[position].match = match(ofClass: id, at: selectors[position].range)
        }
        self.selectors = selectors
    }

    /// Gives each declaration its property reading from its name's identifier in `table`, and
    /// its name's bytes when given: a reading is made the first time its name comes up, in the
    /// declarations' order.
    private mutating func readProperties(
        _ identifiers: [Int32], table: Interner, nameBytes: [DeclarationNames.NameBytes]?
    ) {
        var propertyByName = [UInt32](repeating: .max, count: table.count)
        var declarations = self.declarations
        self.declarations = []
        declarations.withUnsafeMutableBufferPointer { declarations in
            for position in declarations.indices {
                let nameID = Int(identifiers[position])
                if propertyByName[nameID] == .max {
                    let name = table.string(nameID)
                    propertyByName[nameID] = UInt32(truncatingIfNeeded: readings.properties.count)
                    readings.properties.append(readProperty(name, nameID: names.intern(name)))
                }
                declarations[position].property = propertyByName[nameID]
                if let name = nameBytes?[position] {
                    declarations[position].nameStart = name.start
                    declarations[position].nameEnd = name.end
                }
            }
        }
        self.declarations = declarations
    }

    private mutating func readProperty(_ name: String, nameID: Int) -> PropertyReading {
        let split = schema.splitPropertyName(name)
        guard case .known(let parts, _) = split else { return PropertyReading(split: split, slot: nameID, type: nil) }
        let slot = names.intern(parts.description)
        return PropertyReading(split: split, slot: slot, type: schema.valueType(of: parts))
    }
}
