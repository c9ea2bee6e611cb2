import Foundation
import Testing

/// `shade export -o FOLDER` owns only the files it writes: it records them in the folder's
/// manifest, and never replaces, moves or removes anything else there.
@Suite("folder exports own only what they write")
struct FolderOwnershipTests {
    /// One folder target, with what it writes for ``full`` and what it no longer writes for
    /// ``shrunk``, and files a user keeps in such a folder.
    struct Target: CustomTestStringConvertible, Sendable {
        var name: String
        /// A file the export of ``full`` writes.
        var generated: String
        /// Files of ``full``'s export that ``shrunk``'s does not write, and folders that then empty.
        var stale: [String]
        var staleFolders: [String]
        /// The user's own files in the folder.
        var userFiles: [String: String]
        var testDescription: String { name }
    }

    static let full = "group Brand {\n  color primary = #3c64f4\n  color accent = #ff0000\n}\nstring title = \"Hi\"\n"
    static let shrunk = "group Brand {\n  color primary = #3c64f4\n}\n"

    static let targets: [Target] = [
        Target(
            name: "android", generated: "values/colors.xml", stale: ["values/strings.xml"], staleFolders: [],
            userFiles: [
                "layout/main.xml": "<LinearLayout/>\n", "drawable/icon.xml": "<vector/>\n",
                "values/styles.xml": "<resources/>\n"
            ]),
        Target(
            name: "xcassets", generated: "Brand/primary.colorset/Contents.json",
            stale: ["Brand/accent.colorset/Contents.json"], staleFolders: ["Brand/accent.colorset"],
            userFiles: [
                "AppIcon.appiconset/Contents.json": "{\"images\": []}\n", "Brand/Logo.imageset/Contents.json": "{}\n"
            ]),
        Target(
            name: "dtcg", generated: "base.tokens.json", stale: [], staleFolders: [],
            userFiles: ["README.md": "# tokens\n", "extra/brand.tokens.json": "{}\n"])
    ]

    /// Runs `shade export --to TARGET theme.shade -o OUTPUT` in `scratch`.
    static func export(
        _ target: Target, _ scratch: Scratch, output: String = "out", extra: [String] = [],
        theme: String = "theme.shade"
    ) throws -> ShadeProcess.Result {
        try ShadeProcess.run(["export", "--to", target.name, theme, "-o", output] + extra, directory: scratch.url)
    }

    static func prepared(_ target: Target, theme: String = full) throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(theme, at: "theme.shade")
        for (path, text) in target.userFiles { try scratch.write(text, at: "out/" + path) }
        return scratch
    }

    @Test("the user's files in the folder stay as they were; the export's are written and recorded", arguments: targets)
    func keepsUserFiles(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        let result = try Self.export(target, scratch)
        #expect(result.status == 0, "\(result.stderr)")
        for (path, text) in target.userFiles { #expect(scratch.read("out/" + path) == text, "\(path)") }
        #expect(scratch.read("out/" + target.generated) != nil)
        let manifest = try #require(scratch.read("out/.shade-export-\(target.name).json"))
        #expect(manifest.contains("\"\(target.generated)\" : ["))
        #expect(!target.userFiles.keys.contains { manifest.contains($0) })
    }

    @Test(
        "a file in the way that Shade did not write is refused, nothing changed; --force replaces it",
        arguments: targets)
    func refusesForeignFile(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        try scratch.write("mine\n", at: "out/" + target.generated)
        let before = scratch.tree()
        let result = try Self.export(target, scratch)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "shade: error: cannot write 'out': 'out/\(target.generated)' exists and Shade did not write it; --force replaces it\n"
        )
        #expect(scratch.tree() == before)
        let forced = try Self.export(target, scratch, extra: ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(scratch.read("out/" + target.generated) != "mine\n")
    }

    @Test("a file the export wrote and the user changed since is refused; --force replaces it", arguments: targets)
    func refusesEditedFile(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        #expect(try Self.export(target, scratch).status == 0)
        try scratch.write("edited\n", at: "out/" + target.generated)
        let before = scratch.tree()
        let result = try Self.export(target, scratch)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "shade: error: cannot write 'out': 'out/\(target.generated)' was changed since Shade wrote it; --force replaces it\n"
        )
        #expect(scratch.tree() == before)
        #expect(try Self.export(target, scratch, extra: ["--force"]).status == 0)
        #expect(scratch.read("out/" + target.generated) != "edited\n")
    }

    @Test("running again removes only the export's own files the theme no longer produces", arguments: targets)
    func removesOnlyStale(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        #expect(try Self.export(target, scratch).status == 0)
        for path in target.stale { #expect(scratch.read("out/" + path) != nil) }
        try scratch.write(Self.shrunk, at: "theme.shade")
        let result = try Self.export(target, scratch)
        #expect(result.status == 0, "\(result.stderr)")
        // The same files as a fresh export of the smaller theme, plus the user's.
        let fresh = try Scratch()
        defer { fresh.remove() }
        try fresh.write(Self.shrunk, at: "theme.shade")
        #expect(try Self.export(target, fresh).status == 0)
        var expected = fresh.tree("out")
        for (path, text) in target.userFiles {
            expected[path] = text
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                expected[folder] = "<folder>"; folder = (folder as NSString).deletingLastPathComponent
            }
        }
        var actual = scratch.tree("out")
        let manifest = ".shade-export-\(target.name).json"
        #expect(actual.removeValue(forKey: manifest) != nil && expected.removeValue(forKey: manifest) != nil)
        #expect(actual == expected)
        for folder in target.staleFolders { #expect(actual[folder] == nil) }
    }

    @Test("a stale file the user changed is kept, with a note", arguments: targets.filter { !$0.stale.isEmpty })
    func keepsEditedStale(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        #expect(try Self.export(target, scratch).status == 0)
        try scratch.write("edited\n", at: "out/" + target.stale[0])
        try scratch.write(Self.shrunk, at: "theme.shade")
        let result = try Self.export(target, scratch)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "shade: note: kept 'out/\(target.stale[0])': the theme no longer produces it, but it was changed since Shade wrote it\n"
        )
        #expect(scratch.read("out/" + target.stale[0]) == "edited\n")
    }

    @Test("an input file where the export would write is refused, even with --force", arguments: targets)
    func refusesInput(_ target: Target) throws {
        let scratch = try Self.prepared(target)
        defer { scratch.remove() }
        try scratch.write(Self.full, at: "out/" + target.generated)
        let before = scratch.tree()
        let result = try Self.export(target, scratch, extra: ["--force"], theme: "out/" + target.generated)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "shade: error: cannot write 'out': 'out/\(target.generated)' is the input file 'out/\(target.generated)'; it is never replaced\n"
        )
        #expect(scratch.tree() == before)
    }
}
