/// Turns the bytes of one source file into tokens, reporting malformed input as it goes.
///
/// The lexer works on UTF-8 bytes, never on `Character`s: everything significant in Shade is
/// ASCII, and non-ASCII bytes may only appear inside strings and comments. It reads them through
/// a buffer pointer, valid while ``tokenize(file:bytes:log:)`` runs.
package struct Lexer {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let file: Int32
    package var offset = 0
    private var startsLine = true

    private init(file: Int32, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
    }

    /// All tokens of the file, ending with `.endOfFile`.
    package static func tokenize(file: Int32, bytes: [UInt8], log: inout DiagnosticLog) -> [SyntaxToken] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, bytes: buffer)
            var ended = false
            // Generous: capacity never touched costs no memory, and growing would copy every token.
            // The tokens are written straight into it, with no check of the array's capacity and
            // uniqueness a token; a file of more tokens than that (one of single-byte tokens, say)
            // goes on by appending.
            var tokens = [SyntaxToken](unsafeUninitializedCapacity: bytes.count / 2 + 16) { room, count in
                while count < room.count, !ended {
                    let token = lexer.next(log: &log)
                    (room.baseAddress! + count).initialize(to: token)
                    count += 1
                    ended = token.kind == .endOfFile
                }
            }
            while !ended {
                let token = lexer.next(log: &log)
                tokens.append(token)
                ended = token.kind == .endOfFile
            }
            return tokens
        }
    }

    private mutating func next(log: inout DiagnosticLog) -> SyntaxToken {
        skipTrivia(log: &log)
        let start = offset
        let lineStart = startsLine
        startsLine = false
        func token(_ kind: TokenKind) -> SyntaxToken {
            SyntaxToken(kind: kind, range: TextRange(file: file, start: start, end: offset), startsLine: lineStart)
        }
        guard offset < bytes.count else { return token(.endOfFile) }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "{"): return token(.leftBrace)
        case UInt8(ascii: "}"): return token(.rightBrace)
        case UInt8(ascii: "("): return token(.leftParen)
        case UInt8(ascii: ")"): return token(.rightParen)
        case UInt8(ascii: ","): return token(.comma)
        case UInt8(ascii: ":"): return token(.colon)
        case UInt8(ascii: "."): return token(.dot)
        case UInt8(ascii: "+"): return token(.plus)
        case UInt8(ascii: "*"): return token(.star)
        case UInt8(ascii: "/"): return token(.slash)
        case UInt8(ascii: "-"): return token(eat(">") ? .arrow : .minus)
        case UInt8(ascii: "="): return token(eat("=") ? .equalEqual : .equals)
        case UInt8(ascii: "!"): return token(eat("=") ? .bangEqual : .bang)
        case UInt8(ascii: "<"): return token(eat("=") ? .lessEqual : .less)
        case UInt8(ascii: ">"): return token(eat("=") ? .greaterEqual : .greater)
        case UInt8(ascii: "&") where eat("&"): return token(.andAnd)
        case UInt8(ascii: "|") where eat("|"): return token(.orOr)
        case UInt8(ascii: "\""): return token(lexString(start: start, log: &log))
        case UInt8(ascii: "`"): return token(lexBacktickName(start: start, log: &log))
        case UInt8(ascii: "$"): return token(.dollar)
        case UInt8(ascii: "@"): return token(.at)
        case UInt8(ascii: "#"):
            skipWordCharacters()
            return token(checkHexColor(start: start, digits: offset - start - 1, log: &log))
        case UInt8(ascii: "0") where offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "x"):
            offset += 1
            skipWordCharacters()
            return token(checkHexColor(start: start, digits: offset - start - 2, log: &log, prefixed: true))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return token(lexNumber(start: start, log: &log))
        case _ where byte.isIdentifierStart:
            skipWordCharacters()
            return token(keyword(start: start) ?? .identifier)
        default:
            return token(lexInvalid(start: start, first: byte, log: &log))
        }
    }
}

private extension Lexer {
    /// The keyword spelled by the bytes from `start` to here, compared as bytes (no string is built).
    func keyword(start: Int) -> TokenKind? { TokenKind.keyword(bytes[start..<offset]) }

    mutating func eat(_ ascii: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ascii) else { return false }
        offset += 1
        return true
    }

    mutating func skipWordCharacters() {
        var index = offset
        while index < bytes.count, bytes[index].isIdentifierContinue { index += 1 }
        offset = index
    }

    mutating func skipTrivia(log: inout DiagnosticLog) {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                startsLine = true
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                let start = offset
                offset += 2
                while offset + 1 < bytes.count,
                    !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
                {
                    if bytes[offset] == UInt8(ascii: "\n") { startsLine = true }
                    offset += 1
                }
                if offset + 1 < bytes.count {
                    offset += 2
                } else {
                    offset = bytes.count
                    log.error(.unterminatedComment, at: TextRange(file: file, start: start, end: start + 2))
                }
            default:
                return
            }
        }
    }

    mutating func lexNumber(start: Int, log: inout DiagnosticLog) -> TokenKind {
        while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
        if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "."), bytes[offset + 1].isDigit {
            offset += 1
            while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
        }
        let numberEnd = offset
        // Fewer than 300 digits are below 1e300: only a longer literal can overflow.
        if numberEnd - start >= 300 {
            let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            if let value = Double(text), !value.isFinite {
                log.error(.numberTooLarge(text), at: TextRange(file: file, start: start, end: numberEnd))
                return .invalid
            }
        }
        if eat("%") { return .percentage }
        guard offset < bytes.count, bytes[offset].isIdentifierStart else { return .number }
        skipWordCharacters()
        let unit = String(decoding: bytes[numberEnd..<offset], as: UTF8.self)
        guard ValueType.DimensionUnit(rawValue: unit) != nil else {
            let word = bytes[start..<offset]
            if word.count == 6 || word.count == 8, word.allSatisfy(\.isHexDigit) {
                let text = String(decoding: word, as: UTF8.self)
                log.error(
                    .hexColorWithoutHash(text), at: TextRange(file: file, start: start, end: offset),
                    suggestions: ["#" + text])
                return .invalid
            }
            reportUnknownUnit(start: start, numberEnd: numberEnd, log: &log)
            return .invalid
        }
        return .dimension
    }

    mutating func checkHexColor(start: Int, digits: Int, log: inout DiagnosticLog, prefixed: Bool = false) -> TokenKind
    {
        let first = prefixed ? start + 2 : start + 1
        var allHex = true
        for index in first..<offset where !bytes[index].isHexDigit { allHex = false }
        let validCount = digits == 6 || digits == 8 || (!prefixed && (digits == 3 || digits == 4))
        guard allHex, validCount else {
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            log.error(
                prefixed ? .invalidHexNumber(text) : .invalidHexColor(text),
                at: TextRange(file: file, start: start, end: offset))
            return .invalid
        }
        return .hexColor
    }

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

    mutating func lexInvalid(start: Int, first: UInt8, log: inout DiagnosticLog) -> TokenKind {
        if first == UInt8(ascii: "'"), let kind = lexSingleQuoted(start: start, log: &log) { return kind }
        // Take a whole UTF-8 sequence so the message shows one character.
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        let shown = first == 0 ? "NUL byte" : "character '\(text)'"
        let message: DiagnosticMessage = first == UInt8(ascii: ";") ? .semicolon : .unexpectedCharacter(shown)
        log.error(message, at: TextRange(file: file, start: start, end: offset))
        return .invalid
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

extension UInt8 {
    package var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    package var isHexDigit: Bool { isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f")) }
    /// An ASCII letter, either case.
    package var isASCIILetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }
    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") }
    /// A letter, a digit or `_`: one bit of two 64-bit masks (bytes below 64 and 64…127), so a
    /// word is scanned with a shift and a test a byte.
    var isIdentifierContinue: Bool {
        let bits: UInt64 = self < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return self < 128 && bits >> UInt64(self & 63) & 1 != 0
    }
}
