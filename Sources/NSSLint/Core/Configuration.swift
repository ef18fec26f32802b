import NSSAppSources
import NSSJSON
import NSSSyntax
import NSSTheme

/// How a rule is configured: off, or on at a severity.
public enum RuleSetting: Hashable, Sendable {
    /// The rule does not run.
    case off
    /// The rule runs and reports at this severity.
    case on(Severity)
}

/// nsslint's configuration: the profile, rule settings, custom classes, extra schema files and
/// ignored paths. Read from `.nsslint.json`:
///
///     {
///       "profile": "nui",
///       "rules": { "unused-variable": "off", "ambiguous-hex": "error" },
///       "customClasses": ["SecondaryButton", "BarButtonWithBorder"],
///       "schema": ["schemas/acme.json"],
///       "ignore": ["Generated/**", "*.draft.nss"],
///       "hexAlphaOrder": "rrggbbaa"
///     }
///
/// Paths in `schema` and `ignore` are relative to the configuration file's folder.
public struct LintConfiguration: Sendable {
    /// The runtime to check for; nil: decided from each theme's content (``RuntimeDetection``).
    public var profile: Profile?
    /// Rule settings by rule identifier; rules not listed run at their default severity.
    public var rules: [String: RuleSetting] = [:]
    /// Custom style classes the theme may style. When set, a class without the fdl prefix that is
    /// neither documented, a NUI stock class nor listed here is reported.
    public var customClasses: Set<String>?
    /// Properties that app code reads from the theme (`NUISettings getFloat:@"blur"
    /// withClass:@"Card"`), by class; the key `*` holds those read for any custom class. Such a
    /// property is not reported on a custom class.
    public var customProperties: [String: Set<String>] = [:]
    /// Themes split over several stylesheets, read as one (paths relative to `directory`).
    public var themes: [ThemeSpec] = []
    /// The NUI version the app ships, where NUI's behaviour changed (0.5 replaced the parser).
    public var nuiVersion: NUIVersion = .current
    /// The app's source folders or files to scan for style class assignments and NUISettings
    /// reads (relative to `directory`).
    public var sources: [String] = []
    /// What the app's sources say, once scanned (by the command line, or by a library user).
    public var appSources: AppSources?
    /// Schema files to add, as paths.
    public var schemaFiles: [String] = []
    /// Glob patterns of paths not to lint.
    public var ignore: [String] = []
    /// How to read 8-digit hex colors.
    public var hexAlphaOrder: HexAlphaOrder = .alphaLast
    /// `nss fmt`'s indentation (`"format": {"indent": 4}`), when configured.
    public var formatIndent: Int?
    /// `nss fmt`'s line width (`"format": {"width": 100}`), when configured.
    public var formatWidth: Int?
    /// The folder relative paths are resolved against.
    public var directory: String = "."
    /// Where the configuration came from, for messages.
    public var origin: String?

    /// The default configuration.
    public init() {}

    /// The effective setting of a rule.
    public func setting(for rule: RuleDescription) -> RuleSetting {
        rules[rule.id] ?? (rule.enabledByDefault ? .on(rule.defaultSeverity) : .off)
    }

    /// `"rules"`: each a known rule id, set to off or a severity.
    static func rules(_ cursor: JSONCursor, known: [String]) throws(JSONError) -> [String: RuleSetting] {
        var rules: [String: RuleSetting] = [:]
        for (id, setting) in try cursor.members() {
            guard known.contains(id) else {
                var message = "unknown rule '\(id)'"
                if let suggestion = Suggestions.closest(to: id, in: known).first {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw setting.error(message)
            }
            let value = try setting.string()
            if value == "off" {
                rules[id] = .off
            } else if let severity = Severity(name: value) {
                rules[id] = .on(severity)
            } else {
                throw setting.error("expected \"off\", \"note\", \"warning\" or \"error\", found '\(value)'")
            }
        }
        return rules
    }

    /// `"format": {"indent": N, "width": N}`, for `nss fmt`.
    static func format(_ cursor: JSONCursor) throws(JSONError) -> (indent: Int?, width: Int?) {
        let format = try cursor.object(allowing: ["indent", "width"])
        var result: (indent: Int?, width: Int?) = (nil, nil)
        if let indent = format.optional("indent") {
            let value = try indent.integer()
            guard (0...16).contains(value) else { throw indent.error("expected an indent of 0 to 16 spaces") }
            result.indent = value
        }
        if let width = format.optional("width") {
            let value = try width.integer()
            guard (20...1000).contains(value) else { throw width.error("expected a width of 20 to 1000 columns") }
            result.width = value
        }
        return result
    }

    /// Reads a configuration file's JSON; `directory` is the file's folder. Every problem names
    /// its JSON path.
    public static func parse(_ json: [UInt8], origin: String, directory: String, knownRules: [String]) throws(JSONError)
        -> LintConfiguration
    {
        var configuration = LintConfiguration()
        configuration.origin = origin
        configuration.directory = directory
        let root = JSONCursor(root: try JSONParser.parse(json))
        let object = try root.object(allowing: [
            "profile", "rules", "customClasses", "customProperties", "themes", "nuiVersion", "sources", "schema",
            "ignore", "hexAlphaOrder", "format",
        ])
        if let cursor = object.optional("profile") {
            let name = try cursor.string()
            guard let profile = Profile(rawValue: name) else {
                throw cursor.error(
                    "unknown profile '\(name)'; the profiles are \(Profile.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            configuration.profile = profile
        }
        if let cursor = object.optional("rules") { configuration.rules = try Self.rules(cursor, known: knownRules) }
        if let cursor = object.optional("customClasses") { configuration.customClasses = Set(try cursor.strings()) }
        if let cursor = object.optional("customProperties") {
            configuration.customProperties = try Self.customProperties(cursor)
        }
        if let cursor = object.optional("themes") {
            configuration.themes = try cursor.array().map { entry throws(JSONError) in
                try ThemeSpec.parse(entry, directory: directory)
            }
        }
        if let cursor = object.optional("nuiVersion") {
            let text = try cursor.string()
            guard let version = NUIVersion(rawValue: text) else {
                throw cursor.error("expected \"0.5\" (the default), \"0.4\", \"0.2\" or \"master\", found '\(text)'")
            }
            configuration.nuiVersion = version
        }
        if let cursor = object.optional("format") {
            (configuration.formatIndent, configuration.formatWidth) = try Self.format(cursor)
        }
        if let cursor = object.optional("sources") { configuration.sources = try cursor.strings() }
        if let cursor = object.optional("schema") { configuration.schemaFiles = try cursor.strings() }
        if let cursor = object.optional("ignore") { configuration.ignore = try cursor.strings() }
        if let cursor = object.optional("hexAlphaOrder") {
            let name = try cursor.string()
            guard let order = HexAlphaOrder(rawValue: name) else {
                throw cursor.error("expected \"rrggbbaa\" or \"aarrggbb\", found '\(name)'")
            }
            configuration.hexAlphaOrder = order
        }
        return configuration
    }

    /// `["blur"]` (any custom class) or `{"Card": ["blur"]}`.
    private static func customProperties(_ cursor: JSONCursor) throws(JSONError) -> [String: Set<String>] {
        if cursor.value.arrayValue != nil { return ["*": Set(try cursor.strings())] }
        var result: [String: Set<String>] = [:]
        for (className, names) in try cursor.members() { result[className] = Set(try names.strings()) }
        return result
    }

    /// Whether the configuration says app code reads any property at all.
    var mayReadFromCode: Bool { !customProperties.isEmpty || appSources != nil }

    /// Whether app code reads a property of a class, as the configuration says.
    public func readsFromCode(_ property: String, of className: String) -> Bool {
        customProperties["*"]?.contains(property) == true || customProperties[className]?.contains(property) == true
            || appSources?.reads(property, of: className) == true
    }

    /// The configured theme a file belongs to, by its normalized path.
    public func theme(containing path: String) -> ThemeSpec? {
        let normalized = FilePaths.normalize(path)
        return themes.first { $0.files.contains(normalized) }
    }

    /// Whether a path matches one of the `ignore` patterns (relative to the configuration's
    /// folder): `*` matches within a path component, `**` across components.
    public func isIgnored(_ path: String) -> Bool {
        guard !ignore.isEmpty else { return false }
        let normalized = FilePaths.normalize(path)
        let directory = FilePaths.normalize(self.directory)
        var relative = normalized
        if directory != ".", normalized.hasPrefix(directory + "/") {
            relative = String(normalized.dropFirst(directory.count + 1))
        }
        return ignore.contains { pattern in
            Glob.matches(pattern, relative) || Glob.matches(pattern, FilePaths.displayNameOf(relative))
        }
    }
}

/// Shell-style patterns for `ignore`.
extension FilePaths {
    /// The last component of a path.
    static func displayNameOf(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// A theme split over several stylesheets, as `.nsslint.json` names it under `themes`:
/// `["base.nss", "brand.nss"]`, or `{"files": [...], "loading": "append"}`.
public struct ThemeSpec: Hashable, Sendable {
    /// The stylesheets in load order, normalized, relative to the configuration's folder joined.
    public var files: [String]
    /// How the app loads them.
    public var loading: ThemeLoadingMode

    /// Creates a theme of files.
    public init(files: [String], loading: ThemeLoadingMode = .joined) {
        self.files = files
        self.loading = loading
    }

    static func parse(_ cursor: JSONCursor, directory: String) throws(JSONError) -> ThemeSpec {
        var spec: ThemeSpec
        if cursor.value.arrayValue != nil {
            spec = ThemeSpec(files: try cursor.strings())
        } else {
            let object = try cursor.object(allowing: ["files", "loading"])
            guard let files = object.optional("files") else { throw cursor.error("a theme needs \"files\"") }
            spec = ThemeSpec(files: try files.strings())
            if let loading = object.optional("loading") {
                let name = try loading.string()
                guard let mode = ThemeLoadingMode(rawValue: name) else {
                    throw loading.error("expected \"joined\" or \"append\", found '\(name)'")
                }
                spec.loading = mode
            }
        }
        guard !spec.files.isEmpty else { throw cursor.error("a theme needs at least one file") }
        spec.files = spec.files.map { FilePaths.normalize(FilePaths.join(directory, $0)) }
        return spec
    }
}

/// The NUI versions whose behaviour nsslint distinguishes.
public enum NUIVersion: String, Sendable, Hashable {
    /// NUI 0.2.6 and earlier: as 0.4, and every renderer sizes a `font-name` font by
    /// `font-size` alone (0 when the class sets none).
    case early = "0.2"
    /// NUI 0.2.7 to 0.4.0: a regular-expression reader that loads what it can.
    case legacy = "0.4"
    /// NUI 0.5.0 to 0.5.5, the last release: the NUIParse grammar, which drops the whole file on a
    /// syntax error.
    case current = "0.5"
    /// tombenner/nui's master after 0.5.5, never released: what the built-in schema describes
    /// (``NUIMasterOnly`` lists what it adds).
    case master

    /// Whether this NUI reads stylesheets with its regular expressions (before NUIParse, 0.5.0).
    public var readsWithRegularExpressions: Bool { self == .early || self == .legacy }
}
