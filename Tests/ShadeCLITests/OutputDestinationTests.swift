import Foundation
import Testing

/// `-o FILE` onto what it must not rename over or replace: an input, a device, a read-only file.
@Suite("-o FILE onto hostile destinations")
struct OutputDestinationTests {
    /// A command writing one file, and the input the destination may turn out to be.
    struct Command: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var input: String
        /// Whether the loader names the input by its full path (an imported file).
        var shownInFull = false
        var testDescription: String { name }
    }

    static let commands: [Command] = [
        Command(name: "eval", arguments: ["eval", "theme.shade"], input: "theme.shade"),
        Command(
            name: "eval, an imported file", arguments: ["eval", "theme.shade"], input: "base.shade", shownInFull: true),
        Command(name: "export css", arguments: ["export", "--to", "css", "theme.shade"], input: "theme.shade"),
        Command(name: "import", arguments: ["import", "tokens.json"], input: "tokens.json"),
        Command(name: "import, a set of a resolver", arguments: ["import", "theme.resolver.json"], input: "tokens.json")
    ]

    /// Ways to name the input again: as is, through a link, through `..`.
    static let spellings = ["the same path", "a symbolic link to it", "a path through '..'"]

    static func spelling(_ index: Int, of input: String) -> String {
        [input, "link", "sub/../" + input][index]
    }

    static let csv = "token,type,default\r\nBase.b,color,#3c64f4\r\nc,color,#3c64f4\r\n"

    static func scratch() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("import \"base.shade\"\ncolor c = Base.b\n", at: "theme.shade")
        try scratch.write("group Base {\n  color b = #3c64f4\n}\n", at: "base.shade")
        try scratch.write("{\"c\": {\"$type\": \"number\", \"$value\": 1}}\n", at: "tokens.json")
        try scratch.write(
            "{\"version\": \"2025.10\", \"sets\": {\"core\": {\"sources\": [{\"$ref\": \"tokens.json\"}]}}, "
                + "\"resolutionOrder\": [{\"$ref\": \"#/sets/core\"}]}\n",
            at: "theme.resolver.json")
        try FileManager.default.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: true)
        return scratch
    }

    @Test(
        "-o naming an input is refused, and the input is unchanged",
        arguments: commands, spellings.indices)
    func refusesInput(_ command: Command, _ spelling: Int) throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: command.input)
        let output = Self.spelling(spelling, of: command.input)
        let before = scratch.tree()
        let result = try ShadeProcess.run(command.arguments + ["-o", output], directory: scratch.url)
        #expect(result.status == 1)
        let input = command.shownInFull ? scratch.path(command.input) : command.input
        #expect(
            result.stderr
                == "shade: error: cannot write '\(output)': it is the input file '\(input)'; choose another output\n")
        #expect(scratch.tree() == before)
    }

    @Test("a character device is written as a stream, never renamed over", arguments: ["/dev/null", "/dev/stdout"])
    func device(_ path: String) throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let result = try ShadeProcess.run(
            ["eval", "--format", "csv", "theme.shade", "-o", path], directory: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(result.stdout == (path == "/dev/stdout" ? Self.csv : ""))
    }

    @Test("a FIFO is written as a stream: the reader gets the bytes, and it stays a FIFO")
    func fifo() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let fifo = scratch.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, scratch.path("received")]
        try reader.run()
        let result = try ShadeProcess.run(
            ["eval", "--format", "csv", "theme.shade", "-o", "pipe"], directory: scratch.url)
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("received") == Self.csv)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test(
        "a new file gets 0666 less the umask",
        arguments: [(0o022, 0o644), (0o027, 0o640), (0o077, 0o600), (0o002, 0o664)])
    func umask(_ mask: Int, _ mode: Int) throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let script = "umask \(String(mask, radix: 8)); exec \"$0\" eval theme.shade -o out.json"
        let result = try ShadeProcess.run(
            ["-c", script, ShadeProcess.binary.path], directory: scratch.url, executable: "/bin/sh")
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("out.json"))
        #expect(attributes[.posixPermissions] as? Int == mode)
    }

    @Test("a read-only file is refused, not replaced")
    func readOnly() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        try scratch.write("old\n", at: "out.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: scratch.path("out.json"))
        let result = try ShadeProcess.run(["eval", "theme.shade", "-o", "out.json"], directory: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr == "shade: error: cannot write 'out.json': it is read-only\n")
        #expect(scratch.read("out.json") == "old\n")
        #expect(
            try FileManager.default.attributesOfItem(atPath: scratch.path("out.json"))[.posixPermissions] as? Int
                == 0o444)
    }
}
