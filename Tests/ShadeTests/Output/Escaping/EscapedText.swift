/// What the escaping tests check escaped text against, written from the target languages'
/// rules and not from the escaping code: the scalars that break lines or reorder text, and
/// decoders of Swift string literals, CSS strings and identifiers, and HTML text.
enum EscapedText {
    /// Line breaks of some language: LF, VT, FF, CR, NEL, U+2028, U+2029.
    static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
    /// Bidi controls, the byte order mark and U+FFFE.
    static let invisible: Set<UInt32> = [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C, 0xFEFF, 0xFFFE
    ]

    /// Whether a scalar must never reach generated text raw: a control but tab, a line break, or
    /// an invisible scalar.
    static func isRawHazard(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
            || lineBreaks.contains(scalar.value) || invisible.contains(scalar.value)
    }

    /// The text a Swift string literal (quotes included) stands for: `\"`, `\\`, `\n`, `\t`,
    /// `\r`, `\0`, `\u{…}`; nil for a raw quote, backslash or line break inside, or an unknown escape.
    static func swiftString(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView(), index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
            guard scalar == "\\" else { out.append(scalar); continue }
            guard index < scalars.count else { return nil }
            let next = scalars[index]
            index += 1
            switch next {
            case "\"", "\\": out.append(next)
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}")
                else { return nil }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(out)
    }

    /// The value of a CSS string token (quotes included) or an identifier's escapes, by CSS
    /// Syntax §4.3.7 "consume an escaped code point": hex digits (up to six) and one following
    /// whitespace, or the escaped character itself; 0 as U+FFFD. Nil for a raw quote or newline
    /// inside a string.
    static func css(_ text: String, quoted: Bool) -> String? {
        var scalars = Array(text.unicodeScalars)
        if quoted {
            guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
            scalars = Array(scalars.dropFirst().dropLast())
        }
        var out = String.UnicodeScalarView(), index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted, scalar == "\"" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" { return nil }
            guard scalar == "\\" else { out.append(scalar); continue }
            guard index < scalars.count else { return nil }
            var hex = ""
            while hex.count < 6, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                hex.unicodeScalars.append(scalars[index])
                index += 1
            }
            if hex.isEmpty {
                out.append(scalars[index])
                index += 1
                continue
            }
            if index < scalars.count, [" ", "\t", "\n"].contains(scalars[index]) { index += 1 }
            let value = UInt32(hex, radix: 16)!
            out.append(value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(out)
    }

    /// The text HTML text or a double-quoted attribute value stands for, with the character
    /// references the escaping writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#13;`); nil for a raw `<`, `>`,
    /// `"`, CR, NUL, or an `&` that starts anything else.
    static func html(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        let references: [(String, Unicode.Scalar)] = [
            ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#13;", "\r")
        ]
        var out = String.UnicodeScalarView(), index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&" {
                guard
                    let (reference, value) = references.first(where: { reference, _ in
                        Array(reference.unicodeScalars)
                            == Array(scalars[index..<min(scalars.count, index + reference.unicodeScalars.count)])
                    })
                else { return nil }
                out.append(value)
                index += reference.unicodeScalars.count
                continue
            }
            if ["<", ">", "\"", "\r", "\0"].contains(scalar) { return nil }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }

    /// `text` with NUL as U+FFFD: what CSS and HTML make of a NUL, which they cannot hold.
    static func withoutNUL(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }
}
