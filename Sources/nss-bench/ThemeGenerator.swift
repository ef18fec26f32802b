import NSSTheme

/// Deterministic themes for measurements: a large one shaped like ../shared/bench/gen.py's (fdl
/// paths, selector lists, state suffixes, variables, every color form, comments), and a typical
/// clean one built from the schema's documented class paths and properties.
enum ThemeGenerator {
    /// A small linear congruential generator: the same seed gives the same theme everywhere.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(limit)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let components = [
        "FUIObjectTableViewCell", "FUIContactCell", "FUITimelineCell", "FUIKPIView", "FUISwitchFormCell", "FUIButton",
        "FUIRatingControl", "FUIObjectView",
    ]
    static let subviews = [
        "headlineLabel", "subheadlineLabel", "footnoteLabel", "statusLabel", "detailImageView", "titleLabel",
        "valueLabel", "iconImageView",
    ]
    static let properties: [(String, String)] = [
        ("font-color", "color"), ("background-color", "color"), ("tint-color", "color"), ("border-color", "color"),
        ("font-style", "style"), ("font-name", "font"), ("font-size", "int"), ("text-line-clamp", "small"),
        ("text-align", "align"), ("border-width", "float"), ("corner-radius", "float"), ("shadow-offset", "pair"),
        ("padding", "quad"),
    ]
    static let states = ["", "", "", "-disabled", "-selected", "-highlighted", "-focused"]

    static func generate(bytes target: Int, seed: UInt64) -> String {
        var random = Random(state: seed)
        var output = "/* Generated NSS theme for nss-bench (seed \(seed)) */\n\n"
        let variables = (1...10).map { "primary\($0)" } + ["tintColor", "brand", "accent", "line"]
        for name in variables { output += "@\(name): #\(hex(&random, 6));\n" }
        output += "@gap: 4;\n@headline: headline;\n\n"
        var ruleCount = 0
        while output.utf8.count < target {
            if ruleCount % 12 == 0 { output += "/* ===== \(random.pick(components)) ===== */\n" }
            ruleCount += 1
            var selectors = [selector(&random)]
            if random.below(100) < 15 { selectors += (0..<(1 + random.below(3))).map { _ in selector(&random) } }
            output += selectors.joined(separator: ", ") + " {\n"
            for _ in 0..<(3 + random.below(6)) {
                let (property, kind) = random.pick(properties)
                let state = kind == "color" || kind == "style" ? random.pick(states) : ""
                output += "    \(property)\(state): \(value(kind, &random, variables));\n"
            }
            output += "}\n\n"
        }
        return output
    }

    static func selector(_ random: inout Random) -> String {
        switch random.below(10) {
        case 0: return "fdlApp\(random.below(9000))Cell_\(random.pick(subviews))"
        case 1: return random.pick(["Label", "Button", "TableCell", "NavigationBar"])
        default: return "fdl\(random.pick(components))_\(random.pick(subviews))"
        }
    }

    static func hex(_ random: inout Random, _ digits: Int) -> String {
        let alphabet = Array("0123456789ABCDEF")
        return String((0..<digits).map { _ in alphabet[random.below(16)] })
    }

    static func value(_ kind: String, _ random: inout Random, _ variables: [String]) -> String {
        switch kind {
        case "color":
            switch random.below(10) {
            case 0...3: return "#" + hex(&random, 6)
            case 4: return "#" + hex(&random, 3)
            case 5:
                return "rgba(\(random.below(256)), \(random.below(256)), \(random.below(256)), 0.\(random.below(10)))"
            case 6: return random.pick(["primaryLabel", "tintColor", "negativeLabel", "separator"])
            default: return "@" + random.pick(variables)
            }
        case "style": return random.pick(["headline", "subheadline", "body", "footnote", "caption1", "@headline"])
        case "font": return random.pick(["HelveticaNeue", "HelveticaNeue-Light", "boldSystem", "\"72-Regular\""])
        case "int": return String(10 + random.below(20))
        case "small": return String(1 + random.below(4))
        case "align": return random.pick(["left", "center", "right", "natural"])
        case "float": return "\(random.below(12)).\(random.below(10))"
        case "pair": return "\(random.below(4)), \(random.below(4))"
        default: return "\(random.below(20)) @gap \(random.below(20)) \(random.below(20))"
        }
    }

    /// A clean, realistic theme of about `bytes` bytes: palette overrides, brand variables, and
    /// rules for documented class paths with properties their groups accept.
    static func typical(bytes target: Int) -> String {
        let schema = Schema.builtin
        var output = "/* A typical brand theme, generated for nss-bench. */\n"
        let palette = ["tintColor", "primaryLabel", "secondaryLabel", "negativeLabel", "header"]
        for name in palette {
            output += "@\(name): #0A6ED1;\n@\(name)_darkBackground: #4DB1FF;\n"
        }
        output += "@brand: #E9730C;\n@brandFont: HelveticaNeue-Medium;\n\n"
        let paths = schema.classPaths.values.filter { $0.path.hasPrefix("fdl") }.sorted { $0.path < $1.path }
        var index = 0
        while output.utf8.count < target {
            let spec = paths[index % paths.count]
            index += 1
            let accepted = schema.properties(ofGroup: spec.group)
            output += spec.path + " {\n"
            for name in ["font-color", "font-style", "tint-color", "background-color", "text-line-clamp", "font-size"]
            where accepted[name] != nil {
                let value =
                    switch name {
                    case "font-color": "primaryLabel"
                    case "font-style": "subheadline"
                    case "tint-color": "@brand"
                    case "background-color": "header"
                    case "text-line-clamp": "2"
                    default: "15"
                    }
                output += "    \(name): \(value);\n"
            }
            output += "}\n\n"
            if index % paths.count == 0 { output += "@media (device: ipad) {\n    @brand: #C35500;\n}\n\n" }
        }
        return output
    }
}
