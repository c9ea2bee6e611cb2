import Foundation
import Testing

/// `shade fmt` at the binary: stdout, `-w`, `--check`, folders, and a syntax error that leaves
/// the file untouched.
@Suite("shade fmt")
struct FmtCommandTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("standard input to standard output")
    func stdin() throws {
        let result = try ShadeProcess.run(["fmt"], input: "color   a=#000000")
        #expect(result.status == 0)
        #expect(result.stdout == "color a = #000000\n")
    }

    @Test("--check lists what is not formatted and changes nothing; -w rewrites it; then --check passes")
    func checkThenWrite() throws {
        let folder = try folder([
            "a.shade": "color a = #000000\n", "sub/b.shade": "color   b=#000000", "notes.txt": "x  =  y"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try ShadeProcess.run(["fmt", "--check", "."], directory: folder)
        #expect(check.status == 1)
        #expect(check.stderr == "not formatted: ./sub/b.shade\n")
        #expect(try read(folder.appendingPathComponent("sub/b.shade")) == "color   b=#000000")
        let write = try ShadeProcess.run(["fmt", "-w", "."], directory: folder)
        #expect(write.status == 0 && write.stdout.isEmpty)
        #expect(try read(folder.appendingPathComponent("sub/b.shade")) == "color b = #000000\n")
        #expect(try read(folder.appendingPathComponent("notes.txt")) == "x  =  y")
        #expect(try ShadeProcess.run(["fmt", "--check", "."], directory: folder).status == 0)
    }

    @Test("a syntax error is reported with its place and the file is left as it was")
    func syntaxError() throws {
        let folder = try folder(["bad.shade": "color a = (#000000\ncolor   b = a\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(["fmt", "-w", "bad.shade"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bad.shade:1:19: error: expected ')' to close '('"))
        #expect(try read(folder.appendingPathComponent("bad.shade")) == "color a = (#000000\ncolor   b = a\n")
    }

    @Test(
        "usage errors",
        arguments: [
            (["fmt", "-w"], "-w needs files"),
            (["fmt", "-w", "--check", "x.shade"], "-w and --check cannot be combined")
        ])
    func usage(_ arguments: [String], message: String) throws {
        let result = try ShadeProcess.run(arguments, input: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains(message))
    }
}
