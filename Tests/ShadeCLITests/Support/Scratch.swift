import Foundation

/// A temporary folder for one test, and what is in it, as the ownership tests compare it.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shade-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `relative` inside the folder.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` at `relative`, creating folders.
    func write(_ text: String, at relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text at `relative`, nil when there is no file.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every entry under `relative` by its path: a file's text, `<folder>`, or `-> TARGET` for a
    /// link (not followed).
    func tree(_ relative: String = "") -> [String: String] {
        var tree: [String: String] = [:]
        let root = relative.isEmpty ? url.path : path(relative)
        for case let name as String in FileManager.default.enumerator(atPath: root)?.allObjects ?? [] {
            let full = root + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                tree[name] = "-> " + target
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
            tree[name] =
                isFolder.boolValue
                ? "<folder>"
                : FileManager.default.contents(atPath: full)
                    .map { String(decoding: $0, as: UTF8.self) } ?? "<unreadable>"
        }
        return tree
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
