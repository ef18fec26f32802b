// swift-tools-version:6.0
import PackageDescription

// NSSKit has no package dependencies: the Swift toolchain only.
let package = Package(
    name: "NSSKit",
    // The systems apps still support: the libraries use no API newer than these
    // (Tests/Scripts/check_platform_apis.sh fails CI when one does).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    // One library per module, named as it is imported; the benchmark and fuzz executables are
    // built and run here, not offered to other packages.
    products: [
        .library(name: "NSSSyntax", targets: ["NSSSyntax"]),
        .library(name: "NSSJSON", targets: ["NSSJSON"]),
        .library(name: "NSSTheme", targets: ["NSSTheme"]),
        .library(name: "NSSAppSources", targets: ["NSSAppSources"]),
        .library(name: "NSSLint", targets: ["NSSLint"]),
        .library(name: "NSSFormat", targets: ["NSSFormat"]),
        .library(name: "NSSLanguageServer", targets: ["NSSLanguageServer"]),
        .library(name: "NSSPreview", targets: ["NSSPreview"]),
        .executable(name: "nsslint", targets: ["nsslint"]),
        .executable(name: "nss", targets: ["nss"]),
        // nsslint in a package's build, and as `swift package nsslint` / `nsslint-fix`.
        .plugin(name: "NSSLintBuildPlugin", targets: ["NSSLintBuildPlugin"]),
        .plugin(name: "NSSLintCommandPlugin", targets: ["NSSLintCommandPlugin"]),
        .plugin(name: "NSSLintFixCommandPlugin", targets: ["NSSLintFixCommandPlugin"]),
    ],
    targets: [
        // The lossless lexer, syntax tree, parser and diagnostics. Foundation-free.
        .target(name: "NSSSyntax"),
        // A strict JSON reader and a deterministic writer. Foundation-free.
        .target(name: "NSSJSON"),
        // The schema, typed values, variables and the resolver.
        .target(name: "NSSTheme", dependencies: ["NSSSyntax", "NSSJSON"]),
        // A lexical scan of an app's Swift, Objective-C, storyboard, xib and MDK files for style
        // class assignments and NUISettings reads. Foundation-free.
        .target(name: "NSSAppSources", dependencies: ["NSSSyntax"]),
        // The canonical layout of a stylesheet (`nss fmt`), from the lossless tree. Foundation-free.
        .target(name: "NSSFormat", dependencies: ["NSSSyntax"]),
        // The lint rules, profiles, configuration, inline directives, fixes and reporters.
        .target(name: "NSSLint", dependencies: ["NSSSyntax", "NSSJSON", "NSSTheme", "NSSAppSources"]),
        // A theme drawn as an HTML page, light and dark, with contrast marks (`nss preview`).
        .target(name: "NSSPreview", dependencies: ["NSSSyntax", "NSSTheme"]),
        // A Language Server Protocol server for NSS, transport-free (`nss lsp` gives it stdio).
        .target(name: "NSSLanguageServer", dependencies: ["NSSSyntax", "NSSJSON", "NSSTheme", "NSSLint", "NSSFormat"]),
        // What the command-line tools share: arguments, file I/O, output, the commands themselves.
        .target(
            name: "NSSCommandLine",
            dependencies: [
                "NSSSyntax", "NSSTheme", "NSSAppSources", "NSSLint", "NSSFormat", "NSSLanguageServer", "NSSPreview",
            ]),
        .executableTarget(name: "nsslint", dependencies: ["NSSCommandLine"]),
        .executableTarget(name: "nss", dependencies: ["NSSCommandLine"]),
        .plugin(name: "NSSLintBuildPlugin", capability: .buildTool(), dependencies: ["nsslint"]),
        .plugin(
            name: "NSSLintCommandPlugin",
            capability: .command(intent: .custom(verb: "nsslint", description: "lint the package's .nss themes")),
            dependencies: ["nsslint"]),
        .plugin(
            name: "NSSLintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "nsslint-fix", description: "apply nsslint's safe fixes to the package's themes"),
                permissions: [
                    .writeToPackageDirectory(reason: "nsslint --fix rewrites theme files with their safe fixes")
                ]),
            dependencies: ["nsslint"]),
        // Measures lexing, parsing and the rest; run on demand, built in CI so it cannot rot.
        .executableTarget(
            name: "nss-bench", dependencies: ["NSSCommandLine", "NSSAppSources", "NSSFormat", "NSSLanguageServer"]),
        // Every stage under libFuzzer (Tests/Fuzz/fuzz.sh), or replaying inputs in a plain build.
        .executableTarget(name: "nss-fuzz", dependencies: ["NSSCommandLine", "NSSJSON", "NSSFormat"]),
        .testTarget(name: "NSSSyntaxTests", dependencies: ["NSSSyntax"], exclude: ["Fixtures"]),
        .testTarget(name: "NSSThemeTests", dependencies: ["NSSTheme"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "NSSJSONTests", dependencies: ["NSSJSON"]),
        .testTarget(
            name: "NSSLintTests", dependencies: ["NSSLint", "NSSAppSources", "NSSJSON"],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "NSSAppSourcesTests", dependencies: ["NSSAppSources"]),
        .testTarget(name: "NSSLanguageServerTests", dependencies: ["NSSLanguageServer", "NSSJSON", "NSSTheme", "NSSLint"]),
        .testTarget(name: "NSSPreviewTests", dependencies: ["NSSPreview", "NSSSyntax", "NSSTheme"]),
        .testTarget(
            name: "NSSFormatTests", dependencies: ["NSSFormat", "NSSSyntax", "NSSTheme", "NSSJSON"], exclude: ["Golden"]
        ),
        .testTarget(
            name: "NSSCommandLineTests",
            dependencies: ["NSSCommandLine", "NSSJSON", "NSSSyntax", "NSSLint", "NSSTheme", "nsslint", "nss", "nss-bench"]
        ),
    ]
)
