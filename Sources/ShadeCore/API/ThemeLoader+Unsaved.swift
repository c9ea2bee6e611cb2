import ShadeSyntax

/// A theme read and checked but not yet resolved: its checker's diagnostics are known before
/// any value is computed, which is what an editor shows first after a change.
package struct CheckedTheme: Sendable {
    package let program: Program
    package let log: DiagnosticLog
    /// Every file the theme was read from or tried to import, as absolute paths (see ``Theme/files``).
    public let files: [String]

    /// The diagnostics of reading and checking: all but those only resolving finds (failed
    /// assertions, values out of range).
    public var diagnostics: [Diagnostic] { log.reported }

    /// Resolves every token in every appearance: the theme ``ThemeLoader/load(files:)`` gives.
    public func resolved() -> Theme {
        var log = log
        return ThemePipeline.theme(program, files: files, log: &log)
    }
}

extension ThemeLoader {
    /// Loads theme files, in order, into one theme, reading `unsaved` texts (keyed by path) in
    /// place of the files on disk wherever an entry or an import names one of them: what an
    /// editor shows wins over what it has not saved yet.
    public func load(files paths: [String], unsaved: [String: String]) -> Theme {
        check(files: paths, unsaved: unsaved).resolved()
    }

    /// Reads and checks theme files as ``load(files:unsaved:)`` does, without resolving them.
    package func check(files paths: [String], unsaved: [String: String] = [:]) -> CheckedTheme {
        var loader = ImportLoader()
        loader.readInstead(unsaved.mapValues { Array($0.utf8) })
        for path in paths { loader.loadEntry(path: path) }
        var log = loader.log
        let program = ThemePipeline.check(loader.takeTrees(), hostFunctions: hostFunctions, log: &log)
        return CheckedTheme(program: program, log: log, files: loader.files)
    }
}
