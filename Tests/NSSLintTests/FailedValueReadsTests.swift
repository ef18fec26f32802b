import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// invalid-value remembers the errors of the value texts it read, and places each again for
/// the next declaration with the same text.
@Suite("Failed value reads")
struct FailedValueReadsTests {
    /// The same misspelled keyword twice: each finding, and its fix-it, at its own value.
    @Test func aRepeatedBadValueIsPlacedAtEachUse() throws {
        let text = """
            fdlFUIObjectTableViewCell_headlineLabel { font-style: headlin; }
            fdlFUIObjectTableViewCell_subheadlineLabel {
                font-style: headlin;
            }
            fdlFUIObjectTableViewCell_footnoteLabel { font-style:   headlin  ; }

            """
        let findings = lint(text).filter { $0.ruleID == "invalid-value" }
        let values = ranges(of: "headlin", in: text)
        try #require(findings.count == 3 && values.count == 3)
        for (finding, value) in zip(findings, values) {
            #expect(finding.diagnostic.range == value)
            #expect(finding.diagnostic.fixIts.flatMap(\.edits).map(\.range) == [value])
            #expect(finding.diagnostic.message.hasSuffix("did you mean 'headline'?"))
        }
    }

    /// A bad definition's uses with one text are all notes of its one finding, as with texts that
    /// differ.
    @Test func aBadDefinitionUsedWithOneTextKeepsEveryUse() {
        let text = "@bad: #GG0000;\nA { font-color: @bad; }\nB { font-color: @bad; }\nC { font-color: @bad ; }\n"
        let findings = lint(text)
        #expect(summary(findings) == ["1:7 invalid-value"])
        #expect(findings.first?.diagnostic.notes.count == 3)
    }

    @Test func placesAnErrorInTheValueAtTheSameOffsets() throws {
        // The value texts "x yz" at 2 and 12; the error points at "yz".
        let file = SourceFile(path: "t.nss", text: "a:x yz;   b:x yz;")
        var reads = FailedValueReads(file: file)
        let key: UInt64 = 0x1235
        reads.insert(ValueError("bad", span: SourceSpan(file: file, range: 4..<6)), at: 2..<6, in: 0..<7, key: key)
        let placed = try #require(reads.error(at: 12..<16, key: key))
        #expect(placed.message == "bad")
        #expect(placed.span?.range == 14..<16)
        #expect(placed.span?.file === file)
        // Another text, or the same text under another key, was not read.
        #expect(reads.error(at: 11..<15, key: key) == nil)
        #expect(reads.error(at: 12..<16, key: key ^ 2) == nil)
    }

    @Test func keepsAnErrorElsewhereWhereItWas() throws {
        let file = SourceFile(path: "t.nss", text: "@v: q;\na:@v;\nb:@v;")
        let other = SourceFile(path: "u.nss", text: "@w: q;")
        var reads = FailedValueReads(file: file)
        reads.insert(
            ValueError("in a definition", span: SourceSpan(file: file, range: 4..<5)), at: 9..<11, in: 7..<12, key: 3)
        reads.insert(
            ValueError("in another file", span: SourceSpan(file: other, range: 9..<11)), at: 9..<11, in: 7..<12, key: 5)
        reads.insert(ValueError("nowhere", span: nil), at: 9..<11, in: 7..<12, key: 7)
        #expect(try #require(reads.error(at: 15..<17, key: 3)).span?.range == 4..<5)
        let inOther = try #require(reads.error(at: 15..<17, key: 5)).span
        #expect(inOther?.file === other && inOther?.range == 9..<11)
        #expect(try #require(reads.error(at: 15..<17, key: 7)).span == nil)
    }

    /// An error pointing into its declaration outside the value, or across the value's edge,
    /// could not be placed for another declaration: it is not kept.
    @Test func doesNotKeepAnErrorItCouldNotPlace() {
        let file = SourceFile(path: "t.nss", text: "a:x yz;   b:x yz;")
        var reads = FailedValueReads(file: file)
        reads.insert(ValueError("name", span: SourceSpan(file: file, range: 0..<1)), at: 2..<6, in: 0..<7, key: 1)
        reads.insert(ValueError("across", span: SourceSpan(file: file, range: 1..<4)), at: 2..<6, in: 0..<7, key: 3)
        #expect(reads.error(at: 12..<16, key: 1) == nil)
        #expect(reads.error(at: 12..<16, key: 3) == nil)
    }

    /// A file of distinct bad values keeps a bounded table.
    @Test func keepsAtMostItsCapacity() {
        let words = (0...FailedValueReads.capacity).map { "w\($0)" }
        let file = SourceFile(path: "t.nss", text: words.joined(separator: " "))
        var reads = FailedValueReads(file: file)
        var offset = 0
        var ranges: [Range<Int>] = []
        for (index, word) in words.enumerated() {
            let range = offset..<(offset + word.utf8.count)
            ranges.append(range)
            reads.insert(ValueError("bad", span: nil), at: range, in: range, key: UInt64(index * 2 + 1))
            offset = range.upperBound + 1
        }
        #expect(reads.error(at: ranges[0], key: 1) != nil)
        let last = FailedValueReads.capacity
        #expect(reads.error(at: ranges[last - 1], key: UInt64((last - 1) * 2 + 1)) != nil)
        #expect(reads.error(at: ranges[last], key: UInt64(last * 2 + 1)) == nil)
    }

    /// Where `word` stands alone (after a space, before a space or `;`).
    private func ranges(of word: String, in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let needle = Array(word.utf8)
        return (1..<(bytes.count - needle.count)).filter { start in
            bytes[start - 1] == UInt8(ascii: " ") && Array(bytes[start..<(start + needle.count)]) == needle
                && [UInt8(ascii: " "), UInt8(ascii: ";")].contains(bytes[start + needle.count])
        }
        .map { $0..<($0 + needle.count) }
    }
}
