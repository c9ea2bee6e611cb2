/// The one way each piece of text is written into Shade source, per context, so that it reads
/// back as the same text and never as code: a name (bare, or in backticks), a string literal, a
/// `///` description, a number. Every scalar is looked at on its own (never a `Character`: a
/// combining mark after a quote must not hide the quote). What ``Lexer`` reads back decides
/// each rule (Sources/ShadeSyntax/Syntax/Lexer.swift, Lexer+Names.swift, Parser+Annotations.swift).
package enum ShadeEscaping {
    /// A name as Shade source writes it: bare when it is an identifier (and no keyword, unless
    /// after a dot, where any identifier or a run of digits is a member), else in backticks. Nil
    /// when no Shade name can hold the text: empty, or with a backtick, a dot or a control
    /// character (U+0000–U+001F, U+007F) — backticks have no escapes.
    package static func name(_ text: String, afterDot: Bool = false) -> String? {
        /// How the text is written: not at all, as it is, or in backticks.
        enum Spelling { case none, plain, backticks }
        var word = text
        // Read as bytes where they lie (an import asks for every segment of every name).
        let spelling = word.withUTF8 { bytes -> Spelling in
            guard let first = bytes.first else { return .none }
            if first.isIdentifierStart, bytes.allSatisfy(\.isIdentifierContinue),
                afterDot || TokenKind.keyword(bytes) == nil
            {
                return .plain
            }
            if afterDot && bytes.allSatisfy(\.isDigit) { return .plain }
            let allowed = bytes.allSatisfy { byte in
                byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "`") && byte != UInt8(ascii: ".")
            }
            return allowed ? .backticks : .none
        }
        switch spelling {
        case .none: return nil
        case .plain: return text
        case .backticks: return "`" + text + "`"
        }
    }

    /// Whether the names of `path` (joined with dots) are written as they are read: each an
    /// identifier that ``name(_:afterDot:)`` leaves bare, the first no keyword. A path that is
    /// not (a name in backticks, a run of digits, `$root`) is written a name at a time.
    package static func isPlainPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let first = word.first, first.isIdentifierStart, word.allSatisfy(\.isIdentifierContinue),
                    start > 0 || TokenKind.keyword(word) == nil
                else { return false }
                start = end + 1
            }
            return true
        }
    }

    /// Why ``name(_:afterDot:)`` has no name for `text`, for messages.
    package static let unnamable = "a Shade name is not empty and holds no backtick, dot or control character"

    /// A string literal that reads back as `text`: `"` and `\` escaped, line feed and tab as
    /// `\n` and `\t` (a line feed would end the literal); every other scalar as itself, which the
    /// lexer keeps as it is.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` as `///` lines at `indent`, one per line of it: a description reads back joined by
    /// line feeds (only a line feed ends a comment line). The parser drops spaces and carriage
    /// returns at a line's end, so they are the only thing not kept.
    package static func documentation(_ text: String, indent: String) -> [String] {
        // Split at each line feed scalar: "\r\n" is one `Character`, which a split by
        // `Character` would leave whole, its line feed starting a line of code.
        var lines: [String] = []
        var line = indent + "/// "
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(line)
                line = indent + "/// "
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return lines + [line]
    }

    /// A number as the lexer reads it: the shortest decimal that reads back as the same double,
    /// written out in full (`0.00001`, `10000000000000000`) — the lexer has no exponents. A
    /// negative number keeps its `-` (a unary minus to the parser).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = "\(abs(value))"
        let sign = value < 0 ? "-" : ""
        guard let e = shortest.firstIndex(of: "e"), let exponent = Int(shortest[shortest.index(after: e)...]) else {
            return sign + shortest
        }
        let mantissa = shortest[..<e]
        let point = mantissa.firstIndex(of: ".")
        let whole = point.map { mantissa[..<$0] } ?? mantissa
        var digits = String(whole) + (point.map { String(mantissa[mantissa.index(after: $0)...]) } ?? "")
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let places = whole.count + exponent  // digits before the decimal point
        if places <= 0 { return sign + "0." + String(repeating: "0", count: -places) + digits }
        if places >= digits.count { return sign + digits + String(repeating: "0", count: places - digits.count) }
        return sign + digits.prefix(places) + "." + digits.dropFirst(places)
    }

}
