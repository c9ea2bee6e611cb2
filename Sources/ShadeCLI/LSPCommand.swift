import ArgumentParser
import Foundation
import ShadeLanguageServer

/// `shade lsp`: the language server, over standard input and output.
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

    func run() throws {
        // A client that goes away must end the server through EOF, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let status = LanguageServer().run()
        if status != 0 { throw ExitCode(status) }
    }
}
