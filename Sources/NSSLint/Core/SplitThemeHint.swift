import NSSSyntax
import NSSTheme

/// A stylesheet beside the one linted, with the variables it defines.
public struct SiblingStylesheet: Sendable {
    /// Its path, as it is shown.
    public var path: String
    /// The names it defines, without `@`.
    public var definedNames: Set<String>

    /// Creates a sibling.
    public init(path: String, definedNames: Set<String>) {
        self.path = path
        self.definedNames = definedNames
    }

    /// The sibling's definitions, read from its text.
    public init(path: String, bytes: [UInt8]) {
        let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
        self.init(path: path, definedNames: Set(VariableDefinition.collect(from: tree).map(\.name)))
    }
}

/// A theme split over several files, linted file by file, shows every use of a shared variable as
/// undefined. When every undefined name of a file is defined in the stylesheets beside it, one
/// finding says so and how to lint the files together, with each use as a note.
public enum SplitThemeHint {
    /// The rule whose findings the hint replaces: `undefined-variable`.
    public static var replacedRule: String { UndefinedVariableRule.description.id }

    /// Whether the findings hold an undefined variable, the only case the siblings are read for.
    public static func wantsSiblings(_ findings: [Finding]) -> Bool {
        findings.contains { $0.ruleID == UndefinedVariableRule.description.id }
    }

    /// The findings with the undefined-variable ones replaced by one hint, when the siblings define
    /// every undefined name; unchanged otherwise.
    public static func collapse(_ findings: [Finding], siblings: [SiblingStylesheet]) -> [Finding] {
        let undefined = findings.filter { $0.ruleID == UndefinedVariableRule.description.id }
        guard let hint = hint(for: undefined, siblings: siblings) else { return findings }
        var result = findings.filter { $0.ruleID != UndefinedVariableRule.description.id }
        let index =
            result.firstIndex { $0.diagnostic.range.lowerBound > hint.diagnostic.range.lowerBound } ?? result.count
        result.insert(hint, at: index)
        return result
    }

    /// The one finding that takes the place of a file's undefined-variable findings, when the
    /// siblings define every name they report; nil otherwise.
    public static func hint(for undefined: [Finding], siblings: [SiblingStylesheet]) -> Finding? {
        guard let first = undefined.first, !siblings.isEmpty else { return nil }
        let names = undefined.map { String($0.file.text($0.diagnostic.range).dropFirst()) }
        var definers: [String] = []
        for name in Set(names) {
            guard let sibling = siblings.first(where: { $0.definedNames.contains(name) }) else { return nil }
            if !definers.contains(sibling.path) { definers.append(sibling.path) }
        }
        definers.sort()
        let distinct = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let shown = distinct.prefix(5).map { "'@\($0)'" }.joined(separator: ", ") + (distinct.count > 5 ? ", ..." : "")
        let file = first.file
        let files = (definers + [file.path]).joined(separator: ",")
        let message =
            "\(distinct.count) variable\(distinct.count == 1 ? "" : "s") used here (\(shown)) "
            + "\(distinct.count == 1 ? "is" : "are") defined only in \(definers.joined(separator: ", ")): "
            + "if the app reads these files as one theme, lint them together with --theme \(files) "
            + "(or \"themes\" in .nsslint.json); NUI's appendStylesheet keeps variables per file and crashes here"
        let notes = undefined.map {
            DiagnosticNote(message: "'\($0.file.text($0.diagnostic.range))' used here", range: $0.diagnostic.range)
        }
        return Finding(
            ruleID: first.ruleID,
            diagnostic: Diagnostic(
                code: first.diagnostic.code, severity: .warning, message: message, range: first.diagnostic.range,
                notes: notes),
            file: file)
    }
}
