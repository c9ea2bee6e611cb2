#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// What a folder export will do, decided before anything is written: which files it writes or
/// leaves as they are, which of its earlier files it removes, which folders it creates, and what
/// is in the way. A plan with problems is refused whole.
struct FolderExportPlan {
    /// A file to write.
    package struct Write {
        /// The path inside the folder.
        package var path: String
        /// Where the bytes go (a symbolic link followed).
        package var destination: String
        /// The file replaced, if any.
        package var replacing: FileSystemEntry?
        /// The bytes.
        package var bytes: [UInt8]
        /// Their digest.
        var digest: String
        /// The digests that made the replaced file this export's own.
        var previousDigests: Set<String>
    }

    package let root: String
    let manifestPath: String
    /// Whether the folder does not exist yet: then everything in it is this run's, ``final`` is
    /// left empty and ``StagedFolder`` writes the manifest from ``writes``.
    let isNewFolder: Bool
    /// The manifest found in the folder, and its bytes.
    package var previous = ExportManifest()
    var previousBytes: [UInt8]?
    /// Folders to create, parents first (paths inside the folder; "" is the folder itself).
    var foldersToCreate: [String] = []
    package var writes: [Write] = []
    /// Files of an earlier run the theme no longer produces, unchanged since: removed.
    package var stale: [String] = []
    /// Files of an earlier run the theme no longer produces, changed since: kept, and forgotten.
    package var kept: [String] = []
    /// The manifest once the export is done (empty for a new folder).
    package var final = ExportManifest()
    /// What is in the way, one sentence each.
    package var problems: [String] = []

    /// Plans writing `files` into `root`, its manifest named `manifestName`.
    package init(
        files: [ExportProduct.File], root: String, manifestName: String, protected: ProtectedFiles, force: Bool
    ) {
        self.root = root
        manifestPath = root + "/" + manifestName
        let rootEntry = FileSystemEntry.at(root)
        isNewFolder = rootEntry == nil
        if let rootEntry, rootEntry.kind != .folder {
            problems.append("it exists and is not a folder")
            return
        }
        if rootEntry == nil { foldersToCreate.append("") }
        readManifest(force: force)
        var folders: Set<String> = [""]
        // Folders this run creates in a folder that exists: nothing can be in the way inside
        // them, no need to look (in a new folder, nothing is anywhere).
        var created: Set<String> = []
        for file in files {
            guard ExportManifest.isSafeRelativePath(file.path), file.path != manifestName else {
                problems.append("the export names '\(file.path)', which is not a path inside the folder")
                continue
            }
            let parent = FileSystemEntry.folder(of: file.path)
            if !folders.contains(parent) {
                var path = ""
                for component in parent.split(separator: "/") {
                    path += (path.isEmpty ? "" : "/") + component
                    guard folders.insert(path).inserted else { continue }
                    if planFolder(path, rootExists: !isNewFolder), !isNewFolder { created.insert(path) }
                }
            }
            planFile(file, inNewFolder: isNewFolder || created.contains(parent), protected: protected, force: force)
        }
        guard !isNewFolder else { return }
        final.folders = previous.folders.union(foldersToCreate.filter { !$0.isEmpty })
        if !previous.files.isEmpty { planStale(produced: Set(files.map(\.path)), protected: protected) }
    }

    private mutating func readManifest(force: Bool) {
        guard let entry = FileSystemEntry.at(manifestPath, followingLinks: false) else { return }
        guard entry.kind == .regularFile, let data = FileManager.default.contents(atPath: manifestPath) else {
            problems.append("'\(manifestPath)' is in the way: it is not a regular file")
            return
        }
        if let manifest = ExportManifest.decoded(Array(data)) {
            previous = manifest
            previousBytes = Array(data)
        } else if !force {
            problems.append("'\(manifestPath)' is not a manifest Shade wrote; --force starts a new one")
        } else {
            previousBytes = Array(data)
        }
    }

    /// Plans one folder; true when the run creates it.
    private mutating func planFolder(_ folder: String, rootExists: Bool) -> Bool {
        let path = root + "/" + folder
        switch rootExists ? FileSystemEntry.at(path)?.kind : nil {
        case nil:
            foldersToCreate.append(folder)
            return true
        case .folder: return false
        default:
            problems.append("'\(path)' is in the way: it is not a folder")
            return false
        }
    }

    /// Plans one file; `inNewFolder`: its folder is created by this run, so nothing is there yet.
    private mutating func planFile(
        _ file: ExportProduct.File, inNewFolder: Bool, protected: ProtectedFiles, force: Bool
    ) {
        let shown = root + "/" + file.path
        let digest = ContentDigest.of(file.bytes)
        var write = Write(
            path: file.path, destination: shown, replacing: nil, bytes: file.bytes, digest: digest, previousDigests: [])
        if isNewFolder { return writes.append(write) }
        defer { final.files[file.path] = [digest] }
        guard !inNewFolder, FileSystemEntry.at(shown, followingLinks: false) != nil else { return writes.append(write) }
        do {
            write.destination = try FileSystemEntry.resolvingLinks(shown)
        } catch {
            return problems.append("'\(shown)': \(error.reason)")
        }
        let entry = FileSystemEntry.at(write.destination, followingLinks: false)
        if let input = protected.input(matching: entry) {
            return problems.append("'\(shown)' is the input file '\(input)'; it is never replaced")
        }
        guard let entry else {
            if force {
                writes.append(write)
            } else {
                problems.append("'\(shown)' is a symbolic link Shade did not write; --force writes through it")
            }
            return
        }
        guard entry.kind == .regularFile else {
            return problems.append("'\(shown)' is in the way: it is not a regular file")
        }
        if entry.isReadOnly(at: write.destination) { return problems.append("'\(shown)' is read-only") }
        guard let data = FileManager.default.contents(atPath: write.destination) else {
            return problems.append("'\(shown)' cannot be read")
        }
        let current = Array(data)
        write.replacing = entry
        if previous.owns(file.path, bytes: current) {
            if Self.same(current, file.bytes) {
                // Recorded anew with this run's digest.
                return
            }
            write.previousDigests = previous.files[file.path, default: []]
        } else if !force {
            let why =
                previous.files[file.path] == nil
                ? "exists and Shade did not write it" : "was changed since Shade wrote it"
            return problems.append("'\(shown)' \(why); --force replaces it")
        }
        writes.append(write)
    }

    /// Whether two files' bytes are the same, compared as memory: `==` on two arrays compares
    /// them element by element, 7% of an export of 100,000 tokens over its former output.
    static func same(_ one: [UInt8], _ other: [UInt8]) -> Bool {
        guard one.count == other.count else { return false }
        guard !one.isEmpty else { return true }
        return one.withUnsafeBytes { one in
            other.withUnsafeBytes { memcmp(one.baseAddress!, $0.baseAddress!, one.count) == 0 }
        }
    }

    private mutating func planStale(produced: Set<String>, protected: ProtectedFiles) {
        for (path, digests) in previous.files.sorted(by: { $0.key < $1.key }) where !produced.contains(path) {
            let full = root + "/" + path
            guard let entry = FileSystemEntry.at(full, followingLinks: false) else { continue }
            if entry.kind == .regularFile, protected.input(matching: entry) == nil,
                let data = FileManager.default.contents(atPath: full), ContentDigest.matchesAny(Array(data), digests)
            {
                stale.append(path)
            } else {
                kept.append(path)
            }
        }
    }

    /// The manifest to hold during the rename pass: every file's old and new digests.
    var passing: ExportManifest {
        var manifest = final
        for write in writes { manifest.files[write.path, default: []].formUnion(write.previousDigests) }
        for path in stale { manifest.files[path] = previous.files[path] }
        return manifest
    }
}
