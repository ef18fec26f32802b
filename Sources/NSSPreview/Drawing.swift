import NSSSyntax
import NSSTheme

/// One element of the page and what colors it: the properties, tried in order, whose resolved
/// color becomes its CSS `color` (its text, or a switch's thumb) and `background-color`, and the
/// palette colors that stand in where the theme sets none of them.
struct Drawing {
    /// The class path it shows.
    var path: String
    /// Its state, nil for normal.
    var state: String?
    /// The text it shows; a switch shows none and is named by `label`.
    var text: String
    /// The text style its size follows where the theme sets neither size nor style.
    var style: TextStyle = .body
    /// Its CSS class: `label`, `button`, `bar`, `bar-item`, `cell` or `switch`.
    var kind = "label"
    /// The properties that give its text color (a switch: its thumb), first found wins.
    var ink = [PropertyName.fontColor]
    /// The palette color of its text where the theme sets none.
    var inkDefault = "primaryLabel"
    /// The properties that give its background, first found wins.
    var fill = [PropertyName.backgroundColor]
    /// The palette color of its background where the theme sets none; nil leaves it transparent.
    var fillDefault: String?
    /// What assistive technology reads for an element without text (a switch).
    var label: String?
}

/// What a drawn element resolved to, for the elements drawn inside it.
struct DrawnColors {
    /// Its text color.
    var ink: RGBAColor
    /// What lies below its content: its background over the surface it was drawn on.
    var surface: RGBAColor
}

extension SchemeSection {
    /// Writes an element's opening tag and text; `close()` ends it, so components can nest.
    @discardableResult
    mutating func open(_ drawing: Drawing, on surface: RGBAColor) -> DrawnColors {
        let set = session.resolve(classPath: drawing.path, state: drawing.state)
        let inkFrom = drawing.ink.first { set[$0]?.color != nil }
        let fillFrom = drawing.fill.first { set[$0]?.color != nil }
        var ink = inkFrom.flatMap { set[$0]?.color } ?? palette.color(drawing.inkDefault)
        let fill = fillFrom.flatMap { set[$0]?.color } ?? drawing.fillDefault.map(palette.color)
        let below = fill.map { Contrast.composite($0, over: surface) } ?? surface
        let size = set.text.fontSize ?? Preview.points(set.text.fontStyle ?? drawing.style)
        let minimum = size >= 18 ? Contrast.minimumForLargeText : Contrast.minimumForText
        let ratio = Contrast.ratio(text: ink, background: fill ?? surface, base: surface)
        var inkNote = ""
        if inkFrom == nil, drawing.label == nil, ratio < minimum {
            // The theme sets no text color here: the name the page writes stays readable.
            // Black and white read equally at a background luminance of about 0.18.
            let white = Contrast.luminance(below) <= 0.18
            ink = white ? RGBAColor(red: 1, green: 1, blue: 1) : RGBAColor(red: 0, green: 0, blue: 0)
            inkNote = "; text in the page's own color: the theme sets none"
        }
        var attributes = "data-class-path=\"\(Preview.escaped(drawing.path))\" data-scheme=\"\(scheme.shortName)\""
        if let state = drawing.state, state != "normal" {
            attributes += " data-state=\"\(Preview.escaped(state))\""
        }
        if let inkFrom { attributes += " data-color-from=\"\(inkFrom)\"" }
        if let fillFrom { attributes += " data-background-from=\"\(fillFrom)\"" }
        var mark = ""
        // Marked as nsslint's low-contrast rule reports: both colors the theme's own.
        if drawing.label == nil, inkFrom != nil, fillFrom != nil, ratio < minimum {
            attributes += " data-low-contrast=\"\(Self.format(ratio))\""
            mark = " <span class=\"mark\">contrast \(Self.format(ratio)):1</span>"
        }
        if let label = drawing.label { attributes += " role=\"img\" aria-label=\"\(Preview.escaped(label))\"" }
        var css = "color: \(Preview.css(ink)); font-size: \(Self.format(size))px"
        css += "; background-color: \(Preview.css(fill ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)))"
        css += extraStyle(set)
        html +=
            "<div class=\"\(drawing.kind)\" \(attributes) title=\"\(Preview.escaped(sources(set) + inkNote))\" "
            + "style=\"\(css)\">\(Preview.escaped(drawing.text))\(mark)"
        return DrawnColors(ink: ink, surface: below)
    }

    /// Ends the element `open` began.
    mutating func close() { html += "</div>" }

    /// An element with nothing inside it.
    @discardableResult
    mutating func element(_ drawing: Drawing, on surface: RGBAColor) -> DrawnColors {
        let colors = open(drawing, on: surface)
        close()
        return colors
    }

    /// The declarations an element's values come from, as `name from file.nss:LINE`.
    private func sources(_ set: AttributeSet) -> String {
        var sources: [String] = []
        for attribute in set.attributes where attribute.color != nil || attribute.name == PropertyName.fontStyle {
            let winner = attribute.provenance.winner
            sources.append("\(attribute.name) from \(FilePaths.displayName(winner.path)):\(winner.line)")
        }
        return sources.isEmpty ? "not styled by the theme" : sources.joined(separator: "; ")
    }

    /// Border and transparency where the theme sets them (a switch's border, a state's alpha).
    private func extraStyle(_ set: AttributeSet) -> String {
        var css = ""
        if let border = set[PropertyName.borderColor]?.color { css += "; border-color: \(Preview.css(border))" }
        if case .number(let alpha)? = set[PropertyName.viewAlpha]?.value {
            css += "; opacity: \(min(max(alpha.value, 0), 1))"
        }
        return css
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
