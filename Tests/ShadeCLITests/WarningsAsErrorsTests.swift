import Foundation
import Testing

/// `--warnings-as-errors`: any warning fails the run like an error.
@Suite("--warnings-as-errors")
struct WarningsAsErrorsTests {
    static let warned = "private color unused = #112233\ncolor c = #3c64f4\n"
    static let warning = """
        <stdin>:1:15: warning: private token 'unused' is never used; it is not emitted either
          private color unused = #112233
                        ^~~~~~

        """

    @Test("shade eval: a warning prints nothing, exits 1; without the flag it is only reported")
    func eval() throws {
        let strict = try ShadeProcess.run(["eval", "--warnings-as-errors", "--format", "csv"], input: Self.warned)
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == Self.warning)
        let lenient = try ShadeProcess.run(["eval", "--format", "csv"], input: Self.warned)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "token,type,default\r\nc,color,#3c64f4\r\n")
        #expect(lenient.stderr == Self.warning)
    }

    @Test("shade eval -o: a warning writes no file")
    func evalOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-warn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("theme.json")
        let result = try ShadeProcess.run(["eval", "--warnings-as-errors", "-o", output.path], input: Self.warned)
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("shade repl / plain shade, scripting mode: a warning makes the exit status 1", arguments: [["repl"], []])
    func repl(_ command: [String]) throws {
        let strict = try ShadeProcess.run(command + ["--warnings-as-errors"], input: Self.warned)
        #expect(strict.status == 1)
        #expect(strict.stdout == "+ unused  default  #112233\n+ c  default  #3c64f4\n")
        #expect(strict.stderr == Self.warning.replacingOccurrences(of: "<stdin>", with: "<repl>"))
        let lenient = try ShadeProcess.run(command, input: Self.warned)
        #expect(lenient.status == 0)
    }

    @Test("shade repl FILE: a warning while loading counts too")
    func replLoad() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-warn-\(UUID().uuidString).shade")
        try Data(Self.warned.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try ShadeProcess.run(["repl", "--warnings-as-errors", file.path], input: "").status == 1)
        #expect(try ShadeProcess.run(["repl", file.path], input: "").status == 0)
    }

    @Test(
        "a theme without warnings passes",
        arguments: [["eval", "--warnings-as-errors", "--format", "csv"], ["repl", "--warnings-as-errors"]])
    func clean(_ arguments: [String]) throws {
        let result = try ShadeProcess.run(arguments, input: "color c = #3c64f4\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
