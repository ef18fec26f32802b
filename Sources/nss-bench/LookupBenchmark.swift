import NSSCommandLine
import NSSSyntax
import NSSTheme

/// What a renderer pays per view: `--lookups FILE` builds ``ThemeStyles`` for the theme (light and
/// dark) and times 10,000 lookups spread over its class paths, states and both schemes.
extension Benchmark {
    func runLookups(_ path: String) -> Int32 {
        guard let bytes = try? FileSystem.read(path) else {
            print("cannot read \(path)")
            return 2
        }
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: path, bytes: bytes))])
        let resolver = Resolver(theme: theme)
        var styles: ThemeStyles?
        let build = measure { styles = ThemeStyles(resolver: resolver) }
        guard let styles else { return 2 }
        let paths = resolver.styledClassPaths.isEmpty ? ["Label"] : resolver.styledClassPaths
        var requests: [(String, String?, ColorScheme)] = []
        for index in 0..<10_000 {
            let classPath = paths[index % paths.count]
            let states = [nil] + resolver.statesUsed(by: classPath)
            requests.append(
                (classPath, states[index % states.count], index % 2 == 0 ? .lightBackground : .darkBackground))
        }
        var found = 0
        let lookups = measure {
            found = 0
            for (classPath, state, scheme) in requests {
                found += styles.attributes(for: classPath, state: state, scheme: scheme).attributes.count
            }
        }
        print(
            "\(path): ThemeStyles built in \(format(build.median * 1000)) ms (\(styles.count) answers); "
                + "10,000 lookups in \(format(lookups.median * 1000)) ms (median, min \(format(lookups.minimum * 1000)) ms; "
                + "\(found) attributes read)")
        return 0
    }
}
