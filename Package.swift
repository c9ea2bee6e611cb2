// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shade",
    products: [
        .library(name: "Shade", targets: ["Shade"]),
        .library(name: "ShadeREPL", targets: ["ShadeREPL"]),
        .library(name: "ShadeLanguageServer", targets: ["ShadeLanguageServer"]),
        .executable(name: "shade", targets: ["ShadeCLI"]),
        .plugin(name: "ShadePlugin", targets: ["ShadePlugin"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The library in layers (docs/architecture.md): each target depends only on earlier ones.
        // Text: tokens, the syntax tree, diagnostics, the formatter, escaping for every output.
        .target(name: "ShadeSyntax"),
        // Meaning: names, types, appearances, color, built-ins, evaluation, the theme.
        .target(name: "ShadeCore", dependencies: ["ShadeSyntax"]),
        // Outputs: eval's tables and JSON, and every export target.
        .target(name: "ShadeExport", dependencies: ["ShadeCore"]),
        // Input from other tools: DTCG token sets.
        .target(name: "ShadeImport", dependencies: ["ShadeCore"]),
        // Tools of the command line, REPL and language server: session, completion, files.
        .target(name: "ShadeTools", dependencies: ["ShadeExport", "ShadeImport"]),
        // The embeddable library: the embedding API of the layers above; no terminal, no readline.
        .target(name: "Shade", dependencies: ["ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport"]),
        // The REPL engine: reads lines through a protocol, so it is testable without a terminal.
        .target(name: "ShadeREPL", dependencies: ["Shade", "ShadeTools"]),
        // The language server (`shade lsp`): JSON-RPC over a pair of file descriptors.
        .target(name: "ShadeLanguageServer", dependencies: ["Shade", "ShadeTools"]),
        // GNU readline (Debian's libreadline-dev), or on macOS the SDK's libedit, linked only by
        // the executable, through the module map. No pkg-config: readline's asks for
        // -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, flags SwiftPM refuses with a warning on every build.
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        // glibc's <malloc.h> (mallopt), for the executable's allocator settings; empty elsewhere.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .executableTarget(
            name: "ShadeCLI",
            dependencies: [
                "Shade", "ShadeTools", "ShadeREPL", "ShadeLanguageServer", "CReadline", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            // GNU readline's terminal library: a static executable (README's installation on
            // Linux) links readline's archive, which does not name it.
            linkerSettings: [.linkedLibrary("tinfo", .when(platforms: [.linux]))]
        ),
        // Generates a target's Theme.swift from its theme.shade at every build (README, "Build plugin").
        .plugin(name: "ShadePlugin", capability: .buildTool(), dependencies: ["ShadeCLI"]),
        // In-process stage benchmarks (Benchmarks/README.md).
        .executableTarget(
            name: "shade-bench",
            dependencies: [
                "Shade", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools", "CMalloc"
            ],
            path: "Benchmarks/StageBenchmark"),
        // Times the language server: diagnostics after a change, hover, completion, formatting (run in release).
        .executableTarget(
            name: "shade-lsp-bench",
            dependencies: [
                "Shade", "ShadeLanguageServer", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools"
            ], path: "Benchmarks/LSPBenchmark"),
        // Times the REPL's `:load` and redefinition on a 100,000-token theme (run in release).
        .executableTarget(
            name: "shade-repl-bench",
            dependencies: [
                "Shade", "ShadeREPL", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools"
            ], path: "Benchmarks/ReplBenchmark"),
        // Golden files, shared by the test targets.
        .target(name: "ShadeTestSupport", path: "Tests/ShadeTestSupport"),
        .testTarget(
            name: "ShadeTests",
            dependencies: [
                "Shade", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools", "ShadeTestSupport"
            ],
            exclude: [
                "Fixtures", "Diagnostics/Golden", "Output/Golden", "Export/Golden", "Export/Fixtures", "Export/Browser",
                "Export/StandIns", "Export/DTCGSchemas", "Export/DTCGResolver", "Color/Oracle"
            ]),
        .testTarget(
            name: "ShadeREPLTests",
            dependencies: ["ShadeREPL", "Shade", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools"]
        ),
        .testTarget(
            name: "ShadeLanguageServerTests",
            dependencies: [
                "ShadeLanguageServer", "Shade", "ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport", "ShadeTools",
                "ShadeCLI", "ShadeTestSupport"
            ],
            exclude: ["Neovim"]),
        .testTarget(name: "ShadeCLITests", dependencies: ["ShadeCLI", "ShadeTestSupport"], exclude: ["Golden"])
    ]
)
