import Foundation

/// The built `shade` binary, as the CLI tests find it.
enum ShadeBinary {
    /// The package root, found from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (`swift test` builds it), else `.build/debug/shade`.
    static let url: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shade")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        for candidate in [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL] {
            let url = candidate.appendingPathComponent("shade")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(".build/debug/shade")
    }()
}

/// A scratch folder of theme files, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.resolvingSymlinksInPath()
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The `file:` URI of a file in the folder.
    func uri(_ name: String) -> String { url.appendingPathComponent(name).absoluteString }
}
