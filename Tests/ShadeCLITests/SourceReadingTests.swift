import Foundation
import Testing

/// Sources that are not regular files, or are too large, fail with a message instead of blocking,
/// reading forever or trapping.
@Suite("shade eval: reading sources")
struct SourceReadingTests {
    /// A fresh folder with `a.shade` importing a FIFO, a directory and a missing file.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("x.shade"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("f.shade").path, 0o600) == 0)
        return folder
    }

    @Test("importing a FIFO or a directory is an error at the import")
    func imports() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import \"f.shade\"\nimport \"x.shade\"\n".write(
            to: folder.appendingPathComponent("a.shade"), atomically: true, encoding: .utf8)
        let result = try ShadeProcess.run(["eval", "--format", "json", "a.shade"], directory: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                a.shade:1:8: error: cannot read 'f.shade': it is not a regular file
                  import "f.shade"
                         ^~~~~~~~~
                a.shade:2:8: error: cannot read 'x.shade': it is a directory
                  import "x.shade"
                         ^~~~~~~~~

                """)
    }

    @Test("a device or FIFO as the entry file is an error, not an empty theme", arguments: ["/dev/zero", "f.shade"])
    func entry(_ path: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(["eval", "--format", "json", path], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "shade: error: cannot read '\(path)': it is not a regular file\n")
    }

    @Test("a source over 256 MiB is refused by its size, before reading")
    func tooLarge() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.shade")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        // Sparse: no disk and no memory is used.
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(256 << 20) + 1)
        try handle.close()
        let result = try ShadeProcess.run(["eval", "big.shade"], directory: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "shade: error: cannot read 'big.shade': it is larger than 256 MiB, the largest source Shade reads\n")
    }
}
