import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeLanguageServer
import ShadeSyntax
import ShadeTools

/// The `shade` command: `eval`, `export`, `import`, `fmt`, `lsp` and `repl`; plain `shade` starts the REPL.
@main
struct ShadeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shade",
        abstract: "Check and resolve app themes for every appearance (light, dark, high contrast, …).",
        discussion: """
            A theme file declares typed tokens that may differ per appearance. Shade checks the file, \
            resolves every token in every appearance and prints the resolved table.
            """,
        version: ShadeVersion.current,
        subcommands: [
            EvalCommand.self, ExportCommand.self, ImportCommand.self, FmtCommand.self, LSPCommand.self, ReplCommand.self
        ],
        defaultSubcommand: ReplCommand.self
    )

    /// Runs the command; a usage error is printed as every other error is, `shade: error: …`
    /// (ArgumentParser's own says `Error: …`), followed by the usage line.
    static func main() {
        do {
            var command = try DirectStart.command(Array(CommandLine.arguments.dropFirst())) ?? parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "shade: error: " + message.dropFirst("Error: ".count) }
            if !message.isEmpty {
                if code == .success {
                    CheckedOutput.write(message + "\n")
                    if (try? CheckedOutput.finish()) == nil { systemExit(1) }
                } else {
                    Terminal.printToStandardError(message + "\n")
                }
            }
            systemExit(code.rawValue)
        }
    }
}

/// `shade lsp`: the language server, over standard input and output. It runs as a supervisor
/// that keeps the open documents and relays to a worker (`shade lsp --worker`), restarted with
/// them if it crashes.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (Language Server Protocol over standard input and output).",
        discussion: """
            Editors start it: diagnostics as you type, hover, completion, go to definition, \
            references, rename, color swatches and formatting for .shade files. See README.md, \
            section Editors.
            """
    )

    @Flag(help: "Accepted for editors that pass it; standard input and output are the only transport.")
    var stdio = false

    @Flag(help: .hidden)
    var worker = false

    /// This executable, for the worker: `/proc/self/exe` on Linux, whatever the name it was run
    /// by, and Foundation's answer elsewhere.
    static var executablePath: String {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments[0]
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    func run() throws {
        // A client that goes away must end the server through the end of its input, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let status: Int32
        if worker {
            status = LanguageServer().run()
        } else {
            let executable = Self.executablePath
            status = Supervisor(command: [executable, "lsp", "--worker"]).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// What `eval` and `export` do first: load the theme files (standard input when none is given),
/// with the memory tuning for large inputs, print the diagnostics, and stop with status 1 when
/// the theme has errors (or, with `--warnings-as-errors`, warnings).
enum CommandTheme {
    /// The loaded theme, and whether the memory tuning is on (values to keep until exit).
    static func load(_ files: [String], warningsAsErrors: Bool) throws -> (theme: Theme, tuned: Bool) {
        let tuned = MemoryTuning.prepare(forFiles: files.filter { $0 != "-" })
        let theme = ThemeLoader().load(files: files.isEmpty ? ["-"] : files)
        MemoryTuning.keepUntilExit(theme, tuned: tuned)
        Terminal.printDiagnostics(theme.diagnostics)
        if theme.hasErrors || (warningsAsErrors && !theme.diagnostics.isEmpty) { throw ExitCode(1) }
        return (theme, tuned)
    }
}

#if canImport(Glibc)
private let systemExit = Glibc.exit
#elseif canImport(Darwin)
private let systemExit = Darwin.exit
#endif
