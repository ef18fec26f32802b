import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

@Suite("Fixer")
struct FixerTests {
    func fixed(_ bytes: [UInt8]) -> (bytes: [UInt8], tree: SyntaxTree) {
        let source = SourceFile(path: "fix.nss", bytes: bytes)
        let findings = Linter().lint(Theme(trees: [SyntaxTree.parse(source)]))
        let result = Fixer.apply(findings, to: bytes)
        return (result.bytes, SyntaxTree.parse(SourceFile(path: "fixed.nss", bytes: result.bytes)))
    }

    /// Found by the fuzzer: a stray byte inside a word split it in two, and its removal must join
    /// the halves again (`La<NUL>bel` is `Label`) but never make a comment delimiter (`/<NUL>*`).
    @Test func removingAStrayByteJoinsWordsButNeverOpensAComment() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let cases: [(input: [UInt8], output: String)] = [
            (Array("La".utf8) + [0] + Array("bel { x: y; }\n".utf8), "Label { x: y; }\n"),
            (Array("A { x: a".utf8) + bom + Array("b; }\n".utf8), "A { x: ab; }\n"),
            (Array("A { x: y; }\n".utf8) + bom + Array("B { x: y; }\n".utf8), "A { x: y; }\nB { x: y; }\n"),
            (Array("A { x: y; }\n".utf8) + [0, 0] + Array("\n".utf8), "A { x: y; }\n\n"),
            (Array("A { x: y; } }B { x: y; }\n".utf8), "A { x: y; } B { x: y; }\n"),
            (Array("A { x: y; }\n/".utf8) + [0] + Array("* c */\n".utf8), "A { x: y; }\n/ * c */\n"),
        ]
        for (input, output) in cases {
            let (bytes, _) = fixed(input)
            #expect(String(decoding: bytes, as: UTF8.self) == output)
        }
    }

    /// A theme variable named like a deprecated color makes renaming that name unsafe wherever it
    /// appears; another deprecated name keeps its safe fix, and the same name is safe in one
    /// place and not in another (texts are made once a name, safety decided at each use).
    @Test func deprecatedColorFixIsUnsafeForANameTheThemeDefines() {
        let text = """
            @primary1: #FF0000;
            Label { font-color: primary1; text-shadow-color: primary7; }
            Button { my-tint: primary7; font-color: primary7; }

            """
        let findings = lint(text).filter { $0.ruleID == "deprecated-color" }
        #expect(
            summary(findings) == [
                "1:1 deprecated-color", "2:21 deprecated-color", "2:50 deprecated-color", "3:19 deprecated-color",
                "3:41 deprecated-color",
            ])
        let safe = findings.filter { $0.diagnostic.fixIts.contains { $0.applicability == .safe } }
        #expect(summary(safe) == ["2:50 deprecated-color", "3:41 deprecated-color"])
    }

    /// Found linting NUI's test theme: `shadow-image: shadow_image` was read as the deprecated
    /// color `shadow` and its safe fix renamed the image to `cardShadow_image`. A palette name
    /// is renamed only in a color property; where the value may be something else (a variable's
    /// value, a property the schema does not know) the rename is offered, never applied.
    @Test func deprecatedColorFixRenamesOnlyWhatIsSurelyAColor() {
        let text = """
            @brand: primary1;
            Button { background-image: shadow_image; font-name: primary1; font-color: @brand; }
            Label { font-color: primary1; text-shadow-color: primary1_darkBackground; my-tint: primary7; }

            """
        let findings = lint(text).filter { $0.ruleID == "deprecated-color" }
        #expect(
            summary(findings) == [
                "1:9 deprecated-color", "3:21 deprecated-color", "3:50 deprecated-color", "3:84 deprecated-color",
            ])
        let safe = findings.filter { $0.diagnostic.fixIts.contains { $0.applicability == .safe } }
        #expect(summary(safe) == ["3:21 deprecated-color", "3:50 deprecated-color"])
        let (bytes, _) = fixed(Array(text.utf8))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == text.replacingOccurrences(
                    of: "Label { font-color: primary1; text-shadow-color: primary1_darkBackground;",
                    with: "Label { font-color: primaryLabel; text-shadow-color: primaryLabel_darkBackground;"))
    }
}

/// Which fixes are chosen: each in turn unless one of its edits conflicts with an edit already
/// chosen, checked against its neighbours instead of every chosen edit.
@Suite("Fixer: choosing fixes")
struct FixChoiceTests {
    /// The choice as checking every chosen edit makes it.
    static func chosenByCheckingEverything(_ fixes: [[Range<Int>]]) -> [Int] {
        var taken: [Range<Int>] = []
        var chosen: [Int] = []
        for (index, edits) in fixes.enumerated() {
            guard !edits.contains(where: { edit in taken.contains { Fixer.overlaps($0, edit) } }) else { continue }
            taken += edits
            chosen.append(index)
        }
        return chosen
    }

    static func chosenByTakenRanges(_ fixes: [[Range<Int>]]) -> [Int] {
        var taken = TakenRanges()
        var chosen: [Int] = []
        for (index, edits) in fixes.enumerated() {
            guard !edits.contains(where: { taken.conflicts(with: $0) }) else { continue }
            for edit in edits { taken.insert(edit) }
            chosen.append(index)
        }
        return chosen
    }

    @Test(arguments: 0..<300)
    func sameChoiceAsCheckingEveryEdit(seed: Int) {
        var generator = LimitedFindingsTests.Generator(state: UInt64(seed) &+ 77)
        let fixes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
            // One or two edits that do not overlap each other, some of them insertions.
            let start = Int.random(in: 0..<60, using: &generator)
            let first = start..<(start + Int.random(in: 0...4, using: &generator))
            guard Bool.random(using: &generator) else { return [first] }
            let second = first.upperBound + 1 + Int.random(in: 0...5, using: &generator)
            return [first, second..<(second + Int.random(in: 0...3, using: &generator))]
        }
        #expect(Self.chosenByTakenRanges(fixes) == Self.chosenByCheckingEverything(fixes), "seed \(seed)")
    }

    /// A file of 20,000 fixes, all kept.
    @Test func twentyThousandFixes() {
        let text = String(repeating: "a{b:1;;}\n", count: 20_000)
        let findings = Linter().lint(text)
        let result = Fixer.apply(findings, to: Array(text.utf8))
        #expect(result.applied.count == 20_000)
        #expect(String(decoding: result.bytes, as: UTF8.self) == String(repeating: "a{b:1;}\n", count: 20_000))
    }
}
