import ArgumentParser
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// A command whose option names ``UsageCheck`` knows without rendering its help: rendering it
/// took 5.6 M instructions, a fifth of a run on a small theme.
protocol OptionsListed: ParsableCommand {
    /// Every option name the command's help lists, equal to ``UsageCheck/optionNames(of:)``.
    static var optionNames: Set<String> { get }
}

/// Catches mistyped options and commands before any file is read, with a suggestion:
/// `unknown option '--fromat'; did you mean '--format'?`. Without it, swift-argument-parser
/// skips an unknown option and reads its value as a file (`cannot read 'json': no such file`).
enum UsageCheck {
    /// Throws a usage error (exit status 64) for the first argument that looks like an option
    /// but is none of `command`'s. A lone `-` is standard input; after `--` everything is a file.
    static func checkOptions(_ arguments: [String], of command: any OptionsListed.Type) throws {
        let known = command.optionNames
        for argument in arguments {
            if argument == "--" { return }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            let name = String(argument.prefix { $0 != "=" })
            if known.contains(name) { continue }
            let hint = suggestion(for: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("unknown option '\(name)'\(hint)")
        }
    }

    /// The process's arguments that belong to `command`: those after its name, or all of them
    /// for the default command when its name was left out.
    /// `--watch` watches files: it needs at least one, and standard input is not one.
    static func checkWatch(_ watch: Bool, files: [String]) throws {
        guard watch else { return }
        if files.isEmpty || files.contains("-") {
            throw ValidationError("--watch needs theme files to watch; standard input cannot be watched")
        }
    }

    static func arguments(of command: any ParsableCommand.Type) -> [String] {
        let arguments = Array(CommandLine.arguments.dropFirst())
        return arguments.first == command.configuration.commandName ? Array(arguments.dropFirst()) : arguments
    }

    /// Throws `unknown command 'evaluate'; did you mean 'eval'?` when the first argument, which
    /// plain `shade` would take as a file for the REPL, is no existing file but close to a command.
    static func checkCommand(_ first: String, commands: [String], fileExists: (String) -> Bool) throws {
        guard !first.hasPrefix("-"), !fileExists(first), let command = suggestion(for: first, among: commands) else {
            return
        }
        throw ValidationError("unknown command '\(first)'; did you mean '\(command)'?")
    }

    /// The option names in `command`'s help (`--format`, `-o`, `--output`, `-h`, `--help`, …):
    /// what each command's ``OptionsListed/optionNames`` must equal (a test holds them equal).
    static func optionNames(of command: any ParsableCommand.Type) -> Set<String> {
        var names: Set<String> = []
        for line in command.helpMessage(columns: 10_000).split(separator: "\n") where line.hasPrefix("  -") {
            let signature = line.dropFirst(2).pieces(separatedBy: "  ").first ?? ""
            for part in signature.pieces(separatedBy: ", ") {
                if let name = part.split(separator: " ").first, name.hasPrefix("-") { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The closest candidate: one the word starts (`-f` → `--format`) or that starts the word
    /// (`evaluate` → `eval`), else one within a typo or two (`--fromat` → `--format`).
    static func suggestion(for word: String, among candidates: some Collection<String>) -> String? {
        let bare = word.drop { $0 == "-" }.lowercased()
        guard !bare.isEmpty else { return nil }
        var best: (candidate: String, score: Int)?
        for candidate in candidates.sorted() {
            let other = candidate.drop { $0 == "-" }.lowercased()
            let score: Int
            if other.hasPrefix(bare) || (other.count >= 3 && bare.hasPrefix(other)) {
                score = 0
            } else {
                let distance = editDistance(Array(bare), Array(other))
                guard (bare.count >= 3 && distance <= 1) || (bare.count >= 5 && distance <= 2) else { continue }
                score = distance
            }
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        return best?.candidate
    }

    /// Levenshtein distance, with a swap of neighbours counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var rows = [
            Array(0...b.count), Array(repeating: 0, count: b.count + 1), Array(repeating: 0, count: b.count + 1)
        ]
        for i in 1...a.count {
            let (current, previous, earlier) = (i % 3, (i + 2) % 3, (i + 1) % 3)
            rows[current][0] = i
            for j in 1...b.count {
                var value = min(
                    rows[previous][j] + 1, rows[current][j - 1] + 1,
                    rows[previous][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[earlier][j - 2] + 1)
                }
                rows[current][j] = value
            }
        }
        return rows[a.count % 3][b.count]
    }
}
