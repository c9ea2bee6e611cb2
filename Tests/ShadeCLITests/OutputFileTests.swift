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

@Suite("shade eval -o onto existing files")
struct OutputFileExistingTests {
    @Test("-o through a symbolic link writes the file it names, and keeps the link")
    func throughSymlink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.csv"), link = folder.appendingPathComponent("link.csv")
        try Data("old\n".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let result = try ShadeProcess.run(["eval", "--format", "csv", "-o", link.path], input: "color c = #fff\n")
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == "token,type,default\r\nc,color,#ffffff\r\n")
    }

    @Test("-o keeps an existing file's permissions")
    func permissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.json")
        try Data("{}\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let result = try ShadeProcess.run(["eval", "--format", "json", "-o", file.path], input: "color c = #fff\n")
        #expect(result.status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
