import ArgumentParser
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What `eval` and `export` do first: load the theme files (standard input when none is given),
/// with the memory tuning for large inputs, print the diagnostics, and stop with status 1 when
/// the theme has errors (or, with `--warnings-as-errors`, warnings).
enum CommandTheme {
    /// The loaded theme, and whether the memory tuning is on (values to keep until exit).
    static func load(_ files: [String], warningsAsErrors: Bool) throws -> (theme: Theme, tuned: Bool) {
        let tuned = MemoryTuning.prepare(forFiles: files.filter { $0 != "-" })
        let theme = ThemeLoader().load(files: files.isEmpty ? ["-"] : files)
        MemoryTuning.keepUntilExit(theme, tuned: tuned)
        Terminal.printDiagnostics(theme.diagnostics)
        if theme.hasErrors || (warningsAsErrors && !theme.diagnostics.isEmpty) { throw ExitCode(1) }
        return (theme, tuned)
    }
}
