import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Reading a session: appearances, expressions, types and the resolved table.
extension ThemeSession {
    /// The appearances the session's tokens vary in (private tokens included), as columns.
    package var appearances: [Appearance] {
        Theme.columns(of: build.space, over: build.sessionMask)
    }

    /// The axes the session knows: `scheme`, `contrast`, then declared ones.
    package var axes: [Appearance.AxisDefinition] { build.program.axes }

    /// The appearance a platform shows in the combination named by axis values joined with '-'
    /// (`dark`, `dark-high`, `light-acme`), axes left out at their defaults: the combination, or
    /// its fallback when the session lists its appearances and not this one. Nil when a part is
    /// not a value of any axis, or two are values of one axis.
    package func appearance(named name: String) -> Appearance? {
        let space = build.space
        guard let index = space.combination(named: name) else { return nil }
        let mask = space.axes.indices.filter { space.value(of: $0, in: index) != 0 }
            .reduce(build.sessionMask) { $0.union(AxisMask(axis: $1)) }
        return Theme.column(showing: index, in: space, over: mask)
    }

    /// The appearances a ``AppearanceSelection/matching(_:)`` selection of `name` shows for the
    /// whole session: empty when `name` matches none (a part is not an axis value, or two parts
    /// are values of one axis).
    package func appearances(matching name: String) -> [Appearance] {
        build.columns(over: build.sessionMask, matching: name)
    }

    /// The note for a ``AppearanceSelection/matching(_:)`` selection of a combination no column
    /// has, naming the column it shows (its fallback); nil for a name some column matches.
    package func fallbackNote(for name: String) -> String? {
        build.choice(over: build.sessionMask, matching: name).fallback.map {
            ChosenAppearances.note(name: name, shown: $0)
        }
    }

    /// The session as a ``Theme``: its emitted tokens and columns, every token's value by name
    /// (private ones included), expressions evaluated in the scope of the last file loaded.
    package var theme: Theme {
        Theme(program: build.program, evaluator: build.evaluator, sources: build.sources, diagnostics: build.warnings)
    }

    /// Evaluates an expression in the session's global scope, in the appearances it varies in
    /// (or the one selected); diagnostics number its first line `line`.
    package func evaluate(
        _ expression: String, line: Int = 1, in selection: AppearanceSelection = .all
    ) -> Result<ExpressionValue, ThemeError> {
        let checked: Program.CheckedExpression
        switch check(expression, line: line) {
        case let .success(value): checked = value
        case let .failure(error): return .failure(error)
        }
        let columns = build.columns(over: checked.result.mask, selection)
        var values: [Value] = []
        for column in columns {
            do {
                values.append(try build.evaluator.evaluate(checked.code, in: column.index))
            } catch {
                var log = DiagnosticLog(sources: checked.sources)
                build.evaluator.report(error, in: column.index, over: checked.result.mask, log: &log)
                return .failure(ThemeError(diagnostics: log.diagnostics.isEmpty ? [Self.usesErrors] : log.diagnostics))
            }
        }
        return .success(
            ExpressionValue(
                type: checked.result.type, axes: axisNames(checked.result.mask), appearances: columns, values: values))
    }

    /// The type of an expression (`color`, `dimension`, as `shade eval` names it), and the axes it varies on;
    /// diagnostics number its first line `line`.
    package func type(of expression: String, line: Int = 1) -> Result<(type: String, axes: [String]), ThemeError> {
        check(expression, line: line).map { ($0.result.type.base.rawValue, axisNames($0.result.mask)) }
    }

    package func axisNames(_ mask: AxisMask) -> [String] {
        build.program.axes.indices.filter(mask.contains).map { build.program.axes[$0].name }
    }

    /// Parses, binds and type-checks an expression typed into the session.
    package func check(_ expression: String, line: Int) -> Result<Program.CheckedExpression, ThemeError> {
        build.program.checkExpression(
            expression, path: "<repl>", firstLine: line, scope: build.typedScope, sources: build.sources
        )
        .mapError { ThemeError(diagnostics: $0.diagnostics.isEmpty ? [Self.usesErrors] : $0.diagnostics) }
    }

    /// Why an expression that uses a token with errors has no value (that token's own errors
    /// were listed when its file was loaded).
    static let usesErrors = Diagnostic(
        message: "the expression uses a token that has errors; fix them by redefining it", location: nil)

    /// The resolved tokens (private ones included; tokens with errors and the values of
    /// component styles left out, see ``styles(component:in:)``), all of them or those inside `group`, with the
    /// appearances their values are in (the columns).
    package func table(
        group: String? = nil, in selection: AppearanceSelection = .all
    ) -> Result<(appearances: [Appearance], tokens: [ThemeToken]), ThemeError> {
        let program = build.program
        if let group, !program.namespaces.contains(where: { !$0.isFileScope && $0.name == group }) {
            let groups = program.namespaces.filter { !$0.isFileScope && !$0.name.isEmpty && $0.opening == nil }.map(
                \.name)
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message: "unknown group '\(group)'", location: nil,
                        suggestions: Suggestions.closest(to: group, among: groups))
                ]))
        }
        let columns = build.columns(over: build.sessionMask, selection)
        let prefix = group.map { $0 + "." }
        var rows: [ThemeToken] = []
        for (index, token) in program.tokens.enumerated() where build.isResolved(index) && !token.isStyleValue {
            if let prefix, !token.name.hasPrefix(prefix) { continue }
            rows.append(
                ThemeToken(
                    program, token: index, values: columns.map { build.value(ofToken: index, in: $0) },
                    presence: build.presence(ofToken: index, in: columns)))
        }
        return .success((columns, rows))
    }
}

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
