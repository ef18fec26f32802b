import NSSSyntax
import Testing

@testable import NSSLint

/// The byte test that lets most comments skip the word split: it never turns away a comment
/// that holds a directive.
@Suite("Directive comments")
struct DirectiveCommentTests {
    static let openers = ["/*", "//"]
    static let blanks = ["", " ", "\t", ",", "\n", "\r", "\r\n", " \u{301}", "\u{301}", "  ,\t"]
    static let words = [
        "nsslint-disable", "nsslint-enable", "nsslint-disable-line", "nsslint-disable-next-line", "nsslint-",
        "nsslint", "nssLint-disable", "nsslint-disable\u{301}", "n\u{301}sslint-disable", "x", "é", "",
        "nsslint-disable-next-line unknown-property, invalid-value -- why",
    ]

    /// Every opener, blank run and first word, each block comment closed and unclosed.
    static var comments: [String] {
        var comments: [String] = []
        for opener in openers {
            for blank in blanks {
                for word in words {
                    let body = opener + blank + word
                    comments.append(opener == "//" ? body : body + " */")
                    if opener == "/*" { comments.append(body + "*/") }
                }
            }
        }
        return comments
    }

    @Test func everyDirectivePassesTheByteTest() throws {
        var directives = 0
        var skipped = 0
        for text in Self.comments {
            let tree = SyntaxTree.parse(SourceFile(path: "c.nss", text: "Label { font-size: 2; }\n" + text + "\n"))
            let comment = try #require(tree.comments.first, "\(text.debugDescription)")
            let passes = InlineDirective.mayBeDirective(tree.source.bytes[comment.range])
            if InlineDirective.directive(in: comment, of: tree) != nil {
                directives += 1
                #expect(passes, "\(text.debugDescription)")
            }
            if !passes { skipped += 1 }
            #expect(
                InlineDirective.parse(tree).count
                    == (passes && InlineDirective.directive(in: comment, of: tree) != nil ? 1 : 0))
        }
        // The directives of the list, and most other comments skip the split.
        #expect(directives >= 70)
        #expect(skipped >= 100)
    }

    @Test func ordinaryCommentsSkipTheSplit() {
        for text in [
            "/* Generated NSS theme */", "// ---- Buttons ----", "/**/", "//", "/* nsslint */",
            "/* nss-lint-disable */",
        ] {
            #expect(!InlineDirective.mayBeDirective(ArraySlice(text.utf8)), "\(text)")
        }
    }
}
