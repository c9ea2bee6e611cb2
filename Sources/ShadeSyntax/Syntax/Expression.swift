/// An expression as written, with its source range: one node of an ``ExpressionNodes``, where
/// its operands are too.
package struct Expression: Sendable {
    package var kind: ExpressionKind
    package var range: TextRange
}

/// Where an expression is in its ``ExpressionNodes``.
package struct ExpressionID: Hashable, Sendable {
    package var index: Int32

    /// The place in ``ExpressionNodes/expressions``.
    @inlinable
    package var offset: Int { Int(index) }
}

/// A call argument: an optional label and a value. The label is where it is written (its text
/// is read from the source, ``SourceMap/name(at:)``): an argument takes 20 bytes and holds no
/// allocation.
package struct CallArgument: Sendable {
    package var label: TextRange?
    package var value: ExpressionID
}

/// Prefix operators.
package enum UnaryOperator: String, Sendable {
    case negate = "-", not = "!"
}

/// Infix operators, from the loosest binding to the tightest.
package enum BinaryOperator: String, Sendable {
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

/// The forms of an expression. An operand is the place of another node of the same
/// ``ExpressionNodes``, and a name or a string is where it is written (its text is read from
/// the source when it is bound, ``SourceMap/name(at:)``): no node holds an allocation, and a
/// node takes 32 bytes.
package enum ExpressionKind: Sendable {
    case number(Double)
    case dimension(Double, ValueType.DimensionUnit)
    case color(ColorLiteral)
    /// A string literal, at this range with its quotes (``SourceMap/string(at:)`` reads its value).
    case string(TextRange)
    case bool(Bool)
    /// A bare name, at this range: a token, a group, a function, a parameter or a built-in.
    case name(TextRange)
    /// A name the style lowering wrote, not the source: ``ExpressionNodes/writtenNames`` at
    /// this place.
    case writtenName(Int32)
    /// `$`, the top level, as the base of `$.name`: names declared at the top level, whatever a
    /// group around the expression declares.
    case topLevel
    /// `base.name`: a member of a group, a frozen appearance (`x.dark`) or a font's field.
    case member(name: TextRange, of: ExpressionID)
    /// `callee(arguments)`; the callee is a name or a dotted path; the arguments are
    /// ``ExpressionNodes/arguments`` in this range.
    case call(callee: ExpressionID, arguments: Range<Int32>)
    case unary(UnaryOperator, ExpressionID)
    case binary(BinaryOperator, ExpressionID, ExpressionID)
    /// `if condition then a else b`.
    case conditional(ExpressionID, ExpressionID, ExpressionID)
    /// Where the parser found an error; already reported.
    case invalid
}

extension ExpressionKind {
    /// Whether this is `$`, the top level.
    package var isTopLevel: Bool {
        if case .topLevel = self { return true }
        return false
    }
}

/// A color as written (`#3c64f4`, `#fff8`): its bytes, four of them where a ``ThemeColor`` takes 32, so
/// a large theme's syntax trees stay small.
package struct ColorLiteral: Sendable {
    package var red: UInt8, green: UInt8, blue: UInt8
    /// 255 when the literal gives no alpha.
    package var alpha: UInt8
}

/// A type written in the source, as in `color name = …` or `c: color`.
package struct TypeAnnotation: Sendable {
    package var type: ValueType
    package var range: TextRange

    /// Each stored property, as given.
    package init(type: ValueType, range: TextRange) {
        self.type = type
        self.range = range
    }
}
