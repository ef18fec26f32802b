import Foundation
import Testing

/// Grammar/nss.tmLanguage.json, the syntax colouring editors load: valid JSON whose patterns
/// compile, and which colours the pieces of a stylesheet it should.
@Suite("TextMate grammar")
struct TextMateGrammarTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Grammar/nss.tmLanguage.json")

    static func patterns(_ value: Any, into found: inout [String: [String]]) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                if ["match", "begin", "end"].contains(key), let pattern = child as? String {
                    found[(object["name"] as? String) ?? key, default: []].append(pattern)
                }
                patterns(child, into: &found)
            }
        } else if let array = value as? [Any] {
            for child in array { patterns(child, into: &found) }
        }
    }

    @Test func everyPatternCompilesAndTheMainScopesMatch() throws {
        let grammar = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.url))
        #expect((grammar as? [String: Any])?["scopeName"] as? String == "source.nss")
        var found: [String: [String]] = [:]
        Self.patterns(grammar, into: &found)
        #expect(found.values.joined().count > 20)
        for pattern in found.values.joined() { _ = try NSRegularExpression(pattern: pattern) }
        func matches(_ scope: String, _ text: String) throws -> Bool {
            try found[scope, default: []].contains { pattern in
                let expression = try NSRegularExpression(pattern: pattern)
                return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        }
        #expect(try matches("constant.other.color.rgb-value.hex.nss", "#0070F2"))
        #expect(try matches("variable.other.nss", "@brand"))
        #expect(try matches("comment.line.double-slash.nss", "// note"))
        #expect(try !matches("constant.other.color.rgb-value.hex.nss", "#XYZ"))
    }
}
