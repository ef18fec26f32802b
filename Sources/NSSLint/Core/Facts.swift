import NSSSyntax
import NSSTheme

/// What a class path selector of a rule is, for the rules that check it.
public struct SelectorFacts: Sendable {
    /// The selector token.
    public let token: Token
    /// The selector's text, interned: equal selectors have equal identifiers.
    public let classID: Int
    /// What the schema knows of it.
    public let match: ClassPathMatch
    /// Its property group, when it has one.
    public var group: String? { match.spec?.group }
}

/// A declaration of a rule, read for all lint rules: its name split by the schema, its slot
/// (property, modifier and state) as an identifier, and its typed value.
///
/// A view into the file's fact table: a large theme repeats the same property names thousands of
/// times, so what a name reads as is kept once and shared, and the table holds two integers per
/// declaration; its value is read when asked.
public struct DeclarationFacts: Sendable {
    let table: FactTable
    let index: Int

    private var record: FactTable.DeclarationRecord { table.declarations[index] }
    private var property: PropertyReading { table.properties[Int(record.property)] }

    /// The declaration.
    public var declaration: Declaration { Declaration(unchecked: table.tree.node(at: Int(record.node))) }
    // Read from the tree by node index: a view of the declaration retains the tree, and the
    // rules' threads retaining one tree for every declaration contend for its count.
    /// The declaration's bytes, as ``declaration``'s node has them.
    var range: Range<Int> { table.tree.range(ofNode: Int(record.node)) }
    /// The bytes of the declaration's name.
    var nameRange: Range<Int> { record.nameRange }
    /// The bytes of the declaration's value, as ``declaration`` has them.
    var valueRange: Range<Int> { table.tree.valueRange(ofDeclarationAt: Int(record.node)) }
    /// The indices of the value's tokens, as ``declaration`` has them.
    var valueTokenIndices: Range<Int> { table.tree.valueTokenIndices(ofDeclarationAt: Int(record.node)) }
    /// The property name as the schema splits it.
    public var split: PropertyNameSplit { property.split }
    /// Which case ``split`` is, without copying it.
    var splitKind: PropertyNameSplit.Kind { table.propertyKinds[Int(record.property)] }
    /// The split name's parts, when the schema knows the property.
    var knownParts: PropertyNameParts? {
        guard case .known(let parts, _) = property.split else { return nil }
        return parts
    }
    /// What the declaration sets, interned: the split name (or the name as written when unknown).
    public var slotID: Int { table.slot(ofDeclaration: index) }
    /// Problems met expanding its variables (scheme-independent), when the property is known.
    public var variableProblems: [VariableProblem] { reading.variableProblems }
    /// The type its property takes, when the property is known.
    var valueType: ValueType? { table.propertyTypes[Int(record.property)] }
    /// Which of the file's distinct property names it writes: equal names, equal indices.
    var propertyIndex: Int { Int(record.property) }
    /// The typed value, when the property is known and the value expanded cleanly.
    public var typed: Result<TypedValue, ValueError>? {
        guard let type = valueType else { return nil }
        return table.values.typed(ofDeclarationAt: Int(record.node), in: table.tree, as: type)
    }

    /// The value read for its property's type, each time it is asked for: a large theme holds
    /// hundreds of thousands of distinct values, and their readings, kept, outweighed the tree.
    private var reading: ValueReading {
        guard let type = valueType else { return ValueReading(variableProblems: [], typed: nil) }
        return table.values.read(declaration, as: type)
    }
}

/// A rule of the file with its selectors and declarations read: a view into the file's fact table.
public struct RuleFacts: Sendable {
    let table: FactTable
    let index: Int

    private var record: FactTable.RuleRecord { table.rules[index] }

    /// The rule.
    public var rule: Rule { Rule(unchecked: table.tree.node(at: Int(record.node))) }
    /// The `@media` conditions it sits under, or nil at the top level.
    public var media: [MediaCondition]? { record.media < 0 ? nil : table.media[Int(record.media)] }
    /// Its selectors.
    public var selectors: SelectorFactsList {
        let positions = table.selectorIndices(ofRule: index)
        return SelectorFactsList(table: table, offset: positions.lowerBound, count: positions.count)
    }
    /// Its declarations.
    public var declarations: DeclarationFactsList {
        let indices = declarationIndices
        return DeclarationFactsList(table: table, offset: indices.lowerBound, count: indices.count)
    }
    /// Where its declarations are in the file's fact table: for passes that read them by index
    /// rather than through views.
    var declarationIndices: Range<Int> { table.declarationIndices(ofRule: index) }
}

/// The selectors of a rule, indexed from zero.
public struct SelectorFactsList: RandomAccessCollection, Sendable {
    let table: FactTable
    let offset: Int
    /// The number of selectors.
    public let count: Int

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of selectors.
    public var endIndex: Int { count }

    /// The selector at `position`.
    public subscript(position: Int) -> SelectorFacts {
        let record = table.selectors[offset + position]
        return SelectorFacts(
            token: table.tree.token(at: Int(record.token)), classID: Int(record.classID),
            match: table.matches[Int(record.match)])
    }
}

/// The declarations of a rule, indexed from zero.
public struct DeclarationFactsList: RandomAccessCollection, Sendable {
    let table: FactTable
    let offset: Int
    /// The number of declarations.
    public let count: Int

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of declarations.
    public var endIndex: Int { count }

    /// The declaration at `position`.
    public subscript(position: Int) -> DeclarationFacts { DeclarationFacts(table: table, index: offset + position) }
}

/// The rules of a file, top-level and inside `@media`, in order.
public struct RuleFactsList: RandomAccessCollection, Sendable {
    let table: FactTable

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of rules.
    public var endIndex: Int { table.rules.count }

    /// The rule at `position`.
    public subscript(position: Int) -> RuleFacts { RuleFacts(table: table, index: position) }
}

/// Every declaration of a file's rules in order, with the index of its rule.
public struct FileDeclarationsList: RandomAccessCollection, Sendable {
    let table: FactTable

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of declarations.
    public var endIndex: Int { table.declarations.count }

    /// The declaration at `position` and the index of its rule.
    public subscript(position: Int) -> (rule: Int, facts: DeclarationFacts) {
        (table.ruleIndex(ofDeclaration: position), DeclarationFacts(table: table, index: position))
    }

    /// Walks the declarations and their rules together, without a search for each rule.
    public func makeIterator() -> Iterator { Iterator(table: table) }

    /// The declarations in order, each with the index of its rule.
    public struct Iterator: IteratorProtocol {
        let table: FactTable
        var position = 0
        var rule = -1
        /// Where the next rule's declarations start.
        var nextRuleStart = 0

        /// The next declaration and the index of its rule.
        public mutating func next() -> (rule: Int, facts: DeclarationFacts)? {
            guard position < table.declarations.count else { return nil }
            while position >= nextRuleStart {
                rule += 1
                nextRuleStart =
                    rule + 1 < table.rules.count ? Int(table.rules[rule + 1].declarations) : table.declarations.count
            }
            defer { position += 1 }
            return (rule, DeclarationFacts(table: table, index: position))
        }
    }
}

/// The facts of one file in flat arrays: a record of a few integers per rule, selector and
/// declaration, and the readings they share. Rules own consecutive runs of selectors and
/// declarations, so a rule records only where its runs start.
final class FactTable: Sendable {
    struct RuleRecord {
        var node: UInt32
        /// The index of its `@media` conditions, or -1 at the top level.
        var media: Int32
        var selectors: UInt32
        var declarations: UInt32
    }

    struct SelectorRecord {
        var token: UInt32
        var classID: UInt32
        var match: UInt32
        /// The token's bytes, kept as the declarations keep their names' (``DeclarationRecord``):
        /// rules that report class by class read them in no order.
        var start: UInt32
        var end: UInt32

        var range: Range<Int> { Int(start)..<Int(end) }
    }

    struct DeclarationRecord {
        var node: UInt32
        var property: UInt32
        /// The bytes of its name, read in file order with the name: found from the node when a
        /// finding asked, they were two dependent reads far apart in the tree (for
        /// overridden-declaration's findings, made class by class, 4.8% of the pipeline's time
        /// samples on gen.py's 5 MB theme).
        var nameStart: UInt32
        var nameEnd: UInt32

        var nameRange: Range<Int> { Int(nameStart)..<Int(nameEnd) }
    }

    let tree: SyntaxTree
    let rules: [RuleRecord]
    let selectors: [SelectorRecord]
    let declarations: [DeclarationRecord]
    let media: [[MediaCondition]]
    let matches: [ClassPathMatch]
    /// The distinct groups of the matches, sorted by name: their indices order them as their
    /// names do.
    let groupNames: [String]
    /// Each match's group, as an index into ``groupNames`` (-1 for none), and case, read once:
    /// selectors ask for them rule after rule.
    let matchGroupIDs: [Int32]
    let matchKinds: [MatchKind]
    let properties: [PropertyReading]
    // Each reading's kind, slot and type in arrays of their own: read from the reading object,
    // each was a reference count on it and its release, for every declaration of every rule
    // that asks.
    /// Which case each reading's split is, without its payload (copied out, the split's strings
    /// were counted), by property index.
    let propertyKinds: [PropertyNameSplit.Kind]
    /// ``PropertyReading/slot`` by property index.
    let propertySlots: [Int]
    /// ``PropertyReading/type`` by property index.
    let propertyTypes: [ValueType?]
    let values: ValueReader
    /// Which declarations' values a resolve pass of the same tree read as literals of their
    /// type, when one did and kept them (``KeptValueReadings``): by position in ``declarations``.
    let literalValues: KeptValueReadings?

    /// The case of a ``ClassPathMatch``, without its spec.
    enum MatchKind {
        case documented, custom, unknown
    }

    init(
        tree: SyntaxTree, rules: [RuleRecord], selectors: [SelectorRecord], declarations: [DeclarationRecord],
        media: [[MediaCondition]], readings: FactReadings, values: ValueReader,
        literalValues: KeptValueReadings? = nil
    ) {
        self.tree = tree
        self.rules = rules
        self.selectors = selectors
        self.declarations = declarations
        self.media = media
        matches = readings.matches
        let matchGroups = matches.map { $0.spec?.group }
        groupNames = Set(matchGroups.compactMap { $0 }).sorted()
        let groupIDs = Dictionary(uniqueKeysWithValues: groupNames.enumerated().map { ($1, Int32($0)) })
        matchGroupIDs = matchGroups.map { group in group.flatMap { groupIDs[$0] } ?? -1 }
        matchKinds = matches.map { match in
            switch match {
            case .documented, .numbered: .documented
            case .custom: .custom
            case .unknown: .unknown
            }
        }
        properties = readings.properties
        propertyKinds = properties.map(\.split.kind)
        propertySlots = properties.map(\.slot)
        propertyTypes = properties.map(\.type)
        self.values = values
        self.literalValues = literalValues
    }

    /// The same facts, read through `tree` and `values`: see ``LintContext/forAnotherThread()``.
    private init(copying other: FactTable, tree: SyntaxTree, values: ValueReader) {
        self.tree = tree
        rules = other.rules
        selectors = other.selectors
        declarations = other.declarations
        media = other.media
        matches = other.matches
        groupNames = other.groupNames
        matchGroupIDs = other.matchGroupIDs
        matchKinds = other.matchKinds
        properties = other.properties
        propertyKinds = other.propertyKinds
        propertySlots = other.propertySlots
        propertyTypes = other.propertyTypes
        self.values = values
        literalValues = other.literalValues
    }

    /// The same facts through a tree object and value reader of their own.
    func forAnotherThread() -> FactTable {
        FactTable(copying: self, tree: tree.sharingStorage(), values: values.forAnotherThread())
    }

    /// The positions in ``selectors`` of rule `index`'s selectors.
    func selectorIndices(ofRule index: Int) -> Range<Int> {
        let end = index + 1 < rules.count ? Int(rules[index + 1].selectors) : selectors.count
        return Int(rules[index].selectors)..<end
    }

    /// The rule whose run of declarations holds declaration `index`.
    func ruleIndex(ofDeclaration index: Int) -> Int { lastRule { Int($0.declarations) <= index } }

    /// The last rule whose run starts at or before a position: rules with empty runs start where
    /// the next one does, so the last of them is the one holding it.
    private func lastRule(where startsAtOrBefore: (RuleRecord) -> Bool) -> Int {
        var low = 0
        var high = rules.count
        while low < high {
            let middle = (low + high) / 2
            if startsAtOrBefore(rules[middle]) { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// What declaration `index` sets (``DeclarationFacts/slotID``), read in place.
    func slot(ofDeclaration index: Int) -> Int { propertySlots[Int(declarations[index].property)] }

    /// The positions in ``declarations`` of rule `index`'s declarations.
    func declarationIndices(ofRule index: Int) -> Range<Int> {
        let end = index + 1 < rules.count ? Int(rules[index + 1].declarations) : declarations.count
        return Int(rules[index].declarations)..<end
    }
}
