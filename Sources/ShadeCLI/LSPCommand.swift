import ArgumentParser
import Foundation
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeLanguageServer
import ShadeSyntax
import ShadeTools

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

    func run() throws {
        // A client that goes away must end the server through the end of its input, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let status: Int32
        if worker {
            status = LanguageServer().run()
        } else {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            status = Supervisor(command: [executable, "lsp", "--worker"]).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
