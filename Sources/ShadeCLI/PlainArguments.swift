/// A command line in the plain forms that scripts and build tools write: theme files, options
/// each followed by their value, and flags, all spelled in full. ``DirectStart`` reads the lines of
/// `eval`, `export`, `import`, `fmt` and `repl FILE…` in this shape without swift-argument-parser,
/// whose parse costs more than a small theme's whole run (docs/performance.md, "Start-up without
/// the parser's reflection").
///
/// Anything else makes the reading fail, and the line goes to swift-argument-parser, which reads
/// every form and reports every mistake: an option or flag written twice or not in this
/// command's table, `--name=value`, `--`, `-` (standard input), a value that starts with `-`, an
/// empty argument, no file at all.
struct PlainArguments {
    /// How an option takes its values.
    enum Kind {
        /// One value; the option may be given once.
        case single
        /// One value each time it is given (`--appearance dark --appearance high`).
        case repeatable
    }

    /// The theme files, in order.
    private(set) var files: [String] = []
    /// Each option given, by its long name, with its values in order.
    private(set) var values: [String: [String]] = [:]
    /// The flags given, by name.
    private(set) var flags: Set<String> = []

    /// Reads `arguments` (those after the command's name).
    /// - Parameters:
    ///   - options: each option's names (`-o` and `--output` alike) with its long name and kind.
    ///   - flags: the flags this line may give.
    /// - Returns: nil when any argument is outside the plain forms.
    init?(_ arguments: ArraySlice<String>, options: [String: (name: String, kind: Kind)], flags: Set<String>) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if let option = options[argument] {
                guard index < arguments.endIndex, Self.isPlainWord(arguments[index]) else { return nil }
                if option.kind == .single, values[option.name] != nil { return nil }
                values[option.name, default: []].append(arguments[index])
                index += 1
            } else if flags.contains(argument) {
                guard self.flags.insert(argument).inserted else { return nil }
            } else if Self.isPlainWord(argument) {
                files.append(argument)
            } else {
                return nil
            }
        }
        guard !files.isEmpty else { return nil }
    }

    /// The one value of `option`, when it was given.
    func value(_ option: String) -> String? { values[option]?.first }

    /// Not empty, and not starting with `-` (an option, `--` or standard input).
    private static func isPlainWord(_ argument: String) -> Bool {
        guard let first = argument.utf8.first else { return false }
        return first != UInt8(ascii: "-")
    }
}
