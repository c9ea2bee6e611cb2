/// Text in CSV (`eval --format csv`): one cell function, over Unicode scalars.
///
/// RFC 4180: a cell holding a comma, a quote, a line feed or a carriage return is written in
/// double quotes, its quotes doubled. A spreadsheet runs a cell that starts with `=`, `+`, `-`
/// or `@` as a formula (also after leading spaces or line breaks), and some do for a leading tab
/// or carriage return: such a cell gets a leading `'`, which spreadsheets read as "text follows"
/// (OWASP's advice against CSV injection). A plain decimal number (`-1`, `+0.5`, `-2e-05`)
/// stays as it is: a spreadsheet reads it as the number, which runs nothing.
package enum CSVEscaping {
    /// The scalars that make a spreadsheet read a cell as a formula.
    static let formulaTriggers: Set<Unicode.Scalar> = ["=", "+", "-", "@"]

    /// `text` as one CSV field.
    package static func cell(_ text: String) -> String {
        let text = startsFormula(text) ? "'" + text : text
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        guard needsQuotes else { return text }
        var result = "\""
        result.unicodeScalars.reserveCapacity(text.utf8.count + 4)
        for scalar in text.unicodeScalars {
            if scalar == "\"" { result += "\"" }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }

    /// Whether a spreadsheet would read `text` as a formula: a leading tab or carriage return, or
    /// a formula trigger first after spaces and line breaks, unless the whole cell is a number.
    static func startsFormula(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return false }
        if first == "\t" || first == "\r" { return true }
        guard let visible = scalars.first(where: { $0 != " " && $0 != "\n" && $0 != "\r" && $0 != "\t" }),
            formulaTriggers.contains(visible)
        else { return false }
        return !isPlainNumber(text)
    }

    /// `[+-]digits[.digits][e[+-]digits]`, nothing around it.
    static func isPlainNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Bool {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty
    }
}

/// Text in GitHub markdown tables (`eval --format markdown`): one table-cell function, over
/// Unicode scalars.
///
/// A cell is one line between `|`s, shown as text: `|` and the characters markdown gives a
/// meaning inside a line (`` ` ``, `*`, `_`, `~`, `[`, `]`, `<`, `>`, `&`) are escaped by
/// backslash, and so is a `\` where markdown would read it as an escape (before ASCII
/// punctuation: `\n` stays as it is); a line break (LF, CR, CRLF, NEL, U+2028, U+2029, VT, FF)
/// is `<br>`, which GitHub shows as a break inside the cell; other controls (C0, DEL, C1, bidi controls) are numeric
/// character
/// references (`&#x202e;`), which show as the character without putting it raw in the file.
package enum MarkdownEscaping {
    /// `text` as the content of one table cell (without the `|`s around it).
    package static func tableCell(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\n" where index > 0 && scalars[index - 1] == "\r": continue
            case "\\" where index + 1 < scalars.count && isASCIIPunctuation(scalars[index + 1]):
                result += "\\\\"
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += "<br>"
            case "|", "`", "*", "_", "~", "[", "]", "<", ">", "&":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case _ where XMLEscaping.isInvisibleControl(scalar):
                result += "&#x" + String(scalar.value, radix: 16) + ";"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x2F).contains(scalar.value) || (0x3A...0x40).contains(scalar.value)
            || (0x5B...0x60).contains(scalar.value) || (0x7B...0x7E).contains(scalar.value)
    }
}
