import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// The `:` commands.
extension REPL {
    /// Runs a command line such as `:explain Semantic.border`. - Returns: false after `:quit`.
    /// Diagnostics about the argument number its first line `lineNumber`.
    mutating func runCommand(_ line: String, line lineNumber: Int = 1, output: inout some REPLOutput) -> Bool {
        let body = line.dropFirst()
        let word = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(word.count)).trimmingWhitespace()
        let command: Command
        switch Command.resolve(word) {
        case let .success(resolved): command = resolved
        case let .failure(error):
            fail(error.message, output: &output)
            return true
        }
        let needsArgument: Set<Command> = [.load, .type, .explain, .save]
        let takesNone: Set<Command> = [.help, .quit, .reload, .reset]
        if needsArgument.contains(command), argument.isEmpty {
            fail("usage: \(command.usage)", output: &output)
            return true
        }
        if takesNone.contains(command), !argument.isEmpty {
            fail(":\(command.rawValue) takes no argument", output: &output)
            return true
        }
        switch command {
        case .help: output.write(Self.help)
        case .quit: return false
        case .load: runLoad(argument, output: &output)
        case .reload:
            willLoad(session.files)
            let update = session.reload(showing: selection)
            report(update, output: &output)
        case .reset:
            session.reset()
            output.write("the session is empty\n")
        case .type:
            if let signature = session.signature(ofFunction: argument) {
                output.write(signature + "\n")
                return true
            }
            switch session.type(of: argument, line: lineNumber) {
            case let .success(type):
                output.write(
                    type.type + (type.axes.isEmpty ? "" : ", varies on " + type.axes.joined(separator: " and ")) + "\n")
            case let .failure(error): fail(error.diagnostics, output: &output)
            }
        case .explain:
            switch session.explain(argument, in: selection) {
            case let .success(derivation): output.write(presenter.render(derivation))
            case let .failure(error):
                // A function, built in or not, is explained by its signature.
                if let signature = session.signature(ofFunction: argument) {
                    output.write(signature + "\n")
                } else {
                    fail(error.diagnostics, output: &output)
                }
            }
        case .table: runTable(argument, output: &output)
        case .appearance: runAppearance(argument, output: &output)
        case .darkMode: setDecision(\.darkMode, to: argument, command, output: &output)
        case .systemStyle: setDecision(\.systemStyle, to: argument, command, output: &output)
        case .save: runSave(argument, output: &output)
        }
        return true
    }

    var decisionText: String {
        let scheme = darkModeDecision(option: darkMode, systemStyle: systemStyle)
        return "dark mode \(darkMode.rawValue), system style \(systemStyle.rawValue): showing \(scheme)\n"
    }

    mutating func runLoad(_ path: String, output: inout some REPLOutput) {
        willLoad([path])
        let update = session.load(file: path, showing: selection)
        guard update.succeeded else { return fail(update.diagnostics, output: &output) }
        warn(update, output: &output)
        let errors = update.diagnostics.count { $0.severity == .error }
        let held = errors == 0 ? "" : ", \(errors == 1 ? "1 error" : "\(errors) errors") (fix them by redefining)"
        output.write("loaded \(path): \(Self.tokens(session.tokenCount))\(held)\n")
        let changes = update.changes.filter { $0.kind != .added }
        if !changes.isEmpty { output.write(presenter.render(changes)) }
    }

    /// `:table`: the tokens, then every component's styles; `:table GROUP` the group's tokens;
    /// `:table COMPONENT` that component's styles.
    mutating func runTable(_ argument: String, output: inout some REPLOutput) {
        if session.componentNames.contains(argument) {
            output.write(String(presenter.render(session.styles(component: argument, in: selection)).dropFirst()))
            return
        }
        switch session.table(group: argument.isEmpty ? nil : argument, in: selection) {
        case let .success(table):
            let styles = argument.isEmpty ? presenter.render(session.styles(in: selection)) : ""
            // A theme of components alone shows only their styles.
            output.write(
                table.tokens.isEmpty && !styles.isEmpty ? String(styles.dropFirst()) : presenter.render(table) + styles)
        case let .failure(error): fail(error.diagnostics, output: &output)
        }
    }

    mutating func runAppearance(_ argument: String, output: inout some REPLOutput) {
        switch argument {
        case "":
            break
        case "all":
            view = .all
        default:
            guard !session.appearances(matching: argument).isEmpty else {
                let values = session.axes.flatMap(\.values).joined(separator: ", ")
                return fail(
                    "unknown appearance '\(argument)'; use all, or values of different axes joined by '-' (\(values))",
                    output: &output)
            }
            view = .named(argument)
        }
        switch selection {
        case .all: output.write("showing all appearances\n")
        case let .one(appearance): output.write("showing \(appearance.name)\n")
        case let .matching(name):
            let note = session.fallbackNote(for: name).map { " (\($0))" } ?? ""
            output.write("showing \(session.appearances(matching: name).map(\.name).joined(separator: ", "))\(note)\n")
        }
    }

    mutating func runSave(_ path: String, output: inout some REPLOutput) {
        do {
            try session.save(to: path)
            output.write("saved \(Self.tokens(session.tokenCount)) to \(path)\n")
        } catch {
            fail(error.diagnostics, output: &output)
        }
    }

    /// "1 token", "12 tokens".
    static func tokens(_ count: Int) -> String {
        count == 1 ? "1 token" : "\(count) tokens"
    }

    static let help: String = {
        var text = """
            Type a declaration to define or redefine it (color accent = darken(systemBlue, 0.2),
            color Semantic.key = #3c64f4, group, fn, assert, axis, component, style); the tokens and
            component properties that change are listed with their old and new values. Type an
            expression to see its value in every appearance. An entry continues on the next line
            while a brace or parenthesis is open.

            Commands (any unique prefix works, e.g. :q, :ex, :ta):

            """
        let width = Command.allCases.map(\.usage.count).max()!
        for command in Command.allCases {
            text +=
                "  " + command.usage + String(repeating: " ", count: width - command.usage.count + 2)
                + command.summary + "\n"
        }
        text += "\nKeys: Tab completes, Ctrl-C clears the entry, Ctrl-D on an empty line leaves.\n"
        return text
    }()
}

private extension REPL {
    /// `:dark-mode VALUE` / `:system-style VALUE`: sets one input of the decision table (a bad
    /// value is a usage error) and shows the decision; with no value, only shows it.
    mutating func setDecision<Setting: RawRepresentable<String>>(
        _ setting: WritableKeyPath<REPL, Setting>, to argument: String, _ command: Command,
        output: inout some REPLOutput
    ) {
        if !argument.isEmpty {
            guard let value = Setting(rawValue: argument) else {
                fail("usage: \(command.usage)", output: &output)
                return
            }
            self[keyPath: setting] = value
            view = .decision
        }
        output.write(decisionText)
    }
}
