// swift-tools-version:6.0
// libFuzzer harnesses for Shade: a package of its own, so the main `swift build` and `swift test`
// never see the fuzzer flags. Build and run with `Fuzz/run.sh SECONDS` (Fuzz/README.md); the
// harnesses only link when built with `-sanitize=fuzzer`, which links libFuzzer.
import PackageDescription

let package = Package(
    name: "ShadeFuzz",
    dependencies: [
        .package(path: "shade-package")
    ],
    targets: [
        // libFuzzer's driver function, declared for Swift.
        .target(name: "CLibFuzzer"),
        // What the harnesses share: starting libFuzzer, reading the input, an empty folder,
        // keeping results alive.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        // Loads the input as a theme and renders it like `shade eval`.
        .executableTarget(
            name: "fuzz-theme",
            dependencies: ["FuzzSupport", .product(name: "Shade", package: "shade-package")]),
        // Loads the input as a theme and exports it to every target, checking each output parses.
        .executableTarget(
            name: "fuzz-export",
            dependencies: ["FuzzSupport", .product(name: "Shade", package: "shade-package")]),
        // Imports the input as DTCG tokens; what an import writes must load without errors.
        .executableTarget(
            name: "fuzz-import",
            dependencies: ["FuzzSupport", .product(name: "Shade", package: "shade-package")]),
        // Types the input's lines into the REPL engine, continuation lines included.
        .executableTarget(
            name: "fuzz-repl",
            dependencies: [
                "FuzzSupport", .product(name: "Shade", package: "shade-package"),
                .product(name: "ShadeREPL", package: "shade-package")
            ])
    ]
)
