import NSSSyntax
import NSSTheme

/// Reports class paths the schema does not know: an `fdl` path that no documentation names
/// (with the closest documented paths), and, when the configuration lists its custom classes, a
/// class without the prefix that is neither documented, a NUI stock class nor listed.
struct UnknownClassPathRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-class-path", defaultSeverity: .warning,
        summary: "a class path the schema does not know",
        explanation: """
            SAP's SDK styles a view only through the exact class paths it documents, so a misspelled \
            fdl path styles nothing. A name without the fdl prefix is a custom style class an app \
            assigns through nuiClass (such as SecondaryButton), which is legitimate; list them under \
            "customClasses" in .nsslint.json to have the others reported too. Numbered items \
            (_avatar_2) are known through their unnumbered path or numbered siblings. A stock \
            class in the wrong case (label) is reported unless the theme names its own classes \
            that way (displayLabel beside textField): then it is the author's convention.
            """,
        evidence:
            "tombenner/nui@744a36f NUI/Core/NUISettings.m:116-160 looks classes up by exact, case-sensitive name. fdl paths: SAP's documentation (the seeds; SAPFiori-Swift.h of SAPFiori 3.0.102) only: the UIKit SDK is closed.",
        triggering: [
            RuleExample("↓fdlFUIObjectTableViewCel_headlineLabel { font-style: headline; }"),
            RuleExample("↓fdlFUIMadeUpView_title { font-color: red; }"),
            RuleExample("↓.ResetRed { font-color: red; }"),
            RuleExample("↓TableView { background-color: white; }"),
            RuleExample("↓UILabel { font-color: red; }"),
            RuleExample("↓navigationbar { bar-tint-color: red; }"),
            RuleExample("↓none { font-color: red; }"),
        ],
        nonTriggering: [
            RuleExample("fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; }"),
            RuleExample("fdlFUIObjectTableViewCell_footnoteIcon_5 { tint-color: red; }"),
            RuleExample("SecondaryButton { font-color: red; }"),
            RuleExample("Button { font-color: red; }"),
            RuleExample("displayLabel { font-color: red; }\ntextField { background-color: white; }"),
        ])

    func check(_ context: LintContext, _ report: inout FindingCollector) {
        var verdicts = PathVerdicts(lowerCamelClasses: Self.namesOwnClassesInLowerCamelCase(context))
        // Made at the first unknown path: most themes have none.
        var texts: UnknownPathTexts?
        // Every selector of every rule in order, read from the fact table by index: a view of
        // each selector retained the table and its token's file.
        let table = context.facts
        for record in table.selectors {
            // A documented selector has nothing to report.
            switch table.matchKinds[Int(record.match)] {
            case .documented: continue
            case .unknown:
                let shared = texts ?? UnknownPathTexts(schema: context.schema, bytes: context.file.bytes)
                texts = shared
                // Its texts are made when a report reads them.
                report.report(shared, at: record.range)
            case .custom:
                verdicts.reportCustom(
                    classID: Int(record.classID), at: record.range, context, &report)
            }
        }
    }

    /// What the rule found of each class of a file, by class identifier (interned names count up
    /// from zero): arrays, where dictionaries hashed the identifier at every selector.
    private struct PathVerdicts {
        let lowerCamelClasses: Bool
        // A theme names the same custom classes thousands of times: each is judged once, its
        // text made then and shared by its findings.
        var lookalikes: [ReplacementText??] = []

        /// Reports a custom class the configuration does not declare, or one that looks like a
        /// stock class.
        mutating func reportCustom(
            classID: Int, at range: Range<Int>, _ context: LintContext, _ report: inout FindingCollector
        ) {
            if let declared = context.configuration.customClasses {
                let path = context.text(range)
                if !declared.contains(path) {
                    report.report(UnknownClassPathRule.undeclaredMessage(path), at: range)
                }
                return
            }
            if classID >= lookalikes.count {
                lookalikes.append(
                    contentsOf: repeatElement(nil, count: max(classID + 1, 2 * lookalikes.count) - lookalikes.count))
            }
            let text: ReplacementText?
            if let known = lookalikes[classID] {
                text = known
            } else {
                text = lookalike(context.text(range), context)
                lookalikes[classID] = text
            }
            if let text { report.report(text, at: range) }
        }

        /// The text of a class that looks like another, unless it follows the theme's own
        /// lower-camel-case convention.
        private func lookalike(_ path: String, _ context: LintContext) -> ReplacementText? {
            guard let (message, replacement) = UnknownClassPathRule.lookalike(path, schema: context.schema),
                !(lowerCamelClasses && replacement?.lowercased() == path.lowercased())
            else { return nil }
            return ReplacementText(message: message, replacement: replacement)
        }
    }

    /// Whether the theme names a custom class of its own (not a stock class in another case) with a
    /// lowercase first letter: then a stock class's name in lowercase follows that convention.
    static func namesOwnClassesInLowerCamelCase(_ context: LintContext) -> Bool {
        let stock = Set(context.schema.nuiStockClasses.map { $0.lowercased() })
        let bytes = context.file.bytes
        // Every selector of every rule, read from the fact table by index: a view of each rule
        // and selector retained the table.
        let table = context.facts
        for record in table.selectors where table.matchKinds[Int(record.match)] == .custom {
            let range = record.range
            // Most names start with an ASCII letter, which settles it without making the name a
            // string.
            let first = bytes[range.lowerBound]
            if first < 0x80, !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) { continue }
            let name = context.text(range)
            if name.first?.isLowercase == true && !stock.contains(name.lowercased()) && name != "none" { return true }
        }
        return false
    }

    /// UIKit's names for the views NUI's stock classes style, where the two differ.
    static let uiKitNames = [
        "TableView": "Table", "TableViewCell": "TableCell", "ProgressView": "Progress",
        "ActivityIndicatorView": "ActivityIndicator", "NavigationController": "NavigationBar",
        "BarButtonItem": "BarButton", "TabBarController": "TabBar", "ToolBar": "Toolbar",
    ]

    /// A custom class that is almost certainly meant as something else: a CSS class selector
    /// (`.ResetRed`: NUI matches class names exactly, a leading '.' is part of the name), a stock
    /// class in the wrong case or under its UIKit name (`label`, `UILabel`, `TableView`: NUISettings
    /// looks classes up by exact name, and the stock classes are named in UIView+NUI.m and the
    /// other categories), or `none`, the class NUI never styles (kNUIClassNone).
    static func lookalike(_ path: String, schema: Schema) -> (String, String?)? {
        if path == "none" {
            return (
                "'none' is the class that turns NUI styling off for a view (kNUIClassNone): this rule styles nothing",
                nil
            )
        }
        if path.hasPrefix(".") && path.count > 1 {
            let name = String(path.dropFirst())
            return (
                "'\(path)' is a CSS class selector: NUI matches class names exactly, the '.' included, so it never "
                    + "styles a view whose nuiClass is '\(name)'", name
            )
        }
        var name = path
        if name.hasPrefix("UI") && name.count > 2 { name.removeFirst(2) }
        let stock = uiKitNames[name] ?? schema.nuiStockClasses.first { $0.lowercased() == name.lowercased() }
        guard let stock, stock != path else { return nil }
        return (
            "'\(path)' is not NUI's class for that view, '\(stock)' is: unless the app assigns '\(path)' with "
                + "nuiClass, this rule styles nothing", stock
        )
    }

    /// The message for an unknown path.
    static func unknownMessage(_ path: String, _ suggestions: [String]) -> String {
        var pieces: [MessagePiece] = [
            .text("unknown class path '"), .string(path),
            .text("': no Fiori documentation names it, so it styles nothing"),
        ]
        if !suggestions.isEmpty {
            pieces.append(.text("; did you mean "))
            appendListing(suggestions, to: &pieces)
            pieces.append(.text("?"))
        }
        return makeMessage(pieces)
    }

    static func undeclaredMessage(_ path: String) -> String {
        "'\(path)' is not a documented class path, a NUI stock class, or one of the custom classes in the configuration"
    }
}
