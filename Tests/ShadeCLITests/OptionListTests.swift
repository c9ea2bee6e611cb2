import Testing

@testable import ShadeCLI

/// Each command's list of option names, which the check of mistyped options reads on every run,
/// is the list its help shows: an option added to a command and not to its list fails here.
@Suite("Option lists equal the help")
struct OptionListTests {
    static let commands: [any OptionsListed.Type] = [
        EvalCommand.self, ExportCommand.self, FmtCommand.self, ImportCommand.self, ReplCommand.self
    ]

    @Test(arguments: commands.indices)
    func listEqualsHelp(_ index: Int) {
        let command = Self.commands[index]
        #expect(command.optionNames == UsageCheck.optionNames(of: command))
    }
}
