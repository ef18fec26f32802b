import NSSJSON
import NSSSyntax
import NSSTheme

extension SARIFReporter {
    /// An `artifactLocation`: a relative path (or an absolute one inside the working folder) as a
    /// normalised URI reference against `%SRCROOT%`; any other absolute path as a `file://` URI.
    func location(_ path: String) -> JSONValue {
        var relative = FilePaths.normalize(path)
        if relative.hasPrefix("/") {
            guard let workingDirectory, FilePaths.isInside(relative, root: workingDirectory),
                relative != FilePaths.normalize(workingDirectory)
            else {
                return .object([("uri", .string(FileURI.from(path: relative)))])
            }
            relative = String(relative.dropFirst(FilePaths.normalize(workingDirectory).count + 1))
        }
        return .object([("uri", .string(FileURI.encoded(relative))), ("uriBaseId", .string(Self.sourceRoot))])
    }

    /// The level, and `enabled: false` for the rules that run only when configured.
    static func configuration(_ description: RuleDescription) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("level", .string(level(description.defaultSeverity)))]
        if !description.enabledByDefault { members.append(("enabled", .bool(false))) }
        return .object(members)
    }

    /// A rule as GitHub shows it: summary, the full explanation, help with the evidence and an
    /// example, and tags to filter by (runtime defect or style, and the runtimes it checks).
    static func rule(_ description: RuleDescription) -> JSONValue {
        let profiles = description.profiles.map(\.rawValue).sorted()
        let tags =
            [description.enabledByDefault ? "runtime-defect" : "style"]
            + (profiles.isEmpty ? ["all-runtimes"] : profiles)
        var text = "\(description.explanation)\n\nEvidence: \(description.evidence)"
        var markdown = "\(description.explanation)\n\n**Evidence:** \(description.evidence)"
        if let example = description.triggering.first {
            text += "\n\nExample that it reports (↓ marks where):\n\(example.text)"
            markdown += "\n\nExample that it reports (↓ marks where):\n\n```css\n\(example.text)\n```"
        }
        text += "\n\nMore: nsslint --explain \(description.id)"
        markdown += "\n\nMore: `nsslint --explain \(description.id)`"
        return .object([
            ("id", .string(description.id)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.explanation))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", configuration(description)),
            (
                "properties",
                .object([
                    ("tags", .array(tags.map(JSONValue.string))),
                    ("profiles", .array(profiles.map(JSONValue.string))),
                ])
            ),
        ])
    }
}
