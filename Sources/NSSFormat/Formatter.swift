import NSSSyntax

/// How `nss fmt` lays a stylesheet out.
public struct FormatOptions: Hashable, Sendable {
    /// Spaces per indentation level.
    public var indent: Int
    /// The line width a selector list is kept within before it is written one selector a line.
    public var width: Int

    /// The defaults: four spaces, 100 columns. Of 29 real theme files (the shared corpus of NUI's
    /// and SAP's themes and the 22 app themes of Tests/Evaluation), 24 indent with four spaces,
    /// 4 with two, 1 with tabs; 99% of their lines are under 62 columns, and a Fiori class path
    /// runs to about 60 characters, so 100 columns fit the long lists' lines without wrapping
    /// the short ones.
    public init(indent: Int = 4, width: Int = 100) {
        self.indent = indent
        self.width = width
    }
}

/// A stylesheet that is not formatted because it has syntax errors.
public struct FormatError: Error, Sendable {
    /// The parse's error diagnostics.
    public var diagnostics: [Diagnostic]
}

/// NSS's one canonical layout. One item (definition, rule, `@media`, `@import`) after another,
/// a blank line around rules and `@media` blocks, and between definitions where the author left
/// one; one declaration a line, indented one level, written `property: value;`; selectors on one
/// line when they fit the width, else one a line. What the runtimes read is never touched:
/// selectors, property names, values (from their first token to their last, inner spacing and
/// comments included), `@media` queries and `@import` paths are copied byte for byte. Every
/// comment stays where it was relative to its neighbours: on its own line above what follows
/// it, or at the end of the line it ended. The input's line ending and final newline are kept.
///
/// A stylesheet with syntax errors is not formatted: the error's recovery decides what the
/// tree holds, and rewriting around it could move text a runtime reads differently.
public enum Formatter {
    /// The formatted bytes of a stylesheet.
    public static func format(_ tree: SyntaxTree, options: FormatOptions = FormatOptions()) throws(FormatError)
        -> [UInt8]
    {
        let errors = tree.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw FormatError(diagnostics: errors) }
        var printer = LayoutPrinter(tree: tree, options: options)
        printer.printStylesheet()
        return printer.output
    }

    /// Formats only the top-level items (rules, definitions, `@media` blocks, ...) that overlap
    /// `range`, for an editor's "format selection": the byte range they span, from the first
    /// one's first token to the last one's last, and its replacement. The rest of the file, the
    /// comments in front of the first item included, is left as it is. Nil when no item overlaps.
    public static func format(
        _ tree: SyntaxTree, range: Range<Int>, options: FormatOptions = FormatOptions()
    ) throws(FormatError) -> (range: Range<Int>, replacement: [UInt8])? {
        let errors = tree.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw FormatError(diagnostics: errors) }
        let items = tree.items.filter { item in
            let span =
                tree.range(ofToken: item.tokenIndices.lowerBound)
                .lowerBound..<tree.range(ofToken: item.tokenIndices.upperBound - 1).upperBound
            return span.overlaps(range) || (range.isEmpty && span.contains(range.lowerBound))
        }
        guard let first = items.first, let last = items.last else { return nil }
        var printer = LayoutPrinter(tree: tree, options: options)
        printer.printItemsOnly(items)
        let start = tree.range(ofToken: first.tokenIndices.lowerBound).lowerBound
        return (start..<tree.range(ofToken: last.tokenIndices.upperBound - 1).upperBound, printer.output)
    }

    /// The formatted text of NSS source.
    public static func format(_ source: SourceFile, options: FormatOptions = FormatOptions()) throws(FormatError)
        -> [UInt8]
    {
        try format(SyntaxTree.parse(source), options: options)
    }
}
