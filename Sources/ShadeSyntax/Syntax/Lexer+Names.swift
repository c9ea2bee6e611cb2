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

extension Lexer {
    /// A number followed by a word that is not a unit: `16PX`, `220deg` and `2x` get Shade's way
    /// for the whole literal, any other word the list of units.
    mutating func reportUnknownUnit(start: Int, numberEnd: Int, log: inout DiagnosticLog) {
        let digits = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
        let unit = String(decoding: bytes[numberEnd..<offset], as: UTF8.self)
        let literal = TextRange(file: file, start: start, end: offset)
        if let lower = ValueType.DimensionUnit(rawValue: unit.lowercased()) {
            log.error(.upperCaseUnit(unit), at: literal, suggestions: [digits + lower.rawValue])
        } else if unit == "deg" {
            log.error(.degreeUnit, at: literal, suggestions: [digits])
        } else if unit == "x" {
            log.error(.scaleUnit, at: literal, suggestions: [digits, digits + "pt"])
        } else {
            log.error(.unknownUnit(unit), at: TextRange(file: file, start: numberEnd, end: offset))
        }
    }
}

/// Qualified names (`Palette.blue`): a group's path and the token's name, joined by dots.
package enum QualifiedName {
    /// The segments of `name`, split at each `.` scalar. A segment may begin with a combining mark
    /// (`` `́b` ``), which joins the dot before it into one `Character`: a split by characters
    /// would keep `a.́b` whole.
    /// Split at the '.' byte of the UTF-8, which is the '.' scalar (no other scalar's bytes hold
    /// it), each segment copied once: no scalar-by-scalar rebuilding.
    package static func segments(of name: String) -> [String] {
        name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
    }
}
