import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import Testing

/// The library's folder writes, without the command line: what is refused, what is kept.
@Suite("AtomicFolder")
struct AtomicFolderTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shade-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(_ pairs: [String: String]) -> [ExportProduct.File] {
        pairs.sorted { $0.key < $1.key }.map { ExportProduct.File(path: $0.key, bytes: Array($0.value.utf8)) }
    }

    @Test("a second run replaces its own files, records the new digests, and reports what it did")
    func secondRun() throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        try AtomicFolder.write(Self.files(["a/x.json": "1", "a/y.json": "2", "b/z.json": "3"]), to: url.path)
        let report = try AtomicFolder.write(Self.files(["a/x.json": "one", "a/y.json": "2"]), to: url.path)
        #expect(report == FolderWriteReport(written: ["a/x.json"], unchanged: 1, removed: ["b/z.json"], kept: []))
        #expect(!FileManager.default.fileExists(atPath: url.appendingPathComponent("b").path))
        let manifest = try #require(
            ExportManifest.decoded(Array(Data(contentsOf: url.appendingPathComponent(".shade-export.json")))))
        #expect(
            manifest
                == ExportManifest(
                    files: [
                        "a/x.json": [ContentDigest.of(Array("one".utf8))],
                        "a/y.json": [ContentDigest.of(Array("2".utf8))]
                    ], folders: ["a"]))
    }

    @Test("files an older manifest recorded by SHA-256 are replaced and recorded anew")
    func olderManifest() throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.createDirectory(at: url.appendingPathComponent("a"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: url.appendingPathComponent("a/x.json"))
        try Data("2".utf8).write(to: url.appendingPathComponent("a/y.json"))
        // SHA-256 of "old" and of "2" (sha256sum; XXH64 below from python xxhash), as manifests recorded them before XXH64.
        let older = """
            {"files": {"a/x.json": ["cba06b5736faf67e54b07b561eae94395e774c517a7d910a54369e1263ccfbd4"], \
            "a/y.json": ["d4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35"]}, \
            "folders": ["a"], "version": 1}
            """
        try Data(older.utf8).write(to: url.appendingPathComponent(".shade-export.json"))
        let report = try AtomicFolder.write(Self.files(["a/x.json": "new", "a/y.json": "2"]), to: url.path)
        #expect(report == FolderWriteReport(written: ["a/x.json"], unchanged: 1, removed: [], kept: []))
        let manifest = try #require(
            ExportManifest.decoded(Array(Data(contentsOf: url.appendingPathComponent(".shade-export.json")))))
        #expect(
            manifest
                == ExportManifest(
                    files: ["a/x.json": ["xxh64:bde553e085e11527"], "a/y.json": ["xxh64:6021b5621680598b"]],
                    folders: ["a"]))
    }

    @Test("every problem is listed, and nothing is written", arguments: [false, true])
    func problems(_ force: Bool) throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("mine".utf8).write(to: url.appendingPathComponent("x.json"))
        try Data("locked".utf8).write(to: url.appendingPathComponent("r.json"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: url.appendingPathComponent("r.json").path)
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("d.json"), withIntermediateDirectories: false)
        let files = Self.files(["x.json": "1", "r.json": "2", "d.json": "3", "new/n.json": "4"])
        let root = url.path
        #expect {
            try AtomicFolder.write(files, to: root, force: force)
        } throws: { error in
            let lines =
                force
                ? ["'\(root)/d.json' is in the way: it is not a regular file", "'\(root)/r.json' is read-only"]
                : [
                    "'\(root)/d.json' is in the way: it is not a regular file", "'\(root)/r.json' is read-only",
                    "'\(root)/x.json' exists and Shade did not write it; --force replaces it"
                ]
            return (error as? FileWriteError)?.reason == "\(lines.count) problems, nothing written:\n  "
                + lines.joined(separator: "\n  ")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["d.json", "r.json", "x.json"])
        #expect(try String(contentsOf: url.appendingPathComponent("x.json"), encoding: .utf8) == "mine")
    }

    @Test("a folder that does not exist is written whole, with its manifest, and nothing is left beside it")
    func newFolder() throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let root = url.appendingPathComponent("Colors.xcassets").path
        let report = try AtomicFolder.write(Self.files(["a/b/x.json": "1", "a/y.json": "2", "z.json": "3"]), to: root)
        #expect(report == FolderWriteReport(written: ["a/b/x.json", "a/y.json", "z.json"], unchanged: 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["Colors.xcassets"])
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
                == [".shade-export.json", "a", "a/b", "a/b/x.json", "a/y.json", "z.json"])
        #expect(try String(contentsOfFile: root + "/a/b/x.json", encoding: .utf8) == "1")
        let manifest = try #require(
            ExportManifest.decoded(Array(Data(contentsOf: URL(fileURLWithPath: root + "/.shade-export.json")))))
        #expect(
            manifest
                == ExportManifest(
                    files: [
                        "a/b/x.json": [ContentDigest.of(Array("1".utf8))],
                        "a/y.json": [ContentDigest.of(Array("2".utf8))], "z.json": [ContentDigest.of(Array("3".utf8))]
                    ], folders: ["a", "a/b"]))
        // The manifest is the one the per-file path writes: a second run finds every file its own.
        let again = try AtomicFolder.write(Self.files(["a/b/x.json": "1", "a/y.json": "two"]), to: root)
        #expect(again == FolderWriteReport(written: ["a/y.json"], unchanged: 1, removed: ["z.json"]))
    }

    @Test("a new folder that fails part way is removed whole: its parent is as it was")
    func newFolderFails() throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let root = url.appendingPathComponent("Colors.xcassets").path
        // 'a' is both a folder (of a/x.json) and a file: the file cannot be created.
        #expect(throws: FileWriteError(path: root + "/a", reason: "File exists")) {
            try AtomicFolder.write(Self.files(["a": "1", "a/x.json": "2"]), to: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
    }

    @Test("a new folder whose parent is missing is refused, and nothing is made")
    func newFolderWithoutParent() throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let root = url.appendingPathComponent("missing/Colors.xcassets").path
        #expect(
            throws: FileWriteError(path: root, reason: "cannot create '\(root)': No such file or directory")
        ) {
            try AtomicFolder.write(Self.files(["x.json": "1"]), to: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
    }

    @Test("an export may not name a path outside its folder", arguments: ["../escape.json", "/tmp/abs.json", "a/./b"])
    func unsafePath(_ path: String) throws {
        let url = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let root = url.path
        #expect(
            throws: FileWriteError(
                path: root, reason: "the export names '\(path)', which is not a path inside the folder")
        ) {
            try AtomicFolder.write([ExportProduct.File(path: path, bytes: [])], to: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}
