import NSSSyntax
import NSSTheme

/// The runtime a lint checks for, and why: named by the user (a flag or the configuration), or
/// decided from the theme's content.
public struct RuntimeChoice: Hashable, Sendable, CustomStringConvertible {
    /// The profile the rules run in.
    public var profile: Profile
    /// Whether it was decided from the content rather than named.
    public var detected: Bool
    /// Why: the evidence found, or where the profile was named.
    public var reason: String

    /// Creates a choice.
    public init(profile: Profile, detected: Bool, reason: String) {
        self.profile = profile
        self.detected = detected
        self.reason = reason
    }

    /// `nui (detected: NUI stock class 'NavigationBar' at line 3)`.
    public var description: String {
        "\(profile) (\(detected ? "detected: " : "")\(reason))"
    }
}

/// Decides which runtime a theme is written for when the user names none.
///
/// The evidence, strongest first: a Fiori class path (`fdl...`), a Fiori palette color used as a
/// value or variable, or a property only SAP's Mobile Development Kit styles use means SAP's UIKit
/// SDK, which is the only runtime that styles fdl paths and predefines the palette, and so do the
/// file names the Mobile Development Kit gives the styles it loads; NUI's stock classes (`NavigationBar`, `Button`) without any of those
/// mean NUI; a file of palette definitions and no rules is what SAP's SwiftUI reader reads (it
/// ignores rules). Custom classes alone say nothing about the runtime: both NUI and SAP's UIKit
/// SDK (a fork of NUI) style them, so such a theme is checked as NUI, the stricter reader of the
/// two.
public enum RuntimeDetection {
    /// The runtime for a theme: the configured profile when there is one, else what its files say.
    public static func choose(_ theme: Theme, schema: Schema, configured: Profile?, origin: String?) -> RuntimeChoice {
        if let configured {
            return RuntimeChoice(profile: configured, detected: false, reason: origin ?? "named on the command line")
        }
        return detect(theme, schema: schema)
    }

    /// What the content of a theme's files says.
    public static func detect(_ theme: Theme, schema: Schema) -> RuntimeChoice {
        var evidence = Evidence(mdkProperties: schema.properties(ofGroup: "MDK"))
        for file in theme.files { evidence.note(path: file.tree.source.path) }
        for item in theme.items {
            // The first Fiori class path decides, whatever follows: the rest is not read.
            if evidence.fioriClass != nil { break }
            let file = theme.files[item.file].tree.source
            if let rule = Rule(item.node) {
                evidence.rules += 1
                rule.forEachSelector { evidence.note(selector: $0, in: file, schema: schema) }
                rule.forEachDeclaration { declaration in
                    evidence.note(value: declaration, in: file)
                    evidence.note(property: declaration, in: file, schema: schema)
                }
            } else if let declaration = Declaration(item.node), declaration.isVariableDefinition {
                evidence.definitions += 1
                evidence.note(definition: declaration)
                evidence.note(value: declaration, in: file)
            }
        }
        return evidence.choice
    }

    /// What has been seen so far: the first of each kind of evidence, with its place.
    private struct Evidence {
        /// The MDK group's properties, looked up once rather than for every declaration.
        let mdkProperties: [String: GroupProperty]
        var rules = 0
        var definitions = 0
        var fioriClass: String?
        var paletteUse: String?
        var paletteDefinitions = 0
        var stockClass: String?
        var mdkProperty: String?
        var mdkFile: String?
        /// What each name met so far turned out to be. A theme repeats its names thousands of
        /// times; making a string of each to ask the tables was most of detection's cost.
        var stockClasses = NameVerdicts()
        var mdkOnlyProperties = NameVerdicts()
        var paletteNames = NameVerdicts()

        /// Where SAP's Mobile Development Kit keeps the files its client loads through SAP's NUI
        /// fork: `Styles/SDKStyles.nss` (the "SDKStyles" key of the app's Application.app) and
        /// `App_Resources/iOS/Branding.nss` (the branded client's start-up styles).
        mutating func note(path: String) {
            guard mdkFile == nil else { return }
            let components = path.split(separator: "/").suffix(3).map(String.init)
            if components.last == "SDKStyles.nss" || components == ["App_Resources", "iOS", "Branding.nss"] {
                mdkFile = "an MDK app's \(components.last ?? path), which the MDK client loads with SAP's NUI fork"
            }
        }

        mutating func note(selector: Token, in file: SourceFile, schema: Schema) {
            let range = selector.range
            let bytes = file.bytes[range]
            if fioriClass == nil, bytes.count >= 3, bytes[range.lowerBound] == UInt8(ascii: "f"),
                bytes[range.lowerBound + 1] == UInt8(ascii: "d"), bytes[range.lowerBound + 2] == UInt8(ascii: "l")
            {
                fioriClass = "Fiori class path '\(selector.text)' at \(place(range, file))"
            } else if stockClass == nil, stockClasses.verdict(on: bytes, { schema.isNUIStockClass(selector.text) }) {
                stockClass = "NUI stock class '\(selector.text)' at \(place(range, file))"
            }
        }

        /// A property only SAP's Mobile Development Kit styles use (`font-typeface`): MDK apps are
        /// drawn by SAP's UIKit SDK.
        mutating func note(property declaration: Declaration, in file: SourceFile, schema: Schema) {
            guard mdkProperty == nil else { return }
            let name = declaration.name
            let isMDKOnly = mdkOnlyProperties.verdict(on: file.bytes[name.range]) {
                let text = name.text
                return mdkProperties[text] != nil
                    && !schema.nuiStockClasses.contains(where: { schema.properties(ofGroup: $0)[text] != nil })
            }
            guard isMDKOnly else { return }
            mdkProperty = "MDK style property '\(name.text)' at \(place(name.range, file))"
        }

        mutating func note(definition: Declaration) {
            let name = String(definition.name.text.dropFirst())
            if FioriColors.reference(name) != nil { paletteDefinitions += 1 }
        }

        mutating func note(value declaration: Declaration, in file: SourceFile) {
            guard paletteUse == nil else { return }
            let tree = declaration.node.tree
            for index in declaration.valueTokenIndices {
                let token = tree.token(at: index)
                guard token.kind == .identifier || token.kind == .atKeyword else { continue }
                var range = token.range
                if token.kind == .atKeyword { range = range.dropFirst() }
                // A palette name as a value (`font-color: tintColor`), or as a variable the SDK
                // predefines (`@tintColor`); a definition's own name is not a use. Three bytes
                // or fewer are three characters or fewer, no palette name.
                guard range.count > 3 else { continue }
                let isPaletteName = paletteNames.verdict(on: file.bytes[range]) {
                    let name = file.text(range)
                    return name.count > 3 && FioriColors.reference(name) != nil && UIKitColors.color(named: name) == nil
                }
                guard isPaletteName else { continue }
                paletteUse = "Fiori palette color '\(token.text)' at \(place(token.range, file))"
                return
            }
        }

        var choice: RuntimeChoice {
            if let reason = fioriClass ?? paletteUse ?? mdkFile {
                return RuntimeChoice(profile: .fioriUIKit, detected: true, reason: reason)
            }
            // A property an MDK style uses can also be one a NUI app reads from its own code
            // (`text-decoration`), so it decides only where no NUI stock class does.
            if let stockClass {
                return RuntimeChoice(profile: .nui, detected: true, reason: stockClass)
            }
            if let mdkProperty {
                return RuntimeChoice(profile: .fioriUIKit, detected: true, reason: mdkProperty)
            }
            if rules == 0 && paletteDefinitions > 0 {
                return RuntimeChoice(
                    profile: .fioriSwiftUI, detected: true,
                    reason: "only variable definitions, \(paletteDefinitions) of them Fiori palette colors")
            }
            if rules == 0 {
                return RuntimeChoice(
                    profile: .nui, detected: true, reason: "no rules, no Fiori class path or palette color")
            }
            return RuntimeChoice(
                profile: .nui, detected: true, reason: "custom classes only, no Fiori class path or palette color")
        }

        private func place(_ range: Range<Int>, _ file: SourceFile) -> String {
            // The line table is scanned only as far as the evidence.
            "\(FilePaths.displayName(file.path)):\(file.location(of: range.lowerBound).line)"
        }
    }
}

/// A verdict per distinct name, by its bytes: decided once, then looked up without a string.
private struct NameVerdicts {
    private var names = Interner()
    private var verdicts: [Bool] = []

    /// The verdict on `bytes`, from `decide` the first time they are met.
    mutating func verdict(on bytes: ArraySlice<UInt8>, _ decide: () -> Bool) -> Bool {
        let id = names.intern(bytes)
        if id < verdicts.count { return verdicts[id] }
        let verdict = decide()
        verdicts.append(verdict)
        return verdict
    }
}
