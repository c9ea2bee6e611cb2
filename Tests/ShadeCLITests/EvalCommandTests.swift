import Foundation
import ShadeTestSupport
import Testing

/// `shade eval` end to end: the built binary on the examples, stdin, flags and exit statuses.
@Suite("shade eval")
struct EvalCommandTests {
    static let examples = [
        "semantic-colors", "dynamic-button", "system-palette", "brands", "navigation-bar", "product-modes"
    ]
    static let formats = ["table", "markdown", "csv", "json"]
    static let runs = examples.flatMap { example in formats.map { (example, $0) } }

    @Test("every example in every format matches its golden output", arguments: runs)
    func example(_ run: (example: String, format: String)) throws {
        let result = try ShadeProcess.run(["eval", "--format", run.format, "Examples/\(run.example).shade"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        try Golden.check(result.stdout, named: "\(run.example).\(run.format)")
    }

    static let decisions: [(darkMode: String, systemStyle: String, column: String)] = [
        ("auto", "unspecified", "light"), ("on", "unspecified", "dark"), ("off", "unspecified", "light"),
        ("auto", "light", "light"), ("on", "light", "dark"), ("off", "light", "light"),
        ("auto", "dark", "dark"), ("on", "dark", "dark"), ("off", "dark", "light")
    ]

    @Test("--dark-mode with --system-style picks the decision table's column", arguments: decisions)
    func decision(_ row: (darkMode: String, systemStyle: String, column: String)) throws {
        let result = try ShadeProcess.run([
            "eval", "--format", "csv", "--dark-mode", row.darkMode, "--system-style", row.systemStyle,
            "Examples/dynamic-button.shade"
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\r\n")
        #expect(lines.first == "token,type,\(row.column)")
        #expect(lines.dropFirst().first == "Button.primary,color,\(row.column == "dark" ? "#3a3a3c" : "#3c64f4")")
    }

    @Test("standard input, with no file or with '-'", arguments: [[], ["-"]])
    func standardInput(_ files: [String]) throws {
        let result = try ShadeProcess.run(
            ["eval", "--format", "csv"] + files, input: "color c = darken(#3c64f4, 0.2)\n")
        #expect(result.status == 0)
        #expect(result.stdout == "token,type,default\r\nc,color,#3050c3\r\n")
    }

    @Test("--appearance limits the columns; an unknown one is a usage error")
    func appearanceFlag() throws {
        let result = try ShadeProcess.run([
            "eval", "--appearance", "dark-high-globex", "--appearance", "light-normal-acme",
            "--format", "csv", "Examples/brands.shade"
        ])
        #expect(result.stdout.hasPrefix("token,type,dark-high-globex,light-normal-acme\r\n"))
        let unknown = try ShadeProcess.run(["eval", "--appearance", "dusk", "Examples/dynamic-button.shade"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "shade: error: unknown appearance 'dusk'; this theme has 'light', 'dark'\n")
    }

    @Test("a repeated --appearance shows its column once")
    func repeatedAppearance() throws {
        let result = try ShadeProcess.run([
            "eval", "--format", "csv", "--appearance", "dark", "--appearance", "light",
            "--appearance", "dark", "Examples/dynamic-button.shade"
        ])
        #expect(result.stdout.hasPrefix("token,type,dark,light\r\n"))
    }

    @Test("a file named twice, or after another file imported it, is loaded once")
    func fileNamedTwice() throws {
        let twice = try ShadeProcess.run(["eval", "--format", "csv", "Examples/brands.shade", "Examples/brands.shade"])
        #expect(twice.status == 0, "\(twice.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-twice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import \"p.shade\"\ncolor n = p\n".utf8).write(to: folder.appendingPathComponent("n.shade"))
        try Data("color p = #fff\n".utf8).write(to: folder.appendingPathComponent("p.shade"))
        let imported = try ShadeProcess.run(["eval", "--format", "csv", "n.shade", "p.shade"], directory: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "token,type,default\r\np,color,#ffffff\r\nn,color,#ffffff\r\n")
    }

    @Test("a theme with errors exits 1, prints nothing on stdout and every diagnostic on stderr")
    func themeErrors() throws {
        let result = try ShadeProcess.run(["eval"], input: "color a = nope\ncolor b = 1\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <stdin>:1:11: error: unknown name 'nope'
                  color a = nope
                            ^~~~
                <stdin>:2:11: error: 'b' is declared as color, but its value is number
                  color b = 1
                            ^

                """)
    }

    @Test("a failed assertion exits 1 with nothing on stdout")
    func failedAssertion() throws {
        let result = try ShadeProcess.run(["eval"], input: "assert contrast(#777777, #888888) >= 4.5\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("<stdin>:1:8: error: assertion failed in every appearance\n"))
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (["eval", "--frobnicate"], "shade: error: unknown option '--frobnicate'"),
        (["eval", "--format", "yaml"], "shade: error: The value 'yaml' is invalid for '--format <format>'"),
        (
            ["eval", "--dark-mode", "maybe", "Examples/brands.shade"],
            "shade: error: The value 'maybe' is invalid for '--dark-mode <dark-mode>'"
        ),
        (["eval", "Examples/missing.shade"], "shade: error: cannot read 'Examples/missing.shade': no such file"),
        (["eval", "Examples"], "shade: error: cannot read 'Examples': it is a directory"),
        (["repl", "Examples/missing.shade"], "shade: error: cannot read 'Examples/missing.shade': no such file"),
        (["Examples/missing.shade"], "shade: error: cannot read 'Examples/missing.shade': no such file"),
        (
            ["eval", "--appearance", "dark", "--dark-mode", "on"],
            "shade: error: --appearance cannot be combined with --dark-mode or --system-style"
        )
    ]

    @Test("usage errors exit 64 with a clear message", arguments: usageErrors)
    func usageError(_ row: (arguments: [String], message: String)) throws {
        let result = try ShadeProcess.run(row.arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(row.message), "\(result.stderr)")
    }

    @Test("--help shows examples; completion scripts generate")
    func helpAndCompletion() throws {
        let help = try ShadeProcess.run(["eval", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("shade eval --format json -o theme.json Examples/semantic-colors.shade"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try ShadeProcess.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("eval"))
        }
    }

    @Test("no escape codes when stdout is not a terminal")
    func plainWhenPiped() throws {
        let result = try ShadeProcess.run(["eval", "Examples/dynamic-button.shade"])
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
