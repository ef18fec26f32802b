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
        let names = DeclarationNames(tree, declarations: counts.declarations)
        // By node index: a view of each item and rule held the tree, counted for each.
        let tree = tree
        // A block's conditions are read once, for its first rule.
        var blockMedia: (node: Int, index: Int32) = (-1, -1)
        // Written in place into records made to the counts: appended one at a time, each asked
        // whether its array was shared (184 K calls a 5 MB lint).
        (rules, selectors, declarations) = arraysFilledInPlace(
            capacities: (counts.rules, counts.selectors, counts.declarations)
        ) { rules, selectors, declarations in
            Self.forEachRule(of: tree) { rule, block in
                if let block, block.node.index != blockMedia.node {
                    blockMedia = (block.node.index, media.index(of: block.conditions))
                }
                rules.append(
                    FactTable.RuleRecord(
                        node: UInt32(truncatingIfNeeded: rule), media: block == nil ? -1 : blockMedia.index,
                        selectors: UInt32(truncatingIfNeeded: selectors.count),
                        declarations: UInt32(truncatingIfNeeded: declarations.count)))
                tree.forEachSelectorToken(ofRule: rule) { token in selectors.append(selector(token)) }
                // The property is read once the names are interned.
                tree.forEachDeclarationNode(ofRule: rule) { node in
                    declarations.append(
                        FactTable.DeclarationRecord(
                            node: UInt32(truncatingIfNeeded: node), property: 0, nameStart: 0, nameEnd: 0))
                }
            }
        }
        readProperties(names.interned())
        return FactTable(
            tree: tree, rules: rules, selectors: selectors, declarations: declarations, media: media.values,
            readings: readings, values: ValueReader(variables: variables, colors: colors))
    }

    /// The rules of `tree`, top-level and inside `@media` (with their block), in order: as the
    /// reader lists them, and their declarations' names are interned (``DeclarationNames``).
    static func forEachRule(of tree: SyntaxTree, _ body: (_ rule: Int, _ media: MediaRule?) -> Void) {
        tree.forEachChildNode(of: 0) { item, kind in
            if kind == .rule {
                body(item, nil)
            } else if let block = MediaRule(tree.node(at: item)) {
                for inner in block.items where inner.kind == .rule { body(inner.index, block) }
            }
        }
    }

    private mutating func selector(_ token: Int) -> FactTable.SelectorRecord {
        let range = tree.range(ofToken: token)
        // Through a pointer: a slice of the array retained its buffer, once per selector.
        let id = bytes.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[range])) }
        let match: UInt32
        if let known = matchByClass[id] {
            match = known
        } else {
            // From the bytes: a String made of each distinct path cost more than the byte lookup
            // itself (360 against 230 instructions).
            let found = bytes.withUnsafeBufferPointer { schema.lookup(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
            match = readings.index(of: found)
            matchByClass[id] = match
        }
        return FactTable.SelectorRecord(
            token: UInt32(truncatingIfNeeded: token), classID: UInt32(truncatingIfNeeded: id), match: match,
            start: UInt32(truncatingIfNeeded: range.lowerBound), end: UInt32(truncatingIfNeeded: range.upperBound))
    }

    /// Gives each declaration its name's bytes and its property reading, from its interned name:
    /// a reading is made the first time its name comes up, in the declarations' order.
    private mutating func readProperties(_ interned: DeclarationNames.Interned) {
        var propertyByName = [UInt32](repeating: .max, count: interned.table.count)
        var declarations = self.declarations
        self.declarations = []
        declarations.withUnsafeMutableBufferPointer { declarations in
            for position in declarations.indices {
                let nameID = Int(interned.identifiers[position])
                if propertyByName[nameID] == .max {
                    let name = interned.table.string(nameID)
                    propertyByName[nameID] = UInt32(truncatingIfNeeded: readings.properties.count)
                    readings.properties.append(readProperty(name, nameID: names.intern(name)))
                }
                declarations[position].property = propertyByName[nameID]
                let name = interned.names[position]
                declarations[position].nameStart = name.start
                declarations[position].nameEnd = name.end
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
