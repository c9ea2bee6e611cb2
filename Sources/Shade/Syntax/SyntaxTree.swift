/// An expression as written, with its source range.
struct Expression: Sendable {
    var kind: ExpressionKind
    var range: TextRange
}

/// A call argument: an optional label and a value.
struct Argument: Sendable {
    var label: String?
    var labelRange: TextRange?
    var value: Expression
}

/// Prefix operators.
enum UnaryOperator: String, Sendable {
    case negate = "-", not = "!"
}

/// Infix operators, from the loosest binding to the tightest.
enum BinaryOperator: String, Sendable {
    case or = "||", and = "&&"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: true
        default: false
        }
    }
}

/// The forms of an expression. Only the cases that hold expressions are boxed: a literal or a
/// name is stored in place, with no allocation of its own.
enum ExpressionKind: Sendable {
    case number(Double)
    case dimension(Double, Unit)
    case color(Color)
    case string(String)
    case bool(Bool)
    /// A bare name: a token, a group, a function, a parameter or a built-in.
    case name(String)
    /// `base.name`: a member of a group, a frozen appearance (`x.dark`) or a font's field.
    indirect case member(Expression, name: String, nameRange: TextRange)
    /// `callee(arguments)`; the callee is a name or a dotted path.
    indirect case call(callee: Expression, arguments: [Argument])
    indirect case unary(UnaryOperator, Expression)
    indirect case binary(BinaryOperator, Expression, Expression)
    /// `if condition then a else b`.
    indirect case conditional(Expression, Expression, Expression)
    /// Where the parser found an error; already reported.
    case invalid
}

/// A type written in the source, as in `color name = …` or `c: color`.
struct TypeAnnotation: Sendable {
    var type: ValueType
    var range: TextRange
}

/// A parameter of a `fn`.
struct Parameter: Sendable {
    var name: String
    var nameRange: TextRange
    var type: TypeAnnotation
    var defaultValue: Expression?
}

/// A top-level or group-level declaration.
struct Declaration: Sendable {
    var kind: DeclarationKind
    var range: TextRange
    /// The range of the `private` keyword, when present.
    var privateRange: TextRange?

    var isPrivate: Bool { privateRange != nil }
}

/// The forms of a declaration.
enum DeclarationKind: Sendable {
    /// `TYPE NAME = EXPR`.
    case token(type: TypeAnnotation, name: String, nameRange: TextRange, value: Expression)
    /// `group NAME { … }`.
    case group(name: String, nameRange: TextRange, members: [Declaration])
    /// `fn NAME(PARAMS) -> TYPE = EXPR`.
    case function(name: String, nameRange: TextRange, parameters: [Parameter], result: TypeAnnotation, body: Expression)
    /// `import "PATH"`.
    case importFile(path: String, pathRange: TextRange)
    /// `assert EXPR [, "MESSAGE"]`.
    case assertion(condition: Expression, message: String?)
    /// `axis NAME { VALUE, … }`: a declared appearance axis; the first value is its default.
    case axis(name: String, nameRange: TextRange, values: [(name: String, range: TextRange)])

    /// The declared name, for declarations that have one.
    var name: (String, TextRange)? {
        switch self {
        case let .token(_, name, range, _), let .group(name, range, _), let .function(name, range, _, _, _),
             let .axis(name, range, _):
            (name, range)
        case .importFile, .assertion:
            nil
        }
    }
}

/// The syntax tree of one source file.
struct SyntaxTree: Sendable {
    var file: Int32
    var declarations: [Declaration]
}
