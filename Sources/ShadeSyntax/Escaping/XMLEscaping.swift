/// Text in XML 1.0 files (the Android export), one function per place text goes: character
/// data, a double-quoted attribute value, a comment, and the body of an Android `<string>`.
/// Every function works on Unicode scalars, so a delimiter followed by a combining mark is
/// still escaped.
///
/// XML 1.0 cannot hold NUL, the other C0 controls but tab, line feed and carriage return, or
/// U+FFFE and U+FFFF, not even as character references. Character data and attributes write
/// each of them as U+FFFD; a comment writes a space; an Android string writes Android's own
/// `\uXXXX` escape, which the resource compiler turns back into the character.
package enum XMLEscaping {
    /// Whether XML 1.0 can hold `scalar` at all (surrogates are no scalars).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// Character data: `&`, `<`, `>` as entities, a carriage return as `&#13;` (a parser reads a
    /// raw one as a line feed), and a scalar XML cannot hold as U+FFFD.
    package static func text(_ string: String) -> String { escaped(string, inAttribute: false) }

    /// A double-quoted attribute value (without the quotes): as ``text(_:)``, with `"` as
    /// `&quot;` and tab, line feed and carriage return as character references, which a parser
    /// keeps (it turns raw ones into spaces).
    package static func attribute(_ string: String) -> String { escaped(string, inAttribute: true) }

    private static func escaped(_ string: String, inAttribute: Bool) -> String {
        // Printable ASCII but for the delimiters is kept as it is; anything else is read by scalar.
        guard string.containsUTF8Byte(where: { !isPlainASCII($0) }) else { return string }
        var result = ""
        result.unicodeScalars.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case _ where !isXMLCharacter(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A printable ASCII byte that no function here replaces.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""): false
        default: byte >= 0x20 && byte < 0x7F
        }
    }

    /// `<!-- text -->` on one line. A comment cannot hold `--` nor end with `-`: a space goes
    /// between two hyphens and after a final one. Line breaks, controls (C0, DEL, C1), bidi
    /// controls and what XML cannot hold become a space, a run of them one space.
    package static func comment(_ string: String) -> String {
        var result = "<!-- "
        var previous: Unicode.Scalar = " "
        for scalar in string.unicodeScalars {
            if isBlankedInComment(scalar) {
                if previous != " " { result += " " }
                previous = " "
                continue
            }
            if scalar == "-", previous == "-" { result += " " }
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
        if previous == "-" { result += " " }
        return result + " -->"
    }

    private static func isBlankedInComment(_ scalar: Unicode.Scalar) -> Bool {
        !isXMLCharacter(scalar) || isInvisibleControl(scalar)
    }

    /// Controls a reader cannot see: C0, DEL, C1, every line break, the bidi controls and the
    /// other invisible scalars of ``UnicodeHazards`` up to U+FFFF. The noncharacters past U+FFFF
    /// are left as they are: XML holds them, and Android's `\uXXXX` cannot (aapt2 drops a
    /// surrogate pair written so).
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0xFFFF && UnicodeHazards.isHazard(scalar)
    }

    /// The body of an Android `<string>` resource that the resource compiler reads back as
    /// `string`, unchanged: in double quotes (so spaces are kept and `'` needs no escape), with
    /// `\` and `"` escaped by backslash, a leading `@` or `?` escaped (else it is a reference),
    /// `\n` and `\t` as Android writes them, every other invisible control (see
    /// ``isInvisibleControl(_:)``) and what XML cannot hold as `\uXXXX`, and `&`, `<`, `>` as
    /// entities. (`%` is the caller's: see `AndroidExport`'s `formatted="false"`.)
    package static func androidString(_ string: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(string.utf8.count + 2)
        var isFirst = true
        for scalar in string.unicodeScalars {
            defer { isFirst = false }
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "@" where isFirst, "?" where isFirst: result += "\\" + String(scalar)
            case _ where isInvisibleControl(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

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
        // Every scalar escaped is ASCII, so a text none of whose bytes is one is returned as it is.
        guard text.containsUTF8Byte(where: Self.isEscaped) else { return text }
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

    /// Whether a byte is one of the scalars ``escaped(_:)`` replaces (all ASCII).
    private static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "\r"), 0: true
        default: false
        }
    }
}
