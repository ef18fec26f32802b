/// How a runtime reads a theme where runtimes differ, for the resolver to give the answer that
/// runtime gives. ``nsskit`` is NSSKit's own reading, a superset: variables chain and may stand
/// anywhere in a value, an invalid declaration falls back to an earlier valid one, schemes fall
/// back to related schemes.
public struct RuntimeModel: Sendable, Hashable {
    /// Where variables are substituted.
    public enum Substitution: String, Sendable, Hashable {
        /// Anywhere in a value, and through chains of definitions.
        case everywhere
        /// Only a whole value that is one variable, with the definition's text as written
        /// (NUIStyleParser.m:72-82 in tombenner/nui: definitions are stored unsubstituted).
        case wholeValueOnly
    }

    /// Where variables are substituted.
    public var substitution: Substitution
    /// Whether the last declaration of a property wins even when its value is invalid (NUI
    /// stores the raw string, NUIRuleSet.m:24-28, and converts it only when drawing).
    public var lastDeclarationWins: Bool
    /// Whether `@media` features other than device and orientation hold (NUI ignores them,
    /// NUIStyleParser.m:87-114) rather than never.
    public var unknownMediaFeaturesHold: Bool
    /// Whether a scheme without a value falls back to a related scheme (elevated dark to dark).
    /// SAP's SwiftUI reader looks up the exact key (ThemeManager.swift:294-297).
    public var schemeFallback: Bool
    /// Whether Fiori palette names are colors. NUI knows only UIColor's class colors.
    public var readsPaletteNames: Bool
    /// Whether rules are read at all; SAP's SwiftUI reader reads only definitions
    /// (StyleSheetParser.swift:26).
    public var readsRules: Bool

    /// Creates a model.
    public init(
        substitution: Substitution, lastDeclarationWins: Bool, unknownMediaFeaturesHold: Bool, schemeFallback: Bool,
        readsPaletteNames: Bool, readsRules: Bool
    ) {
        self.substitution = substitution
        self.lastDeclarationWins = lastDeclarationWins
        self.unknownMediaFeaturesHold = unknownMediaFeaturesHold
        self.schemeFallback = schemeFallback
        self.readsPaletteNames = readsPaletteNames
        self.readsRules = readsRules
    }

    /// NSSKit's own reading.
    public static let nsskit = RuntimeModel(
        substitution: .everywhere, lastDeclarationWins: false, unknownMediaFeaturesHold: false, schemeFallback: true,
        readsPaletteNames: true, readsRules: true)

    /// NUI 0.5 (tombenner/nui).
    public static let nui = RuntimeModel(
        substitution: .wholeValueOnly, lastDeclarationWins: true, unknownMediaFeaturesHold: true,
        schemeFallback: true, readsPaletteNames: false, readsRules: true)

    /// SAP's Fiori UIKit SDK: NUI's parser and converter (a fork), with the palette predefined.
    /// The SDK is closed; this follows NUI where SAP's documentation says nothing else.
    public static let fioriUIKit = RuntimeModel(
        substitution: .wholeValueOnly, lastDeclarationWins: true, unknownMediaFeaturesHold: true,
        schemeFallback: true, readsPaletteNames: true, readsRules: true)

    /// SAP's SwiftUI reader (FioriThemeManager in SAP/cloud-sdk-ios-fiori).
    public static let fioriSwiftUI = RuntimeModel(
        substitution: .wholeValueOnly, lastDeclarationWins: true, unknownMediaFeaturesHold: false,
        schemeFallback: false, readsPaletteNames: true, readsRules: false)

    /// What NSSKit does beyond this runtime, for messages: empty for ``nsskit``.
    public var differencesFromNSSKit: [String] {
        var notes: [String] = []
        if substitution == .wholeValueOnly {
            notes.append("variables are substituted only as a whole value, never chained")
        }
        if lastDeclarationWins { notes.append("the last declaration of a property wins even when invalid") }
        if unknownMediaFeaturesHold { notes.append("unknown @media features hold") }
        if !schemeFallback { notes.append("no scheme falls back to another") }
        if !readsPaletteNames { notes.append("Fiori palette names are not colors") }
        if !readsRules { notes.append("rules are not read, only definitions") }
        return notes
    }
}
