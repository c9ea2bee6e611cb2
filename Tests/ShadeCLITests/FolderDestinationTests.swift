import Foundation
import Testing

/// Folder exports onto destinations that used to be replaced whole: the current folder, its
/// parent, an empty path, a file, a symbolic link to a folder.
@Suite("folder exports onto hostile destinations")
struct FolderDestinationTests {
    /// A destination, how it is made in the scratch folder (with the command run in `work/`),
    /// and what must hold after.
    struct Destination: CustomTestStringConvertible, Sendable {
        var name: String
        var output: String
        var status: Int32
        /// The message for a refusal; nil for a success.
        var error: String?
        var testDescription: String { name }
    }

    static let destinations: [Destination] = [
        Destination(name: "the current folder, holding the theme", output: ".", status: 0),
        Destination(name: "the parent folder, holding other files", output: "..", status: 0),
        Destination(
            name: "an empty path", output: "", status: 1, error: "shade: error: cannot write '': the path is empty\n"),
        Destination(
            name: "a regular file", output: "notes.txt", status: 1,
            error: "shade: error: cannot write 'notes.txt': it exists and is not a folder\n"),
        Destination(name: "a symbolic link to a folder", output: "linked", status: 0)
    ]

    static let cases = FolderOwnershipTests.targets.flatMap { target in destinations.map { (target, $0) } }

    @Test("nothing but the export's own files changes", arguments: cases)
    func destination(_ target: FolderOwnershipTests.Target, _ destination: Destination) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(FolderOwnershipTests.full, at: "work/theme.shade")
        try scratch.write("notes\n", at: "work/notes.txt")
        try scratch.write("sibling\n", at: "sibling.txt")
        try scratch.write("kept\n", at: "real/kept.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("work/linked"), withDestinationPath: "../real")
        let before = scratch.tree()
        let result = try ShadeProcess.run(
            ["export", "--to", target.name, "theme.shade", "-o", destination.output],
            directory: scratch.url.appendingPathComponent("work"))
        #expect(result.status == destination.status, "\(result.stderr)")
        if let error = destination.error { #expect(result.stderr == error) }
        let after = scratch.tree()
        if destination.status != 0 {
            #expect(after == before)
            return
        }
        // Every entry there before is there after, the same, except inside the export's files.
        for (path, value) in before { #expect(after[path] == value, "\(path)") }
        let folder = [".": "work", "..": "", "linked": "real"][destination.output]!
        let prefix = folder.isEmpty ? "" : folder + "/"
        #expect(after[prefix + target.generated] != nil)
        #expect(after[prefix + ".shade-export-\(target.name).json"] != nil)
        #expect(after["work/linked"] == "-> ../real")
        #expect(!after.keys.contains { $0.contains(".shade-") && !$0.hasSuffix(".shade-export-\(target.name).json") })
    }
}
