import ShadeSyntax

/// `inherited` in an override (docs/language.md, Overrides): the value the token has in the
/// appearance being computed had this override not existed — the next less specific override
/// that holds, or the token's own definition. `when dark { accentMuted = alpha(inherited, 0.2) }`
/// changes only the alpha in dark, as Primer's dark themes do, without a cycle: `inherited`
/// reads no token.
///
/// It is bound as the override's one parameter (so a token named `inherited` is `$.inherited`
/// there), and evaluated once per appearance before the override's value (``Evaluator``).
package enum InheritedValue {
    /// The word, contextual: a name like any other outside a `when` block.
    package static let word = "inherited"

    /// What it is, as completion and hover say it.
    package static let description =
        "the value this override replaces: the token's value here without it (the next less specific override, "
        + "or its definition)"

    /// The parameter an override's value is bound with: `inherited`, of the token's declared type.
    static func parameter(of token: TokenEntry) -> Parameter {
        Parameter(name: word, nameRange: token.nameRange, type: token.declaredType, defaultValue: nil)
    }

    /// Whether bound override code reads `inherited`.
    static func isRead(in code: CodeID, rows: CodeRows) -> Bool {
        var found = false
        visit(code, rows: rows) { code, _ in
            if case .parameter = rows.codes[code.offset].kind { found = true }
        }
        return found
    }

    /// Reports `inherited` frozen to another appearance (`inherited.light`): it is the value of
    /// the appearance being computed, and has no other.
    static func reportFrozen(in code: CodeID, rows: CodeRows, log: inout DiagnosticLog) {
        var reported = false
        visit(code, rows: rows) { code, frozen in
            guard !reported, frozen, case .parameter = rows.codes[code.offset].kind else { return }
            reported = true
            log.error(.inheritedFrozen, at: rows.range(of: code))
        }
    }

    /// Calls `body` on `code` and every code inside it (not inside called functions' bodies),
    /// with whether a freeze (`x.dark`) is around it.
    private static func visit(
        _ code: CodeID, rows: CodeRows, frozen: Bool = false, _ body: (CodeID, Bool) -> Void
    ) {
        body(code, frozen)
        func visit(_ operand: CodeID, frozen: Bool) { Self.visit(operand, rows: rows, frozen: frozen, body) }
        switch rows.codes[code.offset].kind {
        case .number, .dimension, .colorLiteral, .string, .bool, .value, .token, .parameter, .appearanceIs, .invalid:
            break
        case let .select(_, branches): for branch in rows[branches] { visit(branch, frozen: frozen) }
        case let .freeze(operand, _, _): visit(operand, frozen: true)
        case let .unary(_, operand), let .field(operand, _): visit(operand, frozen: frozen)
        case let .binary(_, left, right):
            visit(left, frozen: frozen)
            visit(right, frozen: frozen)
        case let .conditional(condition, then, otherwise):
            for part in [condition, then, otherwise] { visit(part, frozen: frozen) }
        case let .builtin(_, arguments), let .call(_, arguments), let .host(_, arguments):
            for argument in rows[arguments] { visit(argument, frozen: frozen) }
        case let .override(override):
            visit(override.value, frozen: frozen)
            visit(override.otherwise, frozen: frozen)
        }
    }
}

extension DiagnosticMessage {
    static let inheritedFrozen = Self(
        text:
            "'inherited' is the value this override replaces in the appearance being computed; it cannot be frozen "
            + "to another appearance"
    )
    static func overriddenInTwoFiles(_ token: String, condition: String) -> Self {
        Self(
            text:
                "'\(token)' is overridden by 'when \(condition)' in two files: the one imported later wins wherever "
                + "it holds; keep one, or build on the other with 'inherited'"
        )
    }
}
