import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Reading what a user types into a session: whether it is a declaration or an expression,
/// whether it is complete, and its declarations (with the session's `TYPE A.B.name = EXPR`
/// shorthand for redefining a member of a group).
package enum SessionInput {
    /// True when the input starts like a declaration (`color x = …`, `group`, `fn`, `private`, `internal`,
    /// `assert`, `axis`, `import`, `component NAME {`, `style NAME {` or `style NAME in`,
    /// `when VALUE {`, `appearances {`, or an annotation such as `@deprecated`);
    /// anything else is read as an expression.
    package static func isDeclaration(_ input: String) -> Bool {
        let tokens = lex(input)
        switch tokens[0].kind {
        case .kwGroup, .kwPrivate, .kwFn, .kwImport, .kwAssert, .kwAxis, .at:
            return true
        case .identifier:
            let word = text(of: tokens[0], in: input)
            if word == "appearances" { return tokens[1].kind == .leftBrace }
            if word == "internal", [.kwGroup, .kwFn, .kwPrivate].contains(tokens[1].kind) { return true }
            guard tokens[1].kind == .identifier else { return false }
            if word == "internal", ValueType(rawValue: text(of: tokens[1], in: input)) != nil {
                return tokens[2].kind == .identifier
            }
            if word == "when" { return tokens[2].kind == .comma || tokens[2].kind == .leftBrace }
            if word == "component" { return tokens[2].kind == .leftBrace }
            if word == "style" {
                return tokens[2].kind == .leftBrace
                    || tokens[2].kind == .identifier && text(of: tokens[2], in: input) == "in"
            }
            return ValueType(rawValue: word) != nil
        default:
            return false
        }
    }

    /// True when the input holds nothing but white space and comments.
    package static func isBlank(_ input: String) -> Bool {
        lex(input)[0].kind == .endOfFile
    }

    /// True while braces or parentheses are open, or a `/*` comment is unterminated: the input
    /// continues on the next line.
    package static func needsMoreInput(_ input: String) -> Bool {
        var entry = PendingEntry()
        entry.append(input)
        return entry.needsMoreInput
    }

    /// The declarations of one typed input and their expressions, or nil after reporting its
    /// syntax errors.
    package static func parseDeclarations(file: Int32, log: inout DiagnosticLog)
        -> (declarations: [Declaration], nodes: ExpressionNodes)?
    {
        let source = log.sources[file]
        let errors = log.errorCount
        let tokens = Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
        guard log.errorCount == errors else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        if let declaration = parseQualifiedToken(&parser, log: &log) {
            return log.errorCount == errors ? (declaration, parser.nodes) : nil
        }
        let declarations = parser.parseDeclarations(untilBrace: false, log: &log)
        return log.errorCount == errors ? (declarations, parser.nodes) : nil
    }

    /// `[private|internal] TYPE A.B.name = EXPR`, read as `group A { group B { [private] TYPE name = EXPR } }`;
    /// nil (the parser untouched) when the input has another form. The result is empty after an error.
    private static func parseQualifiedToken(_ parser: inout Parser, log: inout DiagnosticLog) -> [Declaration]? {
        let tokens = parser.tokens
        let isInternal = tokens[0].kind == .identifier && parser.text(tokens[0]) == "internal"
        var position = tokens[0].kind == .kwPrivate || isInternal ? 1 : 0
        guard tokens[position].kind == .identifier, ValueType(rawValue: parser.text(tokens[position])) != nil,
            tokens[position + 1].kind == .identifier, tokens[position + 2].kind == .dot
        else { return nil }
        let typeToken = tokens[position]
        position += 1
        var names: [SyntaxToken] = [tokens[position]]
        while tokens[position + 1].kind == .dot, tokens[position + 2].kind == .identifier {
            names.append(tokens[position + 2])
            position += 2
        }
        guard tokens[position + 1].kind == .equals else { return nil }
        parser.position = position + 2
        parser.declarationStart = 0
        do {
            let value = try parser.parseExpression(log: &log)
            try parser.expect(.endOfFile, log: &log)
            let start = tokens[0].range
            let name = names.removeLast()
            var declaration = Declaration(
                kind: .token(
                    type: TypeAnnotation(type: ValueType(rawValue: parser.text(typeToken))!, range: typeToken.range),
                    name: parser.text(name), nameRange: name.range, value: value),
                range: start.union(parser.nodes.range(of: value)),
                privateRange: tokens[0].kind == .kwPrivate ? tokens[0].range : nil)
            declaration.isInternal = isInternal
            for group in names.reversed() {
                declaration = Declaration(
                    kind: .group(name: parser.text(group), nameRange: group.range, members: [declaration]),
                    range: start.union(parser.nodes.range(of: value)), privateRange: nil)
            }
            return [declaration]
        } catch {
            return []
        }
    }

    private static func lex(_ input: String) -> [SyntaxToken] {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "", bytes: Array(input.utf8)))
        let tokens = Lexer.tokenize(file: file, bytes: log.sources[file].bytes, log: &log)
        return tokens + [tokens.last!, tokens.last!]
    }

    private static func text(of token: SyntaxToken, in input: String) -> String {
        SourceFile(path: "", bytes: Array(input.utf8)).text(token.range)
    }
}
