/// A file a run was asked to lint and could not: missing, unreadable, not a text file, or not
/// written back by `--fix`. Reporters that feed other tools carry these beside the findings, so
/// that a CI upload never presents a run that skipped a file as a clean one.
public struct UnlintedFile: Hashable, Sendable {
    /// The path as the user gave it (or as the folder walk found it).
    public var path: String
    /// What went wrong, in words: "no such file or directory".
    public var reason: String

    /// Creates the record of a file left unlinted.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
