/// Text in GitHub markdown tables (`eval --format markdown`): one table-cell function, over
/// Unicode scalars.
///
/// A cell is one line between `|`s, shown as text: `|` and the characters markdown gives a
/// meaning inside a line (`` ` ``, `*`, `_`, `~`, `[`, `]`, `<`, `>`, `&`) are escaped by
/// backslash, and so is a `\` where markdown would read it as an escape (before ASCII
/// punctuation: `\n` stays as it is); a line break (LF, CR, CRLF, NEL, U+2028, U+2029, VT, FF)
/// is `<br>`, which GitHub shows as a break inside the cell; other controls (C0, DEL, C1, bidi controls) are numeric character
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
