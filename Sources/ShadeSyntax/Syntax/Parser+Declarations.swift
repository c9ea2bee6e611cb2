extension Parser {
    package mutating func parseDeclarations(untilBrace: Bool, log: inout DiagnosticLog) -> [Declaration] {
        var declarations: [Declaration] = []
        // A file is mostly top-level declarations of several tokens each: size for them once.
        if !untilBrace { declarations.reserveCapacity(tokens.count / 6) }
        while kind != .endOfFile && !(untilBrace && kind == .rightBrace) {
            if kind == .rightBrace {
                // One report per file: after an error, a run of closing braces says nothing new.
                if !reportedUnmatchedBrace { log.error(.unmatchedBrace, at: current.range) }
                reportedUnmatchedBrace = true
                advance()
                continue
            }
            let nesting = depth
            let start = position
            do {
                declarations.append(try parseDeclaration(log: &log))
            } catch {
                depth = nesting
                // Past the annotations: a declaration that failed at its first token skips it.
                synchronize(from: max(start, declarationStart))
            }
        }
        return declarations
    }

    mutating func parseDeclaration(log: inout DiagnosticLog) throws(Abandon) -> Declaration {
        let start = current.range
        declarationStart = position
        // Nil for most declarations: an empty set of annotations cost its destruction each time.
        let annotations = kind == .at ? try parseAnnotations(log: &log) : nil
        // A problem after the annotations shows where it is, not at the end of their line.
        declarationStart = position
        let internalRange = startsInternal ? advance().range : nil
        let privateRange = eat(.kwPrivate)?.range
        if let internalRange, let privateRange {
            log.error(.internalAndPrivate, at: internalRange.union(privateRange))
        }
        if let annotations, annotations.deprecation != nil || annotations.dtcg != nil {
            checkPlacement(of: annotations, log: &log)
        }
        let kind: DeclarationKind
        // Read once: a type name starts most declarations, and the token's parse takes it.
        let type = self.kind == .identifier ? typeName(current) : nil
        switch self.kind {
        case .kwGroup:
            kind = try parseGroup(log: &log)
        case .kwFn:
            kind = try parseFunction(log: &log)
        case .kwImport where privateRange == nil:
            advance()
            let path = try expect(.string, log: &log, context: "after 'import'")
            kind = .importFile(path: Lexer.stringValue(text(path)), pathRange: path.range)
        case .kwAssert where privateRange == nil:
            advance()
            let condition = try parseExpression(log: &log)
            var message: String?
            if eat(.comma) != nil {
                message = Lexer.stringValue(
                    text(try expect(.string, log: &log, context: "for the assertion's message")))
            }
            kind = .assertion(condition: condition, message: message)
        case .kwAxis where privateRange == nil:
            kind = try parseAxis(log: &log)
        case .kwImport, .kwAssert, .kwAxis:
            throw fail(.privateNotAllowed(self.kind.spelling), at: privateRange, log: &log)
        // The common case first: a type name starts a token (`when`, `style`… are no type names).
        case .identifier where type != nil:
            kind = try parseToken(log: &log, type: type)
        case .identifier where isWord("when") && peek() == .identifier && (peek(2) == .comma || peek(2) == .leftBrace):
            if let privateRange { log.error(.privateNotAllowed("'when'"), at: privateRange) }
            kind = try parseOverrides(log: &log)
        case .identifier where isWord("appearances") && peek() == .leftBrace:
            if let privateRange { log.error(.privateNotAllowed("'appearances'"), at: privateRange) }
            kind = try parseAppearances(log: &log)
        case .identifier where startsComponentOrStyle:
            // Reported, then read on as if public: the block's braces stay matched.
            if let privateRange { log.error(.privateNotAllowed("'\(text(current))'"), at: privateRange) }
            kind = text(current) == "component" ? try parseComponent(log: &log) : try parseStyle(log: &log)
        case .identifier:
            let word = text(current)
            let suggestions = Suggestions.closest(to: word, among: ValueType.allCases.map(\.rawValue))
            throw fail(.expectedDeclaration(found: describe(current)), log: &log, suggestions: suggestions)
        default:
            throw fail(.expectedDeclaration(found: describe(current)), log: &log)
        }
        let end = tokens[max(position - 1, 0)].range
        let isInternal = internalRange != nil && kind.takesInternal
        if let internalRange, !isInternal { log.error(.internalNotAllowed, at: internalRange) }
        // The kind moved in and the flag given at once: changing the declaration after making
        // it, and switching on its kind, copied them (all they hold retained and released again).
        return Declaration(
            kind: kind, range: start.union(end), privateRange: privateRange,
            description: hasDocComments ? documentation(before: Int(start.start)) : nil,
            deprecation: annotations?.deprecation?.text,
            dtcg: annotations?.dtcg?.value, isInternal: isInternal)
    }

    /// Whether the contextual word `internal` starts the declaration: `internal group`,
    /// `internal fn`, `internal private …` or `internal TYPE NAME`. Anywhere else it is a name.
    var startsInternal: Bool {
        // Asked at every declaration: the word's length settles most of them first.
        guard kind == .identifier, current.range.end - current.range.start == 8, isWord("internal") else {
            return false
        }
        switch peek() {
        case .kwGroup, .kwFn, .kwPrivate: return true
        case .identifier: return typeName(tokens[position + 1]) != nil && peek(2) == .identifier
        default: return false
        }
    }

    /// - Parameter known: the type the current token names, when the caller has read it already.
    mutating func parseTypeAnnotation(log: inout DiagnosticLog, known: ValueType? = nil) throws(Abandon)
        -> TypeAnnotation
    {
        let token = current
        guard let type = known ?? typeName(token) else {
            let suggestions =
                token.kind == .identifier
                ? Suggestions.closest(to: text(token), among: ValueType.allCases.map(\.rawValue)) : []
            throw fail(.expectedType(found: describe(token)), log: &log, suggestions: suggestions)
        }
        advance()
        return TypeAnnotation(type: type, range: token.range)
    }

    /// - Parameter type: the type the current token names, when the caller has read it already.
    mutating func parseToken(log: inout DiagnosticLog, type known: ValueType? = nil) throws(Abandon)
        -> DeclarationKind
    {
        let type = try parseTypeAnnotation(log: &log, known: known)
        let name = try expectName(log: &log, context: "after the type '\(type.type.rawValue)'")
        let (nameText, nameRange) = kebabName(after: name, log: &log)
        try expect(.equals, log: &log, context: "after '\(nameText)'")
        let value = parseValueOrRecover(log: &log)
        return .token(type: type, name: nameText, nameRange: nameRange, value: value)
    }

    /// The value of a token or the body of a function. After an error it skips to the next
    /// declaration and gives an invalid expression: the name stays declared, so its uses are not
    /// reported again as unknown names.
    mutating func parseValueOrRecover(log: inout DiagnosticLog) -> ExpressionID {
        let nesting = depth
        do {
            return try parseExpression(log: &log)
        } catch {
            depth = nesting
            let range = current.range
            // The declaration's type, name and '=' were read: recovery makes progress without
            // skipping the current token, which may be the '}' closing a group.
            synchronize(from: declarationStart)
            return nodes.add(.invalid, range: range)
        }
    }

    mutating func parseGroup(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        let name = try expectName(log: &log, context: "after 'group'")
        let nameText = text(name)
        try expect(.leftBrace, log: &log, context: "to open group '\(nameText)'")
        try nest(log: &log)
        let members = parseDeclarations(untilBrace: true, log: &log)
        depth -= 1
        // Only the end of the file stops the members short of a '}': report it, and keep the
        // group, so its members are not reported again as unknown names.
        if eat(.rightBrace) == nil {
            _ = fail(
                .expected(
                    TokenKind.rightBrace.spelling, found: describe(current), context: "to close group '\(nameText)'"),
                log: &log)
        }
        return .group(name: nameText, nameRange: name.range, members: members)
    }

    /// The body and the defaults are read into nodes of the function's own; the file's are put
    /// back after, also when the declaration is abandoned.
    mutating func parseFunction(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        let fileNodes = nodes
        nodes = ExpressionNodes()
        defer { nodes = fileNodes }
        advance()
        let name = try expectName(log: &log, context: "after 'fn'")
        try expect(.leftParen, log: &log, context: "after the function name")
        var parameters: [Parameter] = []
        while kind != .rightParen {
            let parameterName = try expectName(log: &log, context: "for a parameter")
            try expect(.colon, log: &log, context: "after the parameter name")
            let type = try parseTypeAnnotation(log: &log)
            let defaultValue = eat(.equals) != nil ? try parseExpression(log: &log) : nil
            parameters.append(
                Parameter(
                    name: text(parameterName), nameRange: parameterName.range, type: type, defaultValue: defaultValue))
            if eat(.comma) == nil { break }
        }
        try expect(.rightParen, log: &log, context: "to close the parameter list")
        try expect(.arrow, log: &log, context: "before the result type")
        let result = try parseTypeAnnotation(log: &log)
        try expect(.equals, log: &log, context: "before the function body")
        let body = parseValueOrRecover(log: &log)
        return .function(
            name: text(name), nameRange: name.range, parameters: parameters, result: result, body: body, nodes: nodes)
    }

    mutating func parseAxis(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        let name = try expectName(log: &log, context: "after 'axis'")
        let nameText = text(name)
        try expect(.leftBrace, log: &log, context: "to list the values of axis '\(nameText)'")
        var values: [(name: String, range: TextRange)] = []
        while kind != .rightBrace {
            let value = try expect(.identifier, log: &log, context: "for a value of axis '\(nameText)'")
            values.append((text(value), value.range))
            if eat(.comma) == nil { break }
        }
        try expect(.rightBrace, log: &log, context: "to close axis '\(nameText)'")
        return .axis(name: nameText, nameRange: name.range, values: values)
    }
}
