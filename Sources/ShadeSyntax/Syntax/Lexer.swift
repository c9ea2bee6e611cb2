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

    /// The next token. Kept small: spaces, names, keywords and one-byte tokens are read here, and
    /// everything else (numbers, colors, operators of two bytes, strings, comments, malformed
    /// input) in functions of their own, so that the path of most tokens saves and restores few
    /// registers (docs/performance.md, "The lexer's hot path").
    private mutating func next(log: inout DiagnosticLog) -> SyntaxToken {
        var index = offset
        var lineStart = startsLine
        // Trivia: spaces and line breaks here, comments out of line.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "\n") {
                index += 1
                lineStart = true
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
            {
                offset = index
                skipComment(log: &log)
                index = offset
                lineStart = lineStart || startsLine
            } else {
                break
            }
        }
        let start = index
        startsLine = false
        guard start < bytes.count else {
            offset = start
            return SyntaxToken(
                kind: .endOfFile, range: TextRange(file: file, start: start, end: start), startsLine: lineStart)
        }
        let byte = bytes[start]
        let kind: TokenKind
        if byte.isIdentifierStart {
            index = start + 1
            // `skipWordCharacters()`'s loop, over a local index: calling it, even inlined, cost 0.3%
            // more of `eval`'s instructions.
            while index < bytes.count, bytes[index].isIdentifierContinue { index += 1 }
            offset = index
            kind = TokenKind.keyword(bytes[start..<index]) ?? .identifier
        } else if let single = Self.singleByteToken(byte) {
            offset = start + 1
            kind = single
        } else {
            offset = start + 1
            kind = other(byte, start: start, log: &log)
        }
        return SyntaxToken(kind: kind, range: TextRange(file: file, start: start, end: offset), startsLine: lineStart)
    }

    /// The token of one byte that no other token starts with, if `byte` is one.
    @inline(__always)
    private static func singleByteToken(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "*"): .star
        case UInt8(ascii: "/"): .slash
        case UInt8(ascii: "$"): .dollar
        case UInt8(ascii: "@"): .at
        default: nil
        }
    }

    /// Any token but a name and a one-byte token, `byte` (at `start`) read already.
    @inline(never)
    private mutating func other(_ byte: UInt8, start: Int, log: inout DiagnosticLog) -> TokenKind {
        switch byte {
        case UInt8(ascii: "-"): return eat(">") ? .arrow : .minus
        case UInt8(ascii: "="): return eat("=") ? .equalEqual : .equals
        case UInt8(ascii: "!"): return eat("=") ? .bangEqual : .bang
        case UInt8(ascii: "<"): return eat("=") ? .lessEqual : .less
        case UInt8(ascii: ">"): return eat("=") ? .greaterEqual : .greater
        case UInt8(ascii: "&") where eat("&"): return .andAnd
        case UInt8(ascii: "|") where eat("|"): return .orOr
        case UInt8(ascii: "\""): return lexString(start: start, log: &log)
        case UInt8(ascii: "`"): return lexBacktickName(start: start, log: &log)
        case UInt8(ascii: "#"):
            skipWordCharacters()
            return checkHexColor(start: start, digits: offset - start - 1, log: &log)
        case UInt8(ascii: "0") where offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "x"):
            offset += 1
            skipWordCharacters()
            return checkHexColor(start: start, digits: offset - start - 2, log: &log, prefixed: true)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(start: start, log: &log)
        default:
            return lexInvalid(start: start, first: byte, log: &log)
        }
    }
}

private extension Lexer {
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

    /// The comment at `offset` (`//` to the end of the line, or `/* … */`), setting ``startsLine``
    /// when it spans a line break.
    @inline(never)
    mutating func skipComment(log: inout DiagnosticLog) {
        if bytes[offset + 1] == UInt8(ascii: "/") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            return
        }
        let start = offset
        offset += 2
        while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
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

extension UInt8 {
    package var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    package var isHexDigit: Bool { isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f")) }
    /// An ASCII letter, either case.
    package var isASCIILetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }
    /// A letter or `_`: a byte that may start a name (``nameByteClasses``).
    var isIdentifierStart: Bool { nameByteClasses.utf8Start[Int(self)] == UInt8(ascii: "2") }
    /// A letter, a digit or `_`: a byte that may continue a name. One load from a table of every
    /// byte's class (a name's bytes are tested one at a time as the lexer reads it).
    var isIdentifierContinue: Bool { nameByteClasses.utf8Start[Int(self)] != UInt8(ascii: "0") }
}

/// Each byte's part in a name, 64 bytes a line: `2` for a byte that may start one (`A`–`Z`, `_`,
/// `a`–`z`), `1` for one that may only continue it (`0`–`9`), `0` for any other.
private var nameByteClasses: StaticString {
    """
    0000000000000000000000000000000000000000000000001111111111000000\
    0222222222222222222222222220000202222222222222222222222222200000\
    0000000000000000000000000000000000000000000000000000000000000000\
    0000000000000000000000000000000000000000000000000000000000000000
    """
}
