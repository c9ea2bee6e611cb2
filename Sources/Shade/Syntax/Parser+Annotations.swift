extension Parser {
    /// The annotations before a declaration: `@deprecated` or `@deprecated("use X")`. Returns
    /// the deprecation's text (empty when bare) and where it is written, when there is one;
    /// an unknown annotation or a malformed one is reported and skipped.
    mutating func parseAnnotations(log: inout DiagnosticLog) throws(Abandon) -> (text: String, range: TextRange)? {
        var deprecation: (text: String, range: TextRange)?
        while let at = eat(.at) {
            let name = try expect(.identifier, log: &log, context: "after '@'")
            guard text(name) == "deprecated" else {
                throw fail(.unknownAnnotation(text(name)), at: at.range.union(name.range), log: &log,
                           suggestions: Suggestions.closest(to: text(name), among: ["deprecated"]))
            }
            var message = ""
            var end = name.range
            if eat(.leftParen) != nil {
                guard kind == .string else { throw fail(.deprecationText, log: &log) }
                message = Lexer.stringValue(text(current))
                advance()
                end = try expect(.rightParen, log: &log, context: "after the deprecation's text").range
            }
            deprecation = (message, at.range.union(end))
        }
        guard let deprecation else { return nil }
        switch kind {
        case .identifier where typeName(current) != nil && !startsComponentOrStyle: break
        case .kwPrivate where peek() == .identifier || peek() == .kwFn: break
        case .kwFn: break
        default:
            log.error(.notDeprecatable(describe(current)), at: deprecation.range)
        }
        return deprecation
    }
}
