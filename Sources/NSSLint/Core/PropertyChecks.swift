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
    private let groupNames: [String]
    /// Verdicts by group identifier (the fact table's), then by the file's property index.
    private var tables: [[PropertyCheck?]]

    init(_ context: LintContext) {
        schema = context.schema
        groupNames = context.facts.groupNames
        tables = Array(repeating: [], count: groupNames.count)
    }

    /// The verdict on the file's property `property`, whose split name is `split`, in the group
    /// `group` (an index into the fact table's group names); nil when the schema does not know
    /// the property. The split name is read only the first time a property is asked about in a
    /// group: copied for every declaration, it was most of the cost of the rules that ask.
    mutating func check(
        property: Int, split: @autoclosure () -> PropertyNameSplit, inGroup group: Int
    ) -> PropertyCheck? {
        if property < tables[group].count, let known = tables[group][property] { return known }
        guard case .known(let parts, _) = split() else { return nil }
        let verdict = schema.check(parts, inGroup: groupNames[group])
        if property >= tables[group].count {
            tables[group].append(contentsOf: repeatElement(nil, count: property + 1 - tables[group].count))
        }
        tables[group][property] = verdict
        return verdict
    }
}
