import Foundation
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The record a folder export keeps in its folder of what it wrote (`.shade-export-android.json`):
/// each file by its path inside the folder with the SHA-256 of the bytes written
/// (``ContentDigest``), and the folders it created. A file is the export's own while its bytes
/// still have a recorded digest; one edited since is noticed, and neither replaced nor removed.
///
/// A file normally has one digest. Between the start and the end of a rename pass a file has
/// two, the old bytes' and the new's, so that whichever a stop leaves in place is still known.
package struct ExportManifest: Hashable, Sendable {
    /// Digests by path inside the folder ('/'-separated).
    package var files: [String: Set<String>]
    /// The folders the export created (paths inside the folder), removed when they become empty.
    package var folders: Set<String>

    /// A manifest recording `files` and `folders`.
    package init(files: [String: Set<String>] = [:], folders: Set<String> = []) {
        self.files = files
        self.folders = folders
    }

    /// The manifest's file name for an export to `target` (`android`): one per target, so that
    /// two targets may share a folder without taking each other's files for stale ones.
    package static func fileName(for target: String) -> String { ".shade-export-\(target).json" }

    /// Whether the file at `path` with these bytes' `digest` is this export's own.
    package func owns(_ path: String, digest: String) -> Bool { files[path]?.contains(digest) ?? false }

    /// The manifest as JSON, keys sorted, one file a line (as Foundation's pretty printing lays it
    /// out), its strings through ``JSONEscaping``: a catalog's manifest lists 20,000 files, and
    /// Foundation's writer took 8 G instructions for them (Benchmarks/instructions.sh).
    package func encoded() -> [UInt8] {
        var text = "{\n  \"files\" : {"
        for (index, path) in files.keys.sorted().enumerated() {
            let digests = files[path, default: []].sorted().map(JSONEscaping.quoted).joined(separator: ", ")
            text += (index == 0 ? "\n" : ",\n") + "    " + JSONEscaping.quoted(path) + " : [" + digests + "]"
        }
        text += files.isEmpty ? "},\n" : "\n  },\n"
        text += "  \"folders\" : [" + folders.sorted().map(JSONEscaping.quoted).joined(separator: ", ") + "],\n"
        text += "  \"generator\" : \"shade export\",\n  \"version\" : 1\n}\n"
        return Array(text.utf8)
    }

    /// Reads a manifest; nil when `bytes` are not one (not JSON, or not this shape).
    package static func decoded(_ bytes: [UInt8]) -> ExportManifest? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            object["version"] as? Int == 1,
            let files = object["files"] as? [String: [String]],
            let folders = object["folders"] as? [String]
        else { return nil }
        let paths = Array(files.keys) + folders
        guard paths.allSatisfy(isSafeRelativePath) else { return nil }
        return ExportManifest(files: files.mapValues(Set.init), folders: Set(folders))
    }

    /// A path that stays inside the folder: not empty, not absolute, no empty, `.` or `..`
    /// component. A manifest or an export naming anything else is refused.
    package static func isSafeRelativePath(_ path: String) -> Bool {
        !path.hasPrefix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty && $0 != "." && $0 != ".."
            }
    }
}
