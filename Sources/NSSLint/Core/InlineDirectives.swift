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
        var result: [InlineDirective] = []
        for comment in tree.comments {
            var body = Substring(tree.source.text(comment.range))
            body = body.dropFirst(2)
            if comment.style == .block && body.hasSuffix("*/") { body = body.dropLast(2) }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
            guard let first = words.first else { continue }
            // Longest keyword first: disable-next-line before disable.
            guard
                let kind = [Kind.disableNextLine, .disableLine, .disable, .enable].first(where: { $0.rawValue == first }
                )
            else { continue }
            let rules = Set(words.dropFirst().prefix { $0 != "--" }.map(String.init))
            let source = tree.source
            result.append(
                InlineDirective(
                    kind: kind, rules: rules, range: comment.range,
                    firstLine: source.location(of: comment.range.lowerBound).line,
                    lastLine: source.location(of: max(comment.range.upperBound - 1, comment.range.lowerBound)).line))
        }
        return result
    }

    func covers(_ finding: Finding) -> Bool {
        rules.isEmpty || rules.contains(finding.ruleID) || rules.contains(finding.diagnostic.code.rawValue)
    }
}

/// Applies a file's directives to its findings: drops those suppressed, and reports each directive
/// that suppressed nothing (and each rule name a directive gives that no rule has).
/// Applies a file's inline directives to its findings as the rules report them: a finding a
/// directive covers is dropped, and the directive marked used. Once every rule has reported,
/// the directives that suppressed nothing or name unknown rules are findings themselves.
struct DirectiveApplication {
    let directives: [InlineDirective]
    let file: SourceFile
    let knownNames: Set<String>
    private var used: [Bool]

    init(directives: [InlineDirective], file: SourceFile, knownNames: Set<String>) {
        self.directives = directives
        self.file = file
        self.knownNames = knownNames
        used = Array(repeating: false, count: directives.count)
    }

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

    /// The directive that suppresses a finding, if any.
    private func suppressor(of finding: Finding) -> Int? {
        let offset = finding.diagnostic.range.lowerBound
        let line = file.location(of: offset).line
        // Ranges: the state of disable/enable pairs before the finding.
        var disabledAll: Int?
        var disabled: [String: Int] = [:]
        for (index, directive) in directives.enumerated() where directive.range.upperBound <= offset {
            switch directive.kind {
            case .disable:
                if directive.rules.isEmpty {
                    disabledAll = index
                } else {
                    for rule in directive.rules { disabled[rule] = index }
                }
            case .enable:
                if directive.rules.isEmpty {
                    disabledAll = nil
                    disabled.removeAll()
                } else {
                    for rule in directive.rules { disabled[rule] = nil }
                }
            default:
                break
            }
        }
        if let index = disabled[finding.ruleID] ?? disabled[finding.diagnostic.code.rawValue] ?? disabledAll {
            return index
        }
        for (index, directive) in directives.enumerated() where directive.covers(finding) {
            if directive.kind == .disableNextLine && directive.lastLine + 1 == line
                || directive.kind == .disableLine && directive.firstLine <= line && line <= directive.lastLine
            {
                return index
            }
        }
        return nil
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
