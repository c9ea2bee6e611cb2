import ArgumentParser
import ShadeCore
import ShadeExport
import ShadeImport
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
        version: "0.1.0",
        subcommands: [
            EvalCommand.self, ExportCommand.self, ImportCommand.self, FmtCommand.self, LSPCommand.self, ReplCommand.self
        ],
        defaultSubcommand: ReplCommand.self
    )
}
