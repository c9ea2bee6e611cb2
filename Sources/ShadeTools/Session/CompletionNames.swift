import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The names a session knows, for completion and signatures.
extension ThemeSession {
    /// The completion service over the session's names: the top level sees what was loaded and
    /// what was typed (the typed definitions' private names too).
    package var completions: CompletionService {
        CompletionService(program: build.program, sources: build.sources, fileScopes: [build.typedScope])
    }

    /// The names of every user function (qualified), for listing.
    package var functionNames: [String] { build.program.functions.map(\.name) }

    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number = 0.5)
    /// -> color`), a host function's, or a built-in's; nil when there is no such function.
    package func signature(ofFunction name: String) -> String? {
        completions.signature(ofFunction: name)
    }
}
