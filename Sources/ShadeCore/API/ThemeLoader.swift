import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads themes: reads and checks source, resolves every token in every appearance.
///
/// ```swift
/// var loader = ThemeLoader()
/// loader.register(HostFunction(name: "brandBlue", parameters: [], result: .color) { _ in
///     .color(Color(hex: "#3c64f4")!)
/// })
/// let theme = loader.load(source: "color accent = darken(brandBlue(), 0.2)")
/// ```
public struct ThemeLoader: Sendable {
    /// The functions registered so far.
    public private(set) var hostFunctions: [HostFunction] = []

    /// Creates a loader with no host functions.
    public init() {}

    /// Makes a function of the app available to the themes this loader loads. A later
    /// registration of the same name replaces an earlier one.
    public mutating func register(_ function: HostFunction) {
        hostFunctions.removeAll { $0.name == function.name }
        hostFunctions.append(function)
    }

    /// Loads theme files, in order, into one theme; `-` reads standard input. Each file's folder
    /// is the root its imports must stay in.
    public func load(files paths: [String]) -> Theme {
        var loader = ImportLoader()
        for path in paths {
            if path == "-" {
                switch SourceReader.read(descriptor: 0) {
                case let .success(bytes):
                    loader.loadSource(bytes, display: "<stdin>", directory: FileManager.default.currentDirectoryPath)
                case let .failure(failure):
                    loader.log.error(.unreadableFile("<stdin>", failure.reason), at: nil)
                }
            } else {
                loader.loadEntry(path: path)
            }
        }
        return finish(&loader)
    }

    /// Loads one theme file.
    public func load(contentsOf path: String) -> Theme {
        load(files: [path])
    }

    /// Loads a theme from source text. `path` names it in diagnostics; imports resolve
    /// against `directory` (the current directory by default), which is also their root.
    public func load(source: String, path: String = "<input>", directory: String? = nil) -> Theme {
        var loader = ImportLoader()
        loader.loadSource(
            Array(source.utf8), display: path, directory: directory ?? FileManager.default.currentDirectoryPath)
        return finish(&loader)
    }

    private func finish(_ loader: inout ImportLoader) -> Theme {
        var log = loader.log
        return ThemePipeline.theme(loader.takeTrees(), hostFunctions: hostFunctions, files: loader.files, log: &log)
    }
}

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

/// The one pipeline from syntax trees to resolved values. Every theme the library, the REPL, the
/// language server and the command line hold is made here, in two steps an editor may take
/// apart: ``check(_:hostFunctions:log:)`` (names, types, cycles, styles: what an editor shows
/// first after a change) and ``resolve(_:log:)`` (every token in every appearance, assertions).
/// `docs/architecture.md` draws where it stands.
package enum ThemePipeline {
    /// Checks `trees` into a program. The trees are consumed: a large theme's syntax is freed
    /// before its values are computed.
    /// - Parameter finished: called as each pass of checking ends, for the stage benchmark.
    package static func check(
        _ trees: consuming [SyntaxTree], hostFunctions: [HostFunction], log: inout DiagnosticLog,
        finished: (Compiler.Pass) -> Void = { _ in }
    ) -> Program {
        Compiler.compile(trees, hostFunctions: hostFunctions, log: &log, finished: finished)
    }

    /// Resolves every token of `program` in every appearance and checks its assertions.
    package static func resolve(_ program: Program, log: inout DiagnosticLog) -> Evaluator {
        var evaluator = Evaluator(program: program)
        evaluator.evaluateAll(log: &log)
        return evaluator
    }

    /// Both steps: the resolved theme of `trees`, reading `files` (``Theme/files``).
    package static func theme(
        _ trees: consuming [SyntaxTree], hostFunctions: [HostFunction], files: [String] = [],
        log: inout DiagnosticLog
    ) -> Theme {
        let program = check(trees, hostFunctions: hostFunctions, log: &log)
        return theme(program, files: files, log: &log)
    }

    /// The resolved theme of a checked `program`.
    package static func theme(_ program: Program, files: [String] = [], log: inout DiagnosticLog) -> Theme {
        let evaluator = resolve(program, log: &log)
        var theme = Theme(program: program, evaluator: evaluator, log: log)
        theme.files = files
        return theme
    }
}
