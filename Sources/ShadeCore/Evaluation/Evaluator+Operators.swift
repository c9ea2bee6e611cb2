import ShadeSyntax

extension Evaluator {
    /// A binary operator on checked operands.
    /// The longest string an expression may build (`a + a` doubles, so a few dozen lines could
    /// otherwise ask for gigabytes).
    static let maximumStringLength = 1 << 20

    package static func apply(_ op: BinaryOperator, _ l: Value, _ r: Value, range: TextRange) throws(EvaluationFailure)
        -> Value
    {
        let result = try combine(op, l, r, range: range)
        // Literals are finite, so only arithmetic can overflow (1e300 * 1e300) or make NaN.
        guard result.isFinite else { throw .nonFinite(op.rawValue, range) }
        return result
    }

    private static func combine(_ op: BinaryOperator, _ l: Value, _ r: Value, range: TextRange)
        throws(EvaluationFailure) -> Value
    {
        switch (op, l, r) {
        case let (.and, .bool(a), .bool(b)): return .bool(a && b)
        case let (.or, .bool(a), .bool(b)): return .bool(a || b)
        case (.equal, _, _): return .bool(same(l, r))
        case (.notEqual, _, _): return .bool(!same(l, r))
        case (.less, _, _), (.lessEqual, _, _), (.greater, _, _), (.greaterEqual, _, _):
            guard let a = l.magnitude, let b = r.magnitude else { throw .poisoned }
            try checkUnits(l, r, range: range)
            switch op {
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            default: return .bool(a >= b)
            }
        case let (.add, .string(a), .string(b)):
            guard a.utf8.count + b.utf8.count <= maximumStringLength else { throw .stringTooLong(range) }
            return .string(a + b)
        case let (.add, .number(a), .number(b)): return .number(a + b)
        case let (.subtract, .number(a), .number(b)): return .number(a - b)
        case let (.multiply, .number(a), .number(b)): return .number(a * b)
        case let (.divide, .number(a), .number(b)):
            guard b != 0 else { throw .divisionByZero(range) }
            return .number(a / b)
        case let (.add, .dimension(a, unit), .dimension(b, _)):
            try checkUnits(l, r, range: range)
            return .dimension(a + b, unit)
        case let (.subtract, .dimension(a, unit), .dimension(b, _)):
            try checkUnits(l, r, range: range)
            return .dimension(a - b, unit)
        case let (.multiply, .dimension(a, unit), .number(b)), let (.multiply, .number(b), .dimension(a, unit)):
            return .dimension(a * b, unit)
        case let (.divide, .dimension(a, unit), .number(b)):
            guard b != 0 else { throw .divisionByZero(range) }
            return .dimension(a / b, unit)
        case let (.divide, .dimension(a, _), .dimension(b, _)):
            try checkUnits(l, r, range: range)
            guard b != 0 else { throw .divisionByZero(range) }
            return .number(a / b)
        case (.add, .shadow, .shadow), (.add, .gradient, .gradient):
            return Value.joined(l, r)!
        default:
            throw .poisoned
        }
    }

    /// Colors are equal when their output bytes are; everything else by value.
    package static func same(_ l: Value, _ r: Value) -> Bool {
        if case let .color(a) = l, case let .color(b) = r { return a.hex == b.hex }
        return l == r
    }

    /// Units unknown to the checker (inside a `fn`) are checked here.
    static func checkUnits(_ l: Value, _ r: Value, range: TextRange) throws(EvaluationFailure) {
        if case let .dimension(_, a) = l, case let .dimension(_, b) = r, a != b {
            throw .unitMismatch(a, b, range)
        }
    }
}
