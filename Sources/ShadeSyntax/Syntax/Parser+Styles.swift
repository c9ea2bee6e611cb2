/// Parsing `component` and `style` (docs/language.md, Components and styles). Their words are contextual: `component`,
/// `style`, `in` and `reset` stay ordinary names everywhere else, so no existing theme breaks.
extension Parser {
    /// Whether the current token is the identifier `word` (compared as bytes: no string is made).
    func isWord(_ word: StaticString) -> Bool {
        isWord(word, at: position)
    }

    /// Whether the token at `index` is the identifier `word`.
    func isWord(_ word: StaticString, at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, Int(token.range.end - token.range.start) == word.utf8CodeUnitCount else {
            return false
        }
        let start = Int(token.range.start)
        return word.withUTF8Buffer { spelling in
            source.bytes.withUnsafeBufferPointer { bytes in
                spelling.indices.allSatisfy { bytes[start + $0] == spelling[$0] }
            }
        }
    }

    /// `component NAME {` or `style NAME {` / `style NAME in`: the start of one of them.
    var startsComponentOrStyle: Bool {
        guard kind == .identifier, peek() == .identifier else { return false }
        if isWord("component") { return peek(2) == .leftBrace }
        if isWord("style") { return peek(2) == .leftBrace || peek(2) == .identifier }
        return false
    }

    mutating func parseComponent(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        let name = try expectName(log: &log, context: "after 'component'")
        let nameText = text(name)
        try expect(.leftBrace, log: &log, context: "to open component '\(nameText)'")
        var properties: [ComponentProperty] = []
        while kind != .rightBrace && kind != .endOfFile {
            guard typeName(current) != nil else {
                let suggestions =
                    kind == .identifier
                    ? Suggestions.closest(to: text(current), among: ValueType.allCases.map(\.rawValue)) : []
                throw fail(.expectedComponentProperty(found: describe(current)), log: &log, suggestions: suggestions)
            }
            declarationStart = position
            guard case let .token(type, property, range, value) = try parseToken(log: &log) else { continue }
            properties.append(ComponentProperty(type: type, name: property, nameRange: range, defaultValue: value))
        }
        try expect(.rightBrace, log: &log, context: "to close component '\(nameText)'")
        return .component(name: nameText, nameRange: name.range, properties: properties)
    }

    mutating func parseStyle(log: inout DiagnosticLog) throws(Abandon) -> DeclarationKind {
        advance()
        let component = try expectName(log: &log, context: "after 'style'")
        var style = StyleDeclaration(
            component: text(component), componentRange: component.range, containers: [], assignments: [])
        if isWord("in") {
            advance()
            repeat {
                let container = try expect(.identifier, log: &log, context: "for a container of the style")
                style.containers.append((text(container), container.range))
            } while eat(.comma) != nil
        } else if kind == .identifier {
            throw fail(
                .expected("'in' or '{'", found: describe(current), context: "after the component '\(style.component)'"),
                log: &log)
        }
        try expect(.leftBrace, log: &log, context: "to open the style of '\(style.component)'")
        while kind != .rightBrace && kind != .endOfFile {
            if isWord("reset") && peek() != .equals {
                let reset = advance()
                if let first = style.resetRange {
                    log.error(.resetRepeated, at: reset.range, notes: [("first written here", first)])
                }
                style.resetRange = style.resetRange ?? reset.range
                continue
            }
            declarationStart = position
            let name = try expect(.identifier, log: &log, context: "for a property of '\(style.component)'")
            let nameText = text(name)
            try expect(.equals, log: &log, context: "after '\(nameText)'")
            let value = parseValueOrRecover(log: &log)
            style.assignments.append(StyleAssignment(name: nameText, nameRange: name.range, value: value))
        }
        try expect(.rightBrace, log: &log, context: "to close the style of '\(style.component)'")
        return .style(style)
    }
}
