import Foundation

/// A scratch folder of theme files, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.resolvingSymlinksInPath()
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The `file:` URI of a file in the folder.
    func uri(_ name: String) -> String { url.appendingPathComponent(name).absoluteString }
}
