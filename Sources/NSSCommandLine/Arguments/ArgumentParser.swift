import NSSSyntax

/// A command-line usage mistake, with a message that says how to fix it.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    /// The message shown after "error: ".
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) { self.message = message }

    /// A short human-readable form.
    public var description: String { message }

    /// `unknown scheme 'drak'; did you mean 'dark'? (one of: light, dark, ...)`.
    public static func unknown(_ what: String, _ value: String, among choices: [String]) -> String {
        var message = "unknown \(what) '\(value)'"
        if let suggestion = Suggestions.closest(to: value, in: choices).first {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (one of: \(choices.joined(separator: ", ")))"
    }
}

/// One option a command accepts.
public struct OptionSpec: Sendable {
    /// The long name without dashes: `reporter` for `--reporter`.
    public var name: String
    /// A one-letter alias without the dash: `q` for `-q`.
    public var shortName: Character?
    /// A one-letter alias kept for old scripts, with a warning that names the long form.
    public var deprecatedShortName: Character?
    /// The placeholder of the value, or nil for a flag that takes none.
    public var valueName: String?
    /// Whether the option may be given more than once (values accumulate).
    public var repeatable: Bool
    /// One line of help.
    public var help: String

    /// A flag without a value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, deprecatedShortName: nil, valueName: nil, repeatable: false, help: help)
    }

    /// An option that takes a value, written `--name VALUE` or `--name=VALUE`.
    public static func option(
        _ name: String, short: Character? = nil, deprecatedShort: Character? = nil, value: String,
        repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, deprecatedShortName: deprecatedShort, valueName: value,
            repeatable: repeatable, help: help)
    }
}

/// The arguments after parsing: which flags were given, the options' values, the rest in order.
public struct ParsedArguments: Sendable {
    /// The flags given, by long name.
    public var flags: Set<String> = []
    /// Each option's values, by long name, in the order given.
    public var options: [String: [String]] = [:]
    /// The arguments that are not options, in order (`-` among them when given).
    public var positionals: [String] = []
    /// Deprecated spellings used, each with what to write instead; commands print them.
    public var warnings: [String] = []

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for an option.
    public func value(_ option: String) -> String? { options[option]?.last }

    /// All values given for a repeatable option.
    public func values(_ option: String) -> [String] { options[option] ?? [] }
}

/// Parses `--name`, `--name VALUE`, `--name=VALUE`, `-x`, and `--` (the end of options).
public struct ArgumentParser: Sendable {
    /// The options accepted.
    public var specs: [OptionSpec]

    /// Creates a parser for these options.
    public init(_ specs: [OptionSpec]) { self.specs = specs }

    /// Parses the arguments (without the program name).
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            let spec: OptionSpec
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let match = specs.first(where: { $0.name == name }) else {
                    throw unknownOption(argument, name: name)
                }
                spec = match
            } else {
                guard argument.count == 2, let letter = argument.last,
                    let match = specs.first(where: { $0.shortName == letter || $0.deprecatedShortName == letter })
                else {
                    throw unknownOption(argument, name: String(argument.dropFirst()))
                }
                if match.shortName != letter {
                    result.warnings.append("'\(argument)' for '--\(match.name)' is deprecated; write '--\(match.name)'")
                }
                spec = match
            }
            if let valueName = spec.valueName {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError("option '--\(spec.name)' needs a value: --\(spec.name) \(valueName)")
                    }
                    value = arguments[index]
                    index += 1
                }
                if !spec.repeatable && result.options[spec.name] != nil {
                    throw UsageError("option '--\(spec.name)' is given more than once")
                }
                result.options[spec.name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                result.flags.insert(spec.name)
            }
        }
        return result
    }

    private func unknownOption(_ argument: String, name: String) -> UsageError {
        var message = "unknown option '\(argument)'"
        if let suggestion = Suggestions.closest(to: name, in: specs.map(\.name)).first {
            message += "; did you mean '--\(suggestion)'?"
        }
        return UsageError(message)
    }

    /// The options as help text, one per line, aligned.
    public var helpText: String {
        let rows = specs.map { spec -> (String, String) in
            var left = spec.shortName.map { "-\($0), " } ?? "    "
            left += "--\(spec.name)"
            if let valueName = spec.valueName { left += " \(valueName)" }
            return (left, spec.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
            .joined(separator: "\n")
    }
}
