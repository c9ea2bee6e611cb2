import ShadeCore
import ShadeSyntax

extension ExportedTheme {
    /// Per combination of `columns`, the emitted token the value of token `index` is exactly a
    /// reference to there, or nil; empty when no value is one. The reference is found through
    /// what picks a value by appearance — an override (`when dark { a = b }`), `dynamic(…)`, `if
    /// dark then b else c` — in the appearance the combination shows (docs/exports.md, One
    /// fallback), where eval takes the value. A group's own token is named `group.$root` (DTCG
    /// 2025.10).
    static func aliases(ofToken index: Int, in program: Program, at columns: [Int], groupRoots: Set<Int>) -> [String?] {
        let code = program.tokenCodes[index]
        guard mayAlias(code, in: program.code) else { return [] }
        let space = program.space
        let aliases = columns.map { column -> String? in
            guard let target = reference(in: code, rows: program.code, at: space.shown(column), space: space),
                program.tokens[target].isEmitted
            else { return nil }
            return program.tokens[target].name + (groupRoots.contains(target) ? ".$root" : "")
        }
        return aliases.allSatisfy { $0 == nil } ? [] : aliases
    }

    /// Whether `code` can be a reference in some appearance: most tokens are computed, and are
    /// not walked once per column.
    private static func mayAlias(_ code: CodeID, in rows: CodeRows) -> Bool {
        switch rows[code].kind {
        case .token, .override, .select: true
        case let .conditional(condition, _, _):
            if case .appearanceIs = rows[condition].kind { true } else { false }
        default: false
        }
    }

    /// The token `code` is exactly a reference to in `appearance`, following the branch each
    /// override, `dynamic(…)` and appearance test takes there.
    private static func reference(in code: CodeID, rows: CodeRows, at appearance: Int, space: AppearanceSpace)
        -> Int?
    {
        var code = code
        while true {
            switch rows[code].kind {
            case let .token(target): return target
            case let .override(override):
                let holds = override.settings.allSatisfy { space.value(of: $0.axis, in: appearance) == $0.value }
                code = holds ? override.value : override.otherwise
            case let .select(axis, branches): code = rows.code(space.value(of: axis, in: appearance), of: branches)
            case let .conditional(condition, then, otherwise):
                guard case let .appearanceIs(axis, value) = rows[condition].kind else { return nil }
                code = space.value(of: axis, in: appearance) == value ? then : otherwise
            default: return nil
            }
        }
    }
}
