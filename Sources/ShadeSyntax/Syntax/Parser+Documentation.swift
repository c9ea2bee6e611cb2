extension Parser {
    /// The `///` lines written directly above the declaration that starts at `offset`, joined
    /// with newlines: the declaration's description (docs/language.md, Metadata).
    ///
    /// Doc comments are trivia to the lexer, so a file without them costs nothing to lex; the
    /// parser reads them back from the source, looking only at the lines just above each
    /// declaration. A line counts when, after its indentation, it starts with exactly three
    /// slashes (`////` is a plain comment); the first space after `///` is dropped. A blank line,
    /// code or a plain comment ends the description.
    package func documentation(before offset: Int) -> String? {
        let bytes = source.bytes
        var lineStart = offset
        while lineStart > 0 {
            let byte = bytes[lineStart - 1]
            if byte == UInt8(ascii: "\n") { break }
            // Something else on the declaration's own line: no description.
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
            lineStart -= 1
        }
        var lines: [Substring] = []
        while lineStart > 0 {
            let lineEnd = lineStart - 1
            var start = lineEnd
            while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            guard let text = docCommentText(bytes, from: start, to: lineEnd) else { break }
            lines.append(text)
            lineStart = start
        }
        guard !lines.isEmpty else { return nil }
        return lines.reversed().joined(separator: "\n")
    }

    /// The text of a `///` line from `start` to `end` (exclusive), or nil when the line is not one.
    private func docCommentText(_ bytes: [UInt8], from start: Int, to end: Int) -> Substring? {
        var index = start
        while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
        let slash = UInt8(ascii: "/")
        guard end - index >= 3, bytes[index] == slash, bytes[index + 1] == slash, bytes[index + 2] == slash,
            end - index == 3 || bytes[index + 3] != slash
        else { return nil }
        index += 3
        if index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        var last = end
        while last > index && (bytes[last - 1] == UInt8(ascii: "\r") || bytes[last - 1] == UInt8(ascii: " ")) {
            last -= 1
        }
        return Substring(decoding: bytes[index..<last], as: UTF8.self)
    }
}
