/// Reading a session: appearances, expressions, types and the resolved table.
extension ThemeSession {
    /// The appearances the session's tokens vary in (private tokens included), as columns.
    public var appearances: [Appearance] {
        Theme.columns(of: build.space, over: build.sessionMask)
    }

    /// The axes the session knows: `scheme`, `contrast`, then declared ones.
    public var axes: [Axis] { build.program.axes }

    /// The appearance named by axis values joined with '-' (`dark`, `dark-high`, `light-acme`);
    /// axes left out are at their defaults. Nil when a part is not a value of any axis.
    public func appearance(named name: String) -> Appearance? {
        let space = build.space
        var index = 0
        var mask = build.sessionMask
        for part in name.split(separator: "-", omittingEmptySubsequences: false) {
            guard let (axis, value) = space.locate(value: String(part)) else { return nil }
            index = space.setting(axis, to: value, in: index)
            mask = mask.union(AxisMask(axis: axis))
        }
        return space.appearance(index, over: mask)
    }

    /// The session as a ``Theme``: its emitted tokens and columns, every token's value by name
    /// (private ones included), expressions evaluated in the scope of the last file loaded.
    public var theme: Theme {
        Theme(program: build.program, evaluator: build.evaluator, sources: build.sources, diagnostics: build.warnings)
    }

    /// Evaluates an expression in the session's global scope, in the appearances it varies in
    /// (or the one selected).
    public func evaluate(_ expression: String, in selection: AppearanceSelection = .all) -> Result<ExpressionValue, ThemeError> {
        let checked: Program.CheckedExpression
        switch check(expression) {
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
                return .failure(ThemeError(diagnostics: log.diagnostics))
            }
        }
        return .success(ExpressionValue(
            type: checked.result.type, axes: axisNames(checked.result.mask), appearances: columns, values: values))
    }

    /// The type of an expression (`color`, `dimension (pt)`), and the axes it varies on.
    public func type(of expression: String) -> Result<(type: String, axes: [String]), ThemeError> {
        check(expression).map { ($0.result.type.description, axisNames($0.result.mask)) }
    }

    func axisNames(_ mask: AxisMask) -> [String] {
        build.program.axes.indices.filter(mask.contains).map { build.program.axes[$0].name }
    }

    /// Parses, binds and type-checks an expression typed into the session.
    func check(_ expression: String) -> Result<Program.CheckedExpression, ThemeError> {
        build.program.checkExpression(expression, path: "<repl>", scope: build.typedScope, sources: build.sources)
    }

    /// The resolved tokens (private ones included), all of them or those inside `group`, with
    /// the appearances their values are in (the columns).
    public func table(
        group: String? = nil, in selection: AppearanceSelection = .all
    ) -> Result<(appearances: [Appearance], tokens: [ThemeToken]), ThemeError> {
        let program = build.program
        if let group, !program.namespaces.contains(where: { !$0.isFileScope && $0.name == group }) {
            let groups = program.namespaces.filter { !$0.isFileScope && !$0.name.isEmpty }.map(\.name)
            return .failure(ThemeError(diagnostics: [Diagnostic(
                message: "unknown group '\(group)'", location: nil,
                suggestions: Suggestions.closest(to: group, among: groups))]))
        }
        let columns = build.columns(over: build.sessionMask, selection)
        let prefix = group.map { $0 + "." }
        var rows: [ThemeToken] = []
        for (index, token) in program.tokens.enumerated() {
            if let prefix, !token.name.hasPrefix(prefix) { continue }
            rows.append(ThemeToken(program, token: index, values: columns.map { build.value(ofToken: index, in: $0) }))
        }
        return .success((columns, rows))
    }
}
