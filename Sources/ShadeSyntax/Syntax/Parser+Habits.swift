extension Parser {
    /// `.5`: one error with the fix, and the number it meant, so nothing else follows from it.
    /// Nil unless the current '.' is followed, without a space, by a number.
    mutating func leadingDotNumber(log: inout DiagnosticLog) -> Expression? {
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
        if let unit = ValueType.Unit(rawValue: String(written.dropFirst(digits.count))) {
            return Expression(kind: .dimension(value, unit), range: range)
        }
        return Expression(kind: .number(value), range: range)
    }

    /// `my-color` as a declared name: one error with the camelCase name, which is then declared,
    /// so its uses are not reported again. `name` when no '-' follows it without a space.
    mutating func kebabName(after name: SyntaxToken, log: inout DiagnosticLog) -> (text: String, range: TextRange) {
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
