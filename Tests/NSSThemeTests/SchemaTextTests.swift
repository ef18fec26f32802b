import Testing

@testable import NSSTheme

/// The built-in table's text format, read on a small table of each kind of line: the built-in
/// table itself only shows that it reads without errors.
@Suite("Schema text")
struct SchemaTextTests {
    static let sample = """
        # a comment line
        source doc https://example.com/doc/
        source file seeds/
        family pressed normal|highlighted
        property font-color Color red @doc:colors.html#font
        property text-shadow-offset Offset 1,2  3 @https://example.com/shadow
        group Base @doc
            font-color {pressed|disabled} @file:base.md#L4
        group Label < Base , Extra @file:label.md
            text-shadow-offset +gradient
        group Extra @doc:extra
        class Label\tLabel  @file:label.md#L9\r
        class fdlThing_title   Label @doc
        """

    @Test func everyKindOfLineReads() throws {
        let (draft, errors) = SchemaText.parse(Self.sample)
        #expect(errors == [])
        #expect(draft.sources == ["doc": "https://example.com/doc/", "file": "seeds/"])
        #expect(draft.stateFamilies == ["pressed": ["normal", "highlighted"]])
        #expect(draft.properties.map(\.name) == ["font-color", "text-shadow-offset"])
        #expect(
            draft.properties.map(\.source) == [
                "https://example.com/doc/colors.html#font", "https://example.com/shadow",
            ])
        // The example keeps its words, joined by single blanks.
        #expect(draft.properties.last?.example == "1,2 3")
        #expect(draft.groups.map(\.name) == ["Base", "Label", "Extra"])
        #expect(draft.groups[1].parents == ["Base", "Extra"])
        #expect(
            draft.groups.map(\.source) == [
                "https://example.com/doc/", "seeds/label.md", "https://example.com/doc/extra",
            ])
        let base = try #require(draft.groups[0].ownProperties.first)
        #expect(base.states == ["normal", "highlighted", "disabled"])
        #expect(base.source == "seeds/base.md#L4")
        #expect(!base.gradient)
        // A property line without a source takes its group's.
        let shadow = try #require(draft.groups[1].ownProperties.first)
        #expect(shadow.gradient && shadow.states.isEmpty && shadow.source == "seeds/label.md")
        #expect(draft.classPaths.map(\.path) == ["Label", "fdlThing_title"])
        #expect(draft.classPaths.map(\.group) == ["Label", "Label"])
        #expect(draft.classPaths.map(\.source) == ["seeds/label.md#L9", "https://example.com/doc/"])
    }

    @Test func eachBadLineIsReportedWithItsNumber() {
        let text = """
            source doc https://example.com/
            class Label Label @nowhere:x
                font-color
            group Base @doc
                font-color {normal oops
            @doc
            widget Label @doc
            group Base Extra @doc
            """
        let (_, errors) = SchemaText.parse(text)
        #expect(
            errors.map(\.description) == [
                "built-in schema line 2: unknown source 'nowhere'",
                "built-in schema line 2: expected: class PATH GROUP @SOURCE",
                "built-in schema line 3: a group property line outside of a group",
                "built-in schema line 5: unexpected '{normal' on a group property line",
                "built-in schema line 5: unexpected 'oops' on a group property line",
                "built-in schema line 6: a source reference alone on a line",
                "built-in schema line 7: unknown line 'widget'",
                "built-in schema line 8: expected '<' before the parent groups",
            ])
    }
}
