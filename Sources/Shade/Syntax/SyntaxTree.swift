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
    case color(ColorLiteral)
    case string(String)
    case bool(Bool)
    /// A bare name: a token, a group, a function, a parameter or a built-in.
    case name(String)
    /// `$`, the top level, as the base of `$.name`: names declared at the top level, whatever a
    /// group around the expression declares.
    case topLevel
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

extension ExpressionKind {
    /// Whether this is `$`, the top level.
    var isTopLevel: Bool {
        if case .topLevel = self { return true }
        return false
    }
}

/// A color as written (`#3c64f4`, `#fff8`): its bytes, four of them where a ``Color`` takes 32, so
/// a large theme's syntax trees stay small.
struct ColorLiteral: Sendable {
    var red: UInt8, green: UInt8, blue: UInt8
    /// 255 when the literal gives no alpha.
    var alpha: UInt8

    /// The color, each channel its byte divided by 255.
    var color: Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }
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
    /// The `///` lines directly above the declaration, when there are any.
    var description: String?
    /// `@deprecated("use X")`: the text (empty for a bare `@deprecated`), when the declaration has it.
    var deprecation: String?
    /// `@dtcg(…)`: what the token keeps for the Design Tokens format, when written.
    var dtcg: DTCGAnnotation? = nil

    var isPrivate: Bool { privateRange != nil }
}

/// The forms of a declaration. The rare large ones are boxed: a token, the common case, is
/// stored in place.
enum DeclarationKind: Sendable {
    /// `TYPE NAME = EXPR`.
    case token(type: TypeAnnotation, name: String, nameRange: TextRange, value: Expression)
    /// `group NAME { … }`.
    indirect case group(name: String, nameRange: TextRange, members: [Declaration])
    /// `fn NAME(PARAMS) -> TYPE = EXPR`.
    indirect case function(name: String, nameRange: TextRange, parameters: [Parameter], result: TypeAnnotation, body: Expression)
    /// `import "PATH"`.
    case importFile(path: String, pathRange: TextRange)
    /// `assert EXPR [, "MESSAGE"]`; `context` names the component context it was made for,
    /// when it reads a component's properties.
    case assertion(condition: Expression, message: String?, context: String? = nil)
    /// `axis NAME { VALUE, … }`: a declared appearance axis; the first value is its default.
    indirect case axis(name: String, nameRange: TextRange, values: [(name: String, range: TextRange)])

    /// `appearances { light, dark, dark-dimmed }`: the combinations of axis values the theme has,
    /// each as its value names (`["dark", "dimmed"]`).
    indirect case appearances([(names: [String], range: TextRange)])
    /// `when VALUE, … { NAME = EXPR … }`: other values for tokens where all the axis values hold.
    indirect case overrides(OverrideBlock)
    /// `component NAME { TYPE PROPERTY = DEFAULT … }`: a platform component's properties and
    /// their platform defaults (docs/language.md, Components and styles).
    indirect case component(name: String, nameRange: TextRange, properties: [ComponentProperty])
    /// `style COMPONENT [in CONTAINER, …] { PROPERTY = EXPR … reset }`.
    indirect case style(StyleDeclaration)

    /// The declared name, for declarations that have one.
    var name: (String, TextRange)? {
        switch self {
        case let .token(_, name, range, _), let .group(name, range, _), let .function(name, range, _, _, _),
             let .axis(name, range, _), let .component(name, range, _):
            (name, range)
        case .importFile, .assertion, .style, .appearances, .overrides:
            nil
        }
    }
}

/// `when dark, dimmed { fgColor.muted = base.gray.9 }` (docs/language.md, Overrides).
struct OverrideBlock: Sendable {
    /// The axis values that must all hold, as written.
    var conditions: [(name: String, range: TextRange)]
    var assignments: [OverrideAssignment]
}

/// `fgColor.muted = EXPR` inside a `when` block: the token's qualified name and its value there.
struct OverrideAssignment: Sendable {
    var path: [String]
    var pathRange: TextRange
    var value: Expression
}

/// A property of a `component`: `color tintColor = systemBlue`.
struct ComponentProperty: Sendable {
    var type: TypeAnnotation
    var name: String
    var nameRange: TextRange
    /// What the platform shows when nothing customizes the property.
    var defaultValue: Expression
}

/// `style COMPONENT [in CONTAINER, …] { … }`: a customization of a component, everywhere or
/// inside containers (nearest first, as `appearance(whenContainedInInstancesOf:)` lists them).
struct StyleDeclaration: Sendable {
    var component: String
    var componentRange: TextRange
    var containers: [(name: String, range: TextRange)]
    var assignments: [StyleAssignment]
    /// Where `reset` is written, when it is: every property the block does not set takes the
    /// component's default instead of a less specific style's value.
    var resetRange: TextRange?
}

/// `PROPERTY = EXPR` inside a style.
struct StyleAssignment: Sendable {
    var name: String
    var nameRange: TextRange
    var value: Expression
}

/// The syntax tree of one source file.
struct SyntaxTree: Sendable {
    var file: Int32
    var declarations: [Declaration]
}
