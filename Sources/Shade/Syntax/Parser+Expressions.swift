extension Parser {
    mutating func parseExpression(log: inout DiagnosticLog) throws(Abandon) -> Expression {
        try nest(log: &log)
        defer { depth -= 1 }
        guard let ifToken = eat(.kwIf) else { return try parseBinary(precedence: 0, log: &log) }
        let condition = try parseExpression(log: &log)
        try expect(.kwThen, log: &log, context: "after the condition of 'if'")
        let then = try parseExpression(log: &log)
        try expect(.kwElse, log: &log, context: "after the 'then' branch")
        let otherwise = try parseExpression(log: &log)
        return Expression(kind: .conditional(condition, then, otherwise), range: ifToken.range.union(otherwise.range))
    }

    /// Precedence climbing over the binary operators; comparisons do not chain.
    mutating func parseBinary(precedence minimum: Int, log: inout DiagnosticLog) throws(Abandon) -> Expression {
        var left = try parseUnary(log: &log)
        // Each operator deepens the tree by one level, so it counts toward the nesting limit.
        let outer = depth
        defer { depth = outer }
        while let (op, precedence) = Self.binaryOperators[kind], precedence >= minimum {
            try nest(log: &log)
            advance()
            // `a +` at the end of a line followed by a line `WORD NAME = …`: the operand is missing
            // here; the next line is a declaration (no expression has two names in a row).
            if current.startsLine, kind == .identifier, peek() == .identifier, !tokens[position + 1].startsLine,
               peek(2) == .equals {
                throw fail(.expectedExpression(found: describe(current)), log: &log)
            }
            let right = try parseBinary(precedence: precedence + 1, log: &log)
            if op.isComparison, let (next, nextPrecedence) = Self.binaryOperators[kind], nextPrecedence == precedence {
                throw fail(.chainedComparison(op.rawValue, next.rawValue), log: &log)
            }
            left = Expression(kind: .binary(op, left, right), range: left.range.union(right.range))
        }
        return left
    }

    static let binaryOperators: [TokenKind: (BinaryOperator, Int)] = [
        .orOr: (.or, 1), .andAnd: (.and, 2),
        .equalEqual: (.equal, 3), .bangEqual: (.notEqual, 3), .less: (.less, 3), .lessEqual: (.lessEqual, 3),
        .greater: (.greater, 3), .greaterEqual: (.greaterEqual, 3),
        .plus: (.add, 4), .minus: (.subtract, 4), .star: (.multiply, 5), .slash: (.divide, 5),
    ]

    mutating func parseUnary(log: inout DiagnosticLog) throws(Abandon) -> Expression {
        let op: UnaryOperator
        switch kind {
        case .minus: op = .negate
        case .bang: op = .not
        default: return try parsePostfix(log: &log)
        }
        let token = advance()
        try nest(log: &log)
        defer { depth -= 1 }
        let operand = try parseUnary(log: &log)
        return Expression(kind: .unary(op, operand), range: token.range.union(operand.range))
    }

    mutating func parsePostfix(log: inout DiagnosticLog) throws(Abandon) -> Expression {
        var expression = try parsePrimary(log: &log)
        let outer = depth
        defer { depth = outer }
        while true {
            if kind == .dot || kind == .leftParen { try nest(log: &log) }
            if eat(.dot) != nil {
                let name = try expect(.identifier, log: &log, context: "after '.'")
                expression = Expression(
                    kind: .member(expression, name: text(name), nameRange: name.range),
                    range: expression.range.union(name.range))
            } else if kind == .leftParen {
                advance()
                let arguments = try parseArguments(log: &log)
                let close = try expect(.rightParen, log: &log, context: "to close the argument list")
                expression = Expression(
                    kind: .call(callee: expression, arguments: arguments), range: expression.range.union(close.range))
            } else {
                return expression
            }
        }
    }

    mutating func parseArguments(log: inout DiagnosticLog) throws(Abandon) -> [Argument] {
        var arguments: [Argument] = []
        while kind != .rightParen {
            var label: SyntaxToken?
            if kind == .identifier, peek() == .colon {
                label = advance()
                advance()
            }
            let value = try parseExpression(log: &log)
            arguments.append(Argument(label: label.map(text), labelRange: label?.range, value: value))
            if eat(.comma) == nil { break }
        }
        return arguments
    }

    mutating func parsePrimary(log: inout DiagnosticLog) throws(Abandon) -> Expression {
        let token = current
        let kind: ExpressionKind
        switch token.kind {
        case .number:
            kind = .number(Double(text(token)) ?? 0)
        case .percentage:
            kind = .number((Double(text(token).dropLast()) ?? 0) / 100)
        case .dimension:
            let literal = text(token)
            let digits = literal.prefix { $0.isNumber || $0 == "." }
            kind = .dimension(Double(digits) ?? 0, Unit(rawValue: String(literal.dropFirst(digits.count))) ?? .pt)
        case .hexColor:
            kind = .color(Color(hex: text(token)) ?? Color(red: 0, green: 0, blue: 0))
        case .string:
            kind = .string(Lexer.stringValue(text(token)))
        case .kwTrue, .kwFalse:
            kind = .bool(token.kind == .kwTrue)
        case .identifier:
            kind = .name(text(token))
        case .invalid:
            kind = .invalid
        case .leftParen:
            advance()
            var inner = try parseExpression(log: &log)
            let close = try expect(.rightParen, log: &log, context: "to close '('")
            inner.range = token.range.union(close.range)
            return inner
        default:
            throw fail(.expectedExpression(found: describe(token)), log: &log)
        }
        advance()
        return Expression(kind: kind, range: token.range)
    }
}
