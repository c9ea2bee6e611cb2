/// Parsing `appearances { light, dark, dark-dimmed }` (docs/language.md, Listed appearances). `appearances` is a
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

extension Parser {
    /// `when dark, dimmed { fgColor.muted = base.gray.9 … }`. `when` is a contextual word: a
    /// declaration only when axis values and a `{` follow it. A token declared in the block
    /// (`when dark { color highlight = … }`) exists only where the block holds.
    mutating func parseOverrides(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        var block = OverrideBlock(conditions: [], assignments: [], declarations: [])
        repeat {
            let value = try expect(.identifier, log: &log, context: "for an axis value after 'when'")
            block.conditions.append((text(value), value.range))
        } while eat(.comma) != nil
        try expect(.leftBrace, log: &log, context: "to open the 'when' block")
        while kind != .rightBrace && kind != .endOfFile {
            // `color highlight = …`: a token that exists only where the block holds.
            if kind == .at || kind == .kwPrivate || typeName(current) != nil && peek() != .dot && peek() != .equals {
                block.declarations.append(try parseDeclaration(log: &log))
                continue
            }
            declarationStart = position
            let first = try expectName(log: &log, context: "for the token to override")
            var path = [text(first)]
            var range = first.range
            while eat(.dot) != nil {
                let member = try expectMemberName(log: &log)
                path.append(text(member))
                range = range.union(member.range)
            }
            try expect(.equals, log: &log, context: "after '\(path.joined(separator: "."))'")
            let value = parseValueOrRecover(log: &log)
            block.assignments.append(OverrideAssignment(path: path, pathRange: range, value: value))
        }
        try expect(.rightBrace, log: &log, context: "to close the 'when' block")
        return .overrides(block)
    }
}
