/// POSIX path arithmetic on strings, without touching the file system.
public enum FilePaths {
    /// The folder part of a path: `a/b.nss` gives `a`, `b.nss` gives `.`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `directory`; an absolute `relative` stands alone.
    public static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(directory == "." ? relative : directory + "/" + relative)
    }

    /// Removes `.` segments, empty segments and `name/..` pairs; keeps leading `..` of a relative
    /// path.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == ".." && absolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `root` or inside it (both normalized the same way).
    public static func isInside(_ path: String, root: String) -> Bool {
        let path = normalize(path)
        let root = normalize(root)
        if root == "." { return !path.hasPrefix("..") && !path.hasPrefix("/") }
        return path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
