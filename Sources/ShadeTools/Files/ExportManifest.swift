import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The record a folder export keeps in its folder of what it wrote (`.shade-export-android.json`):
/// each file by its path inside the folder with the digest of the bytes written
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

    /// Whether the file at `path` holding `bytes` is this export's own: its bytes have a recorded
    /// digest (of either kind ``ContentDigest`` reads).
    package func owns(_ path: String, bytes: [UInt8]) -> Bool {
        files[path].map { ContentDigest.matchesAny(bytes, $0) } ?? false
    }

    /// The manifest as JSON, keys sorted, one file a line (as Foundation's
    /// pretty printing lays it out), its strings through ``JSONEscaping``, written into one byte
    /// buffer: a catalog's manifest lists 20,000 files (Benchmarks/instructions.sh).
    package func encoded() -> [UInt8] {
        Self.encoded(files: files.sorted(by: { $0.key < $1.key }), folders: folders)
    }

    /// The JSON of ``encoded()`` for `files` already in the order of their paths, each with its
    /// digests: a new folder's manifest is written from its files without a dictionary of them.
    package static func encoded<Digests: Collection<String>>(
        files: some Collection<(key: String, value: Digests)>, folders: some Collection<String>
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 64 + folders.count * 32 + 128)
        func quote(_ text: String) { JSONEscaping.quote(text) { out.append(contentsOf: $0) } }
        func list(_ texts: some Collection<String>) {
            out.append(UInt8(ascii: "["))
            if texts.count == 1, let only = texts.first {
                quote(only)  // one digest, the usual case: nothing to sort
            } else {
                for (index, text) in texts.sorted().enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    quote(text)
                }
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(utf8: "{\n  \"files\" : {")
        for (index, (path, digests)) in files.enumerated() {
            out.append(utf8: index == 0 ? "\n    " : ",\n    ")
            quote(path)
            out.append(utf8: " : ")
            list(digests)
        }
        out.append(utf8: files.isEmpty ? "},\n" : "\n  },\n")
        out.append(utf8: "  \"folders\" : ")
        list(folders)
        out.append(utf8: ",\n  \"generator\" : \"shade export\",\n  \"version\" : 1\n}\n")
        return out
    }

    /// Reads a manifest; nil when `bytes` are not one (not JSON, or not this shape). Fields other
    /// than `version`, `files` and `folders` (such as `generator`) are left unread.
    package static func decoded(_ bytes: [UInt8]) -> ExportManifest? {
        guard let root = JSONReader.read(bytes), root["version"]?.number == 1,
            let fileMembers = root["files"]?.members, let folderItems = root["folders"]?.items
        else { return nil }
        var files: [String: Set<String>] = [:]
        for member in fileMembers {
            guard let digests = member.value.items?.compactMap(\.string),
                digests.count == member.value.items?.count
            else { return nil }
            files[member.key] = Set(digests)
        }
        let folders = folderItems.compactMap(\.string)
        guard folders.count == folderItems.count, (Array(files.keys) + folders).allSatisfy(isSafeRelativePath) else {
            return nil
        }
        return ExportManifest(files: files, folders: Set(folders))
    }

    /// A path that stays inside the folder: not empty, not absolute, no empty, `.` or `..`
    /// component. A manifest or an export naming anything else is refused.
    package static func isSafeRelativePath(_ path: String) -> Bool {
        var component = 0  // bytes of the component so far
        var dots = 0  // how many of them are '.'
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard component > 0, dots < component || dots > 2 else { return false }
                component = 0
                dots = 0
            } else {
                component += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return component > 0 && (dots < component || dots > 2)
    }
}
