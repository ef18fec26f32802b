import NSSSyntax

/// One thing nsslint found: the rule that found it and a diagnostic in a file.
public struct Finding: Hashable, Sendable {
    /// The rule's identifier, such as `unknown-property` or `syntax`.
    public var ruleID: String
    /// The diagnostic; its code is the rule identifier, or the parser's code for syntax findings.
    public var diagnostic: Diagnostic
    /// The file it is in.
    public var file: SourceFile

    /// Creates a finding.
    public init(ruleID: String, diagnostic: Diagnostic, file: SourceFile) {
        self.ruleID = ruleID
        self.diagnostic = diagnostic
        self.file = file
    }

    /// The severity.
    public var severity: Severity { diagnostic.severity }

    /// Findings compare by rule, file identity and diagnostic.
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.ruleID == rhs.ruleID && lhs.file === rhs.file && lhs.diagnostic == rhs.diagnostic
    }

    /// Hashes the rule and diagnostic.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(diagnostic)
    }
}
