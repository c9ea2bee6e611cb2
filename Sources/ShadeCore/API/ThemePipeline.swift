import ShadeSyntax

/// The one pipeline from syntax trees to resolved values. Every theme the library, the REPL, the
/// language server and the command line hold is made here, in two steps an editor may take
/// apart: ``check(_:hostFunctions:log:)`` (names, types, cycles, styles: what an editor shows
/// first after a change) and ``resolve(_:log:)`` (every token in every appearance, assertions).
/// `docs/architecture.md` draws where it stands.
package enum ThemePipeline {
    /// Checks `trees` into a program. The trees are consumed: a large theme's syntax is freed
    /// before its values are computed.
    package static func check(
        _ trees: consuming [SyntaxTree], hostFunctions: [HostFunction], log: inout DiagnosticLog
    ) -> Program {
        Compiler.compile(trees, hostFunctions: hostFunctions, log: &log)
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
