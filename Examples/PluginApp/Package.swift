// swift-tools-version:6.0
import PackageDescription

// An app target whose theme is compiled in at every build by Shade's build-tool plugin: the
// target keeps theme.shade beside its sources and lists the plugin; `Theme` is then generated code.
let package = Package(
    name: "PluginApp",
    dependencies: [
        // Shade's checkout, two folders up. In your package: the checkout's path, or its git URL
        // with `branch: "main"` until a release is tagged (README, "Installation").
        .package(name: "Shade", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginApp",
            plugins: [.plugin(name: "ShadePlugin", package: "Shade")]
        )
    ]
)
