import Foundation
import Testing

/// `-o FILE` writes atomically: on any error no file is created or changed.
@Suite("shade eval -o")
struct OutputFileTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a good theme is written to the file, and nothing to stdout")
    func writes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("theme.json")
        let result = try ShadeProcess.run(["eval", "--format", "json", "-o", output.path], input: "color c = #3c64f4\n")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"values\": {\"default\": \"#3c64f4\"}"))
    }

    @Test("an error leaves an existing file untouched")
    func keepsExisting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("theme.json")
        try Data("previous contents\n".utf8).write(to: output)
        let result = try ShadeProcess.run(["eval", "--format", "json", "-o", output.path], input: "color c = nope\n")
        #expect(result.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous contents\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["theme.json"])
    }

    @Test("an error creates no file")
    func createsNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("theme.json")
        let result = try ShadeProcess.run(["eval", "-o", output.path], input: "assert 1 > 2\n")
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("an unwritable destination is an error, and no partial file appears")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing-folder/theme.json")
        let result = try ShadeProcess.run(["eval", "-o", output.path], input: "color c = #fff\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shade: error: cannot write '\(output.path)'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
