import NSSLint
import NSSTheme

/// The options of every command that reads a theme as an app would, declared and checked in one
/// place: `--device`, `--orientation` (for `@media`), `--hex-order`, `--profile` and
/// `--allow-outside-root`, and the scheme names `--scheme` takes.
struct ThemeOptions {
    /// The option specs, in `--help` order.
    static let specs: [OptionSpec] = [
        .option("device", value: "DEVICE", help: "iphone (default) or ipad, for @media"),
        .option("orientation", value: "ORIENTATION", help: "portrait (default) or landscape, for @media"),
        .option("hex-order", value: "ORDER", help: "how to read 8-digit hex: rrggbbaa (default) or aarrggbb"),
        RuntimeOption.spec,
        .flag("allow-outside-root", help: "let @import read files outside each stylesheet's folder"),
    ]

    /// The device and orientation `@media` is evaluated for.
    var environment = Environment.default
    /// How colors are read.
    var colors = ColorOptions.default
    /// The runtime named with `--profile`, if any.
    var profile: Profile?
    /// How imports are followed.
    var loading = ThemeLoadOptions()

    /// The options given, checked.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let name = parsed.value("device") {
            guard let device = Environment.Device(rawValue: name) else {
                throw UsageError(UsageError.unknown("device", name, among: Environment.Device.allCases.map(\.rawValue)))
            }
            environment.device = device
        }
        if let name = parsed.value("orientation") {
            guard let orientation = Environment.Orientation(rawValue: name) else {
                throw UsageError(
                    UsageError.unknown("orientation", name, among: Environment.Orientation.allCases.map(\.rawValue)))
            }
            environment.orientation = orientation
        }
        if let order = parsed.value("hex-order") {
            guard let value = HexAlphaOrder(rawValue: order) else {
                throw UsageError(UsageError.unknown("hex order", order, among: HexAlphaOrder.allCases.map(\.rawValue)))
            }
            colors.hexAlphaOrder = value
        }
        profile = try RuntimeOption.profile(parsed)
        loading = ThemeLoadOptions(allowImportsOutsideRoot: parsed.has("allow-outside-root"))
    }

    /// A scheme by the name `--scheme` takes (`light`, `dark`, `elevated-dark`, ...).
    static func scheme(_ name: String) throws(UsageError) -> ColorScheme {
        guard let scheme = ColorScheme(name: name) else {
            throw UsageError(UsageError.unknown("scheme", name, among: ColorScheme.allCases.map(\.shortName)))
        }
        return scheme
    }
}
