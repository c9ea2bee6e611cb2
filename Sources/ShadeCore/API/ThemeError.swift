import ShadeSyntax

/// Why a query of a theme or a session was refused: an expression that does not check or
/// evaluate, an unknown token or group, a file that cannot be written. Nothing changed.
public struct ThemeError: ShadeError, Hashable {
    /// What went wrong, with locations in the text queried (`<expression>`, `<repl>`) where
    /// there are any.
    public let diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
