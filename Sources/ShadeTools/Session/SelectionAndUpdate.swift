import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Which appearances a session query shows: every column, or one appearance.
package enum AppearanceSelection: Hashable, Sendable {
    /// Every appearance the value varies in (a single value when it varies in none).
    case all
    /// Only this appearance (from ``ThemeSession/appearance(named:)``).
    case one(Appearance)
    /// The appearances with every axis value of a name (`dark`, `dark-high`, `acme`): the rule of
    /// `shade eval --appearance` (``Appearance/matches(_:)``), over the axes the value varies on
    /// and the axes the name sets.
    case matching(String)
}

/// The outcome of changing a session: either it was refused (errors) and nothing changed, or it
/// was applied and these tokens changed. A file loaded with errors is applied all the same: its
/// sound declarations are kept and its errors listed.
package struct SessionUpdate: Hashable, Sendable {
    /// Errors (the change was refused, or a loaded file holds them) and warnings.
    package let diagnostics: [Diagnostic]
    /// The tokens whose values changed, in declaration order; empty when refused.
    package let changes: [TokenChange]
    /// How many tokens the update evaluated (the redefined token and its dependents, or all).
    package let evaluatedTokens: Int

    /// True when the change was applied.
    package let succeeded: Bool

    package init(diagnostics: [Diagnostic], changes: [TokenChange], evaluatedTokens: Int, succeeded: Bool = true) {
        self.diagnostics = diagnostics
        self.changes = changes
        self.evaluatedTokens = evaluatedTokens
        self.succeeded = succeeded
    }

    package static func refused(_ diagnostics: [Diagnostic]) -> SessionUpdate {
        SessionUpdate(diagnostics: diagnostics, changes: [], evaluatedTokens: 0, succeeded: false)
    }
}

/// How a token's value is derived: its expression, its values and what it uses, recursively.
package struct Derivation: Hashable, Sendable {
    /// The qualified token name, or `fn NAME` for a function.
    package let name: String
    /// The declared type (`color`), or the function's signature.
    package let type: String
    /// The expression as written, on one line.
    package let expression: String
    /// The selected appearances the token's value varies in (one named `default` for a static
    /// value; empty for functions).
    package let appearances: [Appearance]
    /// The token's value in each of ``appearances``.
    package let values: [Value]
    /// The tokens and functions it uses, in the order they appear.
    package let inputs: [Derivation]
    /// True when this node was explained further up the tree; its inputs are then left out.
    package let isRepeated: Bool
    /// True when the tree is cut here, ``ThemeSession/maximumExplanationDepth`` levels down;
    /// its inputs are then left out.
    package let isCut: Bool
    /// For a component's property in a context, where its value comes from
    /// (``ComponentStyle/Source/describe(component:)``: `style UINavigationBar in A`, `the component's
    /// default (reset)`); nil for a token.
    package var origin: String? = nil
    /// The `///` comment above the token's declaration; nil when there is none.
    package var description: String? = nil
    /// For a token of some appearances, whether it exists in each of ``appearances``; empty
    /// when it exists everywhere.
    package var presence: [Bool] = []
}
