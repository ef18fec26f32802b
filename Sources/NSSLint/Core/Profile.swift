import NSSTheme

/// The runtime a theme is written for. Each profile adds the rules that report what that runtime
/// would reject, drop or misread.
public enum Profile: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// NUI (github tombenner/nui): any syntax error empties the whole stylesheet, variables are
    /// whole values only, an undefined variable crashes the app.
    case nui
    /// SAP's Fiori for iOS UIKit SDK (a fork of NUI): palette colors predefined, scheme suffixes.
    case fioriUIKit = "fiori-uikit"
    /// SAP's SwiftUI SDK (`StyleSheetSettings`): reads only palette definitions, line by line.
    case fioriSwiftUI = "fiori-swiftui"

    /// The name on the command line.
    public var description: String { rawValue }

    /// Whether Fiori palette names are predefined variables in this runtime.
    public var predefinesPalette: Bool { self != .nui }

    /// Which of several definitions of a variable wins in this runtime.
    public var definitionPrecedence: DefinitionPrecedence { self == .fioriSwiftUI ? .firstWins : .lastWins }

    /// How the resolver reads a theme as this runtime does.
    public var runtimeModel: RuntimeModel {
        switch self {
        case .nui: .nui
        case .fioriUIKit: .fioriUIKit
        case .fioriSwiftUI: .fioriSwiftUI
        }
    }

    /// Resolver options that model this runtime.
    public func resolveOptions(colors: ColorOptions = .default) -> ResolveOptions {
        ResolveOptions(
            colors: colors, precedence: definitionPrecedence, paletteDefaults: predefinesPalette, runtime: runtimeModel)
    }

    /// The runtime's name for messages.
    public var runtimeName: String {
        switch self {
        case .nui: "NUI"
        case .fioriUIKit: "SAP's Fiori UIKit SDK"
        case .fioriSwiftUI: "SAP's SwiftUI reader"
        }
    }
}
