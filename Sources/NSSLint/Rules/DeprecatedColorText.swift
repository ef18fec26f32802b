import NSSSyntax
import NSSTheme

/// What the findings about one deprecated color name need, found once per name and shared; their
/// texts are made from it when read.
final class DeprecatedTexts: Sendable {
    let name: String
    let replacement: String
    /// Whether a variable of the theme is named like it (then renaming is not safe).
    let isVariableBase: Bool

    init(name: String, replacement: String, isVariableBase: Bool) {
        self.name = name
        self.replacement = replacement
        self.isVariableBase = isVariableBase
    }

    var message: String { DeprecatedColorRule.message(name, replacement) }
    var fixItMessage: String { "rename to '\(replacement)'" }
}

/// The texts of deprecated-color's findings of one name, found one way, their message and fix-it
/// made when a report reads them: the fix-it and the two lists holding it were two allocations
/// for each of the 18,500 findings of the 5 MB benchmark theme, and an object for each finding
/// one more. One object serves every finding of the name found the same way (see ``Kind``).
final class DeprecatedColorText: DeferredDiagnosticText {
    private let texts: DeprecatedTexts
    private let kind: Kind

    /// The ways a name is found: as a definition, reported without a fix, or to rename, at the
    /// start of the diagnostic's range or after its `@`, and safely (renaming keeps what the
    /// theme means) or not.
    enum Kind {
        case definition
        case rename(afterAt: Bool, safe: Bool)

        /// Each kind's place among a name's five: the rule keeps one object per name and kind.
        var index: Int {
            switch self {
            case .definition: 0
            case .rename(let afterAt, let safe): 1 + (afterAt ? 2 : 0) + (safe ? 1 : 0)
            }
        }
        static let count = 5
    }

    init(_ texts: DeprecatedTexts, _ kind: Kind) {
        self.texts = texts
        self.kind = kind
    }

    /// Made from the name alone, wherever the diagnostic is.
    func message(at _: Range<Int>) -> String { texts.message }

    /// The rename of the name, which starts `range` or follows its `@`.
    func fixIts(at range: Range<Int>) -> [FixIt] {
        guard case .rename(let afterAt, let safe) = kind else { return [] }
        let start = range.lowerBound + (afterAt ? 1 : 0)
        let name = start..<(start + texts.name.utf8.count)
        return [
            FixIt(
                message: texts.fixItMessage, edits: [TextEdit(range: name, replacement: texts.replacement)],
                applicability: safe ? .safe : .suggestion)
        ]
    }

    /// The deprecated name, shared by every finding of the text: the message is made from it
    /// alone (and its replacement, which it decides), and quotes it.
    func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        var name = texts.name
        name.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Nothing more: the place does not change the message.
    func forEachIdentityPiece(at _: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {}
}

/// The texts deprecated-color has made in one file: a theme repeats its few deprecated names, so
/// each name's texts, and its findings' texts for each way the name is found, are made once.
struct DeprecatedTextsMade {
    private let definedBases: Set<String>
    private var texts: [DeprecatedTexts?]
    private var findingTexts: [DeprecatedColorText?]

    /// Room for `names` deprecated names, identified from 0; `definedBases` are the variables'
    /// names, without a scheme suffix.
    init(names: Int, definedBases: Set<String>) {
        self.definedBases = definedBases
        texts = Array(repeating: nil, count: names)
        findingTexts = Array(repeating: nil, count: names * DeprecatedColorText.Kind.count)
    }

    /// The texts of the deprecated name with identifier `id`, written `name`; nil when it has no
    /// replacement.
    mutating func texts(id: Int, name: @autoclosure () -> String) -> DeprecatedTexts? {
        if let known = texts[id] { return known }
        let name = name()
        guard let replacement = FioriColors.deprecated[name] else { return nil }
        let made = DeprecatedTexts(name: name, replacement: replacement, isVariableBase: definedBases.contains(name))
        texts[id] = made
        return made
    }

    /// The texts of the findings of the name with identifier `id` found as `kind`.
    mutating func text(id: Int, _ texts: DeprecatedTexts, _ kind: DeprecatedColorText.Kind) -> DeprecatedColorText {
        let slot = id * DeprecatedColorText.Kind.count + kind.index
        if let known = findingTexts[slot] { return known }
        let made = DeprecatedColorText(texts, kind)
        findingTexts[slot] = made
        return made
    }
}
