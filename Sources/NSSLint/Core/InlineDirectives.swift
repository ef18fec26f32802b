import NSSSyntax

/// `nsslint-disable` comments: `/* nsslint-disable-next-line RULE, RULE */`,
/// `/* nsslint-disable-line RULE */`, and `/* nsslint-disable RULE */ ... /* nsslint-enable RULE */`
/// ranges. Without rule names they cover every rule. `//` comments work too.
struct InlineDirective {
    enum Kind: String {
        case disableNextLine = "nsslint-disable-next-line"
        case disableLine = "nsslint-disable-line"
        case disable = "nsslint-disable"
        case enable = "nsslint-enable"
    }

    let kind: Kind
    /// Rule identifiers or diagnostic codes; empty for all.
    let rules: Set<String>
    /// The comment.
    let range: Range<Int>
    /// The 1-based lines the comment starts and ends on.
    let firstLine: Int
    let lastLine: Int

    /// The directives of a file, in order.
    static func parse(_ tree: SyntaxTree) -> [InlineDirective] {
        let bytes = tree.source.bytes
        return tree.comments.compactMap { comment in
            mayBeDirective(bytes[comment.range]) ? directive(in: comment, of: tree) : nil
        }
    }

    /// The directive a comment holds, if its first word is one.
    static func directive(in comment: Comment, of tree: SyntaxTree) -> InlineDirective? {
        var body = Substring(tree.source.text(comment.range))
        body = body.dropFirst(2)
        if comment.style == .block && body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
        guard let first = words.first else { return nil }
        // Longest keyword first: disable-next-line before disable.
        guard let kind = [Kind.disableNextLine, .disableLine, .disable, .enable].first(where: { $0.rawValue == first })
        else { return nil }
        let rules = Set(words.dropFirst().prefix { $0 != "--" }.map(String.init))
        let source = tree.source
        return InlineDirective(
            kind: kind, rules: rules, range: comment.range,
            firstLine: source.location(of: comment.range.lowerBound).line,
            lastLine: source.location(of: max(comment.range.upperBound - 1, comment.range.lowerBound)).line)
    }

    /// Whether a comment's first word may be a directive: after the opener and any blanks or
    /// commas, its bytes begin `nsslint-`, or a byte that is not ASCII leaves it to the words.
    /// A theme has thousands of comments and few directives, and splitting every comment into
    /// words was 3% of the 1 MB theme's pipeline.
    static func mayBeDirective(_ comment: ArraySlice<UInt8>) -> Bool {
        var index = comment.startIndex + 2
        while index < comment.endIndex {
            switch comment[index] {
            case 0x20, 0x09, 0x2C, 0x0A, 0x0D: index += 1
            case 0x80...: return true
            default:
                for expected in "nsslint-".utf8 {
                    guard index < comment.endIndex else { return false }
                    let byte = comment[index]
                    if byte >= 0x80 { return true }
                    if byte != expected { return false }
                    index += 1
                }
                return true
            }
        }
        return false
    }

    func covers(_ finding: Finding) -> Bool {
        rules.isEmpty || rules.contains(finding.ruleID) || rules.contains(finding.diagnostic.code.rawValue)
    }
}

/// Applies a file's inline directives to its findings as the rules report them: a finding a
/// directive covers is dropped, and the directive marked used. Once every rule has reported,
/// the directives that suppressed nothing or name unknown rules are findings themselves.
struct DirectiveApplication {
    let directives: [InlineDirective]
    let file: SourceFile
    let knownNames: Set<String>
    private var used: [Bool]

    /// When a range directive (disable or enable) comes into force: the end of its comment, in
    /// file order (comments neither overlap nor nest, so the directives in force at an offset
    /// are always the first few).
    private let rangeEnds: [Int]
    /// The range directives naming rules, by rule: their indices in order.
    private let rangeEventsByRule: [String: [Int]]
    /// The range directives for every rule (disable or enable), their indices in order, and
    /// the enables among them.
    private let rangeEventsForAll: [Int]
    private let enablesForAll: [Int]
    /// The disable-line and disable-next-line directives that apply on a line, in order.
    private let lineDirectives: [Int: [Int]]

    init(directives: [InlineDirective], file: SourceFile, knownNames: Set<String>) {
        self.directives = directives
        self.file = file
        self.knownNames = knownNames
        used = Array(repeating: false, count: directives.count)
        rangeEnds = directives.map(\.range.upperBound)
        var byRule: [String: [Int]] = [:]
        var forAll: [Int] = []
        var byLine: [Int: [Int]] = [:]
        for (index, directive) in directives.enumerated() {
            switch directive.kind {
            case .disable, .enable:
                if directive.rules.isEmpty { forAll.append(index) }
                for rule in directive.rules { byRule[rule, default: []].append(index) }
            case .disableNextLine:
                byLine[directive.lastLine + 1, default: []].append(index)
            case .disableLine:
                for line in directive.firstLine...directive.lastLine { byLine[line, default: []].append(index) }
            }
        }
        rangeEventsByRule = byRule
        rangeEventsForAll = forAll
        enablesForAll = forAll.filter { directives[$0].kind == .enable }
        lineDirectives = byLine
    }

    /// Whether the file has any directive, which may suppress a finding.
    var suppressesAny: Bool { !directives.isEmpty }

    /// The findings no directive suppresses, in their order.
    mutating func filter(_ findings: [Finding]) -> [Finding] {
        guard !directives.isEmpty else { return findings }
        var kept: [Finding] = []
        for finding in findings {
            if let index = suppressor(of: finding) {
                used[index] = true
            } else {
                kept.append(finding)
            }
        }
        return kept
    }

    /// The directive that suppresses a finding, if any: the rule's own disable range in force,
    /// else a disable range for every rule in force, else the first line directive for its line.
    private func suppressor(of finding: Finding) -> Int? {
        let offset = finding.diagnostic.range.lowerBound
        // The directives whose comments end by the finding: the first `inForce`.
        let inForce = rangeEnds.partitionPoint { $0 > offset }
        let lastForAll = Self.last(rangeEventsForAll, before: inForce)
        // An enable for every rule ends every disable before it, a rule's own included.
        let clearedUpTo = Self.last(enablesForAll, before: inForce) ?? -1
        if let event = disable(naming: finding.ruleID, inForce: inForce, clearedUpTo: clearedUpTo)
            ?? disable(naming: finding.diagnostic.code.rawValue, inForce: inForce, clearedUpTo: clearedUpTo)
        {
            return event
        }
        if let lastForAll, directives[lastForAll].kind == .disable { return lastForAll }
        let line = file.location(of: offset).line
        return lineDirectives[line]?.first { directives[$0].covers(finding) }
    }

    /// The disable range naming `name` in force, unless an enable for it or for every rule came
    /// after it.
    private func disable(naming name: String, inForce: Int, clearedUpTo: Int) -> Int? {
        guard let events = rangeEventsByRule[name], let event = Self.last(events, before: inForce),
            event > clearedUpTo, directives[event].kind == .disable
        else { return nil }
        return event
    }

    /// The last of the ascending directive indices below `limit`.
    private static func last(_ indices: [Int], before limit: Int) -> Int? {
        let count = indices.partitionPoint { $0 >= limit }
        return count > 0 ? indices[count - 1] : nil
    }

    /// The directives that name unknown rules or suppressed nothing, as findings at `severity`.
    func unusedDirectiveFindings(severity: Severity) -> [Finding] {
        var findings: [Finding] = []
        for (index, directive) in directives.enumerated() {
            let unknown = directive.rules.filter { !knownNames.contains($0) }.sorted()
            if !unknown.isEmpty {
                findings.append(
                    UnusedDisableRule.unknownRules(unknown, directive: directive, file: file, severity: severity))
            } else if !used[index] && directive.kind != .enable {
                findings.append(UnusedDisableRule.unused(directive, file: file, severity: severity))
            }
        }
        return findings
    }
}
