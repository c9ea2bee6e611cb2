import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// What the tools show about a theme's names; completion itself is ``CompletionService``.
extension Theme {
    /// The type of a token as the REPL shows it (`color`, `dimension (pt)`); nil when no token has
    /// this qualified name.
    public func typeDescription(ofToken name: String) -> String? {
        program.tokenIndex(named: name).map(CompletionService(theme: self).typeDescription(ofToken:))
    }

    /// Any token by its qualified name, private ones included, with its values in the theme's
    /// appearances (none when it has an error).
    public func token(named name: String) -> ThemeToken? {
        guard let index = program.tokenIndex(named: name) else { return nil }
        let values = appearances.compactMap { evaluator.value(ofToken: index, in: $0.index) }
        return ThemeToken(program, token: index, values: values.count == appearances.count ? values : [])
    }

    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number =
    /// 0.5) -> color`), a host function's, or a built-in's; nil when there is no such function.
    public func signature(ofFunction name: String) -> String? {
        CompletionService(theme: self).signature(ofFunction: name)
    }
}
