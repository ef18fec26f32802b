import NSSSyntax
import NSSTheme

/// One scheme's part of the page: the components, the other styled class paths, the palette.
struct SchemeSection {
    let resolver: Resolver
    let scheme: ColorScheme
    let palette: PaletteColors
    var html = ""

    static let cellLabels: [(path: String, sample: String, style: TextStyle)] = [
        ("fdlFUIObjectTableViewCell_headlineLabel", "Pump 4 - pressure check", .headline),
        ("fdlFUIObjectTableViewCell_subheadlineLabel", "Quay 2, berth 11", .subheadline),
        ("fdlFUIObjectTableViewCell_footnoteLabel", "Due today 18:00", .footnote),
        ("fdlFUIObjectTableViewCell_statusLabel", "High", .footnote),
    ]

    mutating func render() -> String {
        let name = scheme.shortName
        let base = palette.color("primaryBackground")
        html +=
            "<section class=\"scheme\" aria-label=\"\(name) scheme\" style=\"background-color: \(Preview.css(base))\">"
        html += "<h2 style=\"color: \(Preview.css(palette.color("primaryLabel")))\">\(Preview.escaped(name))</h2>"
        html += "<div class=\"card\">"
        for label in Self.cellLabels {
            element(label.path, state: nil, text: label.sample, style: label.style, on: base)
        }
        html += "</div><div class=\"row\">"
        for state in [nil] + resolver.statesUsed(by: "fdlFUIButton") {
            element(
                "fdlFUIButton", state: state, text: "Confirm" + (state.map { " (\($0))" } ?? ""), style: .body,
                on: base, button: true)
        }
        html += "</div><div class=\"row\">"
        let shown = Set(Self.cellLabels.map(\.path) + ["fdlFUIButton"])
        for path in resolver.styledClassPaths where !shown.contains(path) {
            element(path, state: nil, text: path, style: .footnote, on: base)
        }
        html +=
            "</div><h3 style=\"color: \(Preview.css(palette.color("primaryLabel")))\">Palette</h3><div class=\"palette\">"
        for entry in palette.colors {
            let text = "\(entry.name) \(entry.color.hex)"
            let title = entry.source.map { " title=\"\(Preview.escaped($0))\"" } ?? ""
            let ink = Contrast.luminance(entry.color) > 0.4 ? "#000000" : "#FFFFFF"
            html +=
                "<div data-swatch=\"\(Preview.escaped(entry.name))\" data-scheme=\"\(name)\"\(title) "
                + "style=\"background-color: \(Preview.css(entry.color)); color: \(ink)\">\(Preview.escaped(text))</div>"
        }
        html += "</div></section>"
        return html
    }

    /// One drawn element: the resolved text and background colors (the palette's label color and
    /// the surface below where the theme leaves them), their sources, a contrast mark.
    mutating func element(
        _ path: String, state: String?, text: String, style: TextStyle, on surface: RGBAColor, button: Bool = false
    ) {
        let set = resolver.resolve(classPath: path, state: state, scheme: scheme)
        let ink = set[PropertyName.fontColor]?.color ?? palette.color(button ? "tintColor" : "primaryLabel")
        let background = set[PropertyName.backgroundColor]?.color
        let size = set.text.fontSize ?? Preview.points(set.text.fontStyle ?? style)
        var sources: [String] = []
        for attribute in set.attributes where attribute.color != nil || attribute.name == "font-style" {
            let winner = attribute.provenance.winner
            sources.append("\(attribute.name) from \(FilePaths.displayName(winner.path)):\(winner.line)")
        }
        let ratio = Contrast.ratio(text: ink, background: background ?? surface, base: surface)
        let minimum = size >= 18 ? Contrast.minimumForLargeText : Contrast.minimumForText
        var attributes = "data-class-path=\"\(Preview.escaped(path))\" data-scheme=\"\(scheme.shortName)\""
        if let state, state != "normal" { attributes += " data-state=\"\(Preview.escaped(state))\"" }
        if ratio < minimum { attributes += " data-low-contrast=\"\(Self.format(ratio))\"" }
        let title = sources.isEmpty ? "not styled by the theme" : sources.joined(separator: "; ")
        var css = "color: \(Preview.css(ink)); font-size: \(Self.format(size))px"
        css += "; background-color: \(Preview.css(background ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)))"
        let mark = ratio < minimum ? " <span class=\"mark\">contrast \(Self.format(ratio)):1</span>" : ""
        html +=
            "<div class=\"\(button ? "button" : "label")\" \(attributes) title=\"\(Preview.escaped(title))\" "
            + "style=\"\(css)\">\(Preview.escaped(text))\(mark)</div>"
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

/// The page around the sections: its head, its own styles (readable on screen and printed).
struct PageWriter {
    var body = ""

    mutating func open(title: String) {
        body += """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Preview.escaped(title)) - NSS preview</title>
            <style>
            body { margin: 0; font-family: -apple-system, system-ui, sans-serif; background: #FFFFFF; color: #1D2D3E; }
            header { padding: 16px 24px; border-bottom: 1px solid #5B738B; }
            main { display: flex; flex-wrap: wrap; }
            .scheme { flex: 1 1 480px; padding: 16px 24px; }
            .card, .row { display: flex; flex-direction: column; gap: 6px; margin: 12px 0; padding: 12px; border: 1px solid #8396A8; border-radius: 8px; }
            .button { display: inline-block; padding: 8px 14px; border-radius: 8px; border: 1px solid currentColor; }
            .palette { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 4px; }
            .palette div { padding: 4px 6px; font-size: 12px; font-family: ui-monospace, monospace; }
            .mark { font-size: 11px; padding: 0 4px; border: 1px dashed currentColor; }
            @media print { .scheme { break-inside: avoid; } * { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
            </style></head>
            <body><header><h1>\(Preview.escaped(title))</h1>
            <p>Each element shows the colors the theme resolves for its class path; hover it for the
            declarations they come from. Marked text is below WCAG's contrast minimum.</p></header><main>
            """
    }

    mutating func close() { body += "</main></body></html>\n" }
}
