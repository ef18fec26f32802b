import NSSSyntax
import Testing

@testable import NSSLint

/// Inline directives found by index give what checking every directive for every finding gives:
/// the same findings kept and the same directives used.
@Suite("Inline directives applied")
struct DirectiveApplicationTests {
    static let file = SourceFile(path: "f.nss", text: String(repeating: "x\n", count: 300))
    static let names = ["a", "b", "c"]

    /// The suppressing directive as the first version found it: every directive, every finding.
    static func suppressorByCheckingEverything(_ finding: Finding, _ directives: [InlineDirective]) -> Int? {
        let offset = finding.diagnostic.range.lowerBound
        let line = file.location(of: offset).line
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
            default: break
            }
        }
        if let index = disabled[finding.ruleID] ?? disabled[finding.diagnostic.code.rawValue] ?? disabledAll {
            return index
        }
        return directives.indices.first { index in
            let directive = directives[index]
            return directive.covers(finding)
                && (directive.kind == .disableNextLine && directive.lastLine + 1 == line
                    || directive.kind == .disableLine && directive.firstLine <= line && line <= directive.lastLine)
        }
    }

    static func directives(_ generator: inout LimitedFindingsTests.Generator) -> [InlineDirective] {
        var offset = 0
        return (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            offset += Int.random(in: 0...30, using: &generator)
            let length = Int.random(in: 2...6, using: &generator)
            let range = offset..<(offset + length)
            offset += length
            let kinds: [InlineDirective.Kind] = [.disable, .enable, .disableLine, .disableNextLine]
            let rules = Set(names.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
            return InlineDirective(
                kind: kinds.randomElement(using: &generator)!, rules: rules, range: range,
                firstLine: file.location(of: range.lowerBound).line,
                lastLine: file.location(of: range.upperBound - 1).line)
        }
    }

    @Test(arguments: 0..<1_000)
    func sameAsCheckingEveryDirective(seed: Int) {
        var generator = LimitedFindingsTests.Generator(state: UInt64(seed) &+ 500)
        let directives = Self.directives(&generator)
        let findings = (0..<40).map { _ in
            let start = Int.random(in: 0..<400, using: &generator)
            let rule = Self.names.randomElement(using: &generator)!
            let code = Bool.random(using: &generator) ? rule : Self.names.randomElement(using: &generator)!
            return Finding(
                ruleID: rule,
                diagnostic: Diagnostic(
                    code: DiagnosticCode(rawValue: code), severity: .warning, message: "m", range: start..<(start + 1)),
                file: Self.file)
        }
        var application = DirectiveApplication(directives: directives, file: Self.file, knownNames: Set(Self.names))
        let kept = application.filter(findings)
        let expected = findings.filter { Self.suppressorByCheckingEverything($0, directives) == nil }
        #expect(kept == expected, "seed \(seed)")
        var used = Set(findings.compactMap { Self.suppressorByCheckingEverything($0, directives) })
        used.formUnion(directives.indices.filter { directives[$0].kind == .enable })
        let unused = application.unusedDirectiveFindings(severity: .note).map(\.diagnostic.range)
        let expectedUnused = directives.indices.filter { !used.contains($0) }.map { directives[$0].range }
        #expect(unused == expectedUnused, "seed \(seed)")
    }
}
