/// A checked expression: names resolved to tokens, parameters and built-ins; calls matched to
/// their parameters. The evaluator runs it.
struct Code: Sendable {
    var kind: CodeKind
    var range: TextRange
}

/// The forms of checked code.
indirect enum CodeKind: Sendable {
    case constant(Value)
    case token(Int)
    case parameter(Int)
    /// True in appearances where `axis` has `value` (`dark`, `highContrast`).
    case appearanceIs(axis: Int, value: Int)
    /// One branch per value of `axis` (`dynamic(…)`, the system palette).
    case select(axis: Int, branches: [Code])
    /// The operand evaluated with `axis` fixed to `value` (`x.dark`).
    case freeze(Code, axis: Int, value: Int)
    case unary(UnaryOperator, Code)
    case binary(BinaryOperator, Code, Code)
    case conditional(Code, Code, Code)
    case builtin(Builtin, [Code])
    case call(function: Int, arguments: [Code])
    case host(Int, [Code])
    case fontField(Code, FontField)
    /// An error already reported.
    case invalid
}

/// The members of a font value.
enum FontField: String, Sendable, CaseIterable {
    case family, size, weight
}
