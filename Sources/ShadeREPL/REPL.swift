import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The REPL engine: reads entries through a ``LineReader``, and for each one defines
/// declarations, prints the value of expressions or runs a command, writing to a ``REPLOutput``.
/// It knows nothing of terminals: whether to prompt and color comes in its configuration.
public struct REPL: Sendable {
    /// The theme being explored.
    package internal(set) var session: ThemeSession
    /// Prompts, colors.
    public let configuration: REPLConfiguration
    /// Which appearances values are shown in.
    var view = View.all
    var darkMode = Appearance.DarkMode.auto
    var systemStyle = Appearance.SystemStyle.unspecified
    /// True once any entry had an error (or, with ``REPLConfiguration/warningsAsErrors``, a warning).
    public internal(set) var hadError = false
    /// True once any entry had a warning.
    public internal(set) var hadWarning = false
    /// Called with the paths of the files about to be read: one for `:load` and for each file
    /// given to ``load(files:output:)``, every loaded file for `:reload`. The executable tunes the
    /// allocator there for large files, as `eval` does (`Sources/ShadeCLI/MemoryTuning.swift`);
    /// the library itself tunes nothing, the process being the embedder's.
    public var willLoad: @Sendable ([String]) -> Void = { _ in }

    /// The appearance choice of `:appearance`, `:dark-mode` and `:system-style`.
    enum View: Hashable, Sendable {
        case all
        case named(String)
        /// The dark-mode decision table picks the scheme.
        case decision
    }

    /// Creates a REPL with an empty session.
    public init(configuration: REPLConfiguration) {
        self.init(session: ThemeSession(), configuration: configuration)
    }

    /// Creates a REPL around a session (the session is the package's, not API).
    package init(session: ThemeSession, configuration: REPLConfiguration) {
        self.session = session
        self.configuration = configuration
    }

    /// Loads the files given on the command line, reporting each.
    public mutating func load(files: [String], output: inout some REPLOutput) {
        for file in files { runLoad(file, output: &output) }
    }

    /// Reads and handles entries until `:quit` or the end of input.
    /// - Returns: the exit status: 1 when not interactive and any entry had an error, else 0.
    public mutating func run(reader: inout some LineReader, output: inout some REPLOutput) -> Int32 {
        if configuration.isInteractive {
            output.write(
                "Shade REPL: declarations define tokens, expressions show their values. :help for commands, Ctrl-D to "
                    + "leave.\n"
            )
        }
        var pending = PendingEntry()
        // The number of the next line read, counting every line of the session.
        var nextLine = 1
        var entryLine = 1
        while true {
            let prompt =
                configuration.isInteractive
                ? (pending.isEmpty ? configuration.prompt : configuration.continuationPrompt) : ""
            switch reader.readLine(prompt: prompt, completer: Completer(session: session)) {
            case .interrupt:
                pending = PendingEntry()
            case .end:
                if !pending.isEmpty {
                    fail("the input ended inside an unclosed '{' or '('", output: &output)
                }
                return exitStatus
            case let .line(line):
                if pending.isEmpty { entryLine = nextLine }
                let before = pending.lineCount
                pending.append(line)
                nextLine += pending.lineCount - before
                if pending.needsMoreInput { continue }
                let entry = pending.text
                pending = PendingEntry()
                // A multi-line entry is one history entry.
                if !entry.allSatisfy(\.isWhitespace) { reader.addHistory(entry) }
                if !handle(entry, line: entryLine, output: &output) { return exitStatus }
            }
        }
    }

    var exitStatus: Int32 { !configuration.isInteractive && hadError ? 1 : 0 }

    /// Handles one complete entry; diagnostics number its first line `line` (the input line it
    /// started on). - Returns: false after `:quit`.
    public mutating func handle(_ entry: String, line: Int = 1, output: inout some REPLOutput) -> Bool {
        let trimmed = entry.trimmingWhitespace()
        if SessionInput.isBlank(trimmed) { return true }
        if trimmed.hasPrefix(":") { return runCommand(trimmed, line: line, output: &output) }
        if SessionInput.isDeclaration(trimmed) {
            let update = session.define(entry, line: line, showing: selection)
            report(update, output: &output)
        } else {
            switch session.evaluate(entry, line: line, in: selection) {
            case let .success(value): output.write(presenter.render(value))
            case let .failure(error): fail(pointingToExplain(error.diagnostics, entry: trimmed), output: &output)
            }
        }
        return true
    }

    /// `Button.tint` typed as an expression: a component's property has a value per context,
    /// which `:explain` shows, so the error says so.
    func pointingToExplain(_ diagnostics: [Diagnostic], entry: String) -> [Diagnostic] {
        guard var first = diagnostics.first, entry.contains("."),
            entry.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }),
            case .success = session.explain(entry)
        else { return diagnostics }
        first.notes.append(Diagnostic.Note(message: "':explain \(entry)' shows its value in each context"))
        return [first] + diagnostics.dropFirst()
    }

    /// The appearances values are shown in.
    var selection: AppearanceSelection {
        switch view {
        case .all: return .all
        case let .named(name): return session.appearances(matching: name).isEmpty ? .all : .matching(name)
        case .decision:
            let scheme = darkModeDecision(option: darkMode, systemStyle: systemStyle)
            return session.appearance(named: scheme).map(AppearanceSelection.one) ?? .all
        }
    }

    var presenter: Presenter { Presenter(colors: configuration.colors) }

    /// Shows the diagnostics of a refused update, or its changes.
    mutating func report(_ update: SessionUpdate, output: inout some REPLOutput) {
        guard update.succeeded else { return fail(update.diagnostics, output: &output) }
        warn(update, output: &output)
        output.write(presenter.render(update.changes))
    }

    /// Shows an applied update's errors (a file loaded with errors) and warnings; warnings count
    /// as errors for the exit status with ``REPLConfiguration/warningsAsErrors``.
    mutating func warn(_ update: SessionUpdate, output: inout some REPLOutput) {
        let errors = update.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { fail(errors, output: &output) }
        let warnings = update.diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return }
        hadWarning = true
        if configuration.warningsAsErrors { hadError = true }
        output.writeError(Diagnostic.Renderer(colored: configuration.colors).render(warnings))
    }

    mutating func fail(_ diagnostics: [Diagnostic], output: inout some REPLOutput) {
        hadError = true
        output.writeError(Diagnostic.Renderer(colored: configuration.colors).render(diagnostics))
    }

    mutating func fail(_ message: String, output: inout some REPLOutput) {
        hadError = true
        output.writeError("error: \(message)\n")
    }
}

extension String {
    /// The text without the whitespace that starts and ends it. Only the ends are read: an entry
    /// of 50,000 lines was rebuilt character by character, 60 ms (docs/performance.md, "The
    /// REPL's footprint").
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
