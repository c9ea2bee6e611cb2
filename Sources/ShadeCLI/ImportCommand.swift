import ArgumentParser
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `shade import`: DTCG token files or a resolver document as Shade source.
struct ImportCommand: OptionsListed {
    static let optionNames: Set<String> = ["--help", "--output", "--strict", "--warnings-as-errors", "-h", "-o"]

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Design Tokens (DTCG 2025.10) files into a Shade theme.",
        discussion: """
            Token files (.tokens.json, .json) merge in order, later files winning; a resolver document \
            (.resolver.json) brings its sets and modifiers (light/dark contexts become the scheme, other \
            modifiers declared axes). Prints the theme, or writes it atomically with -o. A token that \
            cannot be imported is left out with a warning, with the tokens that refer to it; a last \
            line counts the tokens imported and left out. With --strict, any such token is an error; \
            on any error every problem is reported with its line and column and nothing is written \
            (exit 1).

            Examples:
              shade import tokens/core.tokens.json tokens/semantic.tokens.json -o theme.shade
              shade import tokens/theme.resolver.json -o theme.shade
            """
    )

    @Argument(help: "DTCG token files or resolver documents.", completion: .file(extensions: ["json"]))
    var files: [String] = []

    @Option(
        name: [.short, .customLong("output")], help: "Write the theme to this file, atomically.", completion: .file())
    var output: String?

    @Flag(help: "All or nothing: a token that cannot be imported, or a pre-2025 form, is an error.")
    var strict = false

    @Flag(help: "Treat warnings as errors: with any warning, nothing is written and the exit status is 1.")
    var warningsAsErrors = false

    func validate() throws {
        try UsageCheck.checkOptions(UsageCheck.arguments(of: Self.self), of: Self.self)
        guard !files.isEmpty else { throw ValidationError("name the DTCG files to import") }
        try Terminal.validateReadable(files)
    }

    func run() throws {
        StopSignals.install()
        let outcome = DTCGImport.importing(files: files, strict: strict)
        Terminal.printDiagnostics(outcome.diagnostics)
        let filesRead = outcome.filesRead
        guard let source = outcome.source else { throw ExitCode(1) }
        if warningsAsErrors && !outcome.diagnostics.isEmpty { throw ExitCode(1) }
        if let output {
            // The source's own bytes, not a copy of them (an import of 100,000 tokens is 4 MB).
            var source = source
            let failure = source.withUTF8 { bytes -> FileWriteError? in
                do throws(FileWriteError) {
                    try AtomicFile.write(
                        UnsafeRawBufferPointer(bytes), to: output, protecting: ProtectedFiles(files + filesRead))
                    return nil
                } catch {
                    return error
                }
            }
            if let failure {
                Terminal.printError(failure)
                throw ExitCode(1)
            }
        } else {
            CheckedOutput.write(source)
            try CheckedOutput.finish()
        }
        // The run ends with what it did.
        let imported = outcome.imported == 1 ? "1 token" : "\(outcome.imported) tokens"
        Terminal.printNote("\(imported) imported, \(outcome.leftOut) left out")
    }
}
