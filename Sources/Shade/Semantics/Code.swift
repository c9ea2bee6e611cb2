/// A checked expression: names resolved to tokens, parameters and built-ins; calls matched to
/// their parameters. The evaluator runs it.
struct Code: Sendable {
    var kind: CodeKind
    var range: TextRange
}

/// The forms of checked code. Only the cases that hold code directly are boxed: constants,
/// token references and calls (whose arguments are an array already) need no allocation of their own.
enum CodeKind: Sendable {
    case constant(Value)
    case token(Int)
    case parameter(Int)
    /// True in appearances where `axis` has `value` (`dark`, `highContrast`).
    case appearanceIs(axis: Int, value: Int)
    /// One branch per value of `axis` (`dynamic(…)`, the system palette).
    case select(axis: Int, branches: [Code])
    /// The operand evaluated with `axis` fixed to `value` (`x.dark`).
    indirect case freeze(Code, axis: Int, value: Int)
    indirect case unary(UnaryOperator, Code)
    indirect case binary(BinaryOperator, Code, Code)
    indirect case conditional(Code, Code, Code)
    case builtin(Builtin, [Code])
    case call(function: Int, arguments: [Code])
    case host(Int, [Code])
    indirect case fontField(Code, FontField)
    /// An error already reported.
    case invalid
}

/// The members of a font value.
enum FontField: String, Sendable, CaseIterable {
    case family, size, weight
}
