import NSSSyntax
import NSSTheme

/// The components drawn as a Fiori app shows them: bars, form cells, switches. Where the theme
/// is silent they take the palette's defaults: a bar the `header` color with its title in
/// `navBarTitleLabel` and items in `tintColor`, a form cell `cellBackground`, a switch's track
/// `tintColor` when on and `separatorOpaque` when off, its thumb `primaryBackground`.
extension SchemeSection {
    /// The schema groups drawn as a component rather than as a label.
    enum Component {
        case navigationBar, toolbar, switchControl

        init?(group: String?) {
            switch group {
            case "NavigationBar"?: self = .navigationBar
            case "Toolbar"?: self = .toolbar
            case "SWITCH"?, "Switch"?: self = .switchControl
            default: return nil
            }
        }
    }

    /// A navigation bar: its title in the bar's font color, an item in its tint color.
    mutating func navigationBar(_ path: String, title: String, on surface: RGBAColor) {
        let bar = open(
            Drawing(
                path: path, text: title, style: .headline, kind: "bar", inkDefault: "navBarTitleLabel",
                fill: [PropertyName.barTintColor, PropertyName.backgroundColor], fillDefault: "header"),
            on: surface)
        element(barItem(path, text: "Edit"), on: bar.surface)
        close()
    }

    /// A toolbar: its items in its tint color.
    mutating func toolbar(_ path: String, on surface: RGBAColor) {
        let bar = open(
            Drawing(
                path: path, text: "", kind: "bar", inkDefault: "tintColor",
                fill: [PropertyName.barTintColor, PropertyName.backgroundColor], fillDefault: "header"),
            on: surface)
        for item in ["Filter", "Share", "Add"] { element(barItem(path, text: item), on: bar.surface) }
        close()
    }

    private func barItem(_ path: String, text: String) -> Drawing {
        Drawing(
            path: path, text: text, kind: "bar-item", ink: [PropertyName.tintColor], inkDefault: "tintColor", fill: [])
    }

    /// A switch in each of its four states, or in the states a NUI `Switch` has (on and off).
    mutating func switches(_ path: String, on surface: RGBAColor) {
        let fiori = resolver.schema.lookup(path).spec?.group == "SWITCH"
        let states: [(state: String?, on: Bool)] =
            fiori
            ? SwitchState.allCases.map { ($0.rawValue, $0 == .enabledSelected || $0 == .disabledSelected) }
            : [(nil, true), (nil, false)]
        for (state, isOn) in states {
            let name = "switch, \(isOn ? "on" : "off")" + (state.map { ", \($0)" } ?? "")
            let onTrack = [PropertyName.trackColor, PropertyName.onTintColor]
            open(
                Drawing(
                    path: path, state: state, text: "", kind: isOn ? "switch on" : "switch",
                    ink: [PropertyName.thumbColor, PropertyName.thumbTintColor], inkDefault: "primaryBackground",
                    fill: isOn ? onTrack : [PropertyName.trackColor],
                    fillDefault: isOn ? "tintColor" : "separatorOpaque", label: name),
                on: surface)
            html += "<span class=\"thumb\"></span>"
            close()
        }
    }

    /// The form cells: a key and value, a title with its switch, a title field.
    mutating func formCells(on surface: RGBAColor) {
        let keyValue = open(cell("fdlFUIKeyValueFormCell"), on: surface)
        element(
            Drawing(path: "fdlFUIKeyValueFormCell_keyLabel", text: "Equipment", style: .subheadline),
            on: keyValue.surface)
        element(
            Drawing(path: "fdlFUIKeyValueFormCell_valueText", text: "Pump 4, north quay", style: .body),
            on: keyValue.surface)
        close()
        let switchCell = open(cell("fdlFUISwitchFormCell"), on: surface)
        element(
            Drawing(path: "fdlFUISwitchFormCell_title", text: "Notify the crew", style: .body), on: switchCell.surface)
        switches("fdlFUISwitchFormCell_switch", on: switchCell.surface)
        close()
        let titleCell = open(cell("fdlFUITitleFormCell"), on: surface)
        element(
            Drawing(path: "fdlFUITitleFormCell_valueTextField", text: "Inspection report", style: .title3),
            on: titleCell.surface)
        close()
    }

    /// The class paths the form cells draw, which the list of other class paths leaves out.
    static let formCellPaths: Set<String> = [
        "fdlFUIKeyValueFormCell", "fdlFUIKeyValueFormCell_keyLabel", "fdlFUIKeyValueFormCell_valueText",
        "fdlFUISwitchFormCell", "fdlFUISwitchFormCell_title", "fdlFUISwitchFormCell_switch", "fdlFUITitleFormCell",
        "fdlFUITitleFormCell_valueTextField",
    ]

    private func cell(_ path: String) -> Drawing {
        Drawing(path: path, text: "", kind: "cell", fillDefault: "cellBackground")
    }
}
