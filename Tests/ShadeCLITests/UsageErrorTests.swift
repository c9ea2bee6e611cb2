import Foundation
import Testing

/// Mistyped options and commands are named, with a suggestion, before any file is read.
@Suite("mistyped options and commands")
struct UsageErrorTests {
    static let cases: [(arguments: [String], message: String, command: String)] = [
        (
            ["eval", "--fromat", "json", "Examples/brands.shade"],
            "unknown option '--fromat'; did you mean '--format'?", "eval"
        ),
        (["eval", "-f", "json", "Examples/brands.shade"], "unknown option '-f'; did you mean '--format'?", "eval"),
        (
            ["eval", "--fromat=json", "Examples/brands.shade"], "unknown option '--fromat'; did you mean '--format'?",
            "eval"
        ),
        (
            ["eval", "--warnings-as-error", "Examples/brands.shade"],
            "unknown option '--warnings-as-error'; did you mean '--warnings-as-errors'?", "eval"
        ),
        (
            ["eval", "--apperance", "dark", "Examples/brands.shade"],
            "unknown option '--apperance'; did you mean '--appearance'?", "eval"
        ),
        (["eval", "--outptu", "x.json"], "unknown option '--outptu'; did you mean '--output'?", "eval"),
        (["eval", "--zebra", "json"], "unknown option '--zebra'", "eval"),
        (
            ["repl", "--warnigns-as-errors"],
            "unknown option '--warnigns-as-errors'; did you mean '--warnings-as-errors'?", "repl"
        ),
        (["evaluate", "x.shade"], "unknown command 'evaluate'; did you mean 'eval'?", "repl"),
        (["evl"], "unknown command 'evl'; did you mean 'eval'?", "repl"),
        (["rpl"], "unknown command 'rpl'; did you mean 'repl'?", "repl")
    ]

    @Test("the unknown option or command is named, with the closest one; exit status 64", arguments: cases)
    func named(_ row: (arguments: [String], message: String, command: String)) throws {
        let result = try ShadeProcess.run(row.arguments, input: "")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("shade: error: \(row.message)\nUsage: shade \(row.command) "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n  See 'shade \(row.command) --help' for more information.\n"))
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    @Test("an existing file named like a command is loaded by the REPL, not refused")
    func existingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("color c = #fff\n".utf8).write(to: folder.appendingPathComponent("evaluate"))
        let result = try ShadeProcess.run(["evaluate"], input: "c\n", directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("loaded evaluate: 1 token"))
    }

    @Test("'-' is standard input, '--' ends the options, '--format=csv' is known")
    func notOptions() throws {
        let stdin = try ShadeProcess.run(["eval", "--format=csv", "-"], input: "color c = #fff\n")
        #expect(stdin.status == 0)
        #expect(stdin.stdout == "token,type,default\r\nc,color,#ffffff\r\n")
        let dashed = try ShadeProcess.run(["eval", "--", "-x"])
        #expect(dashed.status == 64)
        #expect(dashed.stderr.hasPrefix("shade: error: cannot read '-x': no such file\n"))
    }
}
