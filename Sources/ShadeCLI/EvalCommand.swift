import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `shade eval`: resolve theme files and print (or write) the table.
struct EvalCommand: OptionsListed {
    static let optionNames: Set<String> = [
        "--appearance", "--dark-mode", "--format", "--help", "--internal", "--output", "--system-style",
        "--warnings-as-errors", "--watch", "-h", "-o"
    ]

    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Resolve theme files and print every token in every appearance.",
        discussion: """
            Reads standard input when no file is given or a file is '-'. Diagnostics go to standard \
            error; when the theme has errors or an assertion fails, nothing is printed or written and \
            the exit status is 1. Usage errors exit with 64.

            Examples:
              shade eval Examples/semantic-colors.shade
              shade eval --format json -o theme.json Examples/semantic-colors.shade
              shade eval --appearance dark --format csv Examples/dynamic-button.shade
              shade eval --dark-mode auto --system-style dark Examples/system-palette.shade
              shade eval --watch --format json -o theme.json Examples/semantic-colors.shade
              echo 'color c = darken(#3c64f4, 0.2)' | shade eval
            """
    )

    @Argument(help: "Theme files ('-' for standard input).", completion: .file(extensions: ["shade"]))
    var files: [String] = []

    @Option(
        help: """
            Output format: \(OutputFormat.listed). Default: from the \
            -o file's extension (.json, .csv, .md or .markdown, .txt), else table.
            """)
    var format: OutputFormat?

    @Flag(help: "Treat warnings as errors: with any warning, nothing is printed or written and the exit status is 1.")
    var warningsAsErrors = false

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp(
            "Show only the columns with these axis values (repeatable): 'dark' is every dark column, 'dark-high' every "
                + "dark high-contrast one; a combination the theme does not list shows its fallback (noted on stderr).")
    )
    var appearances: [String] = []

    @Option(help: "The app's dark-mode option (auto, on, off); with --system-style picks one column.")
    var darkMode: Appearance.DarkMode?

    @Option(help: "The system style (unspecified, light, dark) for --dark-mode.")
    var systemStyle: Appearance.SystemStyle?

    @Option(
        name: [.short, .customLong("output")],
        help: "Write to this file, atomically: on any error it is left untouched.",
        completion: .file())
    var output: String?

    @Flag(
        name: .customLong("internal"),
        help: "Show the theme's internal tokens too (its shared palette); no export ever emits them.")
    var showsInternal = false

    @Flag(
        help: ArgumentHelp(
            "Run again whenever a file the theme was read from changes (imports included); errors keep the last good "
                + "output.")
    )
    var watch = false

    func validate() throws {
        try UsageCheck.checkOptions(UsageCheck.arguments(of: Self.self), of: Self.self)
        try UsageCheck.checkWatch(watch, files: files)
        if !appearances.isEmpty, darkMode != nil || systemStyle != nil {
            throw ValidationError("--appearance cannot be combined with --dark-mode or --system-style")
        }
        try Terminal.validateReadable(files)
    }

    func run() throws {
        StopSignals.install()
        if watch {
            Watch().run(entries: files, warningsAsErrors: warningsAsErrors, work: emit)
        }
        let (theme, _) = try CommandTheme.load(files, warningsAsErrors: warningsAsErrors)
        try emit(theme)
    }

    /// Prints or writes the table of `theme`; throws, having said why, when nothing was written.
    func emit(_ loaded: Theme) throws {
        let theme = showsInternal ? loaded.includingInternal() : loaded
        let format = self.format ?? output.map(Self.format(forPath:)) ?? .table
        let columns = try chosenAppearances(in: theme)
        let swatches = output == nil && format == .table && Terminal.supportsColor(fileDescriptor: STDOUT_FILENO)
        if let output {
            let bytes = theme.renderData(format, appearances: columns, swatches: swatches)
            do {
                try AtomicFile.write(bytes, to: output, protecting: ProtectedFiles(files + theme.files))
            } catch {
                Terminal.printError(error)
                throw ExitCode(1)
            }
        } else {
            theme.write(format, appearances: columns, swatches: swatches, to: CheckedOutput.write)
            try CheckedOutput.finish()
        }
    }

    /// The format an output file's extension names (`.json`, `.csv`, `.md`/`.markdown`, `.txt`);
    /// `table` for any other extension.
    static func format(forPath path: String) -> OutputFormat {
        switch PathText.pathExtension(of: path).lowercased() {
        case "json": .json
        case "csv": .csv
        case "md", "markdown": .markdown
        default: .table
        }
    }

    /// The columns asked for by --appearance or the dark-mode decision; all by default.
    func chosenAppearances(in theme: Theme) throws -> [Appearance]? {
        if darkMode != nil || systemStyle != nil {
            let scheme = darkModeDecision(option: darkMode ?? .auto, systemStyle: systemStyle ?? .unspecified)
            return [theme.appearance(scheme: scheme) ?? theme.appearances[0]]
        }
        if appearances.isEmpty { return nil }
        switch theme.appearances(matching: appearances) {
        case let .success(chosen):
            chosen.notes.forEach(Terminal.printNote)
            return chosen.columns
        case let .failure(unknown):
            let known = theme.appearances.map { "'\($0.name)'" }.joined(separator: ", ")
            Terminal.printError("unknown appearance '\(unknown.name)'; this theme has \(known)")
            throw ExitCode(ExitCode.validationFailure.rawValue)
        }
    }
}
