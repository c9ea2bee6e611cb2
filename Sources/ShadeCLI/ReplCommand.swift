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
import ShadeREPL
import ShadeSyntax
import ShadeTools

/// `shade repl`: explore and edit themes interactively.
struct ReplCommand: OptionsListed {
    static let optionNames: Set<String> = ["--help", "--warnings-as-errors", "-h"]

    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore and edit themes interactively (the default when no subcommand is given).",
        discussion: """
            Type declarations to define or redefine tokens (the tokens that change are listed), \
            expressions to see their value in every appearance, and :help for the commands. On a \
            terminal, lines are edited with GNU readline and the history is kept in \
            $XDG_STATE_HOME/shade/history (~/.local/state/shade/history by default). When standard \
            input is not a terminal, lines are read without prompts or colors and the exit status \
            is 1 if any line had an error.
            """
    )

    @Argument(help: "Theme files to load first.", completion: .file(extensions: ["shade"]))
    var files: [String] = []

    @Flag(help: "When standard input is not a terminal, exit with 1 if any line had a warning, too.")
    var warningsAsErrors = false

    func validate() throws {
        let arguments = UsageCheck.arguments(of: Self.self)
        if CommandLine.arguments.dropFirst().first != Self.configuration.commandName, let first = arguments.first {
            let commands = ShadeCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            try UsageCheck.checkCommand(first, commands: commands) { FileManager.default.fileExists(atPath: $0) }
        }
        try UsageCheck.checkOptions(arguments, of: Self.self)
        try Terminal.validateReadable(files)
    }

    func run() throws {
        let interactive = isatty(STDIN_FILENO) == 1
        let colors = interactive && Terminal.supportsColor(fileDescriptor: STDOUT_FILENO)
        var configuration = REPLConfiguration(isInteractive: interactive, colors: colors)
        configuration.warningsAsErrors = warningsAsErrors
        var repl = REPL(configuration: configuration)
        // Large files get the allocator settings `eval` gets, sized for what a session keeps,
        // whether given here, `:load`ed or `:reload`ed.
        repl.willLoad = { paths in MemoryTuning.prepare(forFiles: paths, footprint: .session) }
        var output = StandardOutput()
        repl.load(files: files, output: &output)
        let status: Int32
        if interactive {
            var reader = ReadlineLineReader(
                historyPath: HistoryFile.path(environment: ProcessInfo.processInfo.environment))
            status = repl.run(reader: &reader, output: &output)
        } else {
            var reader = PipeLineReader()
            status = repl.run(reader: &reader, output: &output)
        }
        try CheckedOutput.finish()
        // A session that loaded large files is not freed object by object just before exiting.
        MemoryTuning.keepUntilExit(repl, tuned: MemoryTuning.isApplied)
        if status != 0 { throw ExitCode(status) }
    }
}

/// Reads standard input line by line, without prompts or editing.
struct PipeLineReader: LineReader {
    mutating func readLine(prompt: String, completer: Completer) -> LineInput {
        Swift.readLine(strippingNewline: true).map(LineInput.line) ?? .end
    }

    mutating func addHistory(_ line: String) {}
}

/// The process's standard output and standard error.
struct StandardOutput: REPLOutput {
    mutating func write(_ text: String) {
        CheckedOutput.write(text)
    }

    mutating func writeError(_ text: String) {
        Terminal.printToStandardError(text)
    }
}
