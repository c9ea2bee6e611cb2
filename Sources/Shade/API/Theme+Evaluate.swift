/// An expression's diagnostics, when it cannot be evaluated.
public struct ExpressionError: Error, Sendable {
    /// What is wrong, with locations in the expression's text (named `<expression>`).
    public let diagnostics: [Diagnostic]
}

/// The value of an expression in every appearance it varies in.
public struct ExpressionValue: Sendable, Hashable {
    /// The expression's type.
    public let type: ValueType
    /// The appearances: the theme's columns, plus any axis the expression itself varies on.
    public let appearances: [Appearance]
    /// One value per appearance, in the same order.
    public let values: [Value]
}

extension Theme {
    /// Evaluates an expression against the theme, as if written at the top level of the last
    /// file loaded: `darken(Semantic.key, 0.1)`, `contrast(label, systemBackground)`.
    public func evaluate(_ expression: String) throws(ExpressionError) -> ExpressionValue {
        let (code, type, mask) = try check(expression)
        let columns = Theme.columns(of: program.space, over: mask.union(columnMask))
        var values: [Value] = []
        for appearance in columns {
            do {
                values.append(try evaluator.evaluate(code, in: appearance.index))
            } catch {
                var log = DiagnosticLog(sources: sources)
                evaluator.report(error, in: appearance.index, over: mask, log: &log)
                throw ExpressionError(diagnostics: log.reported)
            }
        }
        return ExpressionValue(type: type, appearances: columns, values: values)
    }

    /// Evaluates an expression in one appearance.
    public func evaluate(_ expression: String, in appearance: Appearance) throws(ExpressionError) -> Value {
        let (code, _, mask) = try check(expression)
        do {
            return try evaluator.evaluate(code, in: appearance.index)
        } catch {
            var log = DiagnosticLog(sources: sources)
            evaluator.report(error, in: appearance.index, over: mask, log: &log)
            throw ExpressionError(diagnostics: log.reported)
        }
    }

    /// Parses, binds and type-checks an expression in the scope of the last file.
    private func check(_ expression: String) throws(ExpressionError) -> (Code, ValueType, AxisMask) {
        let scope = program.namespaces.lastIndex(where: \.isFileScope) ?? Namespace.global
        switch program.checkExpression(expression, path: "<expression>", scope: scope, sources: sources) {
        case let .success(checked): return (checked.code, checked.result.type.base, checked.result.mask)
        case let .failure(error): throw error
        }
    }
}
