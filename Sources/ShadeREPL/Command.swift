import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The REPL's commands; each may be abbreviated to a unique prefix (`:q`, `:ex`, `:ta`).
public enum Command: String, CaseIterable, Sendable {
    /// `:help`.
    case help
    /// `:quit`.
    case quit
    /// `:load FILE`.
    case load
    /// `:reload`.
    case reload
    /// `:reset`.
    case reset
    /// `:type EXPR`.
    case type
    /// `:explain NAME`.
    case explain
    /// `:table [GROUP|COMPONENT]`.
    case table
    /// `:appearance NAME|all`: filters the columns as `shade eval --appearance` does.
    case appearance
    /// `:dark-mode auto|on|off`.
    case darkMode = "dark-mode"
    /// `:system-style unspecified|light|dark`.
    case systemStyle = "system-style"
    /// `:save FILE`.
    case save

    /// How the command is typed.
    public var usage: String {
        switch self {
        case .help: ":help"
        case .quit: ":quit"
        case .load: ":load FILE"
        case .reload: ":reload"
        case .reset: ":reset"
        case .type: ":type EXPR"
        case .explain: ":explain NAME"
        case .table: ":table [GROUP|COMPONENT]"
        case .appearance: ":appearance NAME|all"
        case .darkMode: ":dark-mode auto|on|off"
        case .systemStyle: ":system-style unspecified|light|dark"
        case .save: ":save FILE"
        }
    }

    /// What the command does, in one line.
    public var summary: String {
        switch self {
        case .help: "show this help"
        case .quit: "leave the REPL (also Ctrl-D)"
        case .load: "load a theme file; its declarations redefine earlier ones"
        case .reload: "read the loaded files again and replay the typed definitions"
        case .reset: "forget every file and definition"
        case .type: "show an expression's type and the axes it varies on"
        case .explain: "show how a token, or Component.property [in Container], is derived"
        case .table: "show the resolved tokens and styles: all, a group's or a component's"
        case .appearance: "show only the columns with these axis values (dark, dark-high), or all"
        case .darkMode: "the app's dark-mode option; picks light or dark with :system-style"
        case .systemStyle: "the system style the dark-mode decision sees"
        case .save: "write the session's definitions as a theme file (atomically)"
        }
    }

    /// Whether the argument is a path or a single word (completed and split on spaces only),
    /// rather than an expression or a name.
    var takesWord: Bool {
        [.load, .save, .appearance, .darkMode, .systemStyle].contains(self)
    }

    /// The command a typed word (without its ':') names: an exact name or a unique prefix.
    static func resolve(_ word: String) -> Result<Command, CommandError> {
        if let exact = Command(rawValue: word) { return .success(exact) }
        let matches = allCases.filter { $0.rawValue.hasPrefix(word) }
        switch matches.count {
        case 1: return .success(matches[0])
        case 0: return .failure(CommandError("unknown command ':\(word)'; type :help for the list"))
        default:
            let names = matches.map { ":" + $0.rawValue }.joined(separator: ", ")
            return .failure(CommandError("ambiguous command ':\(word)': \(names)"))
        }
    }
}

/// A command typed wrongly; its message is shown as an error.
struct CommandError: Error, Hashable, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
