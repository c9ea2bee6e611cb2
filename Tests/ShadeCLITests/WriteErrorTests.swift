import Foundation
import Testing

/// Every write error is exit status 1 with a message, standard output's included.
@Suite("write errors on standard output")
struct WriteErrorTests {
    /// Runs `shade ARGUMENTS` in `directory` with standard output on /dev/full.
    static func runToFullDevice(_ arguments: [String], directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = ShadeProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let commands: [[String]] = [
        ["eval", "theme.shade"],
        ["eval", "--format", "json", "theme.shade"],
        ["export", "--to", "css", "theme.shade"],
        ["export", "--to", "swift", "theme.shade"],
        ["import", "tokens.json"],
        ["fmt", "theme.shade"],
        ["repl", "theme.shade"]
    ]

    @Test(
        "> /dev/full is exit 1 and says why", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
        arguments: commands)
    func fullDevice(_ arguments: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("color c = #3c64f4\n", at: "theme.shade")
        try scratch.write("{\"c\": {\"$type\": \"number\", \"$value\": 1}}\n", at: "tokens.json")
        let result = try Self.runToFullDevice(arguments, directory: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr == "shade: error: cannot write standard output: No space left on device\n")
    }
}

/// Source text must be UTF-8: nothing turns invalid bytes into U+FFFD and writes them back.
@Suite("invalid UTF-8 in a theme file")
struct InvalidUTF8Tests {
    /// Files with a bad byte, and where it is: `line:column` (in bytes) and its offset.
    static let cases: [(name: String, bytes: [UInt8], located: String)] = [
        (
            "a lone continuation byte", Array("color c = #fff\n".utf8) + [0x80, 0x0A],
            "2:1: error: the file is not valid UTF-8 (byte offset 15)"
        ),
        (
            "0xFF", Array("// caf".utf8) + [0xFF] + Array("\ncolor c = #fff\n".utf8),
            "1:7: error: the file is not valid UTF-8 (byte offset 6)"
        ),
        (
            "a truncated sequence", Array("// ".utf8) + [0xE2, 0x82] + Array("\n".utf8),
            "1:4: error: the file is not valid UTF-8 (byte offset 3)"
        ),
        (
            "an overlong '/'", Array("// ".utf8) + [0xC0, 0xAF] + Array("\n".utf8),
            "1:4: error: the file is not valid UTF-8 (byte offset 3)"
        ),
        (
            "a surrogate", Array("// ".utf8) + [0xED, 0xA0, 0x80] + Array("\n".utf8),
            "1:4: error: the file is not valid UTF-8 (byte offset 3)"
        )
    ]

    @Test("fmt -w refuses the file and leaves its bytes as they were", arguments: cases.indices)
    func formatInPlace(_ index: Int) throws {
        let (_, bytes, located) = Self.cases[index]
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data(bytes).write(to: scratch.url.appendingPathComponent("bad.shade"))
        let result = try ShadeProcess.run(["fmt", "-w", "bad.shade"], directory: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr == "bad.shade:\(located); it was left as it was\n")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("bad.shade")) == Data(bytes))
    }

    @Test("fmt without -w says so, and prints nothing", arguments: cases.indices)
    func formatToOutput(_ index: Int) throws {
        let (_, bytes, located) = Self.cases[index]
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data(bytes).write(to: scratch.url.appendingPathComponent("bad.shade"))
        let result = try ShadeProcess.run(["fmt", "bad.shade"], directory: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "bad.shade:\(located)\n")
    }
}
