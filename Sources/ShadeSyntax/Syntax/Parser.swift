/// Builds the syntax tree of one file from its tokens.
///
/// On a syntax error the parser reports it, skips to the next line that starts a declaration and
/// goes on, so every declaration's first error in a file is reported in one run.
package struct Parser {
    /// How deeply groups, parentheses and operators may nest; deeper input is an error,
    /// never a stack overflow.
    package static let maximumNesting = 128

    package var tokens: [SyntaxToken]
    package let source: SourceFile
    package var position = 0
    package var depth = 0
    /// Where the declaration being parsed began.
    package var declarationStart = 0
    var reportedUnmatchedBrace = false
    /// The expressions read so far (a function's, while its declaration is read).
    package var nodes = ExpressionNodes()
    /// The arguments of the calls being read, innermost last (``parseArguments(log:)``).
    var pendingArguments: [CallArgument] = []
    /// Whether the file has a `///` anywhere: without one, no declaration has a description to
    /// read back (``documentation(before:)``).
    let hasDocComments: Bool

    /// Thrown to abandon the current declaration after its error has been reported.
    package struct Abandon: Error {}

    package init(tokens: [SyntaxToken], source: SourceFile) {
        self.tokens = tokens
        self.source = source
        hasDocComments = source.hasTripleSlash
    }

    /// Parses a whole file.
    package static func parse(file: Int32, source: SourceFile, log: inout DiagnosticLog) -> SyntaxTree {
        let first = log.diagnostics.count
        let tokens = Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
        let tree = parse(file: file, tokens: tokens, source: source, log: &log)
        log.sortByPosition(from: first)
        return tree
    }

    /// Parses a whole file from its lexical tokens (the stage benchmark times the two apart).
    package static func parse(file: Int32, tokens: [SyntaxToken], source: SourceFile, log: inout DiagnosticLog)
        -> SyntaxTree
    {
        var parser = Parser(tokens: tokens, source: source)
        // About one node every two lexical tokens and one argument every four (the benchmark
        // themes have one every 2.3 and every 4.6): room at once, not copies as they grow.
        parser.nodes.reserveCapacity(nodes: tokens.count / 2, arguments: tokens.count / 4)
        let declarations = parser.parseDeclarations(untilBrace: false, log: &log)
        return SyntaxTree(file: file, declarations: declarations, nodes: parser.nodes)
    }

    /// Parses a single expression that must fill the whole input (the REPL and `Theme.evaluate`).
    package static func parseExpression(file: Int32, source: SourceFile, log: inout DiagnosticLog)
        -> (nodes: ExpressionNodes, root: ExpressionID)?
    {
        let errorsBefore = log.errorCount
        let tokens = Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
        guard log.errorCount == errorsBefore else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        do {
            let expression = try parser.parseExpression(log: &log)
            try parser.expect(.endOfFile, log: &log)
            return (parser.nodes, expression)
        } catch {
            return nil
        }
    }

    // MARK: Token access

    package var current: SyntaxToken { tokens[position] }
    package var kind: TokenKind { tokens[position].kind }

    func peek(_ distance: Int = 1) -> TokenKind {
        tokens[min(position + distance, tokens.count - 1)].kind
    }

    @discardableResult
    package mutating func advance() -> SyntaxToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func eat(_ kind: TokenKind) -> SyntaxToken? {
        self.kind == kind ? advance() : nil
    }

    @discardableResult
    /// - Parameter context: built only when the token is missing (it often interpolates names).
    package mutating func expect(
        _ kind: TokenKind, log: inout DiagnosticLog, context: @autoclosure () -> String? = nil
    ) throws(Abandon) -> SyntaxToken {
        if let token = eat(kind) { return token }
        throw fail(.expected(kind.spelling, found: describe(current), context: context()), log: &log)
    }

    /// The text of a token; for a name in backticks, the name inside them.
    package func text(_ token: SyntaxToken) -> String {
        token.kind == .identifier ? source.name(at: token.range) : source.text(token.range)
    }

    /// A name being declared. A keyword there gets its own message, and the declaration is read
    /// on with it as its name, so nothing else is reported about it (no use can name it).
    mutating func expectName(log: inout DiagnosticLog, context: @autoclosure () -> String) throws(Abandon)
        -> SyntaxToken
    {
        if kind.isKeyword {
            log.error(.keywordAsName(text(current)), at: current.range, suggestions: ["`\(text(current))`"])
            return advance()
        }
        return try expect(.identifier, log: &log, context: context())
    }

    /// The type a token names (`color`, `number`, …), compared on bytes: it runs for every
    /// declaration, so it makes no string.
    func typeName(_ token: SyntaxToken) -> ValueType? {
        guard token.kind == .identifier else { return nil }
        let start = Int(token.range.start), count = Int(token.range.end) - start
        return Self.typeNames.first { name in
            name.bytes.count == count
                && source.bytes.withUnsafeBufferPointer { buffer in
                    name.bytes.indices.allSatisfy { buffer[start + $0] == name.bytes[$0] }
                }
        }?.type
    }

    private static let typeNames = ValueType.allCases.map { (type: $0, bytes: Array($0.rawValue.utf8)) }

    package func describe(_ token: SyntaxToken) -> String {
        switch token.kind {
        case .endOfFile: "end of file"
        case .identifier, .number, .percentage, .dimension, .hexColor: "'\(text(token))'"
        case .string: "a string"
        default: token.kind.spelling
        }
    }

    /// Reports an error at the current token and returns the error that abandons the declaration.
    package func fail(
        _ message: DiagnosticMessage, at range: TextRange? = nil, log: inout DiagnosticLog,
        suggestions: [String] = []
    ) -> Abandon {
        // An invalid token has been reported by the lexer already: say nothing more about it.
        if range != nil || current.kind != .invalid {
            log.error(message, at: range ?? problemRange, suggestions: suggestions)
        }
        return Abandon()
    }

    /// Where a problem at the current token shows: the token itself, or just after the previous
    /// token when the current one starts a new line (the line that is missing something).
    var problemRange: TextRange {
        guard current.startsLine, position > declarationStart else { return current.range }
        let previous = tokens[position - 1].range
        return TextRange(file: previous.file, start: Int(previous.end), end: Int(previous.end))
    }

    package mutating func nest(log: inout DiagnosticLog) throws(Abandon) {
        depth += 1
        if depth > Self.maximumNesting {
            throw fail(.nestingTooDeep(Self.maximumNesting), log: &log)
        }
    }

    // MARK: Recovery

    /// Skips to the next token that can start a declaration at the start of a line, or to a `}`.
    /// The token where the failed declaration began is always skipped, so recovery makes progress.
    package mutating func synchronize(from start: Int) {
        // A '}' that ended the failed declaration closes its group: it is not skipped.
        if position == start || !(kind == .rightBrace || current.startsLine && startsDeclaration) { advance() }
        while kind != .endOfFile {
            if kind == .rightBrace { return }
            if current.startsLine && startsDeclaration { return }
            advance()
        }
    }

    var startsDeclaration: Bool {
        switch kind {
        case .kwGroup, .kwPrivate, .kwFn, .kwImport, .kwAssert, .kwAxis: true
        // `TYPE NAME`, or `WORD NAME =`: a declaration, perhaps with a misspelled type.
        case .identifier:
            peek() == .identifier && (typeName(current) != nil || peek(2) == .equals || startsComponentOrStyle)
                || peek() == .leftBrace && isWord("appearances")
                || peek() == .identifier && (peek(2) == .comma || peek(2) == .leftBrace) && isWord("when")
        default: false
        }
    }
}

extension Parser {
    /// `.5`: one error with the fix, and the number it meant, so nothing else follows from it.
    /// Nil unless the current '.' is followed, without a space, by a number.
    mutating func leadingDotNumber(log: inout DiagnosticLog) -> ExpressionID? {
        guard kind == .dot, peek() == .number || peek() == .dimension, position + 1 < tokens.count else { return nil }
        let dot = current, number = tokens[position + 1]
        guard number.range.start == dot.range.end, !number.startsLine else { return nil }
        let written = text(number)
        let range = dot.range.union(number.range)
        log.error(.leadingDot, at: range, suggestions: ["0." + written])
        advance()
        advance()
        let digits = written.prefix { $0.isNumber }
        let value = Double("0." + digits) ?? 0
        if let unit = ValueType.DimensionUnit(rawValue: String(written.dropFirst(digits.count))) {
            return nodes.add(.dimension(value, unit), range: range)
        }
        return nodes.add(.number(value), range: range)
    }

    /// `my-color` as a declared name: one error with the camelCase name, which is then declared,
    /// so its uses are not reported again. `name` when no '-' follows it without a space.
    mutating func kebabName(after name: SyntaxToken, log: inout DiagnosticLog) -> (text: String, range: TextRange) {
        // Most names are one word: its text, without a list of words, read from the source in
        // place. `text(_:)`, non-mutating, is handed a copy of the whole parser when called from
        // here (docs/performance.md, "A parser copied for a question"); a keyword written as a
        // name has no backticks to leave out either.
        guard kind == .minus, current.range.start == name.range.end else {
            return (source.name(at: name.range), name.range)
        }
        var words = [text(name)]
        var range = name.range
        while kind == .minus, current.range.start == range.end, peek() == .identifier, position + 1 < tokens.count,
            tokens[position + 1].range.start == current.range.end
        {
            advance()
            let word = advance()
            words.append(text(word))
            range = range.union(word.range)
        }
        guard words.count > 1 else { return (words[0], range) }
        let camel = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        log.error(.kebabName(words.joined(separator: "-")), at: range, suggestions: [camel])
        return (camel, range)
    }
}
