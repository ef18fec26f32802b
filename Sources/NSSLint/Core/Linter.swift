import NSSSyntax
import NSSTheme

/// How an app loads a theme of several stylesheets.
public enum ThemeLoadingMode: String, Sendable, Hashable, CaseIterable {
    /// Joined into one text before parsing: the stylesheets share their variables.
    case joined
    /// One by one with NUI's `appendStylesheet`: rules merge across stylesheets, but each
    /// stylesheet is parsed with only its own variables.
    case append
}

/// Runs the lint rules over files.
public struct Linter: Sendable {
    /// Every rule, in the order `--list-rules` shows them.
    public static let rules: [any LintRule.Type] = [
        SyntaxRule.self, ImportProblemRule.self, UnknownClassPathRule.self, UnusedClassRule.self, AppReadTypeRule.self,
        UnknownPropertyRule.self,
        UnknownStateRule.self,
        InvalidValueRule.self, UndefinedVariableRule.self, UnusedVariableRule.self, VariableCycleRule.self,
        VariableExpansionLimitRule.self,
        DuplicatePropertyRule.self, OverriddenDeclarationRule.self, EmptyRuleRule.self, DeprecatedColorRule.self,
        AmbiguousHexRule.self, UnknownMediaFeatureRule.self, ColorComponentRule.self, ContrastRule.self,
        SchemeParityRule.self,
        UnusedDisableRule.self,
        NUILineCommentRule.self, NUIQuotedStringRule.self, NUIMissingSemicolonRule.self, NUIVariableInValueRule.self,
        NUIShortHexRule.self, NUIHexAlphaRule.self, NUIImportRule.self, NUITextAlignRule.self,
        NUIUnsupportedCharacterRule.self, NUIBoxSeparatorRule.self, NUIAndPrefixRule.self, NUIStraySemicolonRule.self,
        NUIGradientPairRule.self, NUIIgnoredPropertyRule.self, NUIMasterOnlyRule.self, NUIFontSizeRule.self,
        SwiftUIRulesIgnoredRule.self, SwiftUILineIgnoredRule.self, SwiftUISpaceBeforeColonRule.self,
        SwiftUISpaceAfterColonRule.self, SwiftUIFirstDefinitionWinsRule.self, SwiftUIUnsupportedValueRule.self,
        SwiftUIUnreadKeyRule.self,
    ]

    /// The rule with an identifier.
    public static func rule(_ id: String) -> RuleDescription? {
        rules.lazy.map { $0.description }.first { $0.id == id }
    }

    /// Every rule identifier and every diagnostic code a finding can carry (for directives).
    static let knownNames: Set<String> = {
        var names = Set(rules.map { $0.description.id })
        names.formUnion(SyntaxRule.codes)
        names.formUnion(ImportProblemRule.codes)
        return names
    }()

    /// The schema to check against.
    public var schema: Schema
    /// The configuration.
    public var configuration: LintConfiguration

    /// How many threads the rules of a large file (128 KB or more) may run on at once (8 unless
    /// given), and never more than the processors online; 1 runs every rule in order on the
    /// calling thread. A finding consumer gets one batch at a time either way, but with several
    /// threads the batches of different rules come in the order the rules make them.
    public var maximumThreads: Int
    /// The size from which a file's rules may run on several threads; smaller in tests.
    var minimumBytesForThreads = RuleRunner.minimumBytes

    /// Creates a linter.
    public init(
        schema: Schema = .builtin, configuration: LintConfiguration = LintConfiguration(), maximumThreads: Int = 8
    ) {
        self.schema = schema
        self.configuration = configuration
        self.maximumThreads = maximumThreads
    }

    /// The runtime the theme is checked for: the configured profile, else what its content says.
    public func runtime(for theme: Theme) -> RuntimeChoice {
        RuntimeDetection.choose(
            theme, schema: schema, configured: configuration.profile,
            origin: configuration.origin.map { "named in \($0)" })
    }

    /// The findings in a theme's first file (its imports are read for variables and reported on
    /// only where the import is written), sorted by position.
    public func lint(_ theme: Theme) -> [Finding] {
        lint(theme, file: 0, runtime: runtime(for: theme))
    }

    /// The findings in every stylesheet of a theme (each layer; imports are reported where they
    /// are written), file by file in load order, each sorted by position. With `.append`
    /// loading, each stylesheet sees only its own variables, as NUI's `appendStylesheet` reads them.
    public func lintLayers(_ theme: Theme, loading: ThemeLoadingMode = .joined) -> (
        runtime: RuntimeChoice, files: [(file: SourceFile, findings: [Finding])]
    ) {
        let runtime = runtime(for: theme)
        let layers = theme.files.indices.filter { theme.files[$0].importedBy == nil }
        let files = layers.map { index in
            (theme.files[index].tree.source, lint(theme, file: index, runtime: runtime, loading: loading))
        }
        return (runtime, files)
    }

    /// Lints every stylesheet of a theme as ``lintLayers(_:loading:)`` does, handing each file's
    /// findings to a consumer of its own.
    public func lintLayers<Consumer: FindingConsumer>(
        _ theme: Theme, loading: ThemeLoadingMode = .joined, consumer makeConsumer: (SourceFile) -> Consumer
    ) -> (runtime: RuntimeChoice, files: [(file: SourceFile, consumer: Consumer)]) {
        let runtime = runtime(for: theme)
        let layers = theme.files.indices.filter { theme.files[$0].importedBy == nil }
        let files = layers.map { index in
            let file = theme.files[index].tree.source
            var consumer = makeConsumer(file)
            lint(theme, file: index, runtime: runtime, loading: loading, into: &consumer)
            return (file, consumer)
        }
        return (runtime, files)
    }

    /// The findings in one file of a theme, sorted by position.
    public func lint(
        _ theme: Theme, file index: Int, runtime: RuntimeChoice, loading: ThemeLoadingMode = .joined
    ) -> [Finding] {
        var collected = CollectedFindings()
        lint(theme, file: index, runtime: runtime, loading: loading, into: &collected)
        return collected.takeSorted()
    }

    /// Lints one file of a theme and hands its findings to `consumer` as the rules report them,
    /// inline directives applied, a few thousand at a time: a consumer that keeps only what it
    /// shows never holds a flood of findings.
    public func lint<Consumer: FindingConsumer>(
        _ theme: Theme, file index: Int, runtime: RuntimeChoice, loading: ThemeLoadingMode = .joined,
        into consumer: inout Consumer
    ) {
        let context = LintContext(
            theme: theme, file: index, schema: schema, configuration: configuration, runtime: runtime, loading: loading)
        let receiver = FindingReceiver(
            consumer: consumer,
            directives: DirectiveApplication(
                directives: InlineDirective.parse(context.tree), file: context.file, knownNames: Self.knownNames))
        let jobs = Self.rules.compactMap { ruleType -> RuleJob? in
            let description = ruleType.description
            guard ruleType != UnusedDisableRule.self, description.applies(to: runtime.profile),
                case .on(let severity) = configuration.setting(for: description)
            else { return nil }
            return RuleJob(rule: ruleType, id: description.id, severity: severity)
        }
        let threads = RuleRunner.threads(
            forBytes: context.file.bytes.count, limit: maximumThreads, minimumBytes: minimumBytesForThreads)
        RuleRunner(threads: threads).run(jobs, context: context, deliver: receiver.receive)
        if case .on(let severity) = configuration.setting(for: UnusedDisableRule.description) {
            receiver.consumer.consume(receiver.directives.unusedDirectiveFindings(severity: severity))
        }
        consumer = receiver.consumer
    }

    /// The findings in one stylesheet, imports not followed.
    public func lint(_ source: SourceFile) -> [Finding] {
        lint(Theme(trees: [SyntaxTree.parse(source)]))
    }

    /// The findings in NSS text.
    public func lint(_ text: String, path: String = "<input>") -> [Finding] {
        lint(SourceFile(path: path, text: text))
    }
}

/// Where a file's findings go as rules report them: through the directives, to the consumer.
/// Rules running on several threads hand their batches over here, and the lock takes them one
/// at a time: `@unchecked Sendable` rests on that. The linter reads `consumer` and `directives`
/// only once every rule is done.
private final class FindingReceiver<Consumer: FindingConsumer>: @unchecked Sendable {
    var consumer: Consumer
    var directives: DirectiveApplication
    // A lock alone: a `Locked(())` took an access to its empty value under the lock, which the
    // thread sanitizer reported as racing with another thread's read of the lock's object.
    private let lock = ConditionLock()

    init(consumer: Consumer, directives: DirectiveApplication) {
        self.consumer = consumer
        self.directives = directives
    }

    func receive(_ batch: FindingBatch) {
        lock.withLock {
            // A file without directives, nearly every one, passes its batches on as they are.
            guard directives.suppressesAny else {
                if !batch.isEmpty { consumer.consume(batch) }
                return
            }
            let kept = directives.filter(batch.findings)
            if !kept.isEmpty { consumer.consume(kept) }
        }
    }
}

/// Takes a file's findings as ``Linter`` reports them: in batches of one rule's findings (a few
/// thousand at most), one batch at a time, each in the order the rule reported them, the
/// unused-directive findings last. Batches of different rules may come in any order: a large
/// file's rules run on several threads (``Linter/maximumThreads``).
public protocol FindingConsumer {
    /// Takes a batch of one rule's findings.
    mutating func consume(_ findings: [Finding])
    /// Takes a batch of one rule's findings as the rule's records hold them; by default, made
    /// whole and taken by the `consume(_:)` that takes findings. A consumer that only counts
    /// them, or keeps a few, reads the records instead.
    mutating func consume(_ batch: FindingBatch)
}

extension FindingConsumer {
    /// Takes the batch's findings made whole.
    public mutating func consume(_ batch: FindingBatch) { consume(batch.findings) }
}

extension Finding {
    /// The order of a file's findings in a report: by position, then rule and message.
    public static func inFileOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.diagnostic.range.lowerBound != rhs.diagnostic.range.lowerBound {
            return lhs.diagnostic.range.lowerBound < rhs.diagnostic.range.lowerBound
        }
        // Messages only between findings of one rule: a deferred message is made anew each time
        // it is read, and comparing (rule, message) tuples made both even when the rules differed.
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.diagnostic.message < rhs.diagnostic.message
    }
}
