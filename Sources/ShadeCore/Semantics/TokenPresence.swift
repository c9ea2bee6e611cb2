import ShadeSyntax

/// Where a token exists (docs/language.md, Tokens of some appearances): a token declared in a
/// `when` block (`when dark { color highlight = #ffffff1a }`) exists only in the appearances
/// where all the block's axis values hold, as Primer has tokens only its dark themes define.
/// Elsewhere it has no value: `eval` shows it absent, exports leave it out, and reading it there
/// is an error that names the appearance.
///
/// A platform in a combination the theme does not list shows its fallback
/// (``AppearanceSpace/shown(_:)``), so the token is present there exactly when it is in the
/// appearance shown.
package struct TokenPresence: Sendable {
    /// The block's axis values, as written.
    package var conditions: [(name: String, range: TextRange)]
    /// The same, checked against the axes; empty until ``Program/resolvePresence(log:)``.
    package var settings: [AxisSetting] = []

    /// `dark, dimmed`, as written.
    package var condition: String { conditions.map(\.name).joined(separator: ", ") }

    /// The axes presence depends on: a partial token varies on them.
    package var mask: AxisMask { settings.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1.axis)) } }

    /// Whether the token exists in combination `appearance` of `space`: in the appearance it shows.
    package func holds(in appearance: Int, of space: AppearanceSpace) -> Bool {
        let shown = space.shown(appearance)
        return settings.allSatisfy { space.value(of: $0.axis, in: shown) == $0.value }
    }
}

extension TokenEntry {
    /// The axes the token's presence depends on (none for a token that exists everywhere).
    package var presenceMask: AxisMask { presence?.mask ?? .none }
}

extension Program {
    /// Checks the axis values of every partial token's block; a token whose block names an
    /// unknown value (reported) is broken.
    mutating func resolvePresence(log: inout DiagnosticLog) {
        var failed = Set<TextRange>()  // a block's tokens share its conditions: one report
        for index in tokens.indices {
            guard let presence = tokens[index].presence, let first = presence.conditions.first?.range else { continue }
            guard !failed.contains(first),
                let settings = Overrides.settings(of: presence.conditions, in: self, log: &log)
            else {
                failed.insert(first)
                tokens[index].isBroken = true
                continue
            }
            tokens[index].presence?.settings = settings
        }
    }
}

extension Evaluator {
    /// Whether `token` exists in `appearance` (always, but for a token declared in a `when` block).
    package func isPresent(token: Int, in appearance: Int) -> Bool {
        !program.tokens[token].isPartial || program.tokens[token].presence!.holds(in: appearance, of: space)
    }
}

extension DiagnosticMessage {
    static let whenDeclaresTokensOnly = Self(
        text: "a 'when' block declares tokens and overrides; declare groups, functions and the rest outside it")
    static func tokenAbsent(_ token: String, in appearance: String, condition: String) -> Self {
        Self(text: "'\(token)' does not exist in \(appearance): it is declared only 'when \(condition)'")
    }
}
