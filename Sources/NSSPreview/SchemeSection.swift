import NSSSyntax
import NSSTheme

/// One scheme's part of the page: the components, the other styled class paths, the palette.
struct SchemeSection {
    /// Every element of the section is resolved through it: the section draws each styled class
    /// path, and a session for each made the page quadratic in the theme.
    var session: ResolveSession
    let palette: PaletteColors
    var html = ""

    var resolver: Resolver { session.resolver }
    var scheme: ColorScheme { session.scheme }

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
            "<section class=\"scheme\" aria-labelledby=\"scheme-\(name)\" "
            + "style=\"background-color: \(Preview.css(base))\">"
        html += "<h2 class=\"chrome\" id=\"scheme-\(name)\">\(Preview.escaped(name))</h2>"
        heading("Object cell")
        html += "<div class=\"card\">"
        for label in Self.cellLabels {
            element(Drawing(path: label.path, text: label.sample, style: label.style), on: base)
        }
        html += "</div>"
        heading("Buttons")
        html += "<div class=\"row\">"
        for state in [nil] + resolver.statesUsed(by: "fdlFUIButton") {
            element(
                Drawing(
                    path: "fdlFUIButton", state: state, text: "Confirm" + (state.map { " (\($0))" } ?? ""),
                    kind: "button", inkDefault: "tintColor"),
                on: base)
        }
        html += "</div>"
        heading("Bars")
        html += "<div class=\"row\">"
        navigationBar("NavigationBar", title: "Work orders", on: base)
        toolbar("Toolbar", on: base)
        html += "</div>"
        heading("Form cells")
        html += "<div class=\"row\">"
        formCells(on: base)
        html += "</div>"
        otherClassPaths(on: base)
        heading("Palette")
        html += "<div class=\"palette\">"
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

    /// Every other class path the theme styles: a bar or a switch drawn as one, the rest as labels.
    private mutating func otherClassPaths(on base: RGBAColor) {
        let shown = Set(Self.cellLabels.map(\.path) + ["fdlFUIButton", "NavigationBar", "Toolbar"])
            .union(Self.formCellPaths)
        let others = resolver.styledClassPaths.filter { !shown.contains($0) }
        guard !others.isEmpty else { return }
        heading("Other class paths the theme styles")
        html += "<div class=\"row\">"
        for path in others {
            switch Component(group: resolver.schema.lookup(path).spec?.group) {
            case .navigationBar?: navigationBar(path, title: path, on: base)
            case .toolbar?: toolbar(path, on: base)
            case .switchControl?:
                element(Drawing(path: path, text: path, style: .footnote), on: base)
                switches(path, on: base)
            case nil: element(Drawing(path: path, text: path, style: .footnote), on: base)
            }
        }
        html += "</div>"
    }

    /// A heading in the page's own colors, whatever the theme's.
    private mutating func heading(_ text: String) {
        html += "<h3 class=\"chrome\">\(Preview.escaped(text))</h3>"
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
            .mark { font-size: 11px; padding: 0 4px; border: 1px dashed #1D2D3E; background: #FFF3B0; color: #1D2D3E; }
            .chrome { display: table; margin: 16px 0 4px; padding: 2px 8px; border-radius: 4px; background: #FFFFFF; color: #1D2D3E; }
            h3.chrome { font-size: 15px; }
            .bar { display: flex; align-items: center; gap: 16px; min-height: 44px; padding: 0 12px; border-radius: 8px; font-weight: 600; }
            .bar-item { font-weight: 400; }
            .cell { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 10px 12px; border-radius: 8px; }
            .switch { display: inline-flex; width: 51px; height: 31px; padding: 2px; box-sizing: border-box; border-radius: 16px; border: 1px solid transparent; }
            .switch .thumb { width: 25px; height: 25px; border-radius: 50%; background-color: currentColor; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); }
            .switch.on .thumb { margin-left: auto; }
            @media print {
              .scheme { break-inside: avoid; }
              * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
              [data-class-path][title]::after { content: " \\2014  " attr(title); font-size: 9px; font-weight: 400; }
            }
            </style></head>
            <body><header><h1>\(Preview.escaped(title))</h1>
            <p>Each element shows the colors the theme resolves for its class path; hover it for the
            declarations they come from (a printed page lists them after each element). Marked text
            is below WCAG's contrast minimum.</p></header><main>
            """
    }

    mutating func close() { body += "</main></body></html>\n" }
}
