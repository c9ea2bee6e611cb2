import ShadeSyntax

/// What the REPL and editors show of a theme's functions and words.
extension Program {
    /// The signature of the user function named `name` (qualified) as declared, its defaults
    /// written on one line: `fn soft(c: color, by: number = 0.5) -> color`; nil when there is none.
    package func signature(ofUserFunction name: String, sources: SourceMap) -> String? {
        guard let function = functions.first(where: { $0.name == name }) else { return nil }
        let parameters = function.parameters.map { parameter in
            "\(parameter.name): \(parameter.type.type.rawValue)"
                + (parameter.defaultValue.map { " = " + sources.oneLine($0.range) } ?? "")
        }
        return "fn \(function.name)(\(parameters.joined(separator: ", "))) -> \(function.result.type.rawValue)"
    }

    /// The language's reserved words (the lexer's), as completion offers them.
    package static let keywords = TokenKind.keywords.keys.sorted()
}

extension SourceMap {
    /// The text of `range` on one line: runs of white space (line breaks too) as one space.
    package func oneLine(_ range: TextRange) -> String {
        self[range.file].text(range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
    }
}
