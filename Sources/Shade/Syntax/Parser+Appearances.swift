/// Parsing `appearances { light, dark, dark-dimmed }` (DESIGN.md §7). `appearances` is a
/// contextual word: a declaration only when a `{` follows it.
extension Parser {
    mutating func parseAppearances(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        try expect(.leftBrace, log: &log, context: "after 'appearances'")
        var entries: [(names: [String], range: TextRange)] = []
        while kind != .rightBrace {
            // `dark-dimmed` is three tokens: a name, '-', a name.
            let first = try expect(.identifier, log: &log, context: "for an appearance (axis values joined by '-')")
            var names = [text(first)]
            var range = first.range
            while eat(.minus) != nil {
                let next = try expect(.identifier, log: &log, context: "after '-' in an appearance")
                names.append(text(next))
                range = range.union(next.range)
            }
            entries.append((names, range))
            if eat(.comma) == nil { break }
        }
        try expect(.rightBrace, log: &log, context: "to close 'appearances'")
        return .appearances(entries)
    }
}
