import ArgumentParser
import Foundation
import Shade

/// `shade repl`: explore and edit themes interactively.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore and edit themes interactively (the default when no subcommand is given)."
    )

    @Argument(help: "Theme files to load first.", completion: .file(extensions: ["shade"]))
    var files: [String] = []

    func run() throws {
        Terminal.printError("the REPL is not available yet")
        throw ExitCode(2)
    }
}
