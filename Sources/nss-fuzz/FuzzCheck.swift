import NSSFormat
import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One input through every stage of NSSKit, with the invariants that must hold for any bytes.
/// A broken invariant aborts with a message, which libFuzzer records as a crash together with
/// the input.
///
/// The first byte also picks the lint profile, the reporter and the export, so one execution
/// stays cheap and the fuzzer still reaches all of them.
enum FuzzCheck {
    static func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: "fuzz.nss", bytes: bytes)
        let tree = checkParse(source)
        checkFormat(tree)
        // One input's first byte picks the lint profile, the reporter and the export it goes
        // through, so each execution stays cheap and the fuzzer still reaches every one.
        let selector = Int(bytes.first ?? 0)

        let theme = Theme(trees: [tree])
        checkResolveAndExport(theme, selector: selector)
        // The input as JSON: the JSON reader must reject or accept it, never crash.
        _ = try? JSONParser.parse(bytes)
        let findings = checkLint(theme, source: source, selector: selector)
        checkFixes(findings, tree: tree)
    }

    /// Lexing alone and the parser's tokens agree; printing the tree gives back the input.
    static func checkParse(_ source: SourceFile) -> SyntaxTree {
        let bytes = source.bytes
        // Lexing alone and the parser's tokens agree.
        let lexed = source.tokenize().tokens
        let tree = SyntaxTree.parse(source)
        require(lexed.count == tree.tokenCount, "the lexer and the parser produce different token counts")
        for index in lexed.indices {
            let token = tree.token(at: index)
            require(
                lexed[index].kind == token.kind && lexed[index].range == token.range,
                "token \(index) differs between the lexer and the parser")
        }

        // Lossless: printing the tree gives back the input, byte for byte.
        let printed = tree.printed()
        if printed != bytes {
            let offset =
                zip(printed, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(printed.count, bytes.count)
            fail(
                "the printed tree differs from the input at byte \(offset) (\(printed.count) bytes printed, "
                    + "\(bytes.count) read): \(String(decoding: printed.prefix(offset + 20).suffix(40), as: UTF8.self).debugDescription)"
            )
        }
        for diagnostic in tree.diagnostics {
            require(
                diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= bytes.count,
                "a diagnostic lies outside the file")
        }
        require(tree.ruleCounts == RuleCounts(walking: tree), "the parser's rule counts differ from a walk's")
        checkPiecewiseParse(source, whole: tree)
        return tree
    }

    /// Parsed in pieces (as a large file is), from just past the first `}` after a third and
    /// after two thirds of the input, the file gives the same tree, comments and diagnostics.
    static func checkPiecewiseParse(_ source: SourceFile, whole: SyntaxTree) {
        let bytes = source.bytes
        var starts: [Int] = []
        for third in 1...2 {
            let from = max(bytes.count * third / 3, (starts.last ?? 0) + 1)
            if let brace = bytes[min(from, bytes.count)...].firstIndex(of: UInt8(ascii: "}")), brace + 1 < bytes.count {
                starts.append(brace + 1)
            }
        }
        guard !starts.isEmpty, let pieces = SyntaxTree.parse(source, pieceStarts: starts)?.tree else { return }
        require(pieces.hasSameTokensAndNodes(as: whole), "parsed in pieces at \(starts), the tree differs")
        require(pieces.comments == whole.comments, "parsed in pieces at \(starts), the comments differ")
        require(pieces.ruleCounts == whole.ruleCounts, "parsed in pieces at \(starts), the rule counts differ")
        require(
            Array(pieces.diagnostics) == Array(whole.diagnostics),
            "parsed in pieces at \(starts), the diagnostics differ")
    }

    /// Formatting a file without syntax errors: the result parses cleanly, formats to itself and
    /// says the same (the same items, selectors, properties and values, in order).
    static func checkFormat(_ tree: SyntaxTree) {
        guard !tree.hasErrors, let formatted = try? Formatter.format(tree) else { return }
        let again = SyntaxTree.parse(SourceFile(path: "formatted.nss", bytes: formatted))
        require(!again.hasErrors, "the formatted file has syntax errors")
        require((try? Formatter.format(again)) == formatted, "formatting is not idempotent")
        require(meaning(again) == meaning(tree), "formatting changed what the file says")
    }

    /// Each rule's declarations as `selectors|property|value`, each definition as
    /// `@name|value`, and the kinds of the items, in order.
    static func meaning(_ tree: SyntaxTree) -> [String] {
        let rules = tree.allRules.flatMap { rule in
            rule.declarations.map { declaration in
                rule.selectors.map(\.text).joined(separator: ",") + "|" + declaration.name.text + "|"
                    + declaration.valueText
            }
        }
        let definitions = tree.allVariableDefinitions.map { "\($0.name.text)|\($0.valueText)" }
        return rules + definitions + tree.items.map(\.kind.description)
    }

    /// Resolving every styled class path, a chain of them in a compound state, and one export.
    static func checkResolveAndExport(_ theme: Theme, selector: Int) {
        let resolver = Resolver(theme: theme)
        let resolved = resolver.resolveAll()
        require(resolved.count == resolver.styledClassPaths.count, "resolveAll skipped a class path")
        let chain = resolver.styledClassPaths.prefix(3).joined(separator: ":")
        if !chain.isEmpty {
            _ = resolver.resolve(classPath: chain, state: "selected-highlighted", scheme: .elevatedDarkBackground)
        }

        // An export, which must be valid JSON; the document form must import back.
        let export: JSONValue
        switch (selector / 15) % 3 {
        case 0: export = ThemeJSON.resolved(theme, schemes: [.lightBackground, .darkBackground])
        case 1: export = ThemeJSON.tokens(theme)
        default: export = ThemeJSON.document(theme)
        }
        let exported = JSONWriter().string(export)
        if (selector / 15) % 3 == 0 {
            // Written a class path at a time, the resolved form must be the same text.
            var streamed: [UInt8] = []
            ThemeJSON.writeResolved(theme, schemes: [.lightBackground, .darkBackground], writer: JSONWriter()) {
                streamed += $0
            }
            require(streamed.elementsEqual(exported.utf8), "the streamed resolved export differs from the whole one")
        }
        if (selector / 15) % 3 == 2 {
            // Written an item at a time, the document form must be the same text.
            var streamed: [UInt8] = []
            ThemeJSON.writeDocument(theme, writer: JSONWriter()) { streamed += $0 }
            require(streamed.elementsEqual(exported.utf8), "the streamed document export differs from the whole one")
        }
        // Reading an export back costs more than writing it; one input in four does.
        if (selector / 45) % 4 == 0 {
            require((try? JSONParser.parse(exported)) != nil, "an export is not valid JSON")
        }
        if (selector / 15) % 3 == 2 {
            _ = try? ThemeJSON.stylesheet(fromDocument: Array(exported.utf8))
        }

    }

    /// Every rule of one profile (or the detected one), and one reporter.
    static func checkLint(_ theme: Theme, source: SourceFile, selector: Int) -> [Finding] {
        let bytes = source.bytes
        let profiles: [Profile?] = [nil] + Profile.allCases
        var configuration = LintConfiguration()
        configuration.profile = profiles[selector % profiles.count]
        let findings = Linter(configuration: configuration).lint(theme)
        for finding in findings {
            let range = finding.diagnostic.range
            require(range.lowerBound >= 0 && range.upperBound <= bytes.count, "a finding lies outside the file")
        }
        let name = Reporters.names[(selector / 3) % Reporters.names.count]
        guard let reporter = Reporters.named(name) else { fail("no reporter named \(name)") }
        let output = reporter.render([FileReport(file: source, findings: findings)])
        if name == "json" || name == "sarif" {
            require((try? JSONParser.parse(output)) != nil, "the \(name) reporter writes invalid JSON")
        }

        return findings
    }

    /// Fixing: bytes outside the edits are kept, and the fixed file parses and round-trips.
    static func checkFixes(_ findings: [Finding], tree: SyntaxTree) {
        let bytes = tree.source.bytes
        let fixed = Fixer.apply(findings, to: bytes)
        checkOnlyEditsChanged(original: bytes, fixed: fixed)
        let fixedTree = SyntaxTree.parse(SourceFile(path: "fixed.nss", bytes: fixed.bytes))
        require(fixedTree.printed() == fixed.bytes, "the fixed file does not round-trip")
        // Fixes never break a file: one without syntax errors has none after its fixes. (Where
        // the file had errors, taking out a stray byte may rightly reveal ones it hid.)
        if syntaxErrors(tree) == 0 && syntaxErrors(fixedTree) > 0 {
            // What the fixes were and what broke, to make the crash file easy to act on.
            for edit in fixed.edits {
                fputs("  fix: \(edit.range) -> \(edit.replacement.debugDescription)\n", stderr)
            }
            for diagnostic in fixedTree.diagnostics where diagnostic.severity == .error {
                let location = fixedTree.source.location(of: diagnostic.range.lowerBound)
                fputs("  after: \(location) \(diagnostic.code) \(diagnostic.message)\n", stderr)
            }
            fail("fixes broke a file without syntax errors: \(syntaxErrors(fixedTree)) after")
        }
    }

    /// Walks the original and the fixed bytes together: every byte outside an edit is unchanged
    /// and in place, and the edits are ordered and disjoint.
    static func checkOnlyEditsChanged(original: [UInt8], fixed: Fixer.Result) {
        var originalPosition = 0
        var fixedPosition = 0
        for edit in fixed.edits {
            require(edit.range.lowerBound >= originalPosition, "fix edits overlap or are out of order")
            require(edit.range.upperBound <= original.count, "a fix edit lies outside the file")
            let kept = original[originalPosition..<edit.range.lowerBound]
            require(fixedPosition + kept.count <= fixed.bytes.count, "the fixed file lost bytes")
            require(
                fixed.bytes[fixedPosition..<fixedPosition + kept.count].elementsEqual(kept),
                "bytes outside the fix edits changed")
            fixedPosition += kept.count
            let replacement = Array(edit.replacement.utf8)
            require(
                fixedPosition + replacement.count <= fixed.bytes.count
                    && fixed.bytes[fixedPosition..<fixedPosition + replacement.count].elementsEqual(replacement),
                "an edit's replacement is not in the fixed file")
            fixedPosition += replacement.count
            originalPosition = edit.range.upperBound
        }
        require(
            fixed.bytes[fixedPosition...].elementsEqual(original[originalPosition...]),
            "bytes after the last fix edit changed")
    }

    static func syntaxErrors(_ tree: SyntaxTree) -> Int {
        tree.diagnostics.filter { $0.severity == .error }.count
    }

    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fputs("nss-fuzz: invariant broken: \(message)\n", stderr)
        abort()
    }
}
