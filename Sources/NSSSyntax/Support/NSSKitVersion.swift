/// The release of NSSKit: what the tools print for `--version` and what their reports (JSON,
/// SARIF) name as the tool's version. The one place it is written.
public enum NSSKitVersion {
    /// The release, in semantic-versioning form.
    public static let current = "0.1.0"
}
