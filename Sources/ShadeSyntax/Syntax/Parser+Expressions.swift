extension Parser {
    package mutating func parseExpression(log: inout DiagnosticLog) throws(Abandon) -> ExpressionID {
        try nest(log: &log)
        defer { depth -= 1 }
        if endsAtNextToken() { return try parsePrimary(log: &log) }
        guard let ifToken = eat(.kwIf) else { return try parseBinary(precedence: 0, log: &log) }
        let condition = try parseExpression(log: &log)
        try expect(.kwThen, log: &log, context: "after the condition of 'if'")
        let then = try parseExpression(log: &log)
        try expect(.kwElse, log: &log, context: "after the 'then' branch")
        let otherwise = try parseExpression(log: &log)
        return nodes.add(
            .conditional(condition, then, otherwise), range: ifToken.range.union(nodes.range(of: otherwise)))
    }

    /// Whether the expression here is one name, number or color that the next token ends (`,`
    /// or `)` of a call, or a new line that neither continues it nor opens a call or member):
    /// the most common argument and value, read as a primary without the levels around it.
    func endsAtNextToken() -> Bool {
        switch kind {
        case .identifier:
            guard !startsNotWord() else { return false }
        case .number, .hexColor: break
        default: return false
        }
        guard position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        switch next.kind {
        case .comma, .rightParen, .endOfFile: return true
        // A member, a call, a unit (`16 pt`) or a word operator (`a and b`) continues it.
        case .dot, .leftParen: return false
        case .identifier: return next.startsLine
        // An operator continues it even on the next line.
        default: return next.startsLine && Self.binaryOperator(next.kind) == nil
        }
    }

    /// Precedence climbing over the binary operators; comparisons do not chain.
    mutating func parseBinary(precedence minimum: Int, log: inout DiagnosticLog) throws(Abandon) -> ExpressionID {
        var left = try parseUnary(log: &log)
        // Each operator deepens the tree by one level, so it counts toward the nesting limit.
        let outer = depth
        defer { depth = outer }
        while let (op, precedence) = Self.binaryOperator(kind) ?? wordOperator(), precedence >= minimum {
            try nest(log: &log)
            if kind == .identifier {
                // `a and b`: one error with the fix, then read as the operator it means.
                log.error(.wordOperator(text(current), op.rawValue), at: current.range, suggestions: [op.rawValue])
            }
            advance()
            // `a +` at the end of a line followed by a line `WORD NAME = …`: the operand is missing
            // here; the next line is a declaration (no expression has two names in a row).
            if current.startsLine, kind == .identifier, peek() == .identifier, !tokens[position + 1].startsLine,
                peek(2) == .equals
            {
                throw fail(.expectedExpression(found: describe(current)), log: &log)
            }
            let right = try parseBinary(precedence: precedence + 1, log: &log)
            if op.isComparison, let (next, nextPrecedence) = Self.binaryOperator(kind), nextPrecedence == precedence {
                throw fail(.chainedComparison(op.rawValue, next.rawValue), log: &log)
            }
            left = nodes.add(.binary(op, left, right), range: nodes.range(of: left).union(nodes.range(of: right)))
        }
        return left
    }

    /// `not` followed, on the same line, by something that starts an operand. Inlined: called
    /// from a mutating function, it was handed a copy of the whole parser (docs/performance.md,
    /// "A parser copied for a question").
    @inline(__always)
    func startsNotWord() -> Bool {
        // Asked at every name that starts an operand: its length settles most of them first.
        guard current.range.end - current.range.start == 3, position + 1 < tokens.count,
            !tokens[position + 1].startsLine, isWord("not")
        else { return false }
        switch peek() {
        case .identifier, .number, .percentage, .dimension, .hexColor, .kwTrue, .kwFalse, .bang: return true
        default: return false
        }
    }

    /// `and` and `or` after an operand on the same line (Python's and SQL's words for `&&`, `||`);
    /// inlined, as ``startsNotWord()`` is.
    @inline(__always)
    func wordOperator() -> (BinaryOperator, Int)? {
        guard kind == .identifier, !current.startsLine else { return nil }
        switch text(current) {
        case "and": return (.and, 2)
        case "or": return (.or, 1)
        default: return nil
        }
    }

    /// The operator a token spells and its precedence (higher binds tighter).
    static func binaryOperator(_ kind: TokenKind) -> (BinaryOperator, Int)? {
        switch kind {
        case .orOr: (.or, 1)
        case .andAnd: (.and, 2)
        case .equalEqual: (.equal, 3)
        case .bangEqual: (.notEqual, 3)
        case .less: (.less, 3)
        case .lessEqual: (.lessEqual, 3)
        case .greater: (.greater, 3)
        case .greaterEqual: (.greaterEqual, 3)
        case .plus: (.add, 4)
        case .minus: (.subtract, 4)
        case .star: (.multiply, 5)
        case .slash: (.divide, 5)
        default: nil
        }
    }

    mutating func parseUnary(log: inout DiagnosticLog) throws(Abandon) -> ExpressionID {
        let op: UnaryOperator
        switch kind {
        case .minus: op = .negate
        case .bang: op = .not
        case .identifier where startsNotWord():
            // `not x`: one error with the fix, then read as `!x`.
            log.error(.wordOperator("not", "!"), at: current.range, suggestions: ["!"])
            op = .not
        default: return try parsePostfix(log: &log)
        }
        let token = advance()
        try nest(log: &log)
        defer { depth -= 1 }
        let operand = try parseUnary(log: &log)
        return nodes.add(.unary(op, operand), range: token.range.union(nodes.range(of: operand)))
    }

    mutating func parsePostfix(log: inout DiagnosticLog) throws(Abandon) -> ExpressionID {
        var expression = try parsePrimary(log: &log)
        let outer = depth
        defer { depth = outer }
        while true {
            if kind == .dot || kind == .leftParen { try nest(log: &log) }
            if eat(.dot) != nil {
                let name = try expectMemberName(log: &log)
                expression = nodes.add(
                    .member(name: name.range, of: expression),
                    range: nodes.range(of: expression).union(name.range))
            } else if kind == .leftParen {
                let open = advance()
                let arguments = try parseArguments(log: &log)
                if kind != .rightParen, let css = cssColorCall(expression, open: open, log: &log) {
                    expression = css
                    continue
                }
                let close = try expect(.rightParen, log: &log, context: "to close the argument list")
                expression = nodes.add(
                    .call(callee: expression, arguments: arguments),
                    range: nodes.range(of: expression).union(close.range))
            } else {
                return expression
            }
        }
    }

    /// A call's arguments, added to ``nodes`` in a row. They wait on ``pendingArguments`` while
    /// they are read (an argument may be a call with arguments of its own): no array per call.
    mutating func parseArguments(log: inout DiagnosticLog) throws(Abandon) -> Range<Int32> {
        let first = pendingArguments.count
        // One at a time: `removeLast(_:)` goes through a generic replacement of a range.
        defer { while pendingArguments.count > first { pendingArguments.removeLast() } }
        while kind != .rightParen {
            var label: SyntaxToken?
            if kind == .identifier, peek() == .colon {
                label = advance()
                advance()
            }
            let value = try parseExpression(log: &log)
            pendingArguments.append(CallArgument(label: label?.range, value: value))
            if eat(.comma) == nil { break }
        }
        return nodes.add(arguments: pendingArguments, from: first)
    }

    mutating func parsePrimary(log: inout DiagnosticLog) throws(Abandon) -> ExpressionID {
        let token = current
        let kind: ExpressionKind
        switch token.kind {
        case .number:
            let value = decimalValue(token.range.start, token.range.end) ?? Double(text(token)) ?? 0
            if let unit = separatedUnit() {
                // `16 pt`: one error, and the dimension it meant, so nothing else follows from it.
                let unitToken = tokens[position + 1]
                let range = token.range.union(unitToken.range)
                log.error(
                    .spaceBeforeUnit(text(token), unit.rawValue), at: range, suggestions: [text(token) + unit.rawValue])
                advance()
                advance()
                return nodes.add(.dimension(value, unit), range: range)
            }
            kind = .number(value)
        case .percentage:
            kind = .number(
                (decimalValue(token.range.start, token.range.end - 1) ?? Double(text(token).dropLast()) ?? 0) / 100)
        case .dimension:
            let literal = text(token)
            let digits = literal.prefix { $0.isNumber || $0 == "." }
            kind = .dimension(
                Double(digits) ?? 0, ValueType.DimensionUnit(rawValue: String(literal.dropFirst(digits.count))) ?? .pt)
        case .hexColor:
            kind = .color(hexColor(token))
        case .string:
            kind = .string(token.range)
        case .kwTrue, .kwFalse:
            kind = .bool(token.kind == .kwTrue)
        case .identifier:
            kind = .name(token.range)
        case .dollar:
            // `$.name`: the top level, whatever a group around declares.
            guard peek() == .dot else {
                throw fail(.dollarWithoutMember, at: token.range, log: &log)
            }
            kind = .topLevel
        case .invalid:
            kind = .invalid
        case .leftParen:
            advance()
            let inner = try parseExpression(log: &log)
            let close = try expect(.rightParen, log: &log, context: "to close '('")
            nodes.widen(inner, to: token.range.union(close.range))
            return inner
        default:
            if let number = leadingDotNumber(log: &log) { return number }
            throw fail(.expectedExpression(found: describe(token)), log: &log)
        }
        advance()
        return nodes.add(kind, range: token.range)
    }
}

extension Parser {
    /// The name after a dot: a name, a keyword (`x.import`) or a plain integer (`gray.0`).
    mutating func expectMemberName(log: inout DiagnosticLog) throws(Abandon) -> SyntaxToken {
        if kind.isKeyword { return advance() }
        if kind == .number, text(current).utf8.allSatisfy(\.isDigit) { return advance() }
        return try expect(.identifier, log: &log, context: "after '.'")
    }

    /// The unit written after the current number with a space between (`16 pt`), on the same line.
    func separatedUnit() -> ValueType.DimensionUnit? {
        guard peek() == .identifier, position + 1 < tokens.count else { return nil }
        let next = tokens[position + 1]
        guard !next.startsLine, next.range.start > current.range.end else { return nil }
        return ValueType.DimensionUnit(rawValue: text(next))
    }

    /// The value of a decimal literal read from its bytes (``DecimalText``); nil for text past
    /// its exact range, which takes the slow path.
    func decimalValue(_ start: Int32, _ end: Int32) -> Double? {
        DecimalText.value(source.bytes[Int(start)..<Int(end)])
    }

    /// The color of a `.hexColor` token.
    package func hexColor(_ token: SyntaxToken) -> ColorLiteral {
        ColorLiteral(hexToken: token.range, in: source.bytes)
    }
}

extension ColorLiteral {
    /// The color of a `.hexColor` token (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `0xRRGGBB`,
    /// `0xRRGGBBAA`) at `range`, read straight from the source bytes; the lexer has checked the digits.
    package init(hexToken range: TextRange, in bytes: [UInt8]) {
        var index = Int(range.start)
        let end = Int(range.end)
        index += bytes[index] == UInt8(ascii: "#") ? 1 : 2
        func nibble(_ byte: UInt8) -> Int { Int(HexDigits.value(of: byte) ?? 0) }
        var channels: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
        let count = end - index
        let short = count == 3 || count == 4
        for channel in 0..<(count == 3 || count == 6 ? 3 : 4) {
            let value = UInt8(
                short
                    ? nibble(bytes[index + channel]) * 17
                    : nibble(bytes[index + 2 * channel]) * 16 + nibble(bytes[index + 2 * channel + 1]))
            switch channel {
            case 0: channels.0 = value
            case 1: channels.1 = value
            case 2: channels.2 = value
            default: channels.3 = value
            }
        }
        self.init(red: channels.0, green: channels.1, blue: channels.2, alpha: channels.3)
    }
}
