import NSSLint
import NSSTheme

/// `--profile NAME`, shared by the commands that read a theme as a runtime does, and the line
/// that says which runtime was modelled and where it differs from NSSKit's own reading.
enum RuntimeOption {
    static let spec = OptionSpec.option(
        "profile", value: "NAME", help: "the runtime to model: nui, fiori-uikit or fiori-swiftui (default: detected)")

    /// The profile named, if any.
    static func profile(_ parsed: ParsedArguments) throws(UsageError) -> Profile? {
        guard let name = parsed.value("profile") else { return nil }
        guard let profile = Profile(rawValue: name) else {
            throw UsageError(UsageError.unknown("profile", name, among: Profile.allCases.map(\.rawValue)))
        }
        return profile
    }

    /// The runtime for a theme: the one named, else the one its content shows.
    static func choose(_ theme: Theme, named: Profile?) -> RuntimeChoice {
        RuntimeDetection.choose(theme, schema: .builtin, configured: named, origin: "named with --profile")
    }

    /// `as nui (detected: ...); unlike NSSKit's own reading, ...`.
    static func note(_ choice: RuntimeChoice) -> String {
        var line = "read as \(choice)"
        let differences = choice.profile.runtimeModel.differencesFromNSSKit
        if !differences.isEmpty { line += "; as that runtime reads it, " + differences.joined(separator: "; ") }
        return line
    }
}
