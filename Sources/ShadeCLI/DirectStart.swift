import ArgumentParser
import ShadeCore
import ShadeExport

/// `eval`, `export`, `import`, `fmt` and `repl FILE…` started without swift-argument-parser's
/// parse, when their command line is in the plain forms (``PlainArguments``) that scripts, hooks
/// and build plugins write. The language server runs long and starts as before, and so do plain
/// `shade` and `shade FILE` (the REPL as the default command, whose first word may be a typo).
///
/// The parser reads each command's arguments by reflection and asks the Swift runtime about
/// conformances, each first question a scan of the binary's records: 10.6 M of the 15.3 M
/// instructions a ten-line theme took (docs/performance.md). Here the same command value is
/// made from the line, its options set one by one, and checked by the same `validate()`; it runs
/// the same `run()`. A line in any other form, and one that `validate()` refuses, goes to the
/// parser, which reads it again and reports what is wrong with its usage line.
enum DirectStart {
    /// The command `arguments` (the process's, after the executable) spell, validated; nil when
    /// swift-argument-parser must read them.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        var command: any ParsableCommand
        switch arguments.first {
        case EvalCommand.configuration.commandName:
            guard let eval = EvalCommand(plain: arguments.dropFirst()) else { return nil }
            command = eval
        case ExportCommand.configuration.commandName:
            guard let export = ExportCommand(plain: arguments.dropFirst()) else { return nil }
            command = export
        case ImportCommand.configuration.commandName:
            guard let `import` = ImportCommand(plain: arguments.dropFirst()) else { return nil }
            command = `import`
        case FmtCommand.configuration.commandName:
            guard let fmt = FmtCommand(plain: arguments.dropFirst()) else { return nil }
            command = fmt
        case ReplCommand.configuration.commandName:
            guard let repl = ReplCommand(plain: arguments.dropFirst()) else { return nil }
            command = repl
        default:
            return nil
        }
        do {
            try command.validate()
        } catch {
            return nil
        }
        return command
    }
}

extension EvalCommand {
    /// The options and flags ``init(plain:)`` reads; the others (`--watch`, `--help`) go to the parser.
    static let plainOptions: [String: (name: String, kind: PlainArguments.Kind)] = [
        "--format": ("--format", .single), "-o": ("--output", .single), "--output": ("--output", .single),
        "--appearance": ("--appearance", .repeatable), "--dark-mode": ("--dark-mode", .single),
        "--system-style": ("--system-style", .single)
    ]
    static let plainFlags: Set<String> = ["--warnings-as-errors", "--internal"]

    /// The command a plain line spells (``PlainArguments``), every property set; nil for any
    /// other line, or a value that is none of its option's choices.
    init?(plain arguments: ArraySlice<String>) {
        guard let plain = PlainArguments(arguments, options: Self.plainOptions, flags: Self.plainFlags) else {
            return nil
        }
        self.init()
        guard let format = DirectStart.choice(OutputFormat.self, plain.value("--format")),
            let darkMode = DirectStart.choice(Appearance.DarkMode.self, plain.value("--dark-mode")),
            let systemStyle = DirectStart.choice(Appearance.SystemStyle.self, plain.value("--system-style"))
        else { return nil }
        files = plain.files
        self.format = format
        self.darkMode = darkMode
        self.systemStyle = systemStyle
        output = plain.value("--output")
        appearances = plain.values["--appearance"] ?? []
        warningsAsErrors = plain.flags.contains("--warnings-as-errors")
        showsInternal = plain.flags.contains("--internal")
        watch = false
    }
}

extension ExportCommand {
    /// The options and flags ``init(plain:)`` reads; the others (`--watch`, `--help`) go to the parser.
    static let plainOptions: [String: (name: String, kind: PlainArguments.Kind)] = [
        "--to": ("--to", .single), "-o": ("--output", .single), "--output": ("--output", .single),
        "--namespace": ("--namespace", .single), "--select": ("--select", .repeatable)
    ]
    static let plainFlags: Set<String> = ["--warnings-as-errors", "--force"]

    /// The command a plain line spells (``PlainArguments``), every property set; nil for any
    /// other line, or without `--to` or with a target that is none of its choices.
    init?(plain arguments: ArraySlice<String>) {
        guard let plain = PlainArguments(arguments, options: Self.plainOptions, flags: Self.plainFlags),
            let target = plain.value("--to").flatMap(ExportTarget.init(argument:))
        else { return nil }
        self.init()
        to = target
        files = plain.files
        output = plain.value("--output")
        namespace = plain.value("--namespace") ?? "Theme"
        select = plain.values["--select"] ?? []
        warningsAsErrors = plain.flags.contains("--warnings-as-errors")
        force = plain.flags.contains("--force")
        watch = false
    }
}

extension ImportCommand {
    /// The options and flags ``init(plain:)`` reads; the others (`--help`) go to the parser.
    static let plainOptions: [String: (name: String, kind: PlainArguments.Kind)] = [
        "-o": ("--output", .single), "--output": ("--output", .single)
    ]
    static let plainFlags: Set<String> = ["--strict", "--warnings-as-errors"]

    /// The command a plain line spells (``PlainArguments``), every property set; nil for any other line.
    init?(plain arguments: ArraySlice<String>) {
        guard let plain = PlainArguments(arguments, options: Self.plainOptions, flags: Self.plainFlags) else {
            return nil
        }
        self.init()
        files = plain.files
        output = plain.value("--output")
        strict = plain.flags.contains("--strict")
        warningsAsErrors = plain.flags.contains("--warnings-as-errors")
    }
}

extension FmtCommand {
    /// The flags ``init(plain:)`` reads; `--help` goes to the parser.
    static let plainFlags: Set<String> = ["-w", "--check"]

    /// The command a plain line spells (``PlainArguments``), every property set; nil for any other line.
    init?(plain arguments: ArraySlice<String>) {
        guard let plain = PlainArguments(arguments, options: [:], flags: Self.plainFlags) else { return nil }
        self.init()
        files = plain.files
        write = plain.flags.contains("-w")
        check = plain.flags.contains("--check")
    }
}

extension ReplCommand {
    /// The flag ``init(plain:)`` reads; `--help` goes to the parser.
    static let plainFlags: Set<String> = ["--warnings-as-errors"]

    /// `shade repl FILE…` in the plain forms (``PlainArguments``), every property set; nil for
    /// any other line, `shade repl` without a file and plain `shade FILE` among them.
    init?(plain arguments: ArraySlice<String>) {
        guard let plain = PlainArguments(arguments, options: [:], flags: Self.plainFlags) else { return nil }
        self.init()
        files = plain.files
        warningsAsErrors = plain.flags.contains("--warnings-as-errors")
    }
}

extension DirectStart {
    /// `value` read as swift-argument-parser reads it (`init(argument:)`): `.some(nil)` when no
    /// value was given, nil when the value is none of the choices.
    static func choice<Choice: ExpressibleByArgument>(_: Choice.Type, _ value: String?) -> Choice?? {
        guard let value else { return .some(nil) }
        return Choice(argument: value).map { .some($0) }
    }
}
