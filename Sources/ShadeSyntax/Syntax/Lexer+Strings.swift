/// String literals: `"…"` with its escapes, and the single-quoted form that other languages use,
/// read out of the lexer's hot path (the lexer hands them a token that starts with `"` or `'`).
extension Lexer {
    /// The rest of a string literal whose opening quote is at `start`.
    mutating func lexString(start: Int, log: inout DiagnosticLog) -> TokenKind {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return .string
            case UInt8(ascii: "\n"):
                log.error(.unterminatedString, at: TextRange(file: file, start: start, end: start + 1))
                return .invalid
            case UInt8(ascii: "\\"):
                let escapeStart = offset
                offset += 1
                if offset < bytes.count, Self.escapes[bytes[offset]] != nil {
                    offset += 1
                } else {
                    if offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                    log.error(.invalidEscape, at: TextRange(file: file, start: escapeStart, end: offset))
                }
            default:
                offset += 1
            }
        }
        log.error(.unterminatedString, at: TextRange(file: file, start: start, end: start + 1))
        return .invalid
    }

    /// `'text'`, a habit of CSS and JavaScript: one error with the fix, and a string token, so
    /// nothing else follows from it. Nil when no closing quote is on the line.
    mutating func lexSingleQuoted(start: Int, log: inout DiagnosticLog) -> TokenKind? {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\n"),
            bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\")
        { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "'") else { return nil }
        offset = end + 1
        let inner = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        log.error(.singleQuotes, at: TextRange(file: file, start: start, end: offset), suggestions: ["\"\(inner)\""])
        return .string
    }
}

extension Lexer {
    /// The escapes a string may use and what they stand for.
    package static let escapes: [UInt8: String] = [
        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t"
    ]

    /// The value of a well-formed string literal's source text, quotes included.
    package static func stringValue(_ literal: String) -> String {
        var result = ""
        var escaping = false
        for scalar in literal.unicodeScalars.dropFirst().dropLast() {
            if escaping {
                result += escapes[UInt8(truncatingIfNeeded: scalar.value)] ?? ""
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
