extension Lexer {
    /// A name in backticks (`` `fg-default` ``, `` `0` ``): any characters but a backtick, a dot
    /// and control characters, on one line. The token is an identifier whose range keeps the
    /// backticks; the parser reads the name inside (``Parser/text(_:)``).
    mutating func lexBacktickName(start: Int, log: inout DiagnosticLog) -> TokenKind {
        var dot: Int?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "`") { break }
            if byte < 0x20 || byte == 0x7f { break }
            if byte == UInt8(ascii: "."), dot == nil { dot = offset }
            offset += 1
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "`") else {
            log.error(.unterminatedBacktickName, at: TextRange(file: file, start: start, end: start + 1))
            return .invalid
        }
        offset += 1
        let range = TextRange(file: file, start: start, end: offset)
        if offset - start == 2 {
            log.error(.emptyBacktickName, at: range)
            return .invalid
        }
        if let dot {
            let inner = String(decoding: bytes[(start + 1)..<(offset - 1)], as: UTF8.self)
            log.error(
                .dotInBacktickName(inner), at: TextRange(file: file, start: dot, end: dot + 1),
                suggestions: [
                    inner.split(separator: ".", omittingEmptySubsequences: false).map { "`\($0)`" }.joined(
                        separator: ".")
                ])
            return .invalid
        }
        return .identifier
    }
}
