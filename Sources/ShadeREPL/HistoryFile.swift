import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Where the REPL keeps its history across sessions.
public enum HistoryFile {
    /// `$XDG_STATE_HOME/shade/history`, or `$HOME/.local/state/shade/history` when
    /// `XDG_STATE_HOME` is unset or empty; nil when neither variable is usable.
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/shade/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/shade/history"
    }

    /// How many lines the history keeps.
    public static let limit = 1000
}
