import NSSTheme

/// Whether groups accept declarations' properties, as ``Schema/check(_:inGroup:)`` says, each
/// group's verdict on each of the file's property names found once: a rule asks it of every
/// declaration, and a theme repeats its properties.
///
/// Each rule keeps its own: shared by the rules that ask, behind a lock, the verdicts were
/// found once instead of twice, but every question took the lock, and the rules on the two
/// threads took turns at it.
struct PropertyChecks {
    private let schema: Schema
    /// Verdicts by group, then by the file's property index.
    private var tableOfGroup: [String: Int] = [:]
    private var tables: [[PropertyCheck?]] = []
    /// Consecutive questions nearly always name the same group (a rule's declarations, one
    /// group after another), so the last group's table is at hand without hashing its name.
    private var lastGroup: String?
    private var lastTable = 0

    init(_ context: LintContext) { schema = context.schema }

    /// The verdict; nil when the schema does not know the property. The split name is read only
    /// the first time a property is asked about in a group: copied for every declaration, it
    /// was most of the cost of the rules that ask.
    mutating func check(_ facts: DeclarationFacts, inGroup group: String) -> PropertyCheck? {
        check(property: facts.propertyIndex, split: facts.split, inGroup: group)
    }

    /// The verdict on the file's property `property`, whose split name is `split`.
    mutating func check(
        property: Int, split: @autoclosure () -> PropertyNameSplit, inGroup group: String
    ) -> PropertyCheck? {
        let table = table(of: group)
        if property < tables[table].count, let known = tables[table][property] { return known }
        guard case .known(let parts, _) = split() else { return nil }
        let verdict = schema.check(parts, inGroup: group)
        if property >= tables[table].count {
            tables[table].append(contentsOf: repeatElement(nil, count: property + 1 - tables[table].count))
        }
        tables[table][property] = verdict
        return verdict
    }

    private mutating func table(of group: String) -> Int {
        if group == lastGroup { return lastTable }
        let table: Int
        if let known = tableOfGroup[group] {
            table = known
        } else {
            table = tables.count
            tables.append([])
            tableOfGroup[group] = table
        }
        lastGroup = group
        lastTable = table
        return table
    }
}
