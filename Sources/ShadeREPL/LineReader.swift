import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What reading one line gave.
public enum LineInput: Hashable, Sendable {
    /// A line, without its line end.
    case line(String)
    /// Ctrl-C: what has been typed so far is dropped.
    case interrupt
    /// The end of input: Ctrl-D on an empty line, or the end of a script or pipe.
    case end
}

/// Where the REPL reads its input from: a terminal with line editing, a pipe, or a script in tests.
public protocol LineReader {
    /// Reads one line, showing `prompt` first (an empty prompt shows nothing). `completer`
    /// answers tab completion while the line is edited.
    mutating func readLine(prompt: String, completer: Completer) -> LineInput
    /// Remembers an entered line in the history.
    mutating func addHistory(_ line: String)
}

/// A reader that plays a fixed script, for tests: lines, Ctrl-C, and tab presses whose
/// completions it records.
public struct ScriptedLineReader: LineReader, Sendable {
    /// One thing the scripted user does.
    public enum Step: Hashable, Sendable {
        /// Types a line and presses Return.
        case line(String)
        /// Presses Ctrl-C.
        case interrupt
        /// Types this text and presses Tab; the candidates are recorded in ``completions``.
        case complete(String)
    }

    private var steps: [Step]
    private var next = 0
    /// The prompts shown, in order.
    public private(set) var prompts: [String] = []
    /// The lines added to the history, in order.
    public private(set) var history: [String] = []
    /// The candidates offered for each ``Step/complete(_:)``, in order.
    public private(set) var completions: [[String]] = []

    /// A reader that plays `steps`, then reports the end of input.
    public init(_ steps: [Step]) {
        self.steps = steps
    }

    /// A reader that types each line of `script`.
    public init(script: String) {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines.map(Step.line))
    }

    /// Records the prompt, answers the tab presses before the next line, then plays that line.
    public mutating func readLine(prompt: String, completer: Completer) -> LineInput {
        prompts.append(prompt)
        while next < steps.count {
            let step = steps[next]
            next += 1
            switch step {
            case let .line(text): return .line(text)
            case .interrupt: return .interrupt
            case let .complete(text):
                completions.append(completer.complete(line: text, cursor: text.utf8.count).candidates)
            }
        }
        return .end
    }

    /// Records the line in ``history``.
    public mutating func addHistory(_ line: String) {
        history.append(line)
    }
}

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
