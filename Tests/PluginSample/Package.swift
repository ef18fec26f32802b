// swift-tools-version:6.0
import PackageDescription

// A package that uses NSSKit's plugins, as an app's package would: Tests/Scripts/test_plugins.sh
// copies it beside a link named `nsskit` to this repository and builds it.
let package = Package(
    name: "PluginSample",
    dependencies: [.package(path: "../nsskit")],
    targets: [
        .target(
            name: "Brand",
            resources: [.copy("Brand.nss")],
            plugins: [.plugin(name: "NSSLintBuildPlugin", package: "nsskit")]
        )
    ]
)
