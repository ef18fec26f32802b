import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// invalid-value remembers the value texts it read cleanly, by their bytes and the type read.
@Suite("Clean value texts")
struct CleanValueTextsTests {
    @Test func remembersTextAndTypeTogether() {
        // Offsets: "red" at 0 and 9, "blue" at 4, "redd" at 13.
        let file = SourceFile(path: "t.nss", text: "red blue red redd")
        var clean = CleanValueTexts(file: file)
        clean.insert(0..<3, type: .color)
        #expect(clean.contains(9..<12, type: .color))
        #expect(!clean.contains(9..<12, type: .number))
        #expect(!clean.contains(4..<8, type: .color))
        #expect(!clean.contains(13..<17, type: .color))
        #expect(clean.contains(13..<16, type: .color))
    }

    @Test func keepsEveryTextAsItGrows() {
        let words = (0..<5_000).map { "v\($0)" }
        let file = SourceFile(path: "t.nss", text: words.joined(separator: " "))
        var clean = CleanValueTexts(file: file)
        var offset = 0
        var ranges: [Range<Int>] = []
        for word in words {
            ranges.append(offset..<(offset + word.utf8.count))
            offset += word.utf8.count + 1
        }
        for range in ranges where range.lowerBound % 2 == 0 { clean.insert(range, type: .text) }
        #expect(ranges.allSatisfy { clean.contains($0, type: .text) == ($0.lowerBound % 2 == 0) })
    }

    /// Texts of every length up to 40 that differ from a remembered one in a single byte,
    /// anywhere (in an eight-byte word or the tail), are not taken for it.
    @Test func oneByteAnywhereTellsTextsApart() {
        let letters = Array("abcdefghij".utf8)
        for length in 1...40 {
            let base = (0..<length).map { letters[$0 % letters.count] }
            var text = base
            var ranges: [Range<Int>] = [0..<length]
            for place in 0..<length {
                var changed = base
                changed[place] = UInt8(ascii: "z")
                ranges.append(text.count + 1..<text.count + 1 + length)
                text += [UInt8(ascii: " ")] + changed
            }
            var clean = CleanValueTexts(file: SourceFile(path: "t.nss", bytes: text))
            clean.insert(ranges[0], type: .text)
            #expect(clean.contains(ranges[0], type: .text))
            for range in ranges.dropFirst() { #expect(!clean.contains(range, type: .text), "\(length) \(range)") }
        }
    }

    /// Every type has its own small number, its place among all types.
    @Test func typesAreNumberedInOrder() {
        #expect(ValueType.allCases.map(\.ordinal) == Array(ValueType.allCases.indices))
    }

    /// A value clean for one property's type is still read, and reported, for another's.
    @Test func aTextCleanForOneTypeIsCheckedForAnother() {
        let findings = lint(
            "fdlFUIObjectTableViewCell_headlineLabel { font-color: red; font-size: red; font-color: red; }")
        let invalid = findings.filter { $0.ruleID == InvalidValueRule.description.id }
        #expect(invalid.count == 1)
        #expect(invalid.first?.diagnostic.message.contains("'font-size'") == true, "\(invalid)")
    }
}

/// The table as invalid-value asks it: a text's key, then a lookup or an insert with it.
extension CleanValueTexts {
    fileprivate func contains(_ range: Range<Int>, type: ValueType) -> Bool {
        guard let key = key(range, type: type) else { return false }
        return contains(range, key: key)
    }

    fileprivate mutating func insert(_ range: Range<Int>, type: ValueType) {
        guard let key = key(range, type: type) else { return }
        insert(range, key: key)
    }
}
