import ShadeSyntax

/// The value of an expression, from ``Theme/evaluate(_:)`` or the REPL's session:
/// its type and its value in each appearance.
public struct ExpressionValue: Sendable, Hashable {
    /// The expression's type.
    public let type: ValueType
    /// For a dimension: its unit, when the checker knows it (`16pt * 2` is in `pt`).
    public let unit: ValueType.DimensionUnit?
    /// The axes the value varies on (`scheme`, `contrast`, …), empty for a static value.
    public let axes: [String]
    /// The appearances: for a theme, its columns plus any axis the expression itself varies on;
    /// for a session, those the value varies in (one named `default` when none) or the one asked for.
    public let appearances: [Appearance]
    /// One value per appearance, in the same order.
    public let values: [Value]

    /// The type as the REPL shows it: `color`, `dimension (pt)`.
    public var typeDescription: String { StaticType(type, unit: unit).description }

    /// The value in `appearance` (of the theme or session that evaluated it): the one shown for
    /// its settings of the axes the value varies on; nil when it was not evaluated there.
    public func value(in appearance: Appearance) -> Value? {
        appearances.firstIndex { column in axes.allSatisfy { column.settings[$0] == appearance.settings[$0] } }
            .map { values[$0] }
    }

    package init(type: StaticType, axes: [String], appearances: [Appearance], values: [Value]) {
        self.type = type.base
        self.unit = type.unit
        self.axes = axes
        self.appearances = appearances
        self.values = values
    }
}

extension Theme {
    /// Evaluates an expression against the theme, as if written at the top level of the last
    /// file loaded: `darken(Semantic.key, 0.1)`, `contrast(label, systemBackground)`.
    public func evaluate(_ expression: String) throws(ThemeError) -> ExpressionValue {
        let (code, type, mask, expressionSources) = try check(expression)
        let axes = program.axes.indices.filter(mask.contains).map { program.axes[$0].name }
        let columns = Theme.columns(of: program.space, over: mask.union(columnMask))
        var values: [Value] = []
        for appearance in columns {
            do {
                values.append(try evaluator.evaluate(code, in: appearance.index))
            } catch {
                var log = DiagnosticLog(sources: expressionSources)  // its ranges are in the expression too
                evaluator.report(error, in: appearance.index, over: mask, log: &log)
                throw ThemeError(diagnostics: log.reported)
            }
        }
        return ExpressionValue(type: type, axes: axes, appearances: columns, values: values)
    }

    /// Evaluates an expression in one appearance (one of this theme's: another theme's is an error).
    public func evaluate(_ expression: String, in appearance: Appearance) throws(ThemeError) -> Value {
        let column = try place(of: appearance)
        let (code, _, mask, expressionSources) = try check(expression)
        do {
            return try evaluator.evaluate(code, in: column)
        } catch {
            var log = DiagnosticLog(sources: expressionSources)  // its ranges are in the expression too
            evaluator.report(error, in: column, over: mask, log: &log)
            throw ThemeError(diagnostics: log.reported)
        }
    }

    /// Parses, binds and type-checks an expression in the scope of the last file.
    private func check(_ expression: String) throws(ThemeError) -> (BoundCode, StaticType, AxisMask, SourceMap) {
        let scope = program.namespaces.lastIndex(where: \.isFileScope) ?? Namespace.global
        switch program.checkExpression(expression, path: "<expression>", scope: scope, sources: sources) {
        case let .success(checked): return (checked.code, checked.result.type, checked.result.mask, checked.sources)
        case let .failure(error): throw error
        }
    }
}

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
