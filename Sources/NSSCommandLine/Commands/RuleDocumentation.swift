import NSSLint
import NSSSyntax

/// `--list-rules` and `--explain`.
enum RuleDocumentation {
    static func list() -> String {
        let rules = Linter.rules.map { $0.description }
        let width = rules.map(\.id.count).max() ?? 0
        var output = ""
        for rule in rules {
            let profiles = rule.profiles.isEmpty ? "all" : rule.profiles.map(\.rawValue).sorted().joined(separator: ",")
            let severity = rule.defaultSeverity.description
            output += rule.id + String(repeating: " ", count: width - rule.id.count + 2)
            output += severity + String(repeating: " ", count: 9 - severity.count)
            output += profiles + String(repeating: " ", count: max(1, 15 - profiles.count)) + rule.summary + "\n"
        }
        return output
    }

    static func explain(_ id: String) -> String? {
        guard let rule = Linter.rule(id) else { return nil }
        var output = "\(rule.id) (\(rule.defaultSeverity)"
        output +=
            rule.profiles.isEmpty
            ? ", every profile)\n" : ", profile \(rule.profiles.map(\.rawValue).sorted().joined(separator: ", ")))\n"
        output += rule.summary + "\n\n" + rule.explanation + "\n"
        if !rule.enabledByDefault { output += "\nOff unless enabled in .nsslint.json (\"rules\").\n" }
        output += "\nEvidence: " + rule.evidence + "\n"
        func show(_ title: String, _ examples: [RuleExample]) {
            guard !examples.isEmpty else { return }
            output += "\n\(title):\n"
            for example in examples {
                output +=
                    "\n"
                    + (example.nuiVersion.map { "  with \"nuiVersion\": \"\($0.rawValue)\":\n" } ?? "")
                    + example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
                        separator: "\n") + "\n"
                if let corrected = example.corrected {
                    output += "  fixed to:\n"
                    output +=
                        corrected.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
                            separator: "\n") + "\n"
                }
            }
        }
        show("Reported (↓ marks where)", rule.triggering)
        show("Not reported", rule.nonTriggering)
        return output
    }

    static func unknownRule(_ id: String) -> String {
        UsageError.unknown("rule", id, among: Linter.rules.map { $0.description.id })
            .replacing(#" (one of: "#, with: " (see --list-rules; one of: ")
    }
}
