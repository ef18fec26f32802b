import NSSSyntax

/// Which definition of a name applies when there are several.
public enum DefinitionPrecedence: String, Sendable, Hashable {
    /// The last definition wins, as in NUI and SAP's UIKit SDK.
    case lastWins
    /// The first definition within a file wins, and a later file's definition replaces an
    /// earlier file's, as in SAP's SwiftUI reader (StyleSheetParser keeps a file's first
    /// definition; StyleSheetSettings merges files in order).
    case firstWins
}

/// A problem met while expanding variables.
public struct VariableProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problems.
    public enum Kind: Hashable, Sendable {
        /// No definition of the name applies.
        case undefined(name: String)
        /// The definitions refer to each other in a loop; the names, in order, the first repeated
        /// at the end: `["a", "b", "a"]`.
        case cycle(path: [String])
        /// The value grows beyond ``VariableTable/maximumExpandedParts`` parts once expanded.
        case tooLarge(name: String)
        /// The definition reaches its value through more than ``VariableTable/maximumDepth``
        /// nested variables.
        case tooDeep(name: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The reference where it was met.
    public var span: SourceSpan?

    /// A one-line message.
    public var description: String {
        switch kind {
        case .undefined(let name):
            "undefined variable '@\(name)'"
        case .cycle(let path):
            "variable cycle: " + path.map { "@" + $0 }.joined(separator: " -> ")
        case .tooLarge(let name):
            "'@\(name)' expands to more than \(VariableTable.maximumExpandedParts) value parts; expansion stopped"
        case .tooDeep(let name):
            "'@\(name)' is defined through more than \(VariableTable.maximumDepth) nested variables; expansion stopped"
        }
    }

    /// Whether the problem is one of the expansion limits (too large or too deep).
    public var isLimit: Bool {
        switch kind {
        case .tooLarge, .tooDeep: true
        case .undefined, .cycle: false
        }
    }
}

/// The variables of a theme for one environment: which definition each name has, and the
/// expansion of references inside values.
///
/// A reference `@name` may stand anywhere inside a value (`border-width: @w;`,
/// `rgba(@red, 0, 0, .5)`), and a definition may refer to others (`@b: @a;`): expansion follows
/// chains, reports cycles with the cycle spelled out, and stops a value at
/// ``maximumExpandedParts`` parts, so a file that doubles a value 60 times costs no more than a
/// few thousand parts.
///
/// Scheme variants: with a scheme given, `@name` reads `@name_<scheme>` first (through the
/// scheme's fallbacks: `elevatedDarkBackground`, then `darkBackground`). For a Fiori palette name
/// an unsuffixed definition is the light-background value (`_lightBackground` beats it there), and
/// a scheme the theme does not define takes the v8 palette default when `paletteDefaults` is on.
public final class VariableTable: Sendable {
    /// The largest number of parts one expanded value may have.
    public static let maximumExpandedParts = 4096
    /// The longest chain of variables one value may go through (`@b: @a;` is a chain of two).
    /// Real themes chain a handful; the bound keeps a hostile 100,000-long chain from exhausting
    /// the stack, and it holds whatever order definitions are expanded in.
    public static let maximumDepth = 128

    /// The definitions that apply, by name.
    public let definitions: [String: VariableDefinition]
    /// Every definition given, whether it applies or not, in order.
    public let allDefinitions: [VariableDefinition]
    /// Whether Fiori palette names without a definition read as the v8 defaults (SAP's SDK
    /// defines them in its base theme; NUI does not).
    public let paletteDefaults: Bool
    /// Whether a scheme without a definition reads a related scheme's (elevated dark reads dark).
    public let schemeFallback: Bool
    /// The names defined with a scheme suffix (`tint` for `@tint_darkBackground`), without it:
    /// any other name binds to its unsuffixed definition or its palette default, found without
    /// making and hashing the name with each scheme's suffix (3,300 instructions a use of a
    /// variable in gen.py's themes, against a tenth of that for its memoized expansion).
    private let basesWithSchemeVariants: Set<String>

    /// Builds the table from definitions in load order, keeping those whose `@media` conditions
    /// hold in `environment`.
    public init(
        _ definitions: [VariableDefinition], environment: Environment = .default,
        precedence: DefinitionPrecedence = .lastWins, paletteDefaults: Bool = true, schemeFallback: Bool = true
    ) {
        allDefinitions = definitions
        self.paletteDefaults = paletteDefaults
        self.schemeFallback = schemeFallback
        var applying: [String: VariableDefinition] = [:]
        for definition in definitions.sorted(by: { $0.order < $1.order })
        where !definition.mediaIsInvalid && environment.matches(definition.media) {
            if precedence == .firstWins, let earlier = applying[definition.name],
                earlier.span.file === definition.span.file
            {
                continue
            }
            applying[definition.name] = definition
        }
        self.definitions = applying
        basesWithSchemeVariants = Set(
            applying.keys.compactMap { name in
                let (base, scheme) = ColorScheme.split(name)
                return scheme == nil ? nil : base
            })
    }

    /// What a name resolves to in a scheme.
    public enum Binding: Hashable, Sendable {
        /// A definition of the theme.
        case definition(VariableDefinition)
        /// The v8 palette's default for a Fiori color name.
        case paletteDefault(name: String, scheme: ColorScheme, color: RGBAColor)
    }

    /// The binding of `@name` in `scheme` (nil: scheme-independent lookup, where any scheme
    /// variant counts as a definition of the bare name).
    public func binding(of name: String, scheme: ColorScheme?) -> Binding? {
        let (base, pinned) = ColorScheme.split(name)
        let isPalette = FioriColors.isColorName(base)
        if let pinned {
            // `@tintColor_darkBackground`: that scheme's value.
            return binding(base: base, scheme: pinned, isPalette: isPalette, exactName: name)
        }
        guard let scheme else {
            if let definition = definitions[name] { return .definition(definition) }
            if let variant = ColorScheme.allCases.lazy.compactMap({ self.definitions["\(name)_\($0.suffix)"] }).first {
                return .definition(variant)
            }
            if isPalette && paletteDefaults, let color = FioriColors.defaultColor(base, scheme: .lightBackground) {
                return .paletteDefault(name: base, scheme: .lightBackground, color: color)
            }
            return nil
        }
        return binding(base: base, scheme: scheme, isPalette: isPalette, exactName: nil)
    }

    private func binding(base: String, scheme: ColorScheme, isPalette: Bool, exactName: String?) -> Binding? {
        let candidates = schemeFallback ? scheme.fallbacks : [scheme]
        if !basesWithSchemeVariants.isEmpty && basesWithSchemeVariants.contains(base) {
            for candidate in candidates {
                if let definition = definitions["\(base)_\(candidate.suffix)"] { return .definition(definition) }
                if candidate == .lightBackground || !isPalette, let definition = definitions[base] {
                    // Unsuffixed: the light value of a palette color; every scheme's value otherwise.
                    return .definition(definition)
                }
            }
        } else if !isPalette || candidates.contains(.lightBackground), let definition = definitions[base] {
            // No suffixed definition to try: what the loop above finds.
            return .definition(definition)
        }
        if !isPalette, let definition = definitions[base] { return .definition(definition) }
        if isPalette && paletteDefaults, let color = FioriColors.defaultColor(base, scheme: scheme) {
            return .paletteDefault(name: base, scheme: scheme, color: color)
        }
        return nil
    }

    /// Whether `@name` has any definition in the table (in any scheme variant), or is a palette
    /// name with a default.
    public func isDefined(_ name: String) -> Bool {
        // A name defined as written is bound whatever its suffix says (a pinned scheme looks
        // itself up first): no split into base and scheme, no palette lookup. Most are.
        if definitions[name] != nil { return true }
        return binding(of: name, scheme: nil) != nil
    }

    /// Expands every variable reference in `parts`.
    public func expand(_ parts: [ValuePart], scheme: ColorScheme? = nil) -> (
        parts: [ValuePart], problems: [VariableProblem]
    ) {
        var expander = VariableExpander(table: self, scheme: scheme)
        return expander.expand(parts)
    }
}

/// Expands references with memoized definitions, so each definition is expanded once per
/// expander however often it is used.
public struct VariableExpander {
    private let table: VariableTable
    private let scheme: ColorScheme?
    private let substitution: RuntimeModel.Substitution
    private var memo: [Int: Expansion] = [:]
    private var stack: [String] = []
    /// For each definition on the stack, the longest chain below it met so far.
    private var chainsBelow: [Int] = []
    /// The reference that started the expansion on the stack.
    private var outermostReference: ValueToken?
    /// Whether the failure being unwound came from the depth bound: then only the outermost
    /// definition is known to be too deep, and the ones in between are not memoized as failed
    /// (expanded on their own, they may well fit).
    private var unwindingDepthBound = false

    private enum Expansion {
        /// The expanded parts, the length of the longest chain of definitions they went through,
        /// and the problems met inside (an undefined variable the definition names), which every
        /// use meets again: without them, a value's reading depended on what was expanded before.
        case parts([ValuePart], depth: Int, problems: [VariableProblem])
        /// Expansion hit a limit; the problem says which, where the expansion met it.
        case failed(VariableProblem)
    }

    /// An expander for a table and scheme; reuse it across values to share the memo.
    /// `substitution` says where references are replaced.
    public init(table: VariableTable, scheme: ColorScheme?, substitution: RuntimeModel.Substitution = .everywhere) {
        self.table = table
        self.scheme = scheme
        self.substitution = substitution
    }

    /// Expands `parts`, returning the result and the problems met. A reference that cannot be
    /// expanded is kept as written.
    public mutating func expand(_ parts: [ValuePart]) -> (parts: [ValuePart], problems: [VariableProblem]) {
        if substitution == .wholeValueOnly { return expandWholeValue(parts) }
        var problems: [VariableProblem] = []
        var output: [ValuePart] = []
        let fits = expand(parts, into: &output, problems: &problems)
        if !fits && !problems.contains(where: \.isLimit) {
            // Each definition fits, but together they do not: name the first reference.
            let reference = parts.lazy.compactMap { part -> ValueToken? in
                if case .token(let token) = part, token.kind == .atKeyword { return token }
                return nil
            }.first
            let name = reference.map { String($0.text.dropFirst()) } ?? "value"
            problems.append(VariableProblem(kind: .tooLarge(name: name), span: reference?.span))
        }
        return (output, problems)
    }

    /// NUI's substitution: a value that starts with a variable is looked up whole (`@w 4` looks
    /// up "@w 4", which no definition can name), and the definition's text is used as written.
    /// Any other reference stays literal text.
    private func expandWholeValue(_ parts: [ValuePart]) -> (parts: [ValuePart], problems: [VariableProblem]) {
        guard case .token(let first)? = parts.first, first.kind == .atKeyword, first.text.hasMoreCharacters(than: 1)
        else {
            return (parts, [])
        }
        let name = parts.count == 1 ? String(first.text.dropFirst()) : String(ValuePart.text(parts).dropFirst())
        guard parts.count == 1, case .definition(let definition)? = table.binding(of: name, scheme: scheme) else {
            if parts.count == 1, case .paletteDefault(let paletteName, _, _)? = table.binding(of: name, scheme: scheme)
            {
                return ([.token(ValueToken(kind: .identifier, text: paletteName, span: first.span))], [])
            }
            return (parts, [VariableProblem(kind: .undefined(name: name), span: first.span)])
        }
        return (definition.parts, [])
    }

    /// Expands one definition's value as a reference to it would, so problems that arise in the
    /// definition itself (it grows too large, or its chain too deep) name it.
    public mutating func expand(definition: VariableDefinition) -> (parts: [ValuePart], problems: [VariableProblem]) {
        var problems: [VariableProblem] = []
        let reference = ValueToken(kind: .atKeyword, text: "@" + definition.name, span: definition.nameSpan)
        switch expandDefinition(definition, reference: reference, problems: &problems) {
        case .parts(let parts): return (parts, problems)
        case .cycle, .tooLarge: return ([.token(reference)], problems)
        }
    }

    /// Returns false when the output grew past the limit.
    private mutating func expand(
        _ parts: [ValuePart], into output: inout [ValuePart], problems: inout [VariableProblem]
    )
        -> Bool
    {
        for part in parts {
            switch part {
            case .token(let token) where token.kind == .atKeyword && token.text.hasMoreCharacters(than: 1):
                let name = String(token.text.dropFirst())
                guard let binding = table.binding(of: name, scheme: scheme) else {
                    problems.append(VariableProblem(kind: .undefined(name: name), span: token.span))
                    output.append(part)
                    continue
                }
                switch binding {
                case .paletteDefault(let paletteName, _, _):
                    // The palette color by name; the resolver reads it per scheme.
                    output.append(.token(ValueToken(kind: .identifier, text: paletteName, span: token.span)))
                case .definition(let definition):
                    switch expandDefinition(definition, reference: token, problems: &problems) {
                    case .parts(let expanded): output.append(contentsOf: expanded)
                    case .cycle: output.append(part)
                    case .tooLarge: return false
                    }
                }
            case .function(let name, let arguments, let span):
                var inner: [ValuePart] = []
                if !expand(arguments, into: &inner, problems: &problems) { return false }
                output.append(.function(name: name, arguments: inner, span: span))
            default:
                output.append(part)
            }
            if output.count > VariableTable.maximumExpandedParts { return false }
        }
        return true
    }

    private enum DefinitionExpansion {
        case parts([ValuePart])
        case cycle
        case tooLarge
    }

    private mutating func expandDefinition(
        _ definition: VariableDefinition, reference: ValueToken, problems: inout [VariableProblem]
    ) -> DefinitionExpansion {
        if let index = stack.firstIndex(of: definition.name) {
            let path = Array(stack[index...]) + [definition.name]
            problems.append(VariableProblem(kind: .cycle(path: path), span: reference.span))
            return .cycle
        }
        if let known = memo[definition.order] {
            switch known {
            case .parts(let parts, let depth, let innerProblems):
                noteChain(depth)
                problems.append(contentsOf: innerProblems)
                return .parts(parts)
            case .failed(let problem):
                problems.append(metAgain(problem, expanding: definition, at: reference))
                return .tooLarge
            }
        }
        if stack.count >= VariableTable.maximumDepth {
            problems.append(tooDeep(definition.name, reference: reference))
            return .tooLarge
        }
        let isOutermost = stack.isEmpty
        if isOutermost { outermostReference = reference }
        stack.append(definition.name)
        chainsBelow.append(0)
        var inner: [ValuePart] = []
        var innerProblems: [VariableProblem] = []
        let fits = expand(definition.parts, into: &inner, problems: &innerProblems)
        stack.removeLast()
        let depth = chainsBelow.removeLast() + 1
        problems.append(contentsOf: innerProblems)
        if let limit = innerProblems.first(where: \.isLimit) {
            if unwindingDepthBound {
                guard isOutermost else { return .tooLarge }
                unwindingDepthBound = false
            }
            memo[definition.order] = .failed(limit)
            return .tooLarge
        }
        guard fits else {
            let problem = VariableProblem(kind: .tooLarge(name: definition.name), span: reference.span)
            problems.append(problem)
            memo[definition.order] = .failed(problem)
            return .tooLarge
        }
        // Bottom-up, a chain can grow past the bound one memoized step at a time.
        guard depth <= VariableTable.maximumDepth else {
            let problem = tooDeep(definition.name, reference: reference)
            problems.append(problem)
            memo[definition.order] = .failed(problem)
            return .tooLarge
        }
        noteChain(depth)
        if innerProblems.contains(where: { if case .cycle = $0.kind { true } else { false } }) {
            // Do not memoize a partial expansion that depends on the current stack.
            return .parts(inner)
        }
        memo[definition.order] = .parts(inner, depth: depth, problems: innerProblems)
        return .parts(inner)
    }

    /// A memoized failure of `definition`, met again at `reference` as an expansion with no memo
    /// would meet it: a chain too deep is named after the outermost definition; a definition
    /// too large itself overflows at this reference; one too large inside it, where it did before.
    private mutating func metAgain(
        _ problem: VariableProblem, expanding definition: VariableDefinition, at reference: ValueToken
    ) -> VariableProblem {
        switch problem.kind {
        case .tooDeep(let name): tooDeep(name, reference: reference)
        case .tooLarge(definition.name): VariableProblem(kind: problem.kind, span: reference.span)
        default: problem
        }
    }

    /// A chain past the depth bound, found at `reference` to `name`, as an expansion with no memo
    /// meets it: named after the outermost definition being expanded, at its reference (a
    /// reference inside a definition is only reached through it), so that what was expanded
    /// before does not change the answer.
    private mutating func tooDeep(_ name: String, reference: ValueToken) -> VariableProblem {
        guard let outermost = stack.first else {
            return VariableProblem(kind: .tooDeep(name: name), span: reference.span)
        }
        unwindingDepthBound = true
        return VariableProblem(kind: .tooDeep(name: outermost), span: outermostReference?.span)
    }

    /// Records a chain of `depth` definitions below the definition being expanded.
    private mutating func noteChain(_ depth: Int) {
        guard !chainsBelow.isEmpty else { return }
        chainsBelow[chainsBelow.count - 1] = max(chainsBelow[chainsBelow.count - 1], depth)
    }
}
