/// Text into HTML: one function per place text goes, each working over Unicode scalars (never
/// `Character`s: `"` or `<` followed by a combining mark is one `Character`, and still a quote
/// or a tag opener to the browser).
package enum HTMLEscaping {
    /// Text between tags: `&`, `<`, `>` and `"` as entities; a CR as `&#13;` (the parser would
    /// turn a raw one into a line feed) and a NUL as U+FFFD (the parser drops a raw one, and
    /// HTML has no way to write it).
    package static func text(_ text: String) -> String { escaped(text) }

    /// The value of a double-quoted attribute: the same entities as ``text(_:)``, so neither a
    /// `"` nor a `<` can end it or open a tag.
    package static func attribute(_ value: String) -> String { escaped(value) }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r": out += "&#13;"
            case "\0": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
