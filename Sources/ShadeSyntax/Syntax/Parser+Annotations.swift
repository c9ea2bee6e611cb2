/// The annotations written before a declaration.
struct Annotations: Sendable {
    /// `@deprecated("use X")`: the text (empty when bare) and where it is written.
    package var deprecation: (text: String, range: TextRange)?
    /// `@dtcg(type: …, extensions: …)` and where it is written.
    package var dtcg: (value: DTCGAnnotation, range: TextRange)?
}

extension Parser {
    /// The annotations before a declaration: `@deprecated`, `@deprecated("use X")` and
    /// `@dtcg(type: "fontWeight", extensions: "{…}")`. An unknown annotation or a malformed one is
    /// reported and skipped.
    mutating func parseAnnotations(log: inout DiagnosticLog) throws(Abandon) -> Annotations {
        var annotations = Annotations()
        while let at = eat(.at) {
            let name = try expect(.identifier, log: &log, context: "after '@'")
            switch text(name) {
            case "deprecated":
                var message = ""
                var end = name.range
                if eat(.leftParen) != nil {
                    guard kind == .string else { throw fail(.deprecationText, log: &log) }
                    message = Lexer.stringValue(text(current))
                    advance()
                    end = try expect(.rightParen, log: &log, context: "after the deprecation's text").range
                }
                annotations.deprecation = (message, at.range.union(end))
            case "dtcg":
                let (value, end) = try parseDTCGArguments(log: &log)
                annotations.dtcg = (value, at.range.union(end))
            default:
                throw fail(
                    .unknownAnnotation(text(name)), at: at.range.union(name.range), log: &log,
                    suggestions: Suggestions.closest(to: text(name), among: ["deprecated", "dtcg"]))
            }
        }
        return annotations
    }

    /// `(type: "…", extensions: "…")` after `@dtcg`: both labels optional, at least one present.
    private mutating func parseDTCGArguments(log: inout DiagnosticLog) throws(Abandon) -> (DTCGAnnotation, TextRange) {
        try expect(.leftParen, log: &log, context: "after '@dtcg'")
        var annotation = DTCGAnnotation()
        repeat {
            let label = try expect(.identifier, log: &log, context: "in '@dtcg(…)'")
            let labelText = text(label)
            try expect(.colon, log: &log, context: "after '\(labelText)'")
            guard kind == .string else { throw fail(.dtcgArgument, log: &log) }
            let value = Lexer.stringValue(text(current))
            switch labelText {
            case "type":
                if !DTCGAnnotation.types.contains(value) {
                    log.error(
                        .unknownDTCGType(value), at: current.range,
                        suggestions: Suggestions.closest(to: value, among: DTCGAnnotation.types).map { "\"\($0)\"" })
                }
                annotation.type = value
            case "extensions":
                if !DTCGAnnotation.isJSONObject(value) { log.error(.dtcgExtensions, at: current.range) }
                annotation.extensions = value
            default:
                throw fail(.dtcgArgument, at: label.range, log: &log)
            }
            advance()
        } while eat(.comma) != nil
        let end = try expect(.rightParen, log: &log, context: "after '@dtcg''s arguments").range
        return (annotation, end)
    }

    /// Deprecation fits a token or a function; `@dtcg` a token only. Called where the
    /// declaration proper starts, after `internal` and `private`. What starts no declaration at
    /// all is reported once, by ``parseDeclaration(log:)``, not as a misplaced annotation too.
    func checkPlacement(of annotations: Annotations, log: inout DiagnosticLog) {
        let isToken = kind == .identifier && typeName(current) != nil && !startsComponentOrStyle
        let startsOther =
            switch kind {
            case .kwGroup, .kwFn, .kwImport, .kwAssert, .kwAxis: true
            case .identifier:
                startsComponentOrStyle || isWord("when") && peek() == .identifier
                    || isWord("appearances") && peek() == .leftBrace
            default: false
            }
        guard isToken || startsOther else { return }
        if let deprecation = annotations.deprecation, !isToken, kind != .kwFn {
            log.error(.notDeprecatable(describe(current)), at: deprecation.range)
        }
        if let dtcg = annotations.dtcg, !isToken {
            log.error(.notDTCGAnnotatable(describe(current)), at: dtcg.range)
        }
    }
}

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
