/// Text into CSS: one function per place text goes, each working over Unicode scalars (never
/// `Character`s, which hide a delimiter followed by a combining mark). Escapes follow CSS
/// Syntax and CSSOM ("serialize an identifier", "serialize a string"); a hex escape is always
/// followed by a space, which ends it.
package enum CSSEscaping {
    /// An identifier (a custom property name, a class name, an attribute name), per CSSOM
    /// "serialize an identifier": NUL as U+FFFD, controls, line breaks, bidi controls and
    /// noncharacters as hex escapes, a digit that would start it (or follow a leading `-`)
    /// escaped, a lone `-` as `\-`, any other ASCII character but letters, digits, `-` and `_`
    /// after a backslash.
    package static func identifier(_ name: String) -> String {
        if isPlainIdentifier(name) { return name }
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (position, scalar) in scalars.enumerated() {
            let isDigit = ("0"..."9").contains(scalar)
            let startsWithDigit = isDigit && (position == 0 || (position == 1 && scalars[0] == "-"))
            if scalar == "\0" {
                out += "\u{FFFD}"
            } else if UnicodeHazards.isHazard(scalar) || startsWithDigit {
                out += hexEscape(scalar)
            } else if position == 0, scalar == "-", scalars.count == 1 {
                out += "\\-"
            } else if !scalar.isASCII || isDigit || scalar == "-" || scalar == "_"
                || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\"
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether ``identifier(_:)`` keeps every scalar of `name` as it is: ASCII letters, digits,
    /// `-` and `_` only, no digit first (nor after a first `-`), and not `-` alone. Checked in
    /// bytes: most names (`--semantic-primary-text`) are such.
    private static func isPlainIdentifier(_ name: String) -> Bool {
        // Over the bytes in place: every custom property of a theme asks.
        return name.withUTF8Bytes { bytes in
            guard let first = bytes.first, !(bytes.count == 1 && first == UInt8(ascii: "-")) else { return false }
            if first.isDigit { return false }
            if first == UInt8(ascii: "-"), bytes.count > 1, bytes[1].isDigit { return false }
            return bytes.allSatisfy { $0.isIdentifierContinue || $0 == UInt8(ascii: "-") }
        }
    }

    /// A CSS string in double quotes, per CSSOM "serialize a string": `"` and `\` after a
    /// backslash, NUL as U+FFFD (CSS has no way to write a NUL), controls, line breaks, bidi
    /// controls, noncharacters and `<` (so no `</style>` can end an inline sheet) as hex escapes.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\0": out += "\u{FFFD}"
            case "<": out += hexEscape(scalar)
            case _ where UnicodeHazards.isHazard(scalar): out += hexEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The value of an attribute selector (`[data-brand="globex"]`): a CSS string, so any text
    /// selects exactly the attribute value that equals it.
    package static func attributeValue(_ value: String) -> String { string(value) }

    /// A whole `/* … */` comment on one line holding `text`: every line break becomes a space,
    /// other controls, bidi controls and noncharacters are written as `U+…`, and a `*` before a
    /// `/` is followed by a space, so nothing can end the comment early.
    package static func comment(_ text: String) -> String {
        var out = "/* "
        var afterCR = false, afterStar = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n", afterCR { continue }  // CRLF: one break, one space
            if afterStar, scalar == "/" { out += " " }
            afterStar = scalar == "*"
            if UnicodeHazards.isLineBreak(scalar) {
                out += " "
            } else if scalar != "\t", UnicodeHazards.isHazard(scalar) {
                out += "U+" + UnicodeHazards.hex(scalar).uppercased()
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + " */"
    }

    /// `\hex ` of a scalar: a backslash, its hexadecimal value and the space that ends it.
    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + UnicodeHazards.hex(scalar) + " "
    }
}
