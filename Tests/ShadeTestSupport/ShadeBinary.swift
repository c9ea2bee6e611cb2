import Foundation

/// The package and the built `shade` binary, as the tests that run it find them.
public enum ShadeBinary {
    /// The package root, found from this file.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (`swift test` builds it), else `.build/debug/shade`.
    public static let url: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("shade")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        for candidate in [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL] {
            let url = candidate.appendingPathComponent("shade")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(".build/debug/shade")
    }()
}
